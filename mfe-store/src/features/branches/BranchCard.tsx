import { formatTime, Link, styled, useTranslation, type Branch, type BranchState } from '@theke/ui';
import { ResponsiveImage } from '../media';

const Card = styled(Link)<{ $inactive: boolean }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  text-decoration: none;
  color: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  opacity: ${({ $inactive }) => ($inactive ? 0.5 : 1)};
  pointer-events: ${({ $inactive }) => ($inactive ? 'none' : 'auto')};
  h3 {
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.border};
  > img:first-child {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Logo = styled.div`
  position: absolute;
  left: 1rem;
  bottom: -1.5rem;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  overflow: hidden;
  background: #fff;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Body = styled.div`
  padding: 1.75rem 1.25rem 1rem;
`;

const State = styled.span<{ $open: boolean }>`
  display: inline-block;
  margin-top: 0.5rem;
  font-weight: 600;
  color: ${({ theme, $open }) => ($open ? theme.colors.success : theme.colors.muted)};
`;

interface BranchCardProps {
  branch: Branch;
  state: Pick<BranchState, 'isOpen' | 'closesAt'>;
  timeZone: string;
  /** The first cards are above the fold: their images load at once. */
  eager: boolean;
}

/** A branch card linking to /store/{identifier}; non-public branches appear inactive (SPEC §2). */
export function BranchCard({ branch, state, timeZone, eager }: BranchCardProps) {
  const { t } = useTranslation();
  const image = branch.images?.[0];
  const inactive = branch.isPublic === false;
  return (
    <Card
      to={`/store/${branch.identifier}`}
      $inactive={inactive}
      aria-disabled={inactive || undefined}
      tabIndex={inactive ? -1 : undefined}
      data-testid="branch-card"
    >
      <Media>
        {image ? <ResponsiveImage image={image} sizes="(min-width: 720px) 22rem, 100vw" eager={eager} /> : null}
        {branch.logo ? (
          <Logo>
            <ResponsiveImage image={branch.logo} from="thumbnail" sizes="3rem" eager={eager} />
          </Logo>
        ) : null}
      </Media>
      <Body>
        <h3>{branch.name}</h3>
        <p>
          {branch.street}
          {branch.street ? ', ' : ''}
          {branch.zipCode} {branch.city}
        </p>
        <State $open={state.isOpen} data-testid="branch-state">
          {state.isOpen && state.closesAt ? t('toolbar.openUntil', { time: formatTime(state.closesAt, timeZone) }) : null}
          {state.isOpen ? null : t('toolbar.closed')}
        </State>
      </Body>
    </Card>
  );
}
