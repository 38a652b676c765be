import { LIFECYCLE_STATES } from '@theke/domain/testing';
import { allowedStatusActions, orderActions, STATUS_ACTIONS } from './order-actions';

/** The lifecycle's states with what the detail also reads: contact channels, quotation. */
const contact = { isQuotation: false, email: 'anna@example.at', phone: '+436641234567' };
const states = Object.fromEntries(Object.entries(LIFECYCLE_STATES).map(([name, flags]) => [name, { ...flags, ...contact }])) as {
  [name in keyof typeof LIFECYCLE_STATES]: (typeof LIFECYCLE_STATES)[name] & typeof contact;
};
const base = states.waiting;
/** The SMS plugin on, so the tests below see the other rules (the plugin has its own test). */
const withSms = { enablePluginSMS: true };

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
    expect(orderActions(states.waiting, { isAdmin: true }, withSms).canDelete).toBe(true);
    expect(orderActions(states.waiting, { isAdmin: false }, withSms).canDelete).toBe(false);
  });

  it('allows edits, item edits and a counter appointment only while the order is live', () => {
    const live = orderActions(states.confirmed, { isAdmin: false }, withSms);
    expect(live).toMatchObject({ canEdit: true, canEditItems: true, canProposeAppointment: true });
    for (const closed of [states.completed, states.rejected, states.canceled]) {
      expect(orderActions(closed, { isAdmin: true }, withSms)).toMatchObject({
        canEdit: false,
        canEditItems: false,
        canProposeAppointment: false,
      });
    }
  });

  it('re-checks the payment only of online payments', () => {
    expect(orderActions(states.waiting, { isAdmin: false }, withSms).canCheckPayment).toBe(false);
    expect(orderActions(states.paymentPending, { isAdmin: false }, withSms).canCheckPayment).toBe(true);
  });

  it('resends the confirmation only over the channels the guest gave', () => {
    const noPhone = orderActions({ ...base, phone: null }, { isAdmin: false }, withSms);
    expect(noPhone).toMatchObject({ canResendEmail: true, canResendSms: false });
    const noEmail = orderActions({ ...base, email: '' }, { isAdmin: false }, withSms);
    expect(noEmail).toMatchObject({ canResendEmail: false, canResendSms: true });
  });

  it('offers to resend the SMS only while the SMS plugin is on (svc-orders refuses it otherwise)', () => {
    expect(orderActions(base, { isAdmin: true }, { enablePluginSMS: true }).canResendSms).toBe(true);
    expect(orderActions(base, { isAdmin: true }, { enablePluginSMS: false }).canResendSms).toBe(false);
    // Before the config has loaded nothing is promised.
    expect(orderActions(base, { isAdmin: true }, undefined).canResendSms).toBe(false);
    // The e-mail is no plugin.
    expect(orderActions(base, { isAdmin: false }, { enablePluginSMS: false }).canResendEmail).toBe(true);
  });

  it('does not edit the lines of a quotation request', () => {
    expect(orderActions({ ...base, isQuotation: true }, { isAdmin: false }, withSms).canEditItems).toBe(false);
  });

  it('does not edit the lines of an order paid online, whose amount is settled', () => {
    expect(orderActions(states.paid, { isAdmin: false }, withSms).canEditItems).toBe(false);
    expect(orderActions(states.paymentPending, { isAdmin: false }, withSms).canEditItems).toBe(true);
  });
});
