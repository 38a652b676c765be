/**
 * Which actions the order detail offers. The status actions mirror svc-orders'
 * `order-lifecycle.ts` (docs/adr/0007-order-lifecycle.md): an action is offered only when the
 * server would change the order with it, never when it would refuse it (409) or find it done.
 */
import { isOnlinePaymentMethod, isPaymentPending } from '@theke/domain';
import type { StaffOrder } from './staff-order';

export const STATUS_ACTIONS = ['confirm', 'reject', 'cancel', 'in-delivery', 'completed'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

type LifecycleFields = Pick<
  StaffOrder,
  | 'isConfirmed'
  | 'isInDelivery'
  | 'isCompleted'
  | 'isRejected'
  | 'isCanceled'
  | 'isFailed'
  | 'isPaid'
  | 'isRefunded'
  | 'paymentMethod'
>;

/** Still being worked on: not completed, rejected or canceled (`isLive` on the server). */
export function isLive(order: Pick<StaffOrder, 'isCompleted' | 'isRejected' | 'isCanceled'>): boolean {
  return !order.isCompleted && !order.isRejected && !order.isCanceled;
}

export function isStatusActionAllowed(order: LifecycleFields, action: StatusAction): boolean {
  const live = isLive(order);
  switch (action) {
    case 'confirm':
      return live && !order.isConfirmed && !order.isFailed && !isPaymentPending(order);
    case 'in-delivery':
      return live && order.isConfirmed && !order.isInDelivery;
    case 'completed':
      return live && order.isConfirmed;
    case 'reject':
      return !order.isRejected && !order.isCompleted && !order.isCanceled;
    case 'cancel':
      return !order.isCanceled && !order.isCompleted && !order.isRejected;
  }
}

export function allowedStatusActions(order: LifecycleFields): StatusAction[] {
  return STATUS_ACTIONS.filter((action) => isStatusActionAllowed(order, action));
}

export interface OrderActions {
  status: StatusAction[];
  /** Contact, address and comment (PUT /orders/{id}); the server refuses edits of closed orders. */
  canEdit: boolean;
  canEditItems: boolean;
  /** SPEC §4: the business proposes a new time while the order is live. */
  canProposeAppointment: boolean;
  /** Orders are business records: administrators only (ADR 0007). */
  canDelete: boolean;
  canCheckPayment: boolean;
  canResendEmail: boolean;
  canResendSms: boolean;
  canPrint: boolean;
}

export function orderActions(
  order: LifecycleFields & Pick<StaffOrder, 'email' | 'phone' | 'isQuotation'>,
  viewer: { isAdmin: boolean },
): OrderActions {
  const live = isLive(order);
  return {
    status: allowedStatusActions(order),
    canEdit: live,
    canEditItems: live && !order.isQuotation,
    canProposeAppointment: live,
    canDelete: viewer.isAdmin,
    canCheckPayment: isOnlinePaymentMethod(order.paymentMethod),
    canResendEmail: Boolean(order.email),
    canResendSms: Boolean(order.phone),
    canPrint: true,
  };
}
