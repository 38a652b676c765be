import type { Model } from 'sequelize';
import { crudRouter, type ServiceContext } from '@theke/server';
import { catalogEvents } from '../catalog-changed';
import { Donatee } from './donatee.model';
import { donateeSchema, donateeUpdateSchema } from './donatee.schema';

export function donateeJson(row: Model): Record<string, unknown> {
  const donatee = row as Donatee;
  return {
    id: donatee.id,
    identifier: donatee.identifier,
    name: donatee.name,
    description: donatee.description,
  };
}

export function donateeRoutes(context: ServiceContext) {
  return crudRouter({
    path: '/donatees',
    entity: 'donatee',
    model: Donatee,
    sequelize: context.sequelize,
    schema: donateeSchema,
    updateSchema: donateeUpdateSchema,
    read: 'public',
    write: 'admin',
    toJson: donateeJson,
    events: catalogEvents(context.outbox),
    order: [['name', 'ASC']],
  });
}
