import type { Router } from 'express';
import { crudRouter, type ServiceContext } from '@theke/server';
import { Site } from './site.model';
import { siteFilters, siteSchema } from './site.schema';

export const SITE_CHANGED = 'content.site.changed';

/** Every §3 field present: a default page's job fields are null. */
export function siteJson(site: Site): Record<string, unknown> {
  const { body = [], workload = null, start = null, place = null, ...rest } = site.content ?? { body: [] };
  return {
    id: site.id,
    name: site.name,
    title: site.title,
    path: site.path,
    description: site.description,
    type: site.type,
    isPublic: site.isPublic,
    content: { ...rest, body, workload, start, place },
    createdAt: site.createdAt,
    updatedAt: site.updatedAt,
  };
}

/**
 * SPEC §7 generic CRUD for sites. Guests read public pages only (a draft is 404 for them);
 * staff read every page, drafts flagged by `isPublic: false`; admins write.
 */
export function sitesRouter(context: ServiceContext): Router {
  return crudRouter({
    path: '/sites',
    entity: 'site',
    model: Site,
    sequelize: context.sequelize,
    schema: siteSchema,
    filters: siteFilters,
    read: 'public',
    write: 'admin',
    guestWhere: { isPublic: true },
    toJson: (row) => siteJson(row as Site),
    events: { outbox: context.outbox, type: SITE_CHANGED },
  });
}
