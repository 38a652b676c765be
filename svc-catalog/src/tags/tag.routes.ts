import type { Model } from 'sequelize';
import { crudRouter, type ServiceContext } from '@theke/server';
import { removeTagFromBranches } from '../branches/branch.references';
import { catalogEvents } from '../catalog-changed';
import { Tag } from './tag.model';
import { tagSchema, tagUpdateSchema } from './tag.schema';

export function tagJson(row: Model): Record<string, unknown> {
  const tag = row as Tag;
  return { id: tag.id, name: tag.name, image: tag.image };
}

export function tagRoutes(context: ServiceContext) {
  return crudRouter({
    path: '/tags',
    entity: 'tag',
    model: Tag,
    sequelize: context.sequelize,
    schema: tagSchema,
    updateSchema: tagUpdateSchema,
    read: 'public',
    write: 'admin',
    toJson: tagJson,
    events: catalogEvents(context.outbox),
    async beforeDestroy(row, { transaction }) {
      await removeTagFromBranches(Number(row.get('id')), context.outbox, transaction);
    },
  });
}
