import { lazy, type ReactNode } from 'react';
import { Route, Routes, type RouteKind } from '@theke/ui';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { SiteLayout } from '../layout/SiteLayout';
import { shellRoutes } from './site-routes';

// The back-office entry is its own chunk: guest routes never download it.
const BackendPage = lazy(() => import(/* webpackChunkName: "backend" */ '../backend/BackendPage'));
const LogoutPage = lazy(() => import(/* webpackChunkName: "backend-logout" */ '../backend/LogoutPage'));
const BranchScreenPage = lazy(
  () => import(/* webpackChunkName: "branch-screen" */ '../branch-screen/BranchScreenPage'),
);

// Pages opened by a key or link in their address: one full-screen page for all of them.
const keyScreen = <BranchScreenPage />;

/**
 * Kinds of page the shell shows outside the site layout, with a page of its own around the route's
 * module (the back-office's login, the branch tablet screens, the time clock, the TV player, the
 * self-service kiosk);
 * every other kind is a remote's page inside the layout.
 */
const SHELL_PAGES: Partial<Record<RouteKind['kind'], ReactNode>> = {
  backend: <BackendPage />,
  'branch-screen': keyScreen,
  'time-clock': keyScreen,
  'signage-player': keyScreen,
  // Issue 24: a branch's self-service kiosk, full screen without the site's header, footer and banner.
  kiosk: keyScreen,
};

/** The shell's route table, rendered by the browser's router and by the server's first screen. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/backend/logout" element={<LogoutPage />} />
      {shellRoutes.map(({ path, kind }) =>
        SHELL_PAGES[kind] ? <Route key={path} path={path} element={SHELL_PAGES[kind]} /> : null,
      )}
      <Route element={<SiteLayout />}>
        {shellRoutes.map(({ path, id, kind }) =>
          SHELL_PAGES[kind] ? null : <Route key={path} path={path} element={<RemoteRoute id={id} />} />,
        )}
      </Route>
    </Routes>
  );
}
