/** The back-office's start: shortcuts to the daily tasks. */
import { styled, useTranslation } from '@theke/ui';
import type { Viewer } from '../../frame';
import { dailyTasks } from '../daily-tasks';

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

export function DashboardScreen({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  return (
    <section data-testid="dashboard">
      <h2>{t('dashboard.dailyTasks')}</h2>
      <Tiles>
        {dailyTasks(viewer).map((task) => (
          <li key={task.path}>
            <a href={`#${task.path}`}>{task.label}</a>
          </li>
        ))}
      </Tiles>
    </section>
  );
}
