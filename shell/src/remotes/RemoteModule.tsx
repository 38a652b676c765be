import type { RemoteModuleProps } from '@theke/ui';
import { ROUTE_TABLE, type RemoteModuleId } from '@theke/ui';
import { RemoteRoute } from './RemoteRoute';

const known = new Set<string>(ROUTE_TABLE.map(({ module }) => module));

function isRemoteModuleId(id: string): id is RemoteModuleId {
  return known.has(id);
}

/** Lent to remotes through @theke/ui's ShellServices (e.g. signage screens inside the back-office). */
export function RemoteModule({ remote, module }: RemoteModuleProps) {
  const id = `${remote}/${module}`;
  if (!isRemoteModuleId(id)) throw new Error(`Unknown remote module ${id}`);
  return <RemoteRoute id={id} />;
}
