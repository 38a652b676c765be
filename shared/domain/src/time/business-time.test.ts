import fc from 'fast-check';
import {
  addBusinessDays,
  addDays,
  businessDateOf,
  compareDates,
  daysBetween,
  formatIsoDate,
  instantAt,
  isoWeekdayOf,
  isoWeekOf,
  isSameIsoWeek,
  minuteOfDayAt,
  parseCalendarDate,
  roundUpToMinutes,
  startOfBusinessDay,
  wallClockAt,
  registerZoneOffsets,
  zoneOffsetAt,
  zoneOffsetTable,
} from './business-time';

const HOUR = 3_600_000;

describe('business time: wall clock in the business time zone (default Europe/Vienna)', () => {
  it('reads an instant as Vienna wall-clock time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(wallClockAt(new Date('2025-01-15T07:30:00Z'))).toEqual({
      year: 2025,
      month: 1,
      day: 15,
      hour: 8,
      minute: 30,
      second: 0,
    });
    expect(wallClockAt(new Date('2025-07-15T07:30:00Z')).hour).toBe(9);
    expect(zoneOffsetAt(new Date('2025-01-15T07:30:00Z'))).toBe(HOUR);
    expect(zoneOffsetAt(new Date('2025-07-15T07:30:00Z'))).toBe(2 * HOUR);
  });

  it('evaluates the business day in the configured zone, not the machine zone', () => {
    const lateEvening = new Date('2025-06-30T22:30:00Z');
    expect(businessDateOf(lateEvening)).toEqual({ year: 2025, month: 7, day: 1 });
    expect(businessDateOf(lateEvening, 'UTC')).toEqual({ year: 2025, month: 6, day: 30 });
    expect(businessDateOf(lateEvening, 'America/New_York')).toEqual({ year: 2025, month: 6, day: 30 });
    expect(minuteOfDayAt(new Date('2025-06-30T22:30:30Z'))).toBe(30.5);
  });

  it('maps a wall-clock reading to its instant on an ordinary day', () => {
    expect(instantAt({ year: 2025, month: 1, day: 15, hour: 8, minute: 30 }).toISOString()).toBe(
      '2025-01-15T07:30:00.000Z',
    );
    expect(instantAt({ year: 2025, month: 7, day: 15 }).toISOString()).toBe('2025-07-14T22:00:00.000Z');
  });

  it('moves a reading inside the spring-forward gap forward by the gap (30 March 2025, 02:30 → 03:30)', () => {
    const instant = instantAt({ year: 2025, month: 3, day: 30, hour: 2, minute: 30 });
    expect(instant.toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(wallClockAt(instant)).toMatchObject({ hour: 3, minute: 30 });
  });

  it('takes the earlier instant for a reading repeated in the autumn overlap (26 October 2025, 02:30)', () => {
    const instant = instantAt({ year: 2025, month: 10, day: 26, hour: 2, minute: 30 });
    expect(instant.toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(wallClockAt(new Date('2025-10-26T01:30:00Z'))).toMatchObject({ hour: 2, minute: 30 });
  });

  it('makes the spring-forward day 23 hours and the autumn day 25 hours long', () => {
    const length = (year: number, month: number, day: number) =>
      startOfBusinessDay(addDays({ year, month, day }, 1)).getTime() -
      startOfBusinessDay({ year, month, day }).getTime();
    expect(length(2025, 3, 30)).toBe(23 * HOUR);
    expect(length(2025, 10, 26)).toBe(25 * HOUR);
    expect(length(2025, 6, 1)).toBe(24 * HOUR);
  });

  it('adds business days keeping the wall-clock time across both daylight-saving changes', () => {
    const saturday = instantAt({ year: 2025, month: 3, day: 29, hour: 10 });
    const sunday = addBusinessDays(saturday, 1);
    expect(sunday.getTime() - saturday.getTime()).toBe(23 * HOUR);
    expect(wallClockAt(sunday)).toMatchObject({ day: 30, hour: 10 });
    const autumn = addBusinessDays(instantAt({ year: 2025, month: 10, day: 25, hour: 10 }), 1);
    expect(autumn.toISOString()).toBe('2025-10-26T09:00:00.000Z');
  });

  it('round-trips any instant through its wall-clock reading, in several zones', () => {
    const zones = ['Europe/Vienna', 'UTC', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 }),
        fc.constantFrom(...zones),
        (minutes, zone) => {
          const wall = wallClockAt(new Date(minutes * 60_000), zone);
          expect(wallClockAt(instantAt(wall, zone), zone)).toEqual(wall);
        },
      ),
    );
  });

  it('maps every Vienna wall-clock reading to an instant that reads the same, except inside the spring gap', () => {
    fc.assert(
      fc.property(
        fc.record({
          year: fc.integer({ min: 2000, max: 2040 }),
          month: fc.integer({ min: 1, max: 12 }),
          day: fc.integer({ min: 1, max: 28 }),
          hour: fc.integer({ min: 0, max: 23 }),
          minute: fc.integer({ min: 0, max: 59 }),
        }),
        (wall) => {
          const read = wallClockAt(instantAt(wall));
          const inGap = read.hour !== wall.hour;
          if (inGap) expect(read).toMatchObject({ ...wall, hour: wall.hour + 1 });
          else expect(read).toMatchObject(wall);
        },
      ),
    );
  });
});

describe('business time: calendar days, ISO weeks and weekdays', () => {
  it('numbers weekdays Monday 1 to Sunday 7', () => {
    expect(isoWeekdayOf({ year: 2025, month: 3, day: 31 })).toBe(1);
    expect(isoWeekdayOf({ year: 2025, month: 3, day: 30 })).toBe(7);
  });

  it('puts 31 December 2020 and 3 January 2021 in ISO week 53 of 2020', () => {
    expect(isoWeekOf({ year: 2020, month: 12, day: 31 })).toEqual({ isoYear: 2020, week: 53 });
    expect(isoWeekOf({ year: 2021, month: 1, day: 3 })).toEqual({ isoYear: 2020, week: 53 });
    expect(isoWeekOf({ year: 2021, month: 1, day: 4 })).toEqual({ isoYear: 2021, week: 1 });
  });

  it('puts 30 December 2024 in ISO week 1 of 2025 and 31 December 2026 in week 53', () => {
    expect(isoWeekOf({ year: 2024, month: 12, day: 30 })).toEqual({ isoYear: 2025, week: 1 });
    expect(isoWeekOf({ year: 2024, month: 12, day: 29 })).toEqual({ isoYear: 2024, week: 52 });
    expect(isoWeekOf({ year: 2026, month: 12, day: 31 })).toEqual({ isoYear: 2026, week: 53 });
    expect(isoWeekOf({ year: 2027, month: 1, day: 1 })).toEqual({ isoYear: 2026, week: 53 });
  });

  it('treats days of week 53 and the following week 1 as different ISO weeks', () => {
    expect(isSameIsoWeek({ year: 2020, month: 12, day: 28 }, { year: 2021, month: 1, day: 3 })).toBe(true);
    expect(isSameIsoWeek({ year: 2021, month: 1, day: 3 }, { year: 2021, month: 1, day: 4 })).toBe(false);
  });

  it('keeps ISO weeks consistent: seven consecutive days share one week starting on Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const monday = addDays({ year: 1990, month: 1, day: 1 }, offset * 7);
        const week = isoWeekOf(monday);
        expect(week.week).toBeGreaterThanOrEqual(1);
        expect(week.week).toBeLessThanOrEqual(53);
        for (let day = 1; day < 7; day += 1) expect(isoWeekOf(addDays(monday, day))).toEqual(week);
        const next = isoWeekOf(addDays(monday, 7));
        expect(next.week === week.week + 1 || (next.week === 1 && next.isoYear === week.isoYear + 1)).toBe(
          true,
        );
      }),
    );
  });

  it('counts, compares and formats calendar days', () => {
    expect(daysBetween({ year: 2024, month: 2, day: 28 }, { year: 2024, month: 3, day: 1 })).toBe(2);
    expect(compareDates({ year: 2024, month: 2, day: 28 }, { year: 2024, month: 3, day: 1 })).toBe(-1);
    expect(formatIsoDate({ year: 2025, month: 3, day: 9 })).toBe('2025-03-09');
  });

  it('parses a rule date, also from an ISO date-time, and rejects impossible dates', () => {
    expect(parseCalendarDate('2025-12-24')).toEqual({ year: 2025, month: 12, day: 24 });
    expect(parseCalendarDate('2025-12-24T00:00:00+01:00')).toEqual({ year: 2025, month: 12, day: 24 });
    expect(parseCalendarDate('2025-02-30')).toBeNull();
    expect(parseCalendarDate('24.12.2025')).toBeNull();
    expect(parseCalendarDate(null)).toBeNull();
  });

  it('rounds an instant up to the next 5 minutes, leaving exact multiples', () => {
    expect(roundUpToMinutes(new Date('2025-01-15T07:31:10Z'), 5).toISOString()).toBe(
      '2025-01-15T07:35:00.000Z',
    );
    expect(roundUpToMinutes(new Date('2025-01-15T07:35:00Z'), 5).toISOString()).toBe(
      '2025-01-15T07:35:00.000Z',
    );
  });
});

describe('wall clocks from cached zone offsets', () => {
  const ZONES = ['Europe/Vienna', 'Europe/Zurich', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC'];

  it('reads every instant exactly as Intl does, across daylight-saving changes and odd offsets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...ZONES),
        (epoch, zone) => {
          const instant = new Date(epoch);
          expect(wallClockAt(instant, zone)).toEqual(intlReading(instant, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is exact in the minutes around the Vienna changes of 2026', () => {
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let second = -3600; second <= 3600; second += 7) {
        const instant = new Date(change + second * 1000);
        expect(wallClockAt(instant)).toEqual(intlReading(instant, 'Europe/Vienna'));
      }
    }
  });
});

describe('zone offset tables (computed where tz data is complete, used in the browser)', () => {
  it('finds each change of a span to the quarter hour, and a registered table answers like Intl', () => {
    const table = zoneOffsetTable('Europe/Vienna', new Date('2026-01-10T00:00:00Z'), new Date('2027-01-10T00:00:00Z'));
    expect(table.offsets).toEqual([
      [Date.UTC(2026, 0, 10), HOUR],
      [Date.UTC(2026, 2, 29, 1), 2 * HOUR],
      [Date.UTC(2026, 9, 25, 1), HOUR],
    ]);
    const kathmandu = zoneOffsetTable('Asia/Kathmandu', new Date('2026-01-10T00:00:00Z'), new Date('2026-02-10T00:00:00Z'));
    expect(kathmandu.offsets).toEqual([[Date.UTC(2026, 0, 10), 5.75 * HOUR]]);

    registerZoneOffsets({ ...table, offsets: [...table.offsets].reverse() });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 11, 1), max: Date.UTC(2027, 1, 1) }), (epoch) => {
        const instant = new Date(epoch);
        expect(wallClockAt(instant)).toEqual(intlReading(instant, 'Europe/Vienna'));
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores an empty table', () => {
    registerZoneOffsets({ timeZone: 'Europe/Zurich', offsets: [], until: Date.UTC(2030, 0, 1) });
    expect(zoneOffsetAt(new Date('2026-07-01T12:00:00Z'), 'Europe/Zurich')).toBe(2 * HOUR);
  });
});

/** The reference: a wall clock read straight from Intl, as the cache must answer. */
function intlReading(instant: Date, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value) % (type === 'hour' ? 24 : Infinity);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute'), second: value('second') };
}
