import type { RemoteName } from './registry';
import type { RouteKind } from './route-kind';
import { ROUTE_TABLE, type RemoteModuleId, type RouteDescription } from './route-table';

// Server and build side of the route table (@theke/ui/server only): what the browser never needs
// stays out of main.js (ADR 0011).

/** Where a remote keeps the module it exposes as `./<name>` (STYLE.md: one file per route in `routes/`). */
export const ROUTE_SOURCE_DIR = './src/routes/';

export interface ExposedModule {
  remote: RemoteName;
  /** The key in the remote's exposes.js: `./<name>`. */
  expose: string;
  /** The file webpack exposes, relative to the remote's folder. */
  source: string;
}

/** How the remote exposes a module of the route table. */
export function exposedModuleOf(id: RemoteModuleId): ExposedModule {
  const [remote, name] = id.split('/') as [RemoteName, string];
  return { remote, expose: `./${name}`, source: `${ROUTE_SOURCE_DIR}${name}.tsx` };
}

/** What a remote's exposes.js says, derived from the route table. */
export function exposesOf(remote: RemoteName): Record<string, string> {
  const exposed = ROUTE_TABLE.map(({ module }) => exposedModuleOf(module)).filter((module) => module.remote === remote);
  return Object.fromEntries(exposed.map(({ expose, source }) => [expose, source]));
}

/** Whether the gateway renders a first screen for this kind of page (ADR 0023). */
export function hasFirstScreen(route: Pick<RouteKind, 'kind'>): boolean {
  const descriptions: readonly RouteDescription[] = ROUTE_TABLE;
  return descriptions.some((description) => description.kind === route.kind && description.firstScreen === true);
}
