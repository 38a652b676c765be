import type { Transaction } from 'sequelize';
import { EVENTS, type OrderChange, type OrderChanged } from '@theke/contracts';
import type { Outbox } from '@theke/server';
import { isPaymentPending } from '@theke/domain';
import type { OrderRecord } from './order.model';

/** The payload of every `orders.order.*` event (contracts' `OrderChanged`) for an order and what happened to it. */
export function orderEventOf(order: OrderRecord, change: OrderChange): OrderChanged {
  return {
    id: order.id,
    uid: order.uid,
    branchId: order.branchId,
    ticketNumber: String(order.ticketNumber),
    change,
    isQuotation: order.isQuotation,
    isPaymentPending: isPaymentPending(order),
    hasEmail: Boolean(order.email),
    hasPhone: Boolean(order.phone),
  };
}

/** Writes the event in the caller's transaction (outbox): no change without its event, no event without its change. */
export async function recordOrderEvent(
  outbox: Outbox,
  transaction: Transaction,
  order: OrderRecord,
  change: OrderChange,
): Promise<void> {
  const type =
    change === 'placed'
      ? EVENTS.orderPlaced
      : change === 'deleted'
        ? EVENTS.orderDeleted
        : EVENTS.orderStatusChanged;
  await outbox.record(transaction, type, orderEventOf(order, change));
}

export async function recordPrintRequest(
  outbox: Outbox,
  transaction: Transaction,
  order: OrderRecord,
): Promise<void> {
  await outbox.record(transaction, EVENTS.orderPrintRequested, orderEventOf(order, 'updated'));
}
