import { Alert, Loader, styled, useTranslation } from '@theke/ui';
import { ACTION_TEXTS, logsSection, useEntityLabel } from '../../logs';
import { useLatestChanges } from '../api/use-dashboard';
import { changeLineOf } from '../dashboard-figures';
import { Footer, Panel } from './Panel';

const Lines = styled.ul`
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: block;
    padding: 0.4rem 0;
    color: inherit;
    text-decoration: none;
  }
  a:hover strong,
  a:focus-visible strong {
    text-decoration: underline;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * "Letzte Änderungen" (administrators: the log is theirs): the newest audit-log entries as the log
 * screen shows them (time in the business time zone, German entity names, its action words).
 */
export function LatestChangesPanel({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const entityLabel = useEntityLabel();
  const { data, isPending, isError } = useLatestChanges();
  const logsPath = `#${logsSection.path}`;
  return (
    <Panel id="dashboard-changes" title={t('dashboard.latestChanges')}>
      {isPending ? <Loader /> : null}
      {isError ? <Alert variant="danger">{t('logs.loadFailed')}</Alert> : null}
      {data && data.length === 0 ? <p>{t('dashboard.noChanges')}</p> : null}
      {data && data.length > 0 ? (
        <Lines>
          {data.map((entry) => {
            const line = changeLineOf(entry, timeZone);
            const action = t(ACTION_TEXTS[line.action]);
            return (
              <li key={line.id} data-testid="dashboard-change">
                <a href={logsPath}>
                  <strong>
                    {entityLabel(line.entity)}: {line.title}
                  </strong>
                  <small>
                    {line.at} ·{' '}
                    {line.author ? t('dashboard.changeBy', { action, user: line.author }) : action}
                  </small>
                </a>
              </li>
            );
          })}
        </Lines>
      ) : null}
      <Footer>
        <a href={logsPath}>{t('dashboard.allChanges')}</a>
      </Footer>
    </Panel>
  );
}
