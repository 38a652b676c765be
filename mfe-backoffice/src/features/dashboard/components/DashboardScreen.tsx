/**
 * `#/dashboard` (issue 19), the back-office's first screen: today's orders by status, today's
 * orders and revenue against yesterday's (issue 22), which branches are open now, the working-time
 * warnings of the last days (issue 21), the latest changes (administrators) and shortcuts to the
 * daily tasks.
 * Kept light: counts and short pages, no chart library.
 */
import { DEFAULT_TIME_ZONE, styled, useConfig, useNow, useTranslation } from '@theke/ui';
import type { Viewer } from '../../frame';
import { businessToday } from '../dashboard-figures';
import { dailyTasks } from '../daily-tasks';
import { summaryRange } from '../statistics-summary';
import { BranchesNowPanel } from './BranchesNowPanel';
import { LatestChangesPanel } from './LatestChangesPanel';
import { StatisticsSummaryPanel } from './StatisticsSummaryPanel';
import { TodaysOrdersPanel } from './TodaysOrdersPanel';
import { WorkingTimeWarningsPanel } from './WorkingTimeWarningsPanel';

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 1rem;
  align-items: start;
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 1rem;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 1rem;
    text-decoration: none;
    font-weight: 600;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

function DailyTasks({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-tasks-title" data-testid="dashboard-tasks">
      <h2 id="dashboard-tasks-title">{t('dashboard.dailyTasks')}</h2>
      <Tiles>
        {dailyTasks(viewer).map((task) => (
          <li key={task.path}>
            <a href={`#${task.path}`}>{t(task.text)}</a>
          </li>
        ))}
      </Tiles>
    </section>
  );
}

export function DashboardScreen({ viewer }: { viewer: Viewer }) {
  const timeZone = useConfig().data?.timeZone || DEFAULT_TIME_ZONE;
  const now = useNow();
  return (
    <div data-testid="dashboard">
      <Panels>
        <TodaysOrdersPanel today={businessToday(now, timeZone)} />
        <StatisticsSummaryPanel range={summaryRange(now, timeZone)} />
        <BranchesNowPanel viewer={viewer} now={now} timeZone={timeZone} />
        <WorkingTimeWarningsPanel today={businessToday(now, timeZone)} viewer={viewer} />
        {viewer.isAdmin ? <LatestChangesPanel timeZone={timeZone} /> : null}
      </Panels>
      <DailyTasks viewer={viewer} />
    </div>
  );
}
