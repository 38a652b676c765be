/**
 * GET /api/media-usages?image={id}: the catalogue entries whose image fields name an image
 * (issue 20, media library). svc-content asks it before it deletes an image and when the
 * back-office shows where an image is used; the catalogue stores image references inside its
 * rows (JSONB), so only it can answer. Not routed by the gateway (`media-usages` is no public
 * collection): the content service's peer token or an administrator.
 */
import { Router } from 'express';
import Joi from 'joi';
import { QueryTypes } from 'sequelize';
import { CATALOG_MEDIA_USAGES_PATH, type MediaUsage, type MediaUsageKind } from '@theke/contracts';
import { Forbidden, principalOf, ROLE_ADMIN, ROLE_SERVICE, validate, type ServiceContext } from '@theke/server';

const query = Joi.object({ image: Joi.number().integer().min(1).max(2_147_483_647).required() });

/** Each table and the JSONB columns that hold image references (one object or a list of them). */
const IMAGE_COLUMNS: ReadonlyArray<{ kind: MediaUsageKind; table: string; columns: readonly string[] }> = [
  { kind: 'product', table: 'products', columns: ['images'] },
  { kind: 'category', table: 'categories', columns: ['image'] },
  { kind: 'tag', table: 'tags', columns: ['image'] },
  { kind: 'branch', table: 'branches', columns: ['images', 'logo'] },
  { kind: 'division', table: 'divisions', columns: ['image'] },
];

/** `@>` finds the id in a list of references (`[{"id": 3}]`) and in a single one (`{"id": 3}`). */
function usageQuery(): string {
  return IMAGE_COLUMNS.map(({ kind, table, columns }) => {
    const matches = columns
      .map((column) => `("${column}" @> :list OR "${column}" @> :single)`)
      .join(' OR ');
    return `SELECT '${kind}' AS kind, id, name FROM "${table}" WHERE ${matches}`;
  }).join(' UNION ALL ');
}

export function mediaUsageRoutes(context: ServiceContext): Router {
  const router = Router();
  const sql = usageQuery();
  router.get(CATALOG_MEDIA_USAGES_PATH, async (req, res) => {
    const roles = principalOf(req).roles;
    if (!roles.includes(ROLE_SERVICE) && !roles.includes(ROLE_ADMIN)) throw new Forbidden();
    const { image } = validate(query, req.query) as { image: number };
    const rows = await context.sequelize.query<MediaUsage>(`${sql} ORDER BY kind, id`, {
      type: QueryTypes.SELECT,
      replacements: { list: JSON.stringify([{ id: image }]), single: JSON.stringify({ id: image }) },
    });
    res.json({ data: rows.map((row) => ({ kind: row.kind, id: Number(row.id), name: row.name })) });
  });
  return router;
}
