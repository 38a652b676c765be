import { randomBytes } from 'node:crypto';
import Joi from 'joi';
import { Op, QueryTypes, type Model, type Transaction } from 'sequelize';
import { ROLE_SERVICE, canActOnBranch, crudRouter, type Principal, type ServiceContext } from '@theke/server';
import { catalogEvents } from '../catalog-changed';
import { removeBranchFromDivisions } from '../divisions/division.references';
import { removeBranchFromMenus } from '../menus/menu.references';
import { assertReferencesExist } from '../references';
import { rowJson } from '../row-json';
import { removeTablesOfBranch } from '../tables/table.references';
import { Tag } from '../tags/tag.model';
import { id as idSchema } from '../values.schema';
import { assertEmployeeMayUpdate } from './branch.access';
import { Branch, type StoredDeliveryArea } from './branch.model';
import { branchSchema, branchUpdateSchema } from './branch.schema';

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
    path: '/branches',
    entity: 'branch',
    model: Branch,
    sequelize: context.sequelize,
    schema: branchSchema,
    updateSchema: branchUpdateSchema,
    filters: { identifier: Joi.string().max(100), isPublic: Joi.boolean() },
    queryFilters: {
      tag: { schema: idSchema(), where: (tagId) => ({ tags: { [Op.contains]: [{ id: tagId }] } }) },
    },
    // SPEC §2: non-public branches still appear (inactive) in the list, so guests see them too.
    read: 'public',
    write: 'admin',
    access: { update: 'staff' },
    branchIdsOf: (values) => [Number(values.id)],
    toJson: branchJson,
    events: catalogEvents(context.outbox),
    async prepare(values, { principal, existing, transaction }) {
      const branch = existing as Branch | null;
      if (branch) assertEmployeeMayUpdate(principal, branch, values);
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
