import { randomBytes } from 'node:crypto';
import Joi from 'joi';
import { Op, QueryTypes, type Model, type Transaction } from 'sequelize';
import { branchDescription } from '@theke/contracts';
import { DEFAULT_WORKING_TIME_COUNTRY } from '@theke/domain';
import {
  ROLE_SERVICE,
  canActOnBranch,
  crudRouter,
  describedCrud,
  entityId,
  type Principal,
  type ServiceContext,
} from '@theke/server';
import { catalogEvents } from '../catalog-changed';
import { removeBranchFromDivisions } from '../divisions/division.references';
import { removeBranchFromMenus } from '../menus/menu.references';
import { assertReferencesExist } from '../references';
import { rowJson } from '../row-json';
import { removeTablesOfBranch } from '../tables/table.references';
import { Tag } from '../tags/tag.model';
import { Branch, type StoredDeliveryArea } from './branch.model';

/** The frontdesk/backoffice links' key: URL-safe, long enough not to be guessed. */
const API_KEY = /^[A-Za-z0-9_-]{24,128}$/;

/**
 * Administrators may set (rotate) the key; a form that sends it empty or null keeps it (and a new
 * branch gets one generated).
 */
const apiKeyRule = () => Joi.string().trim().pattern(API_KEY).empty(['', null]);

/**
 * Every §3 field in spec order. `apiKey` only for administrators, the branch's own employees and
 * other services (svc-orders checks it for the frontdesk/backoffice order views).
 */
export function branchJson(row: Model, principal: Principal): Record<string, unknown> {
  const fields = rowJson(row, ['apiKey']);
  const seesApiKey = canActOnBranch(principal, Number(fields.id)) || principal.roles.includes(ROLE_SERVICE);
  return seesApiKey ? { ...fields, apiKey: row.get('apiKey') } : fields;
}

type DeliveryAreaInput = Omit<StoredDeliveryArea, 'id'> & { id?: number };

/** Keeps the ids of areas the branch already has, numbers new ones from one sequence. */
async function withDeliveryAreaIds(
  context: ServiceContext,
  areas: DeliveryAreaInput[],
  stored: StoredDeliveryArea[],
  transaction: Transaction,
): Promise<StoredDeliveryArea[]> {
  const known = new Set(stored.map((area) => area.id));
  const taken = new Set<number>();
  const result: StoredDeliveryArea[] = [];
  for (const area of areas) {
    let areaId = area.id;
    if (areaId === undefined || !known.has(areaId) || taken.has(areaId)) {
      const [row] = await context.sequelize.query<{ id: string }>(
        "SELECT nextval('delivery_area_id_seq') AS id",
        {
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      areaId = Number(row?.id);
    }
    taken.add(areaId);
    result.push({ ...area, id: areaId });
  }
  return result;
}

export function branchRoutes(context: ServiceContext) {
  return crudRouter({
    // SPEC §2: non-public branches still appear (inactive) in the list, so guests read them too.
    // Every write is for administrators (issue 19): employees read their branches, nothing more.
    ...describedCrud(branchDescription, { apiKey: apiKeyRule }),
    model: Branch,
    sequelize: context.sequelize,
    filters: { identifier: Joi.string().max(100), isPublic: Joi.boolean() },
    queryFilters: {
      tag: { schema: entityId(), where: (tagId) => ({ tags: { [Op.contains]: [{ id: tagId }] } }) },
    },
    branchIdsOf: (values) => [Number(values.id)],
    toJson: branchJson,
    events: catalogEvents(context.outbox),
    async prepare(values, { existing, transaction }) {
      const branch = existing as Branch | null;
      const tags = values.tags as Array<{ id: number }> | undefined;
      if (tags) {
        const references = tags.map((tag, index) => ({ id: tag.id, field: `tags.${index}.id` }));
        await assertReferencesExist(Tag, references, transaction);
      }
      const prepared = { ...values };
      if (values.deliveryAreas) {
        const areas = values.deliveryAreas as DeliveryAreaInput[];
        prepared.deliveryAreas = await withDeliveryAreaIds(
          context,
          areas,
          branch?.deliveryAreas ?? [],
          transaction,
        );
      }
      if (!branch && !values.apiKey) prepared.apiKey = randomBytes(24).toString('base64url');
      // An emptied country is the default one (Austria), as for a branch created without it.
      if (values.country === null) prepared.country = DEFAULT_WORKING_TIME_COUNTRY;
      return prepared;
    },
    async beforeDestroy(row, { transaction }) {
      const branchId = Number(row.get('id'));
      await removeTablesOfBranch(branchId, context.outbox, transaction);
      await removeBranchFromMenus(branchId, context.outbox, transaction);
      await removeBranchFromDivisions(branchId, context.outbox, transaction);
    },
  });
}
