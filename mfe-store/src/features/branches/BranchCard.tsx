import { formatTime, Link, styled, useTranslation, type Branch } from '@theke/ui';

const Card = styled(Link)<{ $inactive: boolean }>`
  display: block;
  padding: 1rem 1.25rem;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  opacity: ${({ $inactive }) => ($inactive ? 0.5 : 1)};
  h3 {
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const State = styled.span<{ $open: boolean }>`
  display: inline-block;
  margin-top: 0.5rem;
  font-weight: 600;
  color: ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.muted)};
`;

export interface BranchOpenState {
  isOpen: boolean;
  closesAt: Date | null;
}

/** A branch card linking to /store/{identifier}; non-public branches appear inactive (SPEC §2). */
export function BranchCard({ branch, state, timeZone }: { branch: Branch; state: BranchOpenState; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Card to={`/store/${branch.identifier}`} $inactive={branch.isPublic === false} data-testid="branch-card">
      <h3>{branch.name}</h3>
      <p>
        {branch.street}
        {branch.street ? ', ' : ''}
        {branch.zipCode} {branch.city}
      </p>
      <State $open={state.isOpen}>
        {state.isOpen && state.closesAt ? t('toolbar.openUntil', { time: formatTime(state.closesAt, timeZone) }) : null}
        {state.isOpen ? null : t('toolbar.closed')}
      </State>
    </Card>
  );
}
