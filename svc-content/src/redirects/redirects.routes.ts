import { EVENTS } from '@theke/contracts';
import type { Router } from 'express';
import { crudRouter, type ServiceContext } from '@theke/server';
import type { RedirectResolver } from './redirect-resolver';
import { Redirect } from './redirect.model';
import { redirectFilters, redirectSchema } from './redirect.schema';
import { assertRedirectTarget } from './redirect-targets';


/**
 * SPEC §7 generic CRUD for redirects; public reads (the gateway answers the 301), admin writes.
 * A write empties this process's lookup table once committed (other replicas follow the event).
 * The target must exist and no chain of redirects may loop (`assertRedirectTarget`, ADR 0046).
 */
export function redirectsRouter(context: ServiceContext, resolver: RedirectResolver): Router {
  return crudRouter({
    path: '/redirects',
    entity: 'redirect',
    model: Redirect,
    sequelize: context.sequelize,
    schema: redirectSchema,
    filters: redirectFilters,
    read: 'public',
    write: 'admin',
    events: { outbox: context.outbox, type: EVENTS.redirectChanged },
    prepare: async (values, { transaction, existing }) => {
      await assertRedirectTarget(values.path as string, values.target as string, existing ? (existing.get('id') as number) : null, transaction);
      transaction.afterCommit(() => resolver.invalidate());
      return values;
    },
    beforeDestroy: async (_row, { transaction }) => {
      transaction.afterCommit(() => resolver.invalidate());
    },
  });
}
