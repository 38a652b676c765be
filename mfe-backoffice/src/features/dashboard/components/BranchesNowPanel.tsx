import { Alert, Loader, styled, useBranches, useTranslation } from '@theke/ui';
import type { Viewer } from '../../frame';
import { branchesOf, branchNowOf, type BranchNow } from '../dashboard-figures';
import { Panel } from './Panel';

type Tone = 'success' | 'warning' | 'danger';

const Rows = styled.ul`
  li {
    padding: 0.4rem 0;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const State = styled.span<{ $tone: Tone }>`
  display: block;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  &::before {
    content: '';
    display: inline-block;
    width: 0.6rem;
    height: 0.6rem;
    margin-right: 0.4rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

function toneOf(branch: BranchNow): Tone {
  if (branch.opening.kind === 'closed') return 'danger';
  return branch.opening.isClosingSoon ? 'warning' : 'success';
}

/** The opening state in words: until when it is open, or when it opens again (or its closed message). */
function useOpeningText(): (branch: BranchNow) => string[] {
  const { t } = useTranslation();
  return ({ opening }) => {
    if (opening.kind === 'open') {
      const open = opening.until ? t('dashboard.openUntil', { time: opening.until }) : t('dashboard.open');
      return opening.isClosingSoon ? [open, t('dashboard.closingSoon')] : [open];
    }
    const { reopens } = opening;
    if (reopens?.day)
      return [t('dashboard.closed'), t('dashboard.opensOn', { day: reopens.day, time: reopens.time })];
    if (reopens) return [t('dashboard.closed'), t('dashboard.opensAt', { time: reopens.time })];
    return opening.closedMessage ? [t('dashboard.closed'), opening.closedMessage] : [t('dashboard.closed')];
  };
}

/** "Filialen jetzt": which of the viewer's branches are open now, by the storefront's opening rule. */
export function BranchesNowPanel({ viewer, now, timeZone }: { viewer: Viewer; now: Date; timeZone: string }) {
  const { t } = useTranslation();
  const openingText = useOpeningText();
  const { data, isPending, isError } = useBranches();
  const branches = data ? branchesOf(data, viewer).map((branch) => branchNowOf(branch, now, timeZone)) : null;
  return (
    <Panel id="dashboard-branches" title={t('dashboard.branches')}>
      {isPending ? <Loader /> : null}
      {isError ? <Alert variant="danger">{t('dashboard.branchesLoadFailed')}</Alert> : null}
      {branches && branches.length === 0 ? (
        <p>{viewer.isAdmin ? t('dashboard.branchesEmpty') : t('dashboard.noBranches')}</p>
      ) : null}
      {branches && branches.length > 0 ? (
        <Rows>
          {branches.map((branch) => (
            <li key={branch.id} data-testid="dashboard-branch">
              <a href={`#/branches/${branch.id}`}>{branch.name}</a>
              <State $tone={toneOf(branch)}>{openingText(branch).join(' · ')}</State>
              {branch.orderableFrom ? (
                <small>{t('dashboard.orderableFrom', { date: branch.orderableFrom })}</small>
              ) : null}
              {branch.isPublic ? null : <small>{t('dashboard.notPublic')}</small>}
            </li>
          ))}
        </Rows>
      ) : null}
    </Panel>
  );
}
