import {
  canRespondToCounterAppointment,
  confirmCounterAppointment,
  rejectCounterAppointment,
} from './counter-appointment';
import { orderStatus, shouldStopPolling } from '../ordering/order-status';
import { makePlacedOrder as placed } from '../testing';

describe('counter appointment (SPEC §4): the customer confirms or rejects the proposed time', () => {
  const proposed = placed({ counterAppointment: '2025-05-05T12:00:00+02:00' });

  it('prompts only while a proposal is open on a live order', () => {
    expect(canRespondToCounterAppointment(proposed)).toBe(true);
    expect(canRespondToCounterAppointment(placed())).toBe(false);
    expect(canRespondToCounterAppointment({ ...proposed, isCanceled: true })).toBe(false);
    expect(canRespondToCounterAppointment({ ...proposed, isCompleted: true })).toBe(false);
  });

  it('confirming makes the proposed time the appointment', () => {
    expect(confirmCounterAppointment(proposed)).toMatchObject({
      appointmentDate: '2025-05-05T12:00:00+02:00',
      counterAppointment: null,
      isCanceled: false,
    });
  });

  it('rejecting cancels the order', () => {
    const rejected = rejectCounterAppointment(proposed);
    expect(rejected).toMatchObject({ isCanceled: true, appointmentDate: '2025-05-05T10:00:00+02:00' });
    expect(orderStatus(rejected).text).toBe('Storniert');
    expect(shouldStopPolling(rejected)).toBe(true);
  });

  it('leaves an order without an open proposal unchanged', () => {
    const order = placed();
    expect(confirmCounterAppointment(order)).toBe(order);
    expect(rejectCounterAppointment(order)).toBe(order);
  });
});
