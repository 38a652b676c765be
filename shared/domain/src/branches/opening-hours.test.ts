import fc from 'fast-check';
import { addDays, isoWeekdayOf, type CalendarDate } from '../time/business-time';
import { decisiveRules, mergeRanges, openingRangesOn, parseClockTime } from './opening-hours';
import { rule } from '../testing';
import type { OpeningHourRule, OpeningHourRuleType } from '../catalogue/types';

const MONDAY: CalendarDate = { year: 2025, month: 3, day: 24 };
const TUESDAY: CalendarDate = { year: 2025, month: 3, day: 25 };

describe('opening hours (SPEC §5): which hour ranges a day has', () => {
  it('days default to closed: without rules a day has no hours', () => {
    expect(openingRangesOn([], MONDAY)).toEqual([]);
    expect(openingRangesOn([rule('sunday', '08:00', '12:00')], MONDAY)).toEqual([]);
  });

  it('a daily rule overrides all days: every weekday gets its range', () => {
    const rules = [rule('daily', '08:00', '17:00')];
    for (let offset = 0; offset < 7; offset += 1) {
      expect(openingRangesOn(rules, addDays(MONDAY, offset))).toEqual([{ from: 480, to: 1020 }]);
    }
  });

  it('a day rule overrides that day: Monday hours replace the daily hours on Mondays only', () => {
    const rules = [rule('daily', '08:00', '17:00'), rule('monday', '10:00', '12:00')];
    expect(openingRangesOn(rules, MONDAY)).toEqual([{ from: 600, to: 720 }]);
    expect(openingRangesOn(rules, TUESDAY)).toEqual([{ from: 480, to: 1020 }]);
  });

  it('rules add hour ranges: two Monday rules give a lunch break', () => {
    const rules = [rule('monday', '13:00', '17:00'), rule('monday', '08:00', '12:00')];
    expect(openingRangesOn(rules, MONDAY)).toEqual([
      { from: 480, to: 720 },
      { from: 780, to: 1020 },
    ]);
  });

  it('isClosed empties the day, whatever other rules of the day add', () => {
    const rules = [
      rule('daily', '08:00', '17:00'),
      rule('monday', '08:00', '12:00'),
      rule('monday', null, null, { isClosed: true }),
    ];
    expect(openingRangesOn(rules, MONDAY)).toEqual([]);
    expect(openingRangesOn(rules, TUESDAY)).toEqual([{ from: 480, to: 1020 }]);
  });

  it('a once rule overrides its own date: a holiday closes a Monday, a special day opens a Sunday', () => {
    const rules = [
      rule('daily', '08:00', '17:00'),
      rule('sunday', null, null, { isClosed: true }),
      rule('once', null, null, { date: '2025-03-24', isClosed: true }),
      rule('once', '10:00', '14:00', { date: '2025-03-30' }),
    ];
    expect(openingRangesOn(rules, MONDAY)).toEqual([]);
    expect(openingRangesOn(rules, { year: 2025, month: 3, day: 30 })).toEqual([{ from: 600, to: 840 }]);
    expect(openingRangesOn(rules, { year: 2025, month: 4, day: 6 })).toEqual([]);
  });

  it('a once rule applies only in its own ISO week: week 53 of 2020 is not week 1 of 2021', () => {
    // Monday 28 December 2020 is in ISO week 53 of 2020; Monday 4 January 2021 opens week 1.
    const rules = [rule('daily', '08:00', '17:00'), rule('once', '09:00', '10:00', { date: '2020-12-28' })];
    expect(openingRangesOn(rules, { year: 2020, month: 12, day: 28 })).toEqual([{ from: 540, to: 600 }]);
    expect(openingRangesOn(rules, { year: 2021, month: 1, day: 4 })).toEqual([{ from: 480, to: 1020 }]);
    expect(openingRangesOn(rules, { year: 2019, month: 12, day: 30 })).toEqual([{ from: 480, to: 1020 }]);
    // Sunday 3 January 2021 still belongs to week 53 of 2020: a rule dated then applies on that Sunday only.
    const sunday = [rule('once', '11:00', '12:00', { date: '2021-01-03' })];
    expect(openingRangesOn(sunday, { year: 2021, month: 1, day: 3 })).toEqual([{ from: 660, to: 720 }]);
    expect(openingRangesOn(sunday, { year: 2021, month: 1, day: 10 })).toEqual([]);
    expect(openingRangesOn(sunday, { year: 2020, month: 12, day: 27 })).toEqual([]);
  });

  it('a once rule with a date-time date counts by its date part; one without a date never applies', () => {
    const rules = [
      rule('once', '09:00', '10:00', { date: '2025-03-24T00:00:00+01:00' }),
      rule('once', '11:00', '12:00'),
    ];
    expect(openingRangesOn(rules, MONDAY)).toEqual([{ from: 540, to: 600 }]);
    expect(decisiveRules(rules, TUESDAY)).toEqual([]);
  });

  it('a range running past midnight continues on the next day until its end', () => {
    const rules = [rule('saturday', '20:00', '02:00'), rule('sunday', null, null, { isClosed: true })];
    const saturday = { year: 2025, month: 3, day: 29 };
    expect(openingRangesOn(rules, saturday)).toEqual([{ from: 1200, to: 1440 }]);
    expect(openingRangesOn(rules, addDays(saturday, 1))).toEqual([{ from: 0, to: 120 }]);
  });

  it("'24:00' closes at midnight and '00:00'-'00:00' is open all day", () => {
    expect(openingRangesOn([rule('monday', '18:00', '24:00')], MONDAY)).toEqual([{ from: 1080, to: 1440 }]);
    expect(openingRangesOn([rule('monday', '18:00', '00:00')], MONDAY)).toEqual([{ from: 1080, to: 1440 }]);
    expect(openingRangesOn([rule('daily', '00:00', '00:00')], MONDAY)).toEqual([{ from: 0, to: 1440 }]);
  });

  it('a rule without readable times adds nothing but still decides its day', () => {
    const rules = [rule('daily', '08:00', '17:00'), rule('monday', 'abends', null)];
    expect(openingRangesOn(rules, MONDAY)).toEqual([]);
  });

  it('reads clock times HH:MM and rejects malformed ones', () => {
    expect(parseClockTime('08:30')).toBe(510);
    expect(parseClockTime('8:05')).toBe(485);
    expect(parseClockTime('24:00')).toBe(1440);
    expect(parseClockTime('24:30')).toBeNull();
    expect(parseClockTime('25:00')).toBeNull();
    expect(parseClockTime('12:60')).toBeNull();
    expect(parseClockTime(undefined)).toBeNull();
  });

  it('merges overlapping and touching ranges', () => {
    expect(
      mergeRanges([
        { from: 600, to: 700 },
        { from: 480, to: 600 },
        { from: 650, to: 660 },
        { from: 800, to: 800 },
      ]),
    ).toEqual([{ from: 480, to: 700 }]);
  });
});

const WEEKDAY_TYPES: OpeningHourRuleType[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const dayInFocus = fc
  .integer({ min: 0, max: 3000 })
  .map((offset) => addDays({ year: 2018, month: 1, day: 1 }, offset));
const ruleFor = (types: fc.Arbitrary<OpeningHourRuleType>, date: fc.Arbitrary<string | null>) =>
  fc.record({ type: types, date, isClosed: fc.boolean(), from: clock, to: clock });
const isoDateOf = (d: CalendarDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

describe('opening-hour precedence (SPEC §5) holds for any rule set', () => {
  const anyRules = (date: CalendarDate) =>
    fc.array(
      fc.oneof(
        ruleFor(fc.constantFrom<OpeningHourRuleType>('daily', ...WEEKDAY_TYPES), fc.constant(null)),
        ruleFor(
          fc.constant<OpeningHourRuleType>('once'),
          fc.constantFrom(isoDateOf(date), isoDateOf(addDays(date, 1))),
        ),
      ),
      { maxLength: 8 },
    );

  it('the order of the rules does not matter', () => {
    fc.assert(
      fc.property(
        dayInFocus.chain((date) =>
          anyRules(date).chain((rules) =>
            fc.tuple(
              fc.constant(date),
              fc.constant(rules),
              fc.shuffledSubarray(rules, { minLength: rules.length, maxLength: rules.length }),
            ),
          ),
        ),
        ([date, rules, shuffled]) => {
          expect(openingRangesOn(shuffled, date)).toEqual(openingRangesOn(rules, date));
        },
      ),
    );
  });

  it('a once rule for the date makes every daily and day rule irrelevant for that date', () => {
    fc.assert(
      fc.property(
        dayInFocus.chain((date) =>
          fc.tuple(
            fc.constant(date),
            fc.array(ruleFor(fc.constant<OpeningHourRuleType>('once'), fc.constant(isoDateOf(date))), {
              minLength: 1,
              maxLength: 3,
            }),
            fc.array(
              ruleFor(fc.constantFrom<OpeningHourRuleType>('daily', ...WEEKDAY_TYPES), fc.constant(null)),
              {
                maxLength: 5,
              },
            ),
          ),
        ),
        ([date, once, others]) => {
          const withoutNeighbours = (rules: OpeningHourRule[]) =>
            decisiveRules(rules, date).filter((r) => r.type === 'once');
          expect(withoutNeighbours([...others, ...once])).toEqual(once);
        },
      ),
    );
  });

  it("a day rule makes the daily rules irrelevant for that weekday, and isClosed empties the day's own hours", () => {
    fc.assert(
      fc.property(
        dayInFocus,
        fc.array(ruleFor(fc.constant<OpeningHourRuleType>('daily'), fc.constant(null)), { maxLength: 4 }),
        fc.array(fc.record({ from: clock, to: clock, isClosed: fc.boolean() }), {
          minLength: 1,
          maxLength: 3,
        }),
        (date, daily, dayRanges) => {
          const type = WEEKDAY_TYPES[isoWeekdayOf(date) - 1] ?? 'monday';
          const dayRules = dayRanges.map((r) => ({ ...r, type, date: null }));
          expect(decisiveRules([...daily, ...dayRules], date)).toEqual(dayRules);
          if (dayRules.some((r) => r.isClosed)) {
            const ownHours = openingRangesOn([...daily, ...dayRules], date).filter(
              (range) => range.from > 0 || range.to === 1440,
            );
            expect(ownHours).toEqual([]);
          }
        },
      ),
    );
  });

  it('ranges are sorted, disjoint and within the day', () => {
    fc.assert(
      fc.property(
        dayInFocus.chain((date) => fc.tuple(fc.constant(date), anyRules(date))),
        ([date, rules]) => {
          const ranges = openingRangesOn(rules, date);
          ranges.forEach((range, index) => {
            expect(range.from).toBeGreaterThanOrEqual(0);
            expect(range.to).toBeLessThanOrEqual(1440);
            expect(range.to).toBeGreaterThan(range.from);
            const next = ranges[index + 1];
            if (next) expect(next.from).toBeGreaterThan(range.to);
          });
        },
      ),
    );
  });
});
