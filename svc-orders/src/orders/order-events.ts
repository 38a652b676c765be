import type { Transaction } from 'sequelize';
import { EVENTS, type OrderEvent } from '@theke/contracts';
import type { Outbox } from '@theke/server';
import { isPaymentPending } from '@theke/domain';
import type { OrderRecord } from './order.model';

/** Not in @theke/contracts yet: a staff member deleted an order (the desk drops it from its lists). */

export type OrderChange =
  | 'placed'
  | 'confirmed'
  | 'rejected'
  | 'canceled'
  | 'in-delivery'
  | 'completed'
  | 'paid'
  | 'payment-failed'
  | 'refunded'
  | 'updated'
  | 'item-edited'
  | 'counter-appointment-proposed'
  | 'counter-appointment-confirmed'
  | 'counter-appointment-rejected'
  | 'questionnaire'
  | 'deleted';

/** Every order event names its branch (the gateway filters live streams by it) and what changed. */
export interface OrderChangedEvent extends OrderEvent {
  change: OrderChange;
  isQuotation: boolean;
  /** Online payment not settled yet: the new-order notifications wait for `paid`. */
  isPaymentPending: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
}

export function orderEventOf(order: OrderRecord, change: OrderChange): OrderChangedEvent {
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
