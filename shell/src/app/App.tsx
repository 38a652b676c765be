import { lazy, Suspense, use, type ReactNode } from 'react';
import { BrowserRouter, Loader, Route, Routes, ShellServicesProvider, type ShellServices } from '@theke/ui';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { RemoteModule } from '../remotes/RemoteModule';
import { SiteLayout } from '../layout/SiteLayout';
import { BRANCH_SCREEN_PATHS, siteRoutes } from './site-routes';
import { AppErrorBoundary } from './AppErrorBoundary';

// The back-office entry is its own chunk: guest routes never download it.
const BackendPage = lazy(() => import(/* webpackChunkName: "backend" */ '../backend/BackendPage'));
const LogoutPage = lazy(() => import(/* webpackChunkName: "backend-logout" */ '../backend/LogoutPage'));
const BranchScreenPage = lazy(() => import(/* webpackChunkName: "branch-screen" */ '../branch-screen/BranchScreenPage'));

const services: ShellServices = { RemoteModule };

/** Waits for `/api/init` (primed into react-query) before the first real render. */
function InitGate({ init, children }: { init: Promise<void>; children: ReactNode }) {
  use(init);
  return children;
}

export function App({ init }: { init: Promise<void> }) {
  return (
    <BrowserRouter>
      <ShellServicesProvider value={services}>
        <AppErrorBoundary>
          <Suspense fallback={<Loader />}>
            <InitGate init={init}>
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
            </InitGate>
          </Suspense>
        </AppErrorBoundary>
      </ShellServicesProvider>
    </BrowserRouter>
  );
}
