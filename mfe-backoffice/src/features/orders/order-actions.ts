/**
 * Which actions the order detail offers: a status action exactly when @theke/domain's lifecycle
 * (the one svc-orders enforces, docs/adr/0007-order-lifecycle.md) would change the order with it,
 * never when it would refuse it (409) or find it done.
 */
import { isLive, isOnlinePaymentMethod, STAFF_ACTIONS, staffTransition, type OrderLifecycleFlags, type StaffAction } from '@theke/domain';
import type { StaffOrder } from './staff-order';

export const STATUS_ACTIONS = STAFF_ACTIONS;
export type StatusAction = StaffAction;

export function isStatusActionAllowed(order: OrderLifecycleFlags, action: StatusAction): boolean {
  return staffTransition(order, action).kind === 'change';
}

export function allowedStatusActions(order: OrderLifecycleFlags): StatusAction[] {
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
  /** Only with the SMS plugin: without it svc-orders refuses every resend (409). */
  canResendSms: boolean;
  canPrint: boolean;
}

/** The plugin switches of the config (SPEC §3) the actions depend on; unknown while it loads. */
export interface OrderActionsConfig {
  enablePluginSMS?: unknown;
}

export function orderActions(
  order: OrderLifecycleFlags & Pick<StaffOrder, 'email' | 'phone' | 'isQuotation'>,
  viewer: { isAdmin: boolean },
  config: OrderActionsConfig | undefined,
): OrderActions {
  const live = isLive(order);
  return {
    status: allowedStatusActions(order),
    canEdit: live,
    // An online payment covers what it was made for (svc-orders refuses a change of the amount).
    canEditItems: live && !order.isQuotation && !(order.isPaid && isOnlinePaymentMethod(order.paymentMethod)),
    canProposeAppointment: live,
    canDelete: viewer.isAdmin,
    canCheckPayment: isOnlinePaymentMethod(order.paymentMethod),
    canResendEmail: Boolean(order.email),
    canResendSms: Boolean(order.phone) && config?.enablePluginSMS === true,
    canPrint: true,
  };
}
