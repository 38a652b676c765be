/**
 * A page's earlier states (issue 20, ADR 0045), as Payload keeps versions of a document: every save
 * of a site keeps the state it replaced, under the lock version that state had, in the save's own
 * transaction. Staff list them, read one whole to compare, and restore one; a restore is itself a
 * save (the state it replaces is kept too, the change is announced and logged), so nothing is lost.
 */
import { EVENTS } from '@theke/contracts';
import { Router, type Request } from 'express';
import Joi from 'joi';
import { QueryTypes, type Transaction } from 'sequelize';
import {
  Conflict,
  expectedVersion,
  idParam,
  MESSAGES,
  NotFound,
  recordChange,
  requireRole,
  ROLE_ADMIN,
  validate,
  type ServiceContext,
} from '@theke/server';
import { Site } from './site.model';
import { siteSchema } from './site.schema';

/** The newest this many earlier states are kept per page. */
export const KEPT_SITE_VERSIONS = 50;

/** What a version holds: the page as staff edit it (every §3 field, a default page's job fields null), without id and timestamps. */
export function siteState(site: Site): Record<string, unknown> {
  const { body = [], workload = null, start = null, place = null, ...rest } = site.content ?? { body: [] };
  return {
    name: site.name,
    title: site.title,
    path: site.path,
    description: site.description,
    type: site.type,
    isPublic: site.isPublic,
    content: { ...rest, body, workload, start, place },
  };
}

/** Keeps the page's state as it is before a save replaces it (call inside the save's transaction). */
export async function keepSiteVersion(context: ServiceContext, site: Site, transaction: Transaction): Promise<void> {
  await context.sequelize.query(
    `INSERT INTO site_versions ("siteId", version, snapshot, "savedAt")
     VALUES (:siteId, :version, CAST(:snapshot AS JSONB), :savedAt)
     ON CONFLICT ("siteId", version) DO NOTHING`,
    {
      transaction,
      replacements: {
        siteId: site.id,
        version: site.version,
        snapshot: JSON.stringify(siteState(site)),
        savedAt: site.updatedAt,
      },
    },
  );
  await context.sequelize.query(
    `DELETE FROM site_versions WHERE "siteId" = :siteId AND id NOT IN (
       SELECT id FROM site_versions WHERE "siteId" = :siteId ORDER BY version DESC LIMIT :kept)`,
    { transaction, replacements: { siteId: site.id, kept: KEPT_SITE_VERSIONS } },
  );
}

interface VersionRow {
  version: number;
  savedAt: Date;
  snapshot: Record<string, unknown>;
}

const versionParam = Joi.object({ version: Joi.number().integer().min(1).required() });

async function storedVersion(context: ServiceContext, siteId: number, req: Request): Promise<VersionRow> {
  const { version } = validate(versionParam, { version: req.params.version }) as { version: number };
  const [row] = await context.sequelize.query<VersionRow>(
    'SELECT version, "savedAt", snapshot FROM site_versions WHERE "siteId" = :siteId AND version = :version',
    { type: QueryTypes.SELECT, replacements: { siteId, version } },
  );
  if (!row) throw new NotFound();
  return row;
}

async function siteOf(req: Request): Promise<Site> {
  const site = await Site.findByPk(idParam(req));
  if (!site) throw new NotFound();
  return site;
}

/**
 * `GET /api/sites/{id}/versions` (newest first, without bodies), `GET .../versions/{version}` (the
 * whole state) and `POST .../versions/{version}/restore` (sends the version it was loaded with,
 * as a PUT does: a stale one is 409). Administrators only, as they write sites.
 */
export function siteVersionsRouter(context: ServiceContext, toJson: (site: Site) => Record<string, unknown>): Router {
  const router = Router();
  const admin = requireRole(ROLE_ADMIN);

  router.get('/sites/:id/versions', admin, async (req, res) => {
    const site = await siteOf(req);
    const rows = await context.sequelize.query<Record<string, unknown>>(
      `SELECT version, "savedAt", snapshot->>'name' AS name, snapshot->>'path' AS path,
              (snapshot->>'isPublic')::boolean AS "isPublic"
       FROM site_versions WHERE "siteId" = :siteId ORDER BY version DESC`,
      { type: QueryTypes.SELECT, replacements: { siteId: site.id } },
    );
    res.json({ data: rows });
  });

  router.get('/sites/:id/versions/:version', admin, async (req, res) => {
    const site = await siteOf(req);
    const row = await storedVersion(context, site.id, req);
    res.json({ data: { version: row.version, savedAt: row.savedAt, site: row.snapshot } });
  });

  router.post('/sites/:id/versions/:version/restore', admin, async (req, res) => {
    const site = await siteOf(req);
    const expected = expectedVersion((req.body as { version?: unknown } | undefined)?.version, req);
    const row = await storedVersion(context, site.id, req);
    // Block types may have changed since: the earlier state must still be a valid page.
    const values = validate(siteSchema, row.snapshot) as Record<string, unknown>;
    await context.sequelize.transaction(async (transaction) => {
      await site.reload({ transaction, lock: transaction.LOCK.UPDATE });
      if (expected !== undefined && expected !== site.version)
        throw new Conflict(MESSAGES.staleVersion, 'version', 'stale_version');
      const before = toJson(site);
      await keepSiteVersion(context, site, transaction);
      await site.update({ ...values, version: site.version + 1 } as Partial<Site>, { transaction });
      await context.outbox.record(transaction, EVENTS.siteChanged, { entity: 'site', verb: 'updated', id: site.id });
      await recordChange(req, transaction, { entity: 'site', entityId: site.id, action: 'updated', before, after: toJson(site) });
    });
    res.json({ data: { ...toJson(site), version: site.version } });
  });

  return router;
}
