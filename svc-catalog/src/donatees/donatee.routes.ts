import { donateeDescription } from '@theke/contracts';
import { crudRouter, describedCrud, type ServiceContext } from '@theke/server';
import { catalogEvents } from '../catalog-changed';
import { Donatee } from './donatee.model';

export function donateeRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(donateeDescription),
    model: Donatee,
    sequelize: context.sequelize,
    events: catalogEvents(context.outbox),
    order: [['name', 'ASC']],
  });
}
