import fc from 'fast-check';
import { vienna } from '../testing';
import { breakVerdict, qualifyingBreakMs, type BreakVerdict } from './break-rules';
import { workingDays } from './working-days';
import { dayWarnings } from './working-time-rules';
import { WORKING_TIME_COUNTRIES, type WorkingTimeCountry } from './working-time-country';
import { MINUTE_MS } from './durations';
import { breakIntervals, type TimeInterval, type WorkingActivityTimes } from './worked-intervals';

/** A day from 07:00 Vienna time: worked and break minutes alternating, starting with work. */
function day(...minutes: number[]): TimeInterval[] {
  let cursor = vienna('2025-05-05T07:00').getTime();
  const worked: TimeInterval[] = [];
  minutes.forEach((length, index) => {
    const next = cursor + length * MINUTE_MS;
    if (index % 2 === 0) worked.push({ start: new Date(cursor), end: new Date(next) });
    cursor = next;
  });
  return worked;
}

const verdict = (country: WorkingTimeCountry, ...minutes: number[]): BreakVerdict =>
  breakVerdict(country, day(...minutes));

describe('minimum breaks (AZG §11, ArbZG §4)', () => {
  it('needs no break up to exactly 6 hours and 30 minutes from 6:01 hours, in both countries', () => {
    for (const country of WORKING_TIME_COUNTRIES) {
      expect(verdict(country, 360)).toEqual({
        workedMinutes: 360,
        requiredBreakMinutes: 0,
        qualifyingBreakMinutes: 0,
        ok: true,
      });
      expect(verdict(country, 361)).toEqual({
        workedMinutes: 361,
        requiredBreakMinutes: 30,
        qualifyingBreakMinutes: 0,
        ok: false,
      });
      expect(verdict(country, 180, 30, 181)).toEqual({
        workedMinutes: 361,
        requiredBreakMinutes: 30,
        qualifyingBreakMinutes: 30,
        ok: true,
      });
      expect(verdict(country, 180, 29, 181).ok).toBe(false);
    }
  });

  it('AT: takes the 30 minutes as one block, 2 × 15 or 3 × 10 minutes, nothing shorter', () => {
    expect(verdict('AT', 120, 15, 120, 15, 121)).toMatchObject({ qualifyingBreakMinutes: 30, ok: true });
    // Two of three 10-minute parts: 20 of the 30 minutes count.
    expect(verdict('AT', 120, 15, 120, 14, 121)).toMatchObject({ qualifyingBreakMinutes: 20, ok: false });
    expect(verdict('AT', 90, 10, 90, 10, 90, 10, 91)).toMatchObject({ qualifyingBreakMinutes: 30, ok: true });
    expect(verdict('AT', 120, 10, 120, 20, 121)).toMatchObject({ qualifyingBreakMinutes: 20, ok: false });
    expect(verdict('AT', 90, 9, 90, 10, 90, 11, 91).ok).toBe(false);
    expect(verdict('AT', 180, 25, 181)).toMatchObject({ qualifyingBreakMinutes: 15, ok: false });
    // AT knows no 9-hour step: 30 minutes stay enough on a long day.
    expect(verdict('AT', 300, 30, 300)).toMatchObject({ requiredBreakMinutes: 30, ok: true });
  });

  it('DE: 45 minutes from 9:01 hours, counted in blocks of at least 15 minutes', () => {
    expect(verdict('DE', 270, 30, 270)).toMatchObject({
      workedMinutes: 540,
      requiredBreakMinutes: 30,
      ok: true,
    });
    expect(verdict('DE', 270, 30, 271)).toMatchObject({
      workedMinutes: 541,
      requiredBreakMinutes: 45,
      ok: false,
    });
    expect(verdict('DE', 180, 15, 180, 15, 90, 15, 91)).toMatchObject({
      qualifyingBreakMinutes: 45,
      ok: true,
    });
    expect(verdict('DE', 120, 14, 120, 14, 120, 14, 1)).toMatchObject({
      qualifyingBreakMinutes: 0,
      ok: false,
    });
    expect(verdict('DE', 120, 15, 120, 14, 121)).toMatchObject({ qualifyingBreakMinutes: 15, ok: false });
    expect(verdict('DE', 120, 10, 120, 10, 120, 10, 1).ok).toBe(false);
  });

  it('measures in real time: a block one second short of 15 minutes does not count', () => {
    const [first, second] = day(200, 15, 200);
    const shortBreak =
      first && second ? [first, { start: new Date(second.start.getTime() - 1000), end: second.end }] : [];
    expect(breakVerdict('DE', shortBreak)).toMatchObject({ qualifyingBreakMinutes: 0, ok: false });
  });

  it('is sufficient exactly when the qualifying minutes reach the required ones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WORKING_TIME_COUNTRIES),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 240 }), fc.integer({ min: 1, max: 50 })), {
          maxLength: 5,
        }),
        fc.integer({ min: 1, max: 240 }),
        (country, blocks, last) => {
          const result = verdict(country, ...blocks.flat(), last);
          const qualifying = qualifyingBreakMs(country, breakIntervals(day(...blocks.flat(), last)));
          expect(result.ok).toBe(qualifying >= result.requiredBreakMinutes * MINUTE_MS);
        },
      ),
    );
  });
});

/** Worked and break minutes alternating from 04:00 on some day of 2025, and which breaks split activities. */
const dayShape = fc.record({
  dayOfYear: fc.integer({ min: 0, max: 364 }),
  first: fc.integer({ min: 1, max: 180 }),
  rest: fc.array(
    fc.record({
      gap: fc.oneof(fc.constantFrom(9, 10, 14, 15, 29, 30, 45), fc.integer({ min: 1, max: 60 })),
      work: fc.integer({ min: 1, max: 180 }),
      split: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
});

type DayShape = typeof dayShape extends fc.Arbitrary<infer T> ? T : never;

/** The day as activities: a split break ends one activity and starts the next, any other is a pause. */
function activitiesOf(shape: DayShape, zone: string, splitAll: boolean | null): WorkingActivityTimes[] {
  const date = new Date(Date.UTC(2025, 0, 1 + shape.dayOfYear)).toISOString().slice(0, 10);
  let cursor = vienna(`${date}T04:00`, zone).getTime();
  const at = (time: number) => new Date(time).toISOString();
  const activities: WorkingActivityTimes[] = [];
  let current = {
    start: at(cursor),
    end: null as string | null,
    pauses: [] as { start: string; end: string }[],
  };
  cursor += shape.first * MINUTE_MS;
  for (const { gap, work, split } of shape.rest) {
    const breakStart = cursor;
    cursor += gap * MINUTE_MS;
    if (splitAll ?? split) {
      activities.push({ ...current, end: at(breakStart) });
      current = { start: at(cursor), end: null, pauses: [] };
    } else {
      current.pauses.push({ start: at(breakStart), end: at(cursor) });
    }
    cursor += work * MINUTE_MS;
  }
  activities.push({ ...current, end: at(cursor) });
  return activities;
}

describe('a break is a break whether paused inside an activity or taken between two', () => {
  it('gives any split of a day into activities and gaps the verdict of one activity with pauses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WORKING_TIME_COUNTRIES), dayShape, (country, shape) => {
        const zone = country === 'AT' ? 'Europe/Vienna' : 'Europe/Berlin';
        const now = new Date(Date.UTC(2026, 0, 1));
        const [oneActivity] = workingDays(country, activitiesOf(shape, zone, false), now);
        const [split] = workingDays(country, activitiesOf(shape, zone, null), now);
        const [allSplit] = workingDays(country, activitiesOf(shape, zone, true), now);
        expect(oneActivity && split && allSplit).toBeTruthy();
        if (!oneActivity || !split || !allSplit) return;
        const expected = breakVerdict(country, oneActivity.intervals);
        expect(breakVerdict(country, split.intervals)).toEqual(expected);
        expect(breakVerdict(country, allSplit.intervals)).toEqual(expected);
        expect({ ...split, intervals: null }).toEqual({ ...oneActivity, intervals: null });
        const warnings = dayWarnings(country, activitiesOf(shape, zone, false), now);
        expect(dayWarnings(country, activitiesOf(shape, zone, null), now)).toEqual(warnings);
        expect(dayWarnings(country, activitiesOf(shape, zone, true), now)).toEqual(warnings);
      }),
      { numRuns: 500 },
    );
  });
});
