import { ROUTE_TABLE, type RemoteModuleId, type RouteKind } from '@theke/ui';

/**
 * SPEC §2: the route table's pages as the shell mounts them, one route per pattern of @theke/ui's
 * ROUTE_TABLE (the gateway's resolver reads the same table); every page is a remote's exposed module.
 */
export const shellRoutes: readonly { path: string; id: RemoteModuleId; kind: RouteKind['kind'] }[] =
  ROUTE_TABLE.flatMap((description) =>
    'kind' in description
      ? description.paths.map((path) => ({ path, id: description.module, kind: description.kind }))
      : [],
  );
