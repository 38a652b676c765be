import Joi from 'joi';
import type { Model } from 'sequelize';
import { tableDescription } from '@theke/contracts';
import { crudRouter, describedCrud, entityId, type ServiceContext } from '@theke/server';
import { Branch } from '../branches/branch.model';
import { catalogEvents } from '../catalog-changed';
import { assertReferencesExist } from '../references';
import { Table } from './table.model';

export function tableJson(row: Model): Record<string, unknown> {
  const table = row as Table;
  return { id: table.id, identifier: table.identifier, branch: { id: table.branchId } };
}

/** Tables belong to one branch; guests pick one for dine-in. */
export function tableRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(tableDescription),
    model: Table,
    sequelize: context.sequelize,
    filters: { identifier: Joi.string().max(50) },
    queryFilters: { branch: { schema: entityId(), where: (branchId) => ({ branchId }) } },
    branchIdsOf: (values) => [Number((values.branch as { id: number } | undefined)?.id ?? values.branchId)],
    toJson: tableJson,
    events: catalogEvents(context.outbox),
    order: [
      ['branchId', 'ASC'],
      ['identifier', 'ASC'],
    ],
    async prepare(values, { transaction }) {
      const branch = values.branch as { id: number } | undefined;
      if (branch) await assertReferencesExist(Branch, [{ id: branch.id, field: 'branch.id' }], transaction);
      return values;
    },
  });
}
