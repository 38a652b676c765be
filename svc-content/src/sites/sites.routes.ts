import { EVENTS } from '@theke/contracts';
import { Router, type RequestHandler } from 'express';
import Joi from 'joi';
import { QueryTypes } from 'sequelize';
import {
  crudRouter,
  isStaff,
  principalOf,
  requireRole,
  ROLE_ADMIN,
  validate,
  type ServiceContext,
} from '@theke/server';
import { CONTENT_BLOCK_TYPES } from './block-types/block-types';
import { Site, SITE_TYPES } from './site.model';
import { siteFilters, siteSchema } from './site.schema';
import { keepSiteVersion, siteState, siteVersionsRouter } from './site-versions';


/** Every §3 field present: a default page's job fields are null. */
export function siteJson(site: Site): Record<string, unknown> {
  return { id: site.id, ...siteState(site), createdAt: site.createdAt, updatedAt: site.updatedAt };
}

const summaryQuery = Joi.object({
  view: Joi.string().valid('summary').required(),
  type: Joi.string().valid(...SITE_TYPES),
}).unknown(true);

/**
 * `GET /api/sites?view=summary[&type=job]`: every page without its body (the sitemap, the career
 * section's job list, link pickers), read from the database without loading the bodies.
 */
function siteSummaries(context: ServiceContext): RequestHandler {
  return async (req, res, next) => {
    if (req.query.view === undefined) {
      next();
      return;
    }
    const query = validate(summaryQuery, req.query) as { type?: string };
    const conditions = [isStaff(principalOf(req)) ? 'TRUE' : '"isPublic" = TRUE'];
    if (query.type) conditions.push('type = :type');
    const rows = await context.sequelize.query<Record<string, unknown>>(
      `SELECT id, name, title, path, description, type, "isPublic",
              content->>'workload' AS workload, content->>'start' AS start, content->>'place' AS place,
              "createdAt", "updatedAt"
       FROM sites WHERE ${conditions.join(' AND ')} ORDER BY id`,
      { type: QueryTypes.SELECT, replacements: { type: query.type ?? null } },
    );
    res.json({
      data: rows.map(({ workload, start, place, ...site }) => ({
        ...site,
        content: { workload, start, place },
      })),
    });
  };
}

/**
 * SPEC §7 generic CRUD for sites. Guests read public pages only (a draft is 404 for them);
 * staff read every page, drafts flagged by `isPublic: false`; admins write. Admins also read
 * the block type descriptions the page editor is built from, and a page's earlier versions.
 */
export function sitesRouter(context: ServiceContext): Router {
  const router = Router();
  router.get('/sites/block-types', requireRole(ROLE_ADMIN), (_req, res) => {
    res.json({ data: CONTENT_BLOCK_TYPES });
  });
  router.get('/sites', siteSummaries(context));
  router.use(siteVersionsRouter(context, siteJson));
  router.use(
    crudRouter({
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
      events: { outbox: context.outbox, type: EVENTS.siteChanged },
      // Issue 20: a save keeps the state it replaces (site-versions.ts).
      async prepare(values, { existing, transaction }) {
        if (existing) await keepSiteVersion(context, existing as Site, transaction);
        return values;
      },
    }),
  );
  return router;
}
