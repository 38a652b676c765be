import { STAFF_ACTIONS, staffTransition, type StaffAction } from './order-lifecycle';
import { LIFECYCLE_STATES } from '../testing';

describe('order lifecycle (SPEC §4 staff actions, docs/adr/0007-order-lifecycle.md)', () => {
  it('follows the transition table for every action from every state', () => {
    const states = LIFECYCLE_STATES;
    const table = Object.fromEntries(
      Object.entries(states).map(([name, state]) => [
        name,
        Object.fromEntries(
          STAFF_ACTIONS.map((action: StaffAction) => [action, staffTransition(state, action).kind]),
        ),
      ]),
    );
    expect(table).toEqual({
      waiting: {
        confirm: 'change',
        reject: 'change',
        cancel: 'change',
        'in-delivery': 'refused',
        completed: 'refused',
      },
      confirmed: {
        confirm: 'unchanged',
        reject: 'change',
        cancel: 'change',
        'in-delivery': 'change',
        completed: 'change',
      },
      inDelivery: {
        confirm: 'unchanged',
        reject: 'change',
        cancel: 'change',
        'in-delivery': 'unchanged',
        completed: 'change',
      },
      completed: {
        confirm: 'refused',
        reject: 'refused',
        cancel: 'refused',
        'in-delivery': 'refused',
        completed: 'unchanged',
      },
      rejected: {
        confirm: 'refused',
        reject: 'unchanged',
        cancel: 'refused',
        'in-delivery': 'refused',
        completed: 'refused',
      },
      canceled: {
        confirm: 'refused',
        reject: 'refused',
        cancel: 'unchanged',
        'in-delivery': 'refused',
        completed: 'refused',
      },
      paymentPending: {
        confirm: 'refused',
        reject: 'change',
        cancel: 'change',
        'in-delivery': 'refused',
        completed: 'refused',
      },
      paid: {
        confirm: 'change',
        reject: 'change',
        cancel: 'change',
        'in-delivery': 'refused',
        completed: 'refused',
      },
      paymentFailed: {
        confirm: 'refused',
        reject: 'change',
        cancel: 'change',
        'in-delivery': 'refused',
        completed: 'refused',
      },
    });
  });

  it('completing a delivery marks it delivered, rejecting keeps the message, canceling drops a proposal', () => {
    const { confirmed } = LIFECYCLE_STATES;
    expect(staffTransition({ ...confirmed, isDelivery: true }, 'completed')).toEqual({
      kind: 'change',
      changes: { isCompleted: true, isDelivered: true },
    });
    expect(staffTransition(confirmed, 'reject', 'Leider ausverkauft.')).toEqual({
      kind: 'change',
      changes: { isRejected: true, rejectionMessage: 'Leider ausverkauft.' },
    });
    expect(staffTransition(confirmed, 'cancel')).toEqual({ kind: 'change', changes: { isCanceled: true, counterAppointment: null } });
  });
});

