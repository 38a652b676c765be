import { instantAt } from '@theke/domain';
import { activeUntil, isActiveAt, nextSlot, RECHECK_MS, slotAt, slotsBetween, type ScheduledEntry } from './schedule';

const ZONE = 'Europe/Vienna';
/** A wall-clock reading in Vienna as epoch ms (2026-03-04 is a Wednesday). */
const at = (day: number, hour: number, minute = 0, second = 0, month = 3): number =>
  instantAt({ year: 2026, month, day, hour, minute, second }, ZONE).getTime();
const entry = (durationSeconds: number, daypart: Partial<ScheduledEntry> = {}): ScheduledEntry => ({ durationSeconds, ...daypart });
/** The played entries as `index@HH:MM:SS-HH:MM:SS` in Vienna time. */
const clock = (epoch: number) => new Date(epoch).toLocaleTimeString('de-AT', { timeZone: ZONE, hour12: false });
const describeSlots = (entries: ScheduledEntry[], start: number, until: number) =>
  slotsBetween(entries, start, until, ZONE).map((slot) => `${slot.index}@${clock(slot.startsAt)}-${clock(slot.endsAt)}`);

describe('the order and durations a region plays (issue 23)', () => {
  it('loops the entries in order, each for its duration', () => {
    const entries = [entry(5), entry(3), entry(2)];
    expect(describeSlots(entries, at(4, 12), at(4, 12, 0, 19))).toEqual([
      '0@12:00:00-12:00:05',
      '1@12:00:05-12:00:08',
      '2@12:00:08-12:00:10',
      '0@12:00:10-12:00:15',
      '1@12:00:15-12:00:18',
      '2@12:00:18-12:00:20',
    ]);
  });

  it('answers which entry plays at an instant, and when it switches', () => {
    const entries = [entry(5), entry(3), entry(2)];
    expect(slotAt(entries, at(4, 12), at(4, 12, 0, 16), ZONE)).toEqual({ index: 1, startsAt: at(4, 12, 0, 15), endsAt: at(4, 12, 0, 18) });
  });

  it('plays a single entry again and again', () => {
    expect(describeSlots([entry(4)], at(4, 9), at(4, 9, 0, 5))).toEqual(['0@09:00:00-09:00:04', '0@09:00:04-09:00:08']);
  });
});

describe('dayparting in the branch time zone', () => {
  const breakfast = entry(10, { fromTime: '06:00', toTime: '11:00' });
  const lunch = entry(10, { fromTime: '11:00', toTime: '14:00' });
  const always = entry(10);

  it('switches at the boundary: breakfast is cut at 11:00 and lunch follows at once', () => {
    expect(describeSlots([always, breakfast, lunch], at(4, 10, 59, 45), at(4, 11, 0, 25))).toEqual([
      '0@10:59:45-10:59:55',
      '1@10:59:55-11:00:00',
      '2@11:00:00-11:00:10',
      '0@11:00:10-11:00:20',
      // breakfast is over: lunch again
      '2@11:00:20-11:00:30',
    ]);
  });

  it('switches at midnight to the next weekday’s entries (day change)', () => {
    const wednesday = entry(10, { weekdays: ['3'] });
    const thursday = entry(10, { weekdays: ['4'] });
    expect(describeSlots([wednesday, thursday], at(4, 23, 59, 45), at(5, 0, 0, 15))).toEqual([
      '0@23:59:45-23:59:55',
      '0@23:59:55-00:00:00',
      '1@00:00:00-00:00:10',
      '1@00:00:10-00:00:20',
    ]);
  });

  it('keeps a window past midnight with the weekday it began on', () => {
    const lateWednesday = entry(10, { weekdays: [3], fromTime: '22:00', toTime: '02:00' });
    expect(isActiveAt(lateWednesday, at(4, 21, 59), ZONE)).toBe(false);
    expect(isActiveAt(lateWednesday, at(4, 23), ZONE)).toBe(true);
    expect(isActiveAt(lateWednesday, at(5, 1, 30), ZONE)).toBe(true);
    expect(activeUntil(lateWednesday, at(4, 23), ZONE)).toBe(at(5, 2));
    expect(isActiveAt(lateWednesday, at(5, 2), ZONE)).toBe(false);
    expect(isActiveAt(lateWednesday, at(5, 23), ZONE)).toBe(false);
  });

  it('plays within the date range, both ends included', () => {
    const march = entry(10, { fromDate: '2026-03-05', toDate: '2026-03-06' });
    expect(isActiveAt(march, at(4, 23, 59, 59), ZONE)).toBe(false);
    expect(isActiveAt(march, at(5, 0), ZONE)).toBe(true);
    expect(isActiveAt(march, at(6, 23, 59, 59), ZONE)).toBe(true);
    expect(isActiveAt(march, at(7, 0), ZONE)).toBe(false);
  });

  it('evaluates times in the branch zone across the spring DST change', () => {
    // 2026-03-29 02:00 Vienna jumps to 03:00: an 08:00 start is 06:00 UTC, no longer 07:00.
    const morning = entry(10, { fromTime: '08:00', toTime: '09:00' });
    expect(isActiveAt(morning, Date.UTC(2026, 2, 29, 6, 30), ZONE)).toBe(true);
    expect(isActiveAt(morning, Date.UTC(2026, 2, 29, 7, 30), ZONE)).toBe(false);
  });

  it('waits with nothing on screen until the first entry may start', () => {
    const lunchOnly = [lunch];
    expect(nextSlot(lunchOnly, null, at(4, 10, 59, 30), ZONE)).toEqual({ index: null, startsAt: at(4, 10, 59, 30), endsAt: at(4, 11) });
    // Further away than a minute: it looks again after RECHECK_MS.
    expect(nextSlot(lunchOnly, null, at(4, 8), ZONE).endsAt).toBe(at(4, 8) + RECHECK_MS);
    expect(describeSlots(lunchOnly, at(4, 10, 59, 30), at(4, 11, 0, 5))).toEqual(['null@10:59:30-11:00:00', '0@11:00:00-11:00:10']);
  });

  it('plays nothing from an empty stream', () => {
    expect(nextSlot([], null, at(4, 12), ZONE)).toEqual({ index: null, startsAt: at(4, 12), endsAt: at(4, 12) + RECHECK_MS });
  });
});
