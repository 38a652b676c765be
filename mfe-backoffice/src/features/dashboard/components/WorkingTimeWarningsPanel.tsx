import { Alert, Loader, styled, useTranslation } from '@theke/ui';
import { formatCalendarDate, parseCalendarDate } from '@theke/domain';
import type { Viewer } from '../../frame';
import { recentMonths, recentWarnings, RECENT_WARNING_DAYS, timeSheetsSection, useMonthlySheets } from '../../time-sheets';
import { Footer, Panel } from './Panel';

const Lines = styled.ul`
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li {
    padding: 0.4rem 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const MAX_LINES = 8;

const dateText = (day: string) => {
  const date = parseCalendarDate(day);
  return date ? formatCalendarDate(date) : day;
};

/**
 * Issue 21: the working-time rules' warnings (breaks, daily maximum, rest, missed shifts) of the
 * last days, as the monthly sheets show them; an employee sees their own. Recorded times are never
 * changed by a rule: this only points at them.
 */
export function WorkingTimeWarningsPanel({ today, viewer }: { today: string; viewer: Viewer }) {
  const { t } = useTranslation();
  const months = recentMonths(today);
  const previous = useMonthlySheets(months.length === 2 ? (months[0] ?? null) : null);
  const current = useMonthlySheets(months[months.length - 1] ?? null);
  const isPending = current.isPending || (months.length === 2 && previous.isPending);
  const warnings = recentWarnings([...(previous.data ?? []), ...(current.data ?? [])], today);
  return (
    <Panel id="dashboard-working-time" title={t('timeSheets.recentTitle')}>
      {isPending ? <Loader /> : null}
      {current.isError || previous.isError ? <Alert variant="danger">{t('timeSheets.loadFailed')}</Alert> : null}
      {!isPending && warnings.length === 0 ? <p>{t('timeSheets.recentNone', { days: RECENT_WARNING_DAYS })}</p> : null}
      {warnings.length > 0 ? (
        <Lines>
          {warnings.slice(0, MAX_LINES).map((warning, index) => (
            <li key={`${warning.employee.id}-${warning.day}-${index}`} data-testid="dashboard-working-time-warning">
              {warning.message}
              <small>
                {dateText(warning.day)} · {warning.employee.username}
              </small>
            </li>
          ))}
        </Lines>
      ) : null}
      {viewer.isAdmin ? (
        <Footer>
          <a href={`#${timeSheetsSection.path}`}>{t('timeSheets.allSheets')}</a>
        </Footer>
      ) : null}
    </Panel>
  );
}
