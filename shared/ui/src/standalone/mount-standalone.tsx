import { lazy, StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, loadInit } from '../api/query-client';
import { Loader } from '../primitives/Loader';
import { ThekeProviders } from '../providers';
import type { RouteModule } from '../route-module/registry';

/**
 * Development aid: a remote renders its route modules on its own, without the shell, against the
 * gateway's API (the dev server proxies /api). Never part of a production build.
 */
export function mountStandalone(routes: Record<string, () => Promise<RouteModule>>): void {
  const queryClient = createQueryClient();
  const init = loadInit(queryClient);
  function Ready({ children }: { children: React.ReactNode }) {
    use(init);
    return children;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  createRoot(container).render(
    <StrictMode>
      <ThekeProviders queryClient={queryClient}>
        <BrowserRouter>
          <Suspense fallback={<Loader />}>
            <Ready>
              <Routes>
                {Object.entries(routes).map(([path, load]) => {
                  const Page = lazy(load);
                  return <Route key={path} path={path} element={<Page />} />;
                })}
              </Routes>
            </Ready>
          </Suspense>
        </BrowserRouter>
      </ThekeProviders>
    </StrictMode>,
  );
}
