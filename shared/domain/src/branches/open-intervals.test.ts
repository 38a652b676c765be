import fc from 'fast-check';
import {
  hoursOf,
  isOpenAt,
  nextOpeningAfter,
  openIntervalAt,
  openIntervalsBetween,
  openIntervalsFrom,
  unionOfHours,
} from './open-intervals';
import { rule, vienna } from '../testing';

const HOUR = 3_600_000;
const officeHours = hoursOf([rule('daily', '08:00', '12:00'), rule('daily', '13:00', '17:00')]);

describe('opening hours in real time, in the business time zone', () => {
  it('is open within a range of the Vienna day and closed outside it', () => {
    expect(isOpenAt(officeHours, vienna('2025-01-15T08:00'))).toBe(true);
    expect(isOpenAt(officeHours, vienna('2025-01-15T11:59'))).toBe(true);
    expect(isOpenAt(officeHours, vienna('2025-01-15T12:00'))).toBe(false);
    expect(isOpenAt(officeHours, vienna('2025-01-15T07:59'))).toBe(false);
    // 07:30 UTC is 08:30 in Vienna in winter.
    expect(isOpenAt(officeHours, new Date('2025-01-15T07:30:00Z'))).toBe(true);
    expect(isOpenAt(officeHours, new Date('2025-01-15T07:30:00Z'), 'UTC')).toBe(false);
  });

  it('is open 01:00-04:00 for three hours on the spring-forward night, not during the missing hour twice', () => {
    const night = hoursOf([rule('sunday', '01:00', '04:00')]);
    const [interval] = openIntervalsBetween(night, vienna('2025-03-30T00:00'), vienna('2025-03-31T00:00'));
    expect(interval && interval.end.getTime() - interval.start.getTime()).toBe(2 * HOUR);
    expect(isOpenAt(night, new Date('2025-03-30T01:30:00Z'))).toBe(true); // 03:30 CEST
  });

  it('is open 01:00-04:00 for four hours on the autumn night with the repeated hour', () => {
    const night = hoursOf([rule('sunday', '01:00', '04:00')]);
    const [interval] = openIntervalsBetween(night, vienna('2025-10-26T00:00'), vienna('2025-10-27T00:00'));
    expect(interval && interval.end.getTime() - interval.start.getTime()).toBe(4 * HOUR);
    expect(isOpenAt(night, new Date('2025-10-26T00:30:00Z'))).toBe(true); // 02:30 CEST
    expect(isOpenAt(night, new Date('2025-10-26T01:30:00Z'))).toBe(true); // 02:30 CET
  });

  it('drops a range lying entirely in the spring-forward gap', () => {
    const gap = hoursOf([rule('sunday', '02:00', '03:00')]);
    expect(openIntervalsBetween(gap, vienna('2025-03-30T00:00'), vienna('2025-03-31T00:00'))).toEqual([]);
  });

  it('treats a shift running past midnight as one open interval', () => {
    const bar = hoursOf([rule('friday', '20:00', '02:00'), rule('saturday', '20:00', '02:00')]);
    const intervals = [...openIntervalsFrom(bar, vienna('2025-01-17T12:00'), undefined, 3)];
    expect(intervals.map((i) => [i.start.toISOString(), i.end.toISOString()])).toEqual([
      ['2025-01-17T19:00:00.000Z', '2025-01-18T01:00:00.000Z'],
      ['2025-01-18T19:00:00.000Z', '2025-01-19T01:00:00.000Z'],
    ]);
    expect(isOpenAt(bar, vienna('2025-01-18T01:30'))).toBe(true);
  });

  it('merges ranges touching at midnight across days into one interval', () => {
    const allWeek = hoursOf([rule('daily', '00:00', '24:00')]);
    const current = openIntervalAt(allWeek, vienna('2025-01-15T10:00'), undefined, 3);
    expect(current?.start.getTime()).toBe(vienna('2025-01-14T00:00').getTime());
    expect(current && current.end.getTime() - vienna('2025-01-15T10:00').getTime()).toBeGreaterThan(
      2 * 24 * HOUR,
    );
  });

  it('finds the current interval or null when closed', () => {
    expect(openIntervalAt(officeHours, vienna('2025-01-15T09:00'))).toEqual({
      start: vienna('2025-01-15T08:00'),
      end: vienna('2025-01-15T12:00'),
    });
    expect(openIntervalAt(officeHours, vienna('2025-01-15T12:30'))).toBeNull();
    expect(openIntervalAt(hoursOf([]), vienna('2025-01-15T12:30'), undefined, 5)).toBeNull();
  });

  it('finds the next shift today, on a later day, or none within the search', () => {
    expect(nextOpeningAfter(officeHours, vienna('2025-01-15T12:30'))).toEqual(vienna('2025-01-15T13:00'));
    expect(nextOpeningAfter(officeHours, vienna('2025-01-15T18:00'))).toEqual(vienna('2025-01-16T08:00'));
    expect(nextOpeningAfter(officeHours, vienna('2025-01-15T09:00'))).toEqual(vienna('2025-01-15T13:00'));
    const mondays = hoursOf([rule('monday', '08:00', '10:00')]);
    expect(nextOpeningAfter(mondays, vienna('2025-01-15T09:00'))).toEqual(vienna('2025-01-20T08:00'));
    expect(nextOpeningAfter(hoursOf([]), vienna('2025-01-15T09:00'), undefined, 10)).toBeNull();
  });

  it('is open whenever any of two schedules is open', () => {
    const evening = hoursOf([rule('daily', '17:00', '21:00')]);
    const both = unionOfHours(officeHours, evening);
    expect(isOpenAt(both, vienna('2025-01-15T18:00'))).toBe(true);
    expect(openIntervalAt(both, vienna('2025-01-15T14:00'))?.end).toEqual(vienna('2025-01-15T21:00'));
  });

  it('clips the intervals between two instants to them', () => {
    const intervals = openIntervalsBetween(
      officeHours,
      vienna('2025-01-15T09:00'),
      vienna('2025-01-15T14:00'),
    );
    expect(intervals).toEqual([
      { start: vienna('2025-01-15T09:00'), end: vienna('2025-01-15T12:00') },
      { start: vienna('2025-01-15T13:00'), end: vienna('2025-01-15T14:00') },
    ]);
  });

  it('agrees with the open check: every instant is open exactly when it lies in an interval', () => {
    const rules = hoursOf([
      rule('daily', '06:30', '11:15'),
      rule('saturday', '22:00', '03:00'),
      rule('sunday', '01:30', '04:00'),
    ]);
    const from = vienna('2025-03-20T00:00');
    const intervals = openIntervalsBetween(rules, from, vienna('2025-11-05T00:00'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 230 * 24 * 4 }), (quarter) => {
        const t = new Date(from.getTime() + quarter * 15 * 60_000 + 7 * 60_000);
        const inInterval = intervals.some((i) => i.start <= t && t < i.end);
        expect(isOpenAt(rules, t)).toBe(inInterval);
      }),
    );
  });
});
