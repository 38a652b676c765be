import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '@theke/ui';
import { applicationOf, ensureApplication } from './registry';
import type { RemoteModuleTypes } from './remote-types';

/** Loads an exposed route module; rejects when the remote entry or the module cannot be loaded. */
export async function loadRouteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModuleTypes[Id]> {
  const [remote = ''] = id.split('/');
  await ensureApplication(applicationOf(remote));
  const module = await loadRemote<RemoteModuleTypes[Id]>(id);
  if (!module || !module.default) throw new Error(`Remote module ${id} has no default export`);
  return module;
}
