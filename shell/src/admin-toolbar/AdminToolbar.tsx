import { APP_VERSION, styled, useTranslation, type StaffUser } from '@theke/ui';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1.25rem;
  padding: 0.375rem 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inverse};
  background: ${({ theme }) => theme.colors.primary};
  a {
    color: inherit;
  }
  .spacer {
    flex: 1;
  }
`;

/**
 * SPEC §2/§6 admin toolbar for ROLE_ADMIN on the public site. Back-office links are full page
 * loads: the back-office is its own application with its own remotes registry.
 */
export default function AdminToolbar({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  return (
    <Bar aria-label="Admin" data-testid="admin-toolbar">
      <a href="/backend#/sites">{t('adminToolbar.sites')}</a>
      <a href="/backend#/statistics">{t('adminToolbar.statistics')}</a>
      <a href="/backend#/navigations">{t('adminToolbar.navigations')}</a>
      <a href="/backend#/dashboard">{t('adminToolbar.toBackend')}</a>
      <span className="spacer" />
      <span data-testid="admin-user">{user.name || user.username}</span>
      <span>{t('adminToolbar.version', { version: APP_VERSION })}</span>
      <a href="/backend/logout">{t('adminToolbar.logout')}</a>
    </Bar>
  );
}
