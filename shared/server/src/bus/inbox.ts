import { QueryTypes, Sequelize, Transaction } from 'sequelize';
import type { DomainEvent } from './event-bus';

/**
 * Wraps a handler so each event id is handled once per consumer: the inbox row and the
 * handler's changes commit together; a redelivered event finds its row and is skipped. Inside
 * `withPayloadCheck` the handler sees the checked payload's type.
 */
export function withInbox<E extends DomainEvent = DomainEvent>(
  sequelize: Sequelize,
  consumer: string,
  handler: (event: E, transaction: Transaction) => Promise<void>,
): (event: E) => Promise<void> {
  return (event) =>
    sequelize.transaction(async (transaction) => {
      const inserted = await sequelize.query(
        `INSERT INTO inbox_events (consumer, "eventId") VALUES (:consumer, :eventId)
         ON CONFLICT DO NOTHING RETURNING "eventId"`,
        { transaction, type: QueryTypes.SELECT, replacements: { consumer, eventId: event.id } },
      );
      if (inserted.length === 0) return;
      await handler(event, transaction);
    });
}
