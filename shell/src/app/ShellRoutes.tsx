import { lazy } from 'react';
import { Route, Routes } from '@theke/ui';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { SiteLayout } from '../layout/SiteLayout';
import { BRANCH_SCREEN_PATHS, siteRoutes } from './site-routes';

// The back-office entry is its own chunk: guest routes never download it.
const BackendPage = lazy(() => import(/* webpackChunkName: "backend" */ '../backend/BackendPage'));
const LogoutPage = lazy(() => import(/* webpackChunkName: "backend-logout" */ '../backend/LogoutPage'));
const BranchScreenPage = lazy(() => import(/* webpackChunkName: "branch-screen" */ '../branch-screen/BranchScreenPage'));

/** The shell's route table, rendered by the browser's router and by the server's first screen. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/backend/logout" element={<LogoutPage />} />
      <Route path="/backend/*" element={<BackendPage />} />
      {BRANCH_SCREEN_PATHS.map((path) => (
        <Route key={path} path={path} element={<BranchScreenPage />} />
      ))}
      <Route element={<SiteLayout />}>
        {siteRoutes.map(({ path, id }) => (
          <Route key={path} path={path} element={<RemoteRoute id={id} />} />
        ))}
      </Route>
    </Routes>
  );
}
