import { Suspense, use, type ReactNode } from 'react';
import { BrowserRouter, Loader, ShellServicesProvider, type ShellServices } from '@theke/ui';
import { RemoteModule } from '../remotes/RemoteModule';
import { AppErrorBoundary } from './AppErrorBoundary';
import { ShellRoutes } from './ShellRoutes';

export const shellServices: ShellServices = { RemoteModule };

/** Waits for `/api/init` (primed into react-query) before the first real render; null: primed already. */
function InitGate({ init, children }: { init: Promise<void> | null; children: ReactNode }) {
  if (init) use(init);
  return children;
}

export function App({ init }: { init: Promise<void> | null }) {
  return (
    <BrowserRouter>
      <ShellServicesProvider value={shellServices}>
        <AppErrorBoundary>
          <Suspense fallback={<Loader />}>
            <InitGate init={init}>
              <ShellRoutes />
            </InitGate>
          </Suspense>
        </AppErrorBoundary>
      </ShellServicesProvider>
    </BrowserRouter>
  );
}
