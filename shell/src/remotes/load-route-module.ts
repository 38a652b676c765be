import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteModule } from '@theke/ui';
import { applicationOf, ensureApplication } from './registry';
import type { RemoteModuleId } from './remote-modules';

/** Loads an exposed route module; rejects when the remote entry or the module cannot be loaded. */
export async function loadRouteModule(id: RemoteModuleId): Promise<RouteModule> {
  const [remote = ''] = id.split('/');
  await ensureApplication(applicationOf(remote));
  const module = await loadRemote<RouteModule>(id);
  if (!module || typeof module.default !== 'function') throw new Error(`Remote module ${id} has no default export`);
  return module;
}
