import fc from 'fast-check';
import { vienna } from '../testing';
import { MINUTE_MS } from './durations';
import {
  EARLY_SHIFT_START_MINUTES,
  MISSED_SHIFT_GRACE_MINUTES,
  missedShifts,
  plannedShiftMinutes,
  shiftInstants,
  type PlannedShift,
} from './shifts';

const span = (country: 'AT' | 'DE', shift: PlannedShift) => {
  const { start, end } = shiftInstants(country, shift);
  return [start.toISOString(), end.toISOString()];
};

describe('planned shifts in real time', () => {
  it('places a shift on its local day and runs a shift past midnight when it ends before it starts', () => {
    expect(span('AT', { day: '2025-05-05', from: '08:00', to: '16:30' })).toEqual([
      '2025-05-05T06:00:00.000Z',
      '2025-05-05T14:30:00.000Z',
    ]);
    expect(span('DE', { day: '2025-01-10', from: '22:00', to: '06:00' })).toEqual([
      '2025-01-10T21:00:00.000Z',
      '2025-01-11T05:00:00.000Z',
    ]);
    expect(span('AT', { day: '2025-01-10', from: '16:00', to: '24:00' })).toEqual([
      '2025-01-10T15:00:00.000Z',
      '2025-01-10T23:00:00.000Z',
    ]);
  });

  it('gives night shifts over a DST change their true length and moves a start inside the gap forward', () => {
    expect(plannedShiftMinutes('AT', { day: '2025-03-29', from: '22:00', to: '06:00' })).toBe(7 * 60);
    expect(plannedShiftMinutes('DE', { day: '2025-10-25', from: '22:00', to: '06:00' })).toBe(9 * 60);
    expect(span('AT', { day: '2025-03-30', from: '02:30', to: '10:00' })).toEqual([
      vienna('2025-03-30T03:30').toISOString(),
      vienna('2025-03-30T10:00').toISOString(),
    ]);
  });

  it('plans the shift minus its planned break, never below nothing', () => {
    expect(
      plannedShiftMinutes('AT', { day: '2025-05-05', from: '08:00', to: '16:30', plannedBreakMinutes: 30 }),
    ).toBe(480);
    expect(
      plannedShiftMinutes('AT', { day: '2025-05-05', from: '08:00', to: '08:20', plannedBreakMinutes: 30 }),
    ).toBe(0);
    expect(
      plannedShiftMinutes('AT', { day: '2025-05-05', from: '08:00', to: '08:20', plannedBreakMinutes: null }),
    ).toBe(20);
  });

  it('answers the same instants for a shift asked again, as fresh values, also beyond what it remembers', () => {
    const shift = { day: '2025-10-26', from: '01:30', to: '09:00' };
    const first = shiftInstants('AT', shift);
    first.start.setTime(0);
    expect(span('AT', shift)).toEqual([
      vienna('2025-10-26T01:30').toISOString(),
      vienna('2025-10-26T09:00').toISOString(),
    ]);
    // More distinct shifts than are remembered: each still placed right.
    for (let minute = 0; minute <= 10_000; minute++) {
      const from = `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const day = `2025-0${1 + Math.floor(minute / 1440)}-10`;
      shiftInstants('DE', { day, from, to: '23:59' });
    }
    expect(span('AT', shift)[0]).toBe(vienna('2025-10-26T01:30').toISOString());
    expect(span('DE', { day: '2025-03-10', from: '23:30', to: '23:59' })[0]).toBe(
      vienna('2025-03-10T23:30').toISOString(),
    );
  });

  it('refuses what is no shift', () => {
    expect(() => shiftInstants('AT', { day: '2025-02-30', from: '08:00', to: '16:00' })).toThrow(RangeError);
    expect(() => shiftInstants('AT', { day: '2025-05-05', from: '8 Uhr', to: '16:00' })).toThrow(RangeError);
    expect(() => shiftInstants('AT', { day: '2025-05-05', from: '08:00', to: '25:00' })).toThrow(RangeError);
  });
});

describe('missed shifts', () => {
  const shift = { day: '2025-05-05', from: '08:00', to: '16:00' };
  const startedAt = (local: string, end: string | null = null) => ({
    start: vienna(local).toISOString(),
    end: end && vienna(end).toISOString(),
    pauses: [],
  });
  const missed = (now: string, activities: ReturnType<typeof startedAt>[]) =>
    missedShifts('AT', activities, vienna(now), [shift]).length === 1;

  it('is missed only more than 15 minutes after the start without anyone clocking in', () => {
    expect(missed('2025-05-05T08:15', [])).toBe(false);
    expect(missed('2025-05-05T08:16', [])).toBe(true);
  });

  it('counts clocking in from 60 minutes before to 15 minutes after the start', () => {
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T07:00', '2025-05-05T07:30')])).toBe(false);
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T08:15')])).toBe(false);
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T06:59', '2025-05-05T07:30')])).toBe(true);
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T08:16')])).toBe(true);
  });

  it('counts an activity that ran across the start, still running or ended after it', () => {
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T05:00')])).toBe(false);
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T05:00', '2025-05-05T09:00')])).toBe(false);
    expect(missed('2025-05-05T12:00', [startedAt('2025-05-05T05:00', '2025-05-05T08:00')])).toBe(true);
  });

  it('agrees with the rule read activity by activity for any activities and shifts', () => {
    const base = vienna('2025-05-05T00:00').getTime();
    const minutes = (value: number) => new Date(base + value * MINUTE_MS).toISOString();
    const activity = fc
      .tuple(fc.integer({ min: 0, max: 3 * 1440 }), fc.option(fc.integer({ min: 0, max: 600 })))
      .map(([start, length]) => ({
        start: minutes(start),
        end: length === null ? null : minutes(start + length),
        pauses: [],
      }));
    const shifts = fc.array(
      fc.record({
        day: fc.constantFrom('2025-05-05', '2025-05-06', '2025-05-07'),
        from: fc.constantFrom('00:00', '06:00', '07:45', '08:00', '08:15', '13:30', '22:00'),
        to: fc.constantFrom('06:00', '16:00', '23:00'),
      }),
      { maxLength: 6 },
    );
    const startsShift =
      (shiftStart: number, at: number) => (candidate: { start: string; end: string | null }) => {
        const start = Date.parse(candidate.start);
        const end = candidate.end === null ? at : Date.parse(candidate.end);
        const inWindow =
          start >= shiftStart - EARLY_SHIFT_START_MINUTES * MINUTE_MS &&
          start <= shiftStart + MISSED_SHIFT_GRACE_MINUTES * MINUTE_MS;
        return inWindow || (start < shiftStart && end > shiftStart);
      };
    fc.assert(
      fc.property(
        fc.array(activity, { maxLength: 8 }),
        shifts,
        fc.integer({ min: 0, max: 4 * 1440 }),
        (activities, planned, nowMinutes) => {
          const now = new Date(base + nowMinutes * MINUTE_MS);
          const expected = planned.filter((shift) => {
            const start = shiftInstants('AT', shift).start.getTime();
            if (now.getTime() <= start + MISSED_SHIFT_GRACE_MINUTES * MINUTE_MS) return false;
            return !activities.some(startsShift(start, now.getTime()));
          });
          expect(missedShifts('AT', activities, now, planned)).toEqual(expected);
        },
      ),
    );
  });

  it("keeps the caller's shift objects", () => {
    const withId = { ...shift, id: 'shift-1' };
    expect(missedShifts('AT', [], vienna('2025-05-06T00:00'), [withId])).toEqual([withId]);
  });
});
