import { lazy, Suspense } from 'react';
import { isAdmin, Outlet, styled, useCurrentUser, useRouteContext } from '@theke/ui';
import { Header } from './header/Header';
import { Toolbar } from '../toolbar/Toolbar';
import { Footer } from '../footer/Footer';
import { CookieBanner } from '../consent/CookieBanner';
import { useThirdPartyScripts } from '../consent/use-third-party-scripts';
import { PublicPopup } from '../popup/PublicPopup';
import { FailureAlerts } from '../failures/FailureAlerts';
import { usePageMeta } from '../meta/use-page-meta';
import { usePageviewTracking } from '../consent/use-pageview-tracking';
import { useRouteScroll } from './route-scroll';
import { AppInstallLoader } from '../app-install/AppInstallLoader';

// Only staff with ROLE_ADMIN download the admin toolbar.
const AdminToolbar = lazy(() => import(/* webpackChunkName: "admin-toolbar" */ '../admin-toolbar/AdminToolbar'));

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  /* The footer starts below the fold: a page's content arriving after the layout does not move it (CLS). */
  min-height: 100vh;
  width: 100%;
  max-width: 1600px;
  margin: 0 auto;
  padding: 1rem;
`;

/** SPEC §2 layout around every public route; the route's remote renders into <Outlet />. */
export function SiteLayout() {
  const context = useRouteContext();
  const { data: user } = useCurrentUser();
  // The page editor's live preview is the page as a guest sees it, not a visit (route-context.ts).
  const visit = context !== 'preview';
  usePageMeta();
  useThirdPartyScripts();
  usePageviewTracking(visit);
  useRouteScroll();

  return (
    <Page data-route-context={context}>
      {visit && isAdmin(user) && user ? (
        <Suspense fallback={null}>
          <AdminToolbar user={user} />
        </Suspense>
      ) : null}
      <Header />
      <Toolbar />
      <Main id="content">
        <FailureAlerts />
        <Outlet />
      </Main>
      <Footer />
      {context === 'default' ? <CookieBanner /> : null}
      {visit ? <PublicPopup /> : null}
      {visit ? <AppInstallLoader /> : null}
    </Page>
  );
}
