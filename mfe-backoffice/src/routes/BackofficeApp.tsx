import '../texts';
import { useMemo } from 'react';
import { APP_VERSION, isAdmin, Loader, styled, useCurrentUser, useTranslation } from '@theke/ui';
import { sectionOf, useHashPath, visibleSections, type Viewer } from '../features/frame';
import { LiveBar, STAFF_EVENTS_URL, useLiveEvents } from '../features/live';
import { OwnPasswordButton } from '../features/users';
import { BACKOFFICE_SECTIONS } from './backoffice-sections';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 15rem minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
  }
`;

const Top = styled.header`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
  padding: 0.75rem 1.25rem;
  color: ${({ theme }) => theme.colors.inverse};
  background: ${({ theme }) => theme.colors.primary};
  a {
    color: inherit;
  }
  strong {
    flex: 1;
  }
`;

const Nav = styled.nav`
  padding: 1rem 0;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: block;
    padding: 0.5rem 1.25rem;
    text-decoration: none;
  }
  a[aria-current='page'] {
    font-weight: 700;
    background: ${({ theme }) => theme.colors.background};
  }
  @media (max-width: 720px) {
    display: flex;
    flex-wrap: wrap;
    padding: 0.25rem;
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    a {
      padding: 0.4rem 0.75rem;
    }
  }
`;

const Content = styled.main`
  min-width: 0;
  padding: 1.5rem;
  @media (max-width: 720px) {
    padding: 1rem 0.75rem;
  }
`;

/**
 * The back-office frame: navigation and the screen for the current hash. Staff see new orders
 * within a second on any screen: the live stream runs for the whole frame.
 */
export default function BackofficeApp() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const path = useHashPath();
  const live = useLiveEvents(STAFF_EVENTS_URL);
  const viewer: Viewer = useMemo(
    () => ({ isAdmin: isAdmin(user), branchIds: (user?.branches ?? []).map((branch) => Number(branch.id)) }),
    [user],
  );
  const sections = visibleSections(BACKOFFICE_SECTIONS, viewer);
  const section = sectionOf(sections, path);
  const screen = section?.render(path.slice(section.path.length), viewer) ?? null;

  return (
    <Frame data-testid="backoffice">
      <Top>
        <strong>{t('backoffice.title')}</strong>
        <span data-testid="backoffice-user">{user?.name || user?.username}</span>
        {user ? <OwnPasswordButton /> : null}
        <span>{t('adminToolbar.version', { version: APP_VERSION })}</span>
        <a href="/">{t('backoffice.toWebsite')}</a>
        <a href="/backend/logout">{t('adminToolbar.logout')}</a>
      </Top>
      <Nav aria-label={t('backoffice.title')}>
        {sections.map((candidate) => (
          <a key={candidate.path} href={`#${candidate.path}`} aria-current={candidate === section ? 'page' : undefined}>
            {candidate.label}
          </a>
        ))}
      </Nav>
      <Content>
        <LiveBar live={live} />
        {!user ? (
          <Loader />
        ) : section && screen ? (
          <>
            <h1>{section.label}</h1>
            {screen}
          </>
        ) : (
          <div data-testid="backoffice-not-found">
            <h1>{t('backofficeFrame.notFound')}</h1>
            <a href="#/dashboard">{t('backofficeFrame.toDashboard')}</a>
          </div>
        )}
      </Content>
    </Frame>
  );
}
