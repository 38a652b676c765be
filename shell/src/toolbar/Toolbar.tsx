import {
  DEFAULT_TIME_ZONE,
  formatTime,
  Link,
  styled,
  useBranches,
  useConfig,
  useLocation,
  useTranslation,
  type Branch,
  useNow,
} from '@theke/ui';
import { resolveRouteKind } from '@theke/ui';
import { selectedBranchState, toolbarSummary } from './toolbar-state';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  padding: 0.375rem 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inverse};
  background: ${({ theme }) => theme.colors.secondary};
  a {
    color: inherit;
  }
`;

const State = styled.span<{ $tone: 'success' | 'warning' | 'muted' }>`
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone }) => ($tone === 'muted' ? 'transparent' : theme.colors[$tone])};
  font-weight: 600;
`;

function SelectedBranch({ branch, now, timeZone }: { branch: Branch; now: Date; timeZone: string }) {
  const { t } = useTranslation();
  const state = selectedBranchState(branch, now, timeZone);
  return (
    <>
      <Link to="/">‹ {t('layout.back')}</Link>
      <strong>{branch.name}</strong>
      {state.kind === 'open' ? (
        state.closesAt ? (
          <State $tone={state.closingSoon ? 'warning' : 'success'} data-testid="toolbar-state">
            {t('toolbar.openUntil', { time: formatTime(state.closesAt, timeZone) })}
          </State>
        ) : null
      ) : (
        <State $tone="muted" data-testid="toolbar-state">
          {t('toolbar.closed')}
        </State>
      )}
    </>
  );
}

/** SPEC §2 toolbar plugin: open locations, or the selected branch's name and state. */
export function Toolbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: config } = useConfig();
  const { data: branches = [] } = useBranches();
  const now = useNow();
  if (!config?.enablePluginToolbar) return null;

  const timeZone = config.timeZone || DEFAULT_TIME_ZONE;
  const route = resolveRouteKind(pathname);
  const selected =
    route.kind === 'branch' || route.kind === 'checkout'
      ? branches.find((branch) => branch.identifier === route.identifier)
      : undefined;
  const summary = toolbarSummary(branches, now, timeZone);

  return (
    <Bar data-testid="toolbar">
      {selected ? (
        <SelectedBranch branch={selected} now={now} timeZone={timeZone} />
      ) : (
        <span data-testid="toolbar-summary">
          {summary.kind === 'allClosed' ? t('toolbar.allClosed') : t('toolbar.branchesOpen', { count: summary.count })}
        </span>
      )}
    </Bar>
  );
}
