/**
 * The order lifecycle staff drive (SPEC §4 "Staff actions"; docs/adr/0007-order-lifecycle.md).
 * Pure: given the flags and an action, what changes — or that nothing does, or that the action
 * is not allowed now. svc-orders enforces it; the back-office offers exactly its changes.
 */
import { isPaymentPending } from './order-status';
import type { PaymentMethod } from './order-types';

/** The placed order's flags the lifecycle reads (SPEC §3). */
export interface OrderLifecycleFlags {
  isConfirmed: boolean;
  isInDelivery: boolean;
  isDelivered: boolean;
  isCompleted: boolean;
  isRejected: boolean;
  isCanceled: boolean;
  isFailed: boolean;
  isPaid: boolean;
  isRefunded: boolean;
  isDelivery: boolean;
  paymentMethod: PaymentMethod | null;
}

export const STAFF_ACTIONS = ['confirm', 'reject', 'cancel', 'in-delivery', 'completed'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export interface LifecycleChanges {
  isConfirmed?: boolean;
  isInDelivery?: boolean;
  isDelivered?: boolean;
  isCompleted?: boolean;
  isRejected?: boolean;
  rejectionMessage?: string | null;
  isCanceled?: boolean;
  /** Canceling drops an open counter proposal. */
  counterAppointment?: null;
}

export type Transition =
  | { kind: 'change'; changes: LifecycleChanges }
  /** Already where the action leads: a repeated click changes nothing and announces nothing. */
  | { kind: 'unchanged' }
  | { kind: 'refused' };

/** Still being worked on: not completed, rejected or canceled. */
export function isLive(order: Pick<OrderLifecycleFlags, 'isCompleted' | 'isRejected' | 'isCanceled'>): boolean {
  return !order.isCompleted && !order.isRejected && !order.isCanceled;
}

const change = (changes: LifecycleChanges): Transition => ({ kind: 'change', changes });
const UNCHANGED: Transition = { kind: 'unchanged' };
const REFUSED: Transition = { kind: 'refused' };

/**
 * | action      | allowed when                                                   | sets                              |
 * |-------------|----------------------------------------------------------------|-----------------------------------|
 * | confirm     | live, payment neither failed nor pending                       | isConfirmed                       |
 * | in-delivery | live and confirmed                                             | isInDelivery                      |
 * | completed   | live and confirmed                                             | isCompleted (+ isDelivered)       |
 * | reject      | not completed, not canceled                                    | isRejected, rejectionMessage      |
 * | cancel      | not completed, not rejected                                    | isCanceled, open proposal dropped |
 */
export function staffTransition(
  order: OrderLifecycleFlags,
  action: StaffAction,
  rejectionMessage: string | null = null,
): Transition {
  const live = isLive(order);
  switch (action) {
    case 'confirm':
      if (order.isConfirmed && live) return UNCHANGED;
      return live && !order.isFailed && !isPaymentPending(order) ? change({ isConfirmed: true }) : REFUSED;
    case 'in-delivery':
      if (order.isInDelivery && live) return UNCHANGED;
      return live && order.isConfirmed ? change({ isInDelivery: true }) : REFUSED;
    case 'completed':
      if (order.isCompleted) return UNCHANGED;
      // SPEC §4: delivered applies to delivery orders only; completing a delivery means it arrived.
      return live && order.isConfirmed
        ? change({ isCompleted: true, isDelivered: order.isDelivery })
        : REFUSED;
    case 'reject':
      if (order.isRejected) return UNCHANGED;
      return !order.isCompleted && !order.isCanceled
        ? change({ isRejected: true, rejectionMessage })
        : REFUSED;
    case 'cancel':
      if (order.isCanceled) return UNCHANGED;
      return !order.isCompleted && !order.isRejected
        ? change({ isCanceled: true, counterAppointment: null })
        : REFUSED;
  }
}
