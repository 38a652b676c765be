import Joi from 'joi';
import type { Model } from 'sequelize';
import { crudRouter, type ServiceContext } from '@theke/server';
import { Branch } from '../branches/branch.model';
import { catalogEvents } from '../catalog-changed';
import { assertReferencesExist } from '../references';
import { id as idSchema } from '../values.schema';
import { Table } from './table.model';
import { tableSchema, tableUpdateSchema } from './table.schema';

export function tableJson(row: Model): Record<string, unknown> {
  const table = row as Table;
  return { id: table.id, identifier: table.identifier, branch: { id: table.branchId } };
}

/** Tables belong to one branch: its employees manage them, guests pick one for dine-in. */
export function tableRoutes(context: ServiceContext) {
  return crudRouter({
    path: '/tables',
    entity: 'table',
    model: Table,
    sequelize: context.sequelize,
    schema: tableSchema,
    updateSchema: tableUpdateSchema,
    filters: { identifier: Joi.string().max(50) },
    queryFilters: { branch: { schema: idSchema(), where: (branchId) => ({ branchId }) } },
    read: 'public',
    write: 'staff',
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
