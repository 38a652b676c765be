import type { PlacedOrder } from './order-types';
import {
  isPaymentPending,
  orderStatus,
  orderStatusKey,
  orderTimeline,
  paymentStatus,
  shouldStopPolling,
  ticketLabel,
} from './order-status';
import { makePlacedOrder as placed } from '../testing';

describe('order status text (SPEC §4 "Order status")', () => {
  it("not confirmed and not rejected: 'Warten auf Bestätigung'", () => {
    expect(orderStatus(placed())).toEqual({ key: 'waiting', text: 'Warten auf Bestätigung', details: [] });
  });

  it('confirmed: being prepared', () => {
    expect(orderStatusKey(placed({ isConfirmed: true }))).toBe('preparing');
  });

  it("isInDelivery: delivery orders 'In Zustellung', pickup 'Abholbereit'", () => {
    expect(orderStatus(placed({ isConfirmed: true, isInDelivery: true, isDelivery: true })).text).toBe(
      'In Zustellung',
    );
    expect(orderStatus(placed({ isConfirmed: true, isInDelivery: true })).text).toBe('Abholbereit');
  });

  it("isDelivered (delivery only): 'Zugestellt'; completed: 'Abgeschlossen'", () => {
    expect(orderStatus(placed({ isDelivery: true, isInDelivery: true, isDelivered: true })).text).toBe(
      'Zugestellt',
    );
    expect(orderStatusKey(placed({ isDelivered: true }))).toBe('waiting');
    expect(orderStatus(placed({ isDelivery: true, isDelivered: true, isCompleted: true })).text).toBe(
      'Abgeschlossen',
    );
  });

  it("rejected: 'Storniert' with 'Ihre Bestellung wurde storniert.' and the optional rejectionMessage", () => {
    expect(orderStatus(placed({ isRejected: true, rejectionMessage: 'Leider ausgebucht.' }))).toEqual({
      key: 'rejected',
      text: 'Storniert',
      details: ['Ihre Bestellung wurde storniert.', 'Leider ausgebucht.'],
    });
    expect(orderStatus(placed({ isCanceled: true })).details).toEqual(['Ihre Bestellung wurde storniert.']);
  });

  it("online payment pending: 'Warten auf Zahlungseingang' until paid", () => {
    expect(orderStatus(placed({ paymentMethod: 'mollie' })).text).toBe('Warten auf Zahlungseingang');
    expect(orderStatus(placed({ paymentMethod: 'datatrans', isConfirmed: true })).text).toBe(
      'Warten auf Zahlungseingang',
    );
    expect(orderStatusKey(placed({ paymentMethod: 'mollie', isPaid: true }))).toBe('waiting');
    expect(isPaymentPending(placed({ paymentMethod: 'cash' }))).toBe(false);
    expect(orderStatus(placed({ paymentMethod: 'mollie', isFailed: true })).text).toBe(
      'Zahlung fehlgeschlagen',
    );
  });

  it('shows paid or refunded for the mollie method', () => {
    expect(paymentStatus(placed({ paymentMethod: 'mollie', isPaid: true }))).toEqual({
      key: 'paid',
      text: 'Bezahlt',
    });
    expect(paymentStatus(placed({ paymentMethod: 'mollie', isPaid: true, isRefunded: true }))?.key).toBe(
      'refunded',
    );
    expect(paymentStatus(placed({ paymentMethod: 'mollie' }))?.key).toBe('pending');
    expect(paymentStatus(placed({ paymentMethod: 'mollie', isFailed: true }))).toBeNull();
    expect(paymentStatus(placed({ paymentMethod: 'datatrans', isPaid: true }))).toBeNull();
    expect(paymentStatus(placed())).toBeNull();
  });

  it("labels the ticket 'Ticket', or 'Bestellnummer' if tickets are disabled", () => {
    expect(ticketLabel(false)).toBe('Ticket');
    expect(ticketLabel(true)).toBe('Bestellnummer');
  });
});

describe('order timeline (SPEC §4): waiting or confirmed, preparing or prepared, pickup-ready, completed', () => {
  const view = (order: PlacedOrder) => orderTimeline(order).map((item) => `${item.text}:${item.state}`);

  it('starts waiting for confirmation', () => {
    expect(view(placed())).toEqual([
      'Warten auf Bestätigung:current',
      'In Zubereitung:upcoming',
      'Abholbereit:upcoming',
      'Abgeschlossen:upcoming',
    ]);
  });

  it('is preparing once confirmed and pickup-ready once in delivery', () => {
    expect(view(placed({ isConfirmed: true }))).toEqual([
      'Bestätigt:done',
      'In Zubereitung:current',
      'Abholbereit:upcoming',
      'Abgeschlossen:upcoming',
    ]);
    expect(view(placed({ isConfirmed: true, isInDelivery: true }))).toEqual([
      'Bestätigt:done',
      'Zubereitet:done',
      'Abholbereit:done',
      'Abgeschlossen:current',
    ]);
  });

  it('follows a delivery through in delivery, delivered and completed', () => {
    expect(view(placed({ isDelivery: true, isConfirmed: true, isInDelivery: true }))).toEqual([
      'Bestätigt:done',
      'Zubereitet:done',
      'In Zustellung:current',
      'Abgeschlossen:upcoming',
    ]);
    expect(view(placed({ isDelivery: true, isDelivered: true }))).toEqual([
      'Bestätigt:done',
      'Zubereitet:done',
      'Zugestellt:done',
      'Abgeschlossen:current',
    ]);
    expect(view(placed({ isDelivery: true, isCompleted: true }))).toEqual([
      'Bestätigt:done',
      'Zubereitet:done',
      'Zugestellt:done',
      'Abgeschlossen:done',
    ]);
  });

  it("shows a single 'Bestellung storniert' item when rejected", () => {
    expect(orderTimeline(placed({ isRejected: true, isConfirmed: true }))).toEqual([
      { key: 'rejected', text: 'Bestellung storniert', state: 'done' },
    ]);
  });
});

describe('status polling (SPEC §4: every 10 s, stopping when completed, rejected, canceled or failed)', () => {
  it('keeps polling a live order', () => {
    expect(shouldStopPolling(placed({ isConfirmed: true, isInDelivery: true }))).toBe(false);
  });

  it('stops when completed, rejected, canceled or failed', () => {
    for (const flag of ['isCompleted', 'isRejected', 'isCanceled', 'isFailed'] as const) {
      expect(shouldStopPolling(placed({ [flag]: true }))).toBe(true);
    }
  });
});
