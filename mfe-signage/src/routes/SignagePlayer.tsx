import { styled } from '@theke/ui';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  background: #000;
`;

/** The TV player: a full-screen stage for the device's stream. */
export default function SignagePlayer() {
  return <Screen data-testid="signage-player" />;
}
