import { EVENTS } from '@theke/contracts';
import type { Router } from 'express';
import { crudRouter, type ServiceContext } from '@theke/server';
import { Block } from './block.model';
import { blockFilters, blockSchema } from './block.schema';


/** SPEC §7 generic CRUD for blocks; guests read public blocks only, admins write. */
export function blocksRouter(context: ServiceContext): Router {
  return crudRouter({
    path: '/blocks',
    entity: 'block',
    model: Block,
    sequelize: context.sequelize,
    schema: blockSchema,
    filters: blockFilters,
    read: 'public',
    write: 'admin',
    guestWhere: { isPublic: true },
    events: { outbox: context.outbox, type: EVENTS.blockChanged },
  });
}
