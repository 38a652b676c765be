import Joi from 'joi';
import { divisionDescription } from '@theke/contracts';
import { crudRouter, describedCrud, type ServiceContext } from '@theke/server';
import { Branch } from '../branches/branch.model';
import { catalogEvents } from '../catalog-changed';
import { assertReferencesExist } from '../references';
import { Division } from './division.model';

export function divisionRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(divisionDescription),
    model: Division,
    sequelize: context.sequelize,
    filters: { identifier: Joi.string().max(100) },
    events: catalogEvents(context.outbox),
    async prepare(values, { transaction }) {
      const branches = (values.branches as number[] | undefined) ?? [];
      const references = branches.map((branchId, index) => ({ id: branchId, field: `branches.${index}` }));
      await assertReferencesExist(Branch, references, transaction);
      return values;
    },
  });
}
