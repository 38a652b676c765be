import { styled } from '@theke/ui';

const Panel = styled.section`
  min-height: 12rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** Signage admin screens (scenes, segments, streams, TVs) render here inside the back-office frame. */
export default function SignageAdmin() {
  return <Panel data-testid="signage-admin" />;
}
