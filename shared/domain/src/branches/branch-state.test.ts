import { branchStateAt, isBranchOpenAt, isClosingSoon, isDeliveryOpenAt, isOrderableYet, orderHours } from './branch-state';
import { isOpenAt } from './open-intervals';
import { makeBranch, rule, vienna } from '../testing';

const withDeliveryHours = makeBranch({
  openingHours: [rule('daily', '08:00', '14:00')],
  deliveryHours: [rule('daily', '11:00', '20:00')],
  isDeliveryHoursEnabled: true,
});

describe('branch state (SPEC §4 "Menu and branch state")', () => {
  it('branch open: within opening hours', () => {
    const branch = makeBranch();
    expect(isBranchOpenAt(branch, vienna('2025-05-05T09:00'))).toBe(true);
    expect(isBranchOpenAt(branch, vienna('2025-05-05T19:00'))).toBe(false);
  });

  it('branch open: also within delivery hours when separate delivery hours are enabled', () => {
    expect(isBranchOpenAt(withDeliveryHours, vienna('2025-05-05T19:00'))).toBe(true);
    expect(
      isBranchOpenAt({ ...withDeliveryHours, isDeliveryHoursEnabled: false }, vienna('2025-05-05T19:00')),
    ).toBe(false);
  });

  it('delivery open uses delivery hours if enabled, else opening hours', () => {
    expect(isDeliveryOpenAt(withDeliveryHours, vienna('2025-05-05T09:00'))).toBe(false);
    expect(isDeliveryOpenAt(withDeliveryHours, vienna('2025-05-05T19:00'))).toBe(true);
    expect(isDeliveryOpenAt(makeBranch(), vienna('2025-05-05T09:00'))).toBe(true);
  });

  it('orders are scheduled in delivery hours for delivery and in opening hours otherwise', () => {
    expect(isOpenAt(orderHours(withDeliveryHours, true), vienna('2025-05-05T19:00'))).toBe(true);
    expect(isOpenAt(orderHours(withDeliveryHours, false), vienna('2025-05-05T19:00'))).toBe(false);
  });

  it('closing soon: under 60 minutes to closing', () => {
    const branch = makeBranch();
    expect(branchStateAt(branch, vienna('2025-05-05T17:01')).isClosingSoon).toBe(true);
    expect(branchStateAt(branch, vienna('2025-05-05T17:00')).isClosingSoon).toBe(false);
    expect(isClosingSoon(null, vienna('2025-05-05T17:00'))).toBe(false);
  });

  it('closing soon counts real minutes across the autumn change (open until 03:00, at 02:30 CEST it is 90 minutes)', () => {
    const night = makeBranch({ openingHours: [rule('saturday', '22:00', '03:00')] });
    const firstHalfPast2 = new Date('2025-10-26T00:30:00Z');
    const state = branchStateAt(night, firstHalfPast2);
    expect(state.isOpen).toBe(true);
    expect(state.closesAt).toEqual(new Date('2025-10-26T02:00:00Z'));
    expect(state.isClosingSoon).toBe(false);
    expect(branchStateAt(night, new Date('2025-10-26T01:30:00Z')).isClosingSoon).toBe(true);
  });

  it('reports no closing time for a branch open around the clock', () => {
    const always = makeBranch({ openingHours: [rule('daily', '00:00', '24:00')] });
    expect(branchStateAt(always, vienna('2025-05-05T12:00'))).toMatchObject({
      isOpen: true,
      closesAt: null,
      isClosingSoon: false,
    });
  });

  it('reports the closing time of the open period and the next shift when closed', () => {
    const open = branchStateAt(withDeliveryHours, vienna('2025-05-05T12:00'));
    expect(open).toMatchObject({
      isOpen: true,
      isDeliveryOpen: true,
      nextOpeningAt: null,
      nextDeliveryAt: null,
    });
    expect(open.closesAt).toEqual(vienna('2025-05-05T20:00'));
    expect(open.deliveryClosesAt).toEqual(vienna('2025-05-05T20:00'));
    const early = branchStateAt(withDeliveryHours, vienna('2025-05-05T09:00'));
    expect(early.nextDeliveryAt).toEqual(vienna('2025-05-05T11:00'));
    const closed = branchStateAt(withDeliveryHours, vienna('2025-05-05T21:00'));
    expect(closed).toMatchObject({ isOpen: false, isClosingSoon: false, closesAt: null });
    expect(closed.nextOpeningAt).toEqual(vienna('2025-05-06T08:00'));
  });
});

describe('orderable from (SPEC §3 orderableFrom)', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  it('lets a branch without a date, or with one reached, take orders', () => {
    expect(isOrderableYet(null, now)).toBe(true);
    expect(isOrderableYet(undefined, now)).toBe(true);
    expect(isOrderableYet('2026-03-01T11:00:00+01:00', now)).toBe(true);
    expect(isOrderableYet('2026-02-01T00:00:00Z', now)).toBe(true);
  });

  it('refuses orders while the date lies ahead, and an unreadable value restricts nothing', () => {
    expect(isOrderableYet('2026-03-01T10:00:01Z', now)).toBe(false);
    expect(isOrderableYet('kein Datum', now)).toBe(true);
  });
});
