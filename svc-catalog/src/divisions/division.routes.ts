import Joi from 'joi';
import type { Model } from 'sequelize';
import { crudRouter, type ServiceContext } from '@theke/server';
import { Branch } from '../branches/branch.model';
import { catalogEvents } from '../catalog-changed';
import { assertReferencesExist } from '../references';
import { Division } from './division.model';
import { divisionSchema, divisionUpdateSchema } from './division.schema';

export function divisionJson(row: Model): Record<string, unknown> {
  const division = row as Division;
  return {
    id: division.id,
    identifier: division.identifier,
    name: division.name,
    title: division.title,
    description: division.description,
    image: division.image,
    branches: division.branches,
  };
}

export function divisionRoutes(context: ServiceContext) {
  return crudRouter({
    path: '/divisions',
    entity: 'division',
    model: Division,
    sequelize: context.sequelize,
    schema: divisionSchema,
    updateSchema: divisionUpdateSchema,
    filters: { identifier: Joi.string().max(100) },
    read: 'public',
    write: 'admin',
    toJson: divisionJson,
    events: catalogEvents(context.outbox),
    async prepare(values, { transaction }) {
      const branches = (values.branches as number[] | undefined) ?? [];
      const references = branches.map((branchId, index) => ({ id: branchId, field: `branches.${index}` }));
      await assertReferencesExist(Branch, references, transaction);
      return values;
    },
  });
}
