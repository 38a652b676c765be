import { APP_VERSION, ShellRemote, styled, useCurrentUser, useTranslation } from '@theke/ui';
import { SECTIONS } from '../features/frame/sections';
import { useHashPath } from '../features/frame/use-hash-path';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 15rem 1fr;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const Top = styled.header`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: 1.5rem;
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
`;

const Content = styled.main`
  padding: 1.5rem;
`;

/** The back-office frame: navigation and the (for now empty) section for the current hash. */
export default function BackofficeApp() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const path = useHashPath();
  const section = SECTIONS.find((candidate) => candidate.path === path) ?? SECTIONS[0];

  return (
    <Frame data-testid="backoffice">
      <Top>
        <strong>{t('backoffice.title')}</strong>
        <span data-testid="backoffice-user">{user?.name || user?.username}</span>
        <span>{t('adminToolbar.version', { version: APP_VERSION })}</span>
        <a href="/">{t('backoffice.toWebsite')}</a>
        <a href="/backend/logout">{t('adminToolbar.logout')}</a>
      </Top>
      <Nav aria-label={t('backoffice.title')}>
        {SECTIONS.map((candidate) => (
          <a key={candidate.path} href={`#${candidate.path}`} aria-current={candidate === section ? 'page' : undefined}>
            {t(candidate.labelKey)}
          </a>
        ))}
      </Nav>
      <Content>
        <h1>{section ? t(section.labelKey) : null}</h1>
        {section?.path === '/signage' ? <ShellRemote remote="mfe_signage" module="SignageAdmin" /> : null}
      </Content>
    </Frame>
  );
}
