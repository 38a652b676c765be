import {
  checkMinimumOrderValue,
  deliveryFee,
  deliveryFeeCents,
  deliveryFeeText,
  freeDeliveryHint,
} from './delivery-fee';
import { makeArea } from '../testing';

const NBSP = '\u00a0';

describe('delivery fee (SPEC §9)', () => {
  it('is the area price', () => {
    expect(deliveryFee(makeArea({ price: 3.5 }), 10)).toBe(3.5);
  });

  it('is 0 if the area is free', () => {
    expect(deliveryFee(makeArea({ free: true }), 10)).toBe(0);
  });

  it('is 0 if goods gross exceeds freeFromOrderValue, but not when it only equals it', () => {
    const area = makeArea({ freeFromOrderValue: 30 });
    expect(deliveryFee(area, 30.01)).toBe(0);
    expect(deliveryFee(area, 30)).toBe(3.5);
    expect(deliveryFeeCents(makeArea({ freeFromOrderValue: 0 }), 5000)).toBe(350);
  });

  it('is 0 without a delivery area', () => {
    expect(deliveryFeeCents(null, 100)).toBe(0);
  });

  it("shows 'Kostenlos' when zero, else the amount", () => {
    expect(deliveryFeeText(0)).toBe('Kostenlos');
    expect(deliveryFeeText(3.5)).toBe(`€${NBSP}3,50`);
  });
});

describe('minimum order value (SPEC §5)', () => {
  const area = makeArea({ minimumOrderValue: 25 });

  it("says 'Sie haben den Mindestbestellwert in Höhe von {amount} leider noch nicht erreicht.' with how much is missing", () => {
    expect(checkMinimumOrderValue(19.9, area)).toEqual({
      isReached: false,
      missing: 5.1,
      message: `Sie haben den Mindestbestellwert in Höhe von €${NBSP}25,00 leider noch nicht erreicht.`,
    });
    expect(checkMinimumOrderValue(0.1, makeArea({ minimumOrderValue: 0.3 })).missing).toBe(0.2);
  });

  it('is reached at or above the minimum, or when the area has none', () => {
    expect(checkMinimumOrderValue(25, area)).toEqual({ isReached: true, missing: 0, message: null });
    expect(checkMinimumOrderValue(1, makeArea())).toEqual({ isReached: true, missing: 0, message: null });
    expect(checkMinimumOrderValue(1, null).isReached).toBe(true);
  });
});

describe('free-delivery hint (SPEC §5)', () => {
  it("says 'Kostenlose Lieferung ab {amount}.' while the free-from value is not reached", () => {
    expect(freeDeliveryHint(20, makeArea({ freeFromOrderValue: 30 }), 'EUR')).toBe(
      `Kostenlose Lieferung ab €${NBSP}30,00.`,
    );
    expect(freeDeliveryHint(30, makeArea({ freeFromOrderValue: 30 }))).toBe(
      `Kostenlose Lieferung ab €${NBSP}30,00.`,
    );
  });

  it('says nothing once delivery is free, for free areas, or without a threshold', () => {
    expect(freeDeliveryHint(31, makeArea({ freeFromOrderValue: 30 }))).toBeNull();
    expect(freeDeliveryHint(1, makeArea({ free: true, freeFromOrderValue: 30 }))).toBeNull();
    expect(freeDeliveryHint(1, makeArea())).toBeNull();
    expect(freeDeliveryHint(1, undefined)).toBeNull();
  });
});
