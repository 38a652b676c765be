import { APP_VERSION, registerTexts, resolveRouteKind, styled, useLocation, useQuery, useSites, useTranslation, type Site, type StaffUser } from '@theke/ui';
import { adminToolbarTexts } from '@theke/ui/texts/admin-toolbar';

registerTexts(adminToolbarTexts);

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

const normalise = (path: string): string => path.replace(/\/+$/, '') || '/';

/**
 * The site page shown at a content path, for 'Seite bearbeiten': from the sites `/api/init` brought
 * (an administrator's include drafts), else the lookup the website's page makes too (same query key).
 */
function useShownSite(pathname: string): Site | null {
  const path = normalise(pathname);
  const isContentPage = resolveRouteKind(path).kind === 'site';
  const { data: sites } = useSites();
  const cached = sites?.find((site) => normalise(site.path) === path);
  const { data: found } = useQuery<Site[]>({
    queryKey: ['/api/sites', { path }],
    enabled: isContentPage && sites !== undefined && !cached,
    meta: { silent: true },
  });
  if (!isContentPage) return null;
  return cached ?? found?.find((site) => normalise(site.path) === path) ?? null;
}

/**
 * SPEC §2/§6 admin toolbar for ROLE_ADMIN on the public site. Back-office links are full page
 * loads: the back-office is its own application with its own remotes registry.
 */
export default function AdminToolbar({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  const site = useShownSite(useLocation().pathname);
  return (
    <Bar aria-label="Admin" data-testid="admin-toolbar">
      {/* The page editor of H1's #/sites: `#/sites/{id}` (issue 20). */}
      {site ? <a href={`/backend#/sites/${site.id}`}>{t('adminToolbar.editSite')}</a> : null}
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
