/**
 * SPEC §4 counter appointment: the business proposes a new time; the customer
 * may confirm it (it becomes the appointment) or reject it, which cancels the order.
 */
import type { PlacedOrder } from '../ordering/order-types';

type CounterFields = Pick<
  PlacedOrder,
  'counterAppointment' | 'appointmentDate' | 'isCanceled' | 'isRejected' | 'isCompleted' | 'isFailed'
>;

/** The prompt is shown while a proposal is open on a live order. */
export function canRespondToCounterAppointment(order: CounterFields): boolean {
  return (
    order.counterAppointment !== null &&
    order.counterAppointment !== undefined &&
    !order.isCanceled &&
    !order.isRejected &&
    !order.isCompleted &&
    !order.isFailed
  );
}

/** Confirming: the proposed time becomes the appointment and the proposal is settled. */
export function confirmCounterAppointment<O extends CounterFields>(order: O): O {
  if (!canRespondToCounterAppointment(order)) return order;
  return { ...order, appointmentDate: order.counterAppointment, counterAppointment: null };
}

/** Rejecting cancels the order. */
export function rejectCounterAppointment<O extends CounterFields>(order: O): O {
  if (!canRespondToCounterAppointment(order)) return order;
  return { ...order, isCanceled: true, counterAppointment: null };
}
