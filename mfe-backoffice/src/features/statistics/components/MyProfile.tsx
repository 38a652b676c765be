/**
 * 'Mein Profil' (ADR 0043 user-profile): the viewer's own hours over the range against the
 * schedule, the overtime up to now, the holiday balance, and the days as a chart with its table.
 */
import { formatCalendarDate, parseCalendarDate, type CalendarDate } from '@theke/domain';
import { Alert, Loader, styled, useTranslation } from '@theke/ui';
import { useOwnProfile } from '../api/use-statistics';
import { formatCount, hoursOf } from '../statistics-format';
import type { DayRange } from '../statistics-range';
import type { StatisticsTable } from '../statistics-table';
import { ChartPanel } from './ChartPanel';
import { formatHours } from './StatisticsPanels';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.75rem;
  margin: 0 0 1rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 600;
  }
`;

const Box = styled.section`
  grid-column: 1 / -1;
  h2 {
    font-size: 1.25rem;
  }
`;

export function MyProfile({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const { profile, days } = useOwnProfile(range, true);
  const hours = (value: number) => formatCount(value, 2);
  const table: StatisticsTable | null = days.data
    ? {
        columns: [
          { label: t('statistics.columns.day') },
          { label: t('statistics.columns.worked'), format: hours },
          { label: t('statistics.columns.planned'), format: hours },
        ],
        rows: days.data.rows.map((row) => [
          formatCalendarDate(parseCalendarDate(row.day) as CalendarDate),
          hoursOf(row.workedMinutes),
          hoursOf(row.plannedMinutes),
        ]),
      }
    : null;
  const data = profile.data;
  const balance = data?.holidayBalance;
  return (
    <Box aria-labelledby="my-profile-title" data-testid="statistics-profile">
      <h2 id="my-profile-title">{t('statistics.profile.title')}</h2>
      {profile.isError ? <Alert variant="danger">{t('messages.statisticsLoad')}</Alert> : null}
      {profile.isPending ? <Loader /> : null}
      {data ? (
        <Figures>
          <div>
            <dt>{t('statistics.profile.worked')}</dt>
            <dd>{formatHours(data.workedMinutes)}</dd>
          </div>
          <div>
            <dt>{t('statistics.profile.planned')}</dt>
            <dd>{formatHours(data.plannedMinutes)}</dd>
          </div>
          <div>
            <dt>{t('statistics.profile.workedUntilNow')}</dt>
            <dd>{formatHours(data.workedUntilNowMinutes)}</dd>
          </div>
          <div>
            <dt>{t('statistics.profile.plannedUntilNow')}</dt>
            <dd>{formatHours(data.plannedUntilNowMinutes)}</dd>
          </div>
          <div>
            <dt>{t('statistics.profile.overtime')}</dt>
            <dd>{formatHours(data.overtimeMinutes)}</dd>
          </div>
          <div>
            <dt>{t('statistics.profile.holidays')}</dt>
            <dd>
              {balance
                ? t('statistics.profile.remainingDays', {
                    count: balance.remainingDays,
                    days: formatCount(balance.remainingDays, Number.isInteger(balance.remainingDays) ? 0 : 1),
                    year: balance.year,
                  })
                : t('statistics.profile.noBalance')}
            </dd>
          </div>
        </Figures>
      ) : null}
      <ChartPanel
        id="profile-days"
        title={t('statistics.charts.profileDays')}
        kind="bar"
        table={table}
        isError={days.isError}
        fileName={`statistik-mein-profil-${range.from}-${range.to}.csv`}
      />
    </Box>
  );
}
