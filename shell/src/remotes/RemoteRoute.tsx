import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Loader, useLocation } from '@theke/ui';
import { loadRouteModule } from './load-route-module';
import { reregister } from './registry';
import type { RemoteModuleId } from '@theke/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const components = new Map<RemoteModuleId, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per module, so returning to a route does not suspend again. React caches a
 * rejected lazy, so a failed load drops its lazy: the next attempt gets a fresh one and a fresh load.
 */
function routeComponent(id: RemoteModuleId): LazyExoticComponent<ComponentType> {
  let component = components.get(id);
  if (!component) {
    const created = lazy(() =>
      loadRouteModule(id).catch((error: unknown) => {
        if (components.get(id) === created) components.delete(id);
        throw error;
      }),
    );
    components.set(id, created);
    component = created;
  }
  return component;
}

/** Renders a remote's route module inside an error boundary and a loader. */
export function RemoteRoute({ id }: { id: RemoteModuleId }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Component = routeComponent(id);

  const retry = () => {
    reregister(id.split('/')[0] ?? '');
    components.delete(id);
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
