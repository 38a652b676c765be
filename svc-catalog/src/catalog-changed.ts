import { EVENTS } from '@theke/contracts';
import type { Transaction } from 'sequelize';
import type { Outbox } from '@theke/server';

/** The one event every catalogue change publishes (ARCHITECTURE.md "Events"). */

export type CatalogEntity =
  'division' | 'branch' | 'tag' | 'menu' | 'category' | 'product' | 'table' | 'donatee' | 'catalog';
export type CatalogVerb = 'created' | 'updated' | 'deleted' | 'seeded';

export interface CatalogChanged {
  entity: CatalogEntity;
  verb: CatalogVerb;
  id: number | null;
}

/** Records a change in the caller's transaction; a rolled-back change publishes nothing. */
export async function recordCatalogChange(
  outbox: Outbox,
  transaction: Transaction,
  entity: CatalogEntity,
  verb: CatalogVerb,
  id: number | null,
): Promise<void> {
  await outbox.record<CatalogChanged>(transaction, EVENTS.catalogChanged, { entity, verb, id });
}

/** The crudRouter `events` option for one entity. */
export const catalogEvents = (outbox: Outbox) => ({ outbox, type: EVENTS.catalogChanged });
