import { LIFECYCLE_STATES } from '@theke/domain/src/test-fixtures';
import { allowedStatusActions, orderActions, STATUS_ACTIONS } from './order-actions';

/** The lifecycle's states with what the detail also reads: contact channels, quotation. */
const contact = { isQuotation: false, email: 'anna@example.at', phone: '+436641234567' };
const states = Object.fromEntries(Object.entries(LIFECYCLE_STATES).map(([name, flags]) => [name, { ...flags, ...contact }])) as {
  [name in keyof typeof LIFECYCLE_STATES]: (typeof LIFECYCLE_STATES)[name] & typeof contact;
};
const base = states.waiting;

describe('status actions offered (the changes of @theke/domain order-lifecycle)', () => {
  it('offers exactly the transitions the server changes the order with, from every state', () => {
    const table = Object.fromEntries(Object.entries(states).map(([name, state]) => [name, allowedStatusActions(state)]));
    // The server's table (staff-orders.test.ts) with 'change' offered; 'unchanged' and 'refused' not.
    expect(table).toEqual({
      waiting: ['confirm', 'reject', 'cancel'],
      confirmed: ['reject', 'cancel', 'in-delivery', 'completed'],
      inDelivery: ['reject', 'cancel', 'completed'],
      completed: [],
      rejected: [],
      canceled: [],
      paymentPending: ['reject', 'cancel'],
      paid: ['confirm', 'reject', 'cancel'],
      paymentFailed: ['reject', 'cancel'],
    });
  });

  it('keeps the order of the action list stable', () => {
    expect(allowedStatusActions(states.confirmed)).toEqual(STATUS_ACTIONS.filter((action) => action !== 'confirm'));
  });
});

describe('other order actions', () => {
  it('lets only administrators delete an order', () => {
    expect(orderActions(states.waiting, { isAdmin: true }).canDelete).toBe(true);
    expect(orderActions(states.waiting, { isAdmin: false }).canDelete).toBe(false);
  });

  it('allows edits, item edits and a counter appointment only while the order is live', () => {
    const live = orderActions(states.confirmed, { isAdmin: false });
    expect(live).toMatchObject({ canEdit: true, canEditItems: true, canProposeAppointment: true });
    for (const closed of [states.completed, states.rejected, states.canceled]) {
      expect(orderActions(closed, { isAdmin: true })).toMatchObject({
        canEdit: false,
        canEditItems: false,
        canProposeAppointment: false,
      });
    }
  });

  it('re-checks the payment only of online payments', () => {
    expect(orderActions(states.waiting, { isAdmin: false }).canCheckPayment).toBe(false);
    expect(orderActions(states.paymentPending, { isAdmin: false }).canCheckPayment).toBe(true);
  });

  it('resends the confirmation only over the channels the guest gave', () => {
    const noPhone = orderActions({ ...base, phone: null }, { isAdmin: false });
    expect(noPhone).toMatchObject({ canResendEmail: true, canResendSms: false });
    const noEmail = orderActions({ ...base, email: '' }, { isAdmin: false });
    expect(noEmail).toMatchObject({ canResendEmail: false, canResendSms: true });
  });

  it('does not edit the lines of a quotation request', () => {
    expect(orderActions({ ...base, isQuotation: true }, { isAdmin: false }).canEditItems).toBe(false);
  });

  it('does not edit the lines of an order paid online, whose amount is settled', () => {
    expect(orderActions(states.paid, { isAdmin: false }).canEditItems).toBe(false);
    expect(orderActions(states.paymentPending, { isAdmin: false }).canEditItems).toBe(true);
  });
});
