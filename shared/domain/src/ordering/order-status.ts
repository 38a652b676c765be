/**
 * SPEC §4 "Order status (status page)": the status text and timeline derived
 * from the placed-order flags, payment state, and when polling stops.
 * Texts the spec words are used verbatim; the spec only describes "being
 * prepared", "prepared" and "confirmed", whose wording is recorded in
 * docs/adr/0004-domain-rules.md.
 */
import { isOnlinePaymentMethod } from './payment-methods';
import type { PlacedOrder } from './order-types';

export type OrderStatusKey =
  | 'rejected'
  | 'payment-failed'
  | 'payment-pending'
  | 'completed'
  | 'delivered'
  | 'in-delivery'
  | 'pickup-ready'
  | 'preparing'
  | 'waiting';

export const ORDER_STATUS_TEXTS: Readonly<Record<OrderStatusKey, string>> = {
  rejected: 'Storniert',
  'payment-failed': 'Zahlung fehlgeschlagen',
  'payment-pending': 'Warten auf Zahlungseingang',
  completed: 'Abgeschlossen',
  delivered: 'Zugestellt',
  'in-delivery': 'In Zustellung',
  'pickup-ready': 'Abholbereit',
  preparing: 'In Zubereitung',
  waiting: 'Warten auf Bestätigung',
};

export const REJECTED_TEXT = 'Ihre Bestellung wurde storniert.';
export const TIMELINE_REJECTED_TEXT = 'Bestellung storniert';

type StatusFlags = Pick<
  PlacedOrder,
  | 'isRejected'
  | 'isCanceled'
  | 'isFailed'
  | 'isPaid'
  | 'isRefunded'
  | 'isConfirmed'
  | 'isInDelivery'
  | 'isDelivered'
  | 'isCompleted'
  | 'isDelivery'
  | 'paymentMethod'
>;

/** SPEC §4: online payment pending until paid (a refunded or failed payment is no longer pending). */
export function isPaymentPending(
  order: Pick<PlacedOrder, 'paymentMethod' | 'isPaid' | 'isRefunded' | 'isFailed'>,
): boolean {
  return isOnlinePaymentMethod(order.paymentMethod) && !order.isPaid && !order.isRefunded && !order.isFailed;
}

/** A canceled order (e.g. a rejected counter appointment) reads as rejected. */
export function isOrderRejected(order: Pick<PlacedOrder, 'isRejected' | 'isCanceled'>): boolean {
  return order.isRejected || order.isCanceled;
}

export function orderStatusKey(order: StatusFlags): OrderStatusKey {
  if (isOrderRejected(order)) return 'rejected';
  if (order.isFailed) return 'payment-failed';
  if (isPaymentPending(order)) return 'payment-pending';
  if (order.isCompleted) return 'completed';
  if (order.isDelivery && order.isDelivered) return 'delivered';
  if (order.isInDelivery) return order.isDelivery ? 'in-delivery' : 'pickup-ready';
  if (order.isConfirmed) return 'preparing';
  return 'waiting';
}

export interface OrderStatusView {
  key: OrderStatusKey;
  text: string;
  /** For rejected orders: 'Ihre Bestellung wurde storniert.' and the optional rejectionMessage. */
  details: string[];
}

export function orderStatus(order: StatusFlags & Pick<PlacedOrder, 'rejectionMessage'>): OrderStatusView {
  const key = orderStatusKey(order);
  const details =
    key === 'rejected' ? [REJECTED_TEXT, ...(order.rejectionMessage ? [order.rejectionMessage] : [])] : [];
  return { key, text: ORDER_STATUS_TEXTS[key], details };
}

export type TimelineState = 'done' | 'current' | 'upcoming';

export interface TimelineItem {
  key: 'confirmation' | 'preparation' | 'handover' | 'completion' | 'rejected';
  text: string;
  state: TimelineState;
}

/**
 * SPEC §4 timeline: waiting or confirmed, preparing or prepared, pickup-ready
 * (in delivery / delivered for delivery orders), completed; a single
 * 'Bestellung storniert' item when rejected.
 */
export function orderTimeline(order: StatusFlags): TimelineItem[] {
  if (isOrderRejected(order)) return [{ key: 'rejected', text: TIMELINE_REJECTED_TEXT, state: 'done' }];
  const handedOver = order.isInDelivery || order.isDelivered || order.isCompleted;
  const confirmed = order.isConfirmed || handedOver;
  const delivered = order.isDelivered || order.isCompleted;
  const handoverText = !order.isDelivery
    ? ORDER_STATUS_TEXTS['pickup-ready']
    : delivered
      ? ORDER_STATUS_TEXTS.delivered
      : ORDER_STATUS_TEXTS['in-delivery'];
  const stages: Array<Omit<TimelineItem, 'state'> & { isReached: boolean }> = [
    { key: 'confirmation', text: confirmed ? 'Bestätigt' : ORDER_STATUS_TEXTS.waiting, isReached: confirmed },
    {
      key: 'preparation',
      text: handedOver ? 'Zubereitet' : ORDER_STATUS_TEXTS.preparing,
      isReached: handedOver,
    },
    // A delivery is under way while in delivery; a pickup is reached once ready.
    { key: 'handover', text: handoverText, isReached: order.isDelivery ? delivered : handedOver },
    { key: 'completion', text: ORDER_STATUS_TEXTS.completed, isReached: order.isCompleted },
  ];
  const current = stages.findIndex((stage) => !stage.isReached);
  return stages.map(({ key, text, isReached }, index) => ({
    key,
    text,
    state: isReached ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}

/** SPEC §4: polling stops when completed, rejected, canceled or failed. */
export function shouldStopPolling(
  order: Pick<PlacedOrder, 'isCompleted' | 'isRejected' | 'isCanceled' | 'isFailed'>,
): boolean {
  return order.isCompleted || order.isRejected || order.isCanceled || order.isFailed;
}

export type PaymentStatusKey = 'pending' | 'paid' | 'refunded';

/** SPEC §4: paid or refunded shown for the mollie method; pending for any online method. */
export function paymentStatus(
  order: Pick<PlacedOrder, 'paymentMethod' | 'isPaid' | 'isRefunded' | 'isFailed'>,
): { key: PaymentStatusKey; text: string } | null {
  if (isPaymentPending(order)) return { key: 'pending', text: ORDER_STATUS_TEXTS['payment-pending'] };
  if (order.paymentMethod !== 'mollie') return null;
  if (order.isRefunded) return { key: 'refunded', text: 'Zurückerstattet' };
  if (order.isPaid) return { key: 'paid', text: 'Bezahlt' };
  return null;
}

/** SPEC §2: the ticket label, 'Ticket' or 'Bestellnummer' when tickets are disabled. */
export function ticketLabel(disableTickets: boolean | null | undefined): string {
  return disableTickets ? 'Bestellnummer' : 'Ticket';
}
