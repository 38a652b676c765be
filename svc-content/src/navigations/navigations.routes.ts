import { EVENTS, type NavigationItem } from '@theke/contracts';
import type { Router } from 'express';
import { crudRouter, isStaff, type Principal, type ServiceContext } from '@theke/server';
import { Navigation } from './navigation.model';
import { navigationFilters, navigationSchema } from './navigation.schema';


/** SPEC §2: only enabled items are shown; guests never receive the disabled ones (nor what hangs below them). */
export function enabledItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items
    .filter((item) => item.isEnabled)
    .map((item) => ({ ...item, children: enabledItems(item.children ?? []) }));
}

export function navigationJson(navigation: Navigation, principal: Principal): Record<string, unknown> {
  const json = navigation.toJSON() as Record<string, unknown>;
  return isStaff(principal) ? json : { ...json, items: enabledItems(navigation.items) };
}

/** SPEC §7 generic CRUD for navigations; public reads, admin writes. */
export function navigationsRouter(context: ServiceContext): Router {
  return crudRouter({
    path: '/navigations',
    entity: 'navigation',
    model: Navigation,
    sequelize: context.sequelize,
    schema: navigationSchema,
    filters: navigationFilters,
    read: 'public',
    write: 'admin',
    toJson: (row, principal) => navigationJson(row as Navigation, principal),
    events: { outbox: context.outbox, type: EVENTS.navigationChanged },
  });
}
