import { createContext, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteModuleId } from '@theke/ui';
import { loadRouteModule } from './load-route-module';

export type RouteModuleLoader = (id: RemoteModuleId) => Promise<{ default: ComponentType }>;

/**
 * Where route modules come from: the federated remotes in the browser, the remotes' sources when
 * the gateway renders a page's first screen (shell/src/server).
 */
export const RouteModuleLoaderContext = createContext<RouteModuleLoader>(loadRouteModule);

const loaded = new Map<RemoteModuleId, ComponentType>();
const pending = new Map<RemoteModuleId, LazyExoticComponent<ComponentType>>();

/**
 * Loads a route module ahead of rendering: a module loaded before the first render renders
 * without suspending, so a server-rendered first screen is replaced in one commit, never by a loader.
 */
export async function preloadRouteModule(id: RemoteModuleId): Promise<void> {
  const module = await loadRouteModule(id);
  loaded.set(id, module.default);
}

/**
 * The component of a route module: the module itself once loaded, else one lazy per module (so
 * returning to a route does not suspend again). React caches a rejected lazy, so a failed load
 * drops its lazy: the next attempt gets a fresh one and a fresh load.
 */
export function routeComponent(id: RemoteModuleId, load: RouteModuleLoader): ComponentType {
  const ready = loaded.get(id);
  if (ready) return ready;
  let component = pending.get(id);
  if (!component) {
    const created = lazy(() =>
      load(id).then(
        (module) => {
          loaded.set(id, module.default);
          return module;
        },
        (error: unknown) => {
          if (pending.get(id) === created) pending.delete(id);
          throw error;
        },
      ),
    );
    pending.set(id, created);
    component = created;
  }
  return component;
}

/** After a failed load: forget the module, so the next render loads it again. */
export function forgetRouteModule(id: RemoteModuleId): void {
  loaded.delete(id);
  pending.delete(id);
}
