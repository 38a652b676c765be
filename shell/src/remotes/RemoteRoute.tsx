import { Suspense, useContext, useState } from 'react';
import { Loader, useLocation } from '@theke/ui';
import { reregister } from './registry';
import type { RemoteModuleId } from '@theke/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetRouteModule, routeComponent, RouteModuleLoaderContext } from './route-module-loader';

/** Renders a remote's route module inside an error boundary and a loader. */
export function RemoteRoute({ id }: { id: RemoteModuleId }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Component = routeComponent(id, useContext(RouteModuleLoaderContext));

  const retry = () => {
    reregister(id.split('/')[0] ?? '');
    forgetRouteModule(id);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary resetKey={`${id}|${pathname}|${attempt}`} onRetry={retry}>
      <Suspense fallback={<Loader />}>
        <Component />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
