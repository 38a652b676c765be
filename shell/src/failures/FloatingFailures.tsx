import { styled } from '@theke/ui';
import { FailureAlerts } from './FailureAlerts';

const Corner = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 900;
  width: min(28rem, calc(100vw - 2rem));
  &:empty {
    display: none;
  }
`;

/** Recorded failures for full-screen pages without the site layout (back-office, branch screens). */
export function FloatingFailures() {
  return (
    <Corner data-testid="failures">
      <FailureAlerts />
    </Corner>
  );
}
