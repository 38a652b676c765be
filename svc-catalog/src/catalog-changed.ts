import { EVENTS, type CatalogChanged } from '@theke/contracts';
import type { Transaction } from 'sequelize';
import type { Outbox } from '@theke/server';

/** The one event every catalogue change publishes (ARCHITECTURE.md "Events"; its payload is contracts' `CatalogChanged`). */

/** Records a change in the caller's transaction; a rolled-back change publishes nothing. */
export async function recordCatalogChange(outbox: Outbox, transaction: Transaction, change: CatalogChanged): Promise<void> {
  await outbox.record(transaction, EVENTS.catalogChanged, change);
}

/** The crudRouter `events` option for one entity. */
export const catalogEvents = (outbox: Outbox) => ({ outbox, type: EVENTS.catalogChanged });
