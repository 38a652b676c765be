import type { RemoteModuleId, RouteModule } from '@theke/ui';
import type { RemoteModuleTypes } from './remote-types.generated';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

/**
 * Compile-time checks against the remotes' own exposed modules (generated from their exposes.js):
 * the route table (@theke/ui's ROUTE_TABLE) names exactly what the remotes expose, and each is a
 * route module.
 */
export type ExposedModulesMatchRouteTable = Assert<Equal<keyof RemoteModuleTypes, RemoteModuleId>>;
export type ExposedModulesAreRouteModules = Assert<RemoteModuleTypes[RemoteModuleId] extends RouteModule ? true : false>;

export type { RemoteModuleTypes };
