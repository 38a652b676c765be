import { tagDescription } from '@theke/contracts';
import { crudRouter, describedCrud, type ServiceContext } from '@theke/server';
import { removeTagFromBranches } from '../branches/branch.references';
import { catalogEvents } from '../catalog-changed';
import { Tag } from './tag.model';

export function tagRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(tagDescription),
    model: Tag,
    sequelize: context.sequelize,
    events: catalogEvents(context.outbox),
    async beforeDestroy(row, { transaction }) {
      await removeTagFromBranches(Number(row.get('id')), context.outbox, transaction);
    },
  });
}
