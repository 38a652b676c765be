import fc from 'fast-check';
import { hoursOf, isOpenAt } from '../branches/open-intervals';
import {
  addLeadTime,
  appointmentError,
  appointmentSlots,
  earliestSlotStart,
  findOpenSlot,
  isWithinSlots,
  leadTimeEnd,
  productLeadTime,
} from './slots';
import { makeProduct, rule, vienna } from '../testing';
import type { LeadTimeType } from '../catalogue/types';

const HOUR = 3_600_000;
const hours = hoursOf([
  rule('daily', '08:00', '12:00'),
  rule('daily', '13:00', '17:00'),
  rule('sunday', null, null, { isClosed: true }),
]);
const lead = (leadTimeType: LeadTimeType, leadTimeValue: number) =>
  makeProduct({ isLeadTimeEnabled: true, leadTimeType, leadTimeValue });

describe('product lead time (SPEC §9: product lead time added to now)', () => {
  it('reads the lead time only when enabled, typed and positive', () => {
    expect(productLeadTime(lead('hours', 2))).toEqual({ type: 'hours', value: 2 });
    expect(productLeadTime({ ...lead('hours', 2), isLeadTimeEnabled: false })).toBeNull();
    expect(productLeadTime(lead('hours', 0))).toBeNull();
    expect(productLeadTime({ ...lead('hours', 2), leadTimeType: 'months' as LeadTimeType })).toBeNull();
  });

  it('adds minutes and hours as elapsed time, days and weeks as calendar days keeping the wall-clock time', () => {
    const now = vienna('2025-03-29T10:00');
    expect(addLeadTime(now, { type: 'minutes', value: 90 }).getTime() - now.getTime()).toBe(1.5 * HOUR);
    expect(addLeadTime(now, { type: 'hours', value: 24 })).toEqual(vienna('2025-03-30T11:00'));
    expect(addLeadTime(now, { type: 'days', value: 1 })).toEqual(vienna('2025-03-30T10:00'));
    expect(addLeadTime(now, { type: 'weeks', value: 1 })).toEqual(vienna('2025-04-05T10:00'));
  });

  it('takes the longest lead time of the cart, and the slot start rounded up to 5 minutes', () => {
    const now = vienna('2025-05-05T09:02');
    const products = [lead('minutes', 30), lead('hours', 1), makeProduct()];
    expect(leadTimeEnd(now, products)).toEqual(vienna('2025-05-05T10:02'));
    expect(earliestSlotStart(now, products)).toEqual(vienna('2025-05-05T10:05'));
    expect(earliestSlotStart(vienna('2025-05-05T09:05'))).toEqual(vienna('2025-05-05T09:05'));
  });
});

describe('appointment slots (SPEC §9 pickup slots)', () => {
  it('starts at now rounded up to 5 minutes and follows the opening hours', () => {
    const slots = appointmentSlots({ hours, now: vienna('2025-05-05T09:02'), horizonDays: 2 });
    expect(slots.slice(0, 3)).toEqual([
      { start: vienna('2025-05-05T09:05'), end: vienna('2025-05-05T12:00') },
      { start: vienna('2025-05-05T13:00'), end: vienna('2025-05-05T17:00') },
      { start: vienna('2025-05-06T08:00'), end: vienna('2025-05-06T12:00') },
    ]);
    expect(slots).toHaveLength(4);
  });

  it('starts after the product lead time', () => {
    const slots = appointmentSlots({
      hours,
      now: vienna('2025-05-05T09:02'),
      products: [lead('days', 2)],
      horizonDays: 4,
    });
    expect(slots[0]?.start).toEqual(vienna('2025-05-07T09:05'));
  });

  it('rounds a slot starting off the 5-minute grid up to it', () => {
    const odd = hoursOf([rule('daily', '08:07', '09:00')]);
    const slots = appointmentSlots({ hours: odd, now: vienna('2025-05-05T06:00'), horizonDays: 1 });
    expect(slots).toEqual([{ start: vienna('2025-05-05T08:10'), end: vienna('2025-05-05T09:00') }]);
    const tiny = hoursOf([rule('daily', '08:01', '08:04')]);
    expect(appointmentSlots({ hours: tiny, now: vienna('2025-05-05T06:00'), horizonDays: 1 })).toEqual([]);
  });

  it('searches 180 days ahead by default', () => {
    const slots = appointmentSlots({ hours, now: vienna('2025-05-05T18:00') });
    const last = slots[slots.length - 1];
    expect(last?.end).toEqual(vienna('2025-10-31T17:00'));
    expect(slots[0]?.start).toEqual(vienna('2025-05-06T08:00'));
  });

  it('keeps slots inside opening hours and after the lead time, for any clock and lead time', () => {
    const rules = hoursOf([
      rule('daily', '07:30', '11:45'),
      rule('friday', '16:00', '01:00'),
      rule('sunday', '01:00', '04:00'),
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1) / 60_000, max: Date.UTC(2027, 0, 1) / 60_000 }),
        fc.constantFrom<LeadTimeType>('minutes', 'hours', 'days', 'weeks'),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 10_000 }),
        (minutes, type, value, probe) => {
          const now = new Date(minutes * 60_000);
          const products = [lead(type, value)];
          const slots = appointmentSlots({ hours: rules, now, products, horizonDays: 21 });
          const earliest = leadTimeEnd(now, products).getTime();
          for (const slot of slots) {
            expect(slot.start.getTime()).toBeGreaterThanOrEqual(earliest);
            expect(slot.start.getTime() % (5 * 60_000)).toBe(0);
            expect(slot.end.getTime()).toBeGreaterThan(slot.start.getTime());
          }
          const slot = slots[probe % Math.max(slots.length, 1)];
          if (slot) {
            const span = slot.end.getTime() - slot.start.getTime();
            const t = new Date(slot.start.getTime() + ((probe * 60_000) % span));
            expect(isOpenAt(rules, t)).toBe(true);
            expect(isWithinSlots(slots, t)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('open-slot search (SPEC §9: steps 30 minutes up to 72 hours)', () => {
  it('finds the first open time in 30-minute steps from the earliest slot start', () => {
    expect(findOpenSlot({ hours, now: vienna('2025-05-05T07:35') })).toEqual(vienna('2025-05-05T08:05'));
    expect(findOpenSlot({ hours, now: vienna('2025-05-05T10:00') })).toEqual(vienna('2025-05-05T10:00'));
    expect(findOpenSlot({ hours, now: vienna('2025-05-03T18:00') })).toEqual(vienna('2025-05-05T08:00'));
  });

  it('gives up after 72 hours', () => {
    const rare = hoursOf([rule('monday', '08:00', '09:00')]);
    expect(findOpenSlot({ hours: rare, now: vienna('2025-05-05T10:00') })).toBeNull();
    expect(findOpenSlot({ hours: rare, now: vienna('2025-05-02T10:00') })).toEqual(
      vienna('2025-05-05T08:00'),
    );
  });
});

describe('appointment check (SPEC §5 "Appointment")', () => {
  const now = vienna('2025-05-05T09:00');

  it("asks 'Bitte wählen Sie einen Termin aus.' when an appointment is required and missing", () => {
    expect(appointmentError(null, { hours, now, isAppointmentRequired: true })).toEqual({
      code: 'required',
      message: 'Bitte wählen Sie einen Termin aus.',
    });
    expect(appointmentError(null, { hours, now, isAppointmentRequired: false })).toBeNull();
  });

  it('rejects a time outside opening hours with the closed message', () => {
    expect(
      appointmentError(vienna('2025-05-05T12:30'), { hours, now, isAppointmentRequired: false }),
    ).toEqual({
      code: 'outside-hours',
      message:
        'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
    });
  });

  it('rejects a time before the lead time ends, and accepts one inside hours after it', () => {
    const products = [lead('hours', 3)];
    expect(
      appointmentError(vienna('2025-05-05T11:00'), { hours, now, products, isAppointmentRequired: false })
        ?.code,
    ).toBe('before-lead-time');
    expect(
      appointmentError(vienna('2025-05-05T13:00'), { hours, now, products, isAppointmentRequired: true }),
    ).toBeNull();
  });
});
