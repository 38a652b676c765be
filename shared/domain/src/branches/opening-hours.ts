/**
 * SPEC §5 "Opening hours": which hour ranges a calendar day has under a list
 * of opening hour rules. Pure calendar logic: instants and zones live in
 * open-intervals.ts and business-time.ts.
 */
import {
  addDays,
  isoWeekdayOf,
  isSameIsoWeek,
  parseCalendarDate,
  type CalendarDate,
  type IsoWeekday,
} from '../time/business-time';
import type { OpeningHourRule, OpeningHourRuleType } from '../catalogue/types';

/** Minutes since local midnight, `from` inclusive, `to` exclusive, 0 <= from < to <= 1440. */
export interface MinuteRange {
  from: number;
  to: number;
}

export const MINUTES_PER_DAY = 1440;

const WEEKDAY_RULE_TYPES: Record<IsoWeekday, OpeningHourRuleType> = {
  1: 'monday',
  2: 'tuesday',
  3: 'wednesday',
  4: 'thursday',
  5: 'friday',
  6: 'saturday',
  7: 'sunday',
};

/** 'HH:MM' to minutes since midnight ('24:00' is 1440); null when malformed. */
export function parseClockTime(text: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(text ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** SPEC §5: a once rule applies only in its own ISO week, on its own weekday. */
function onceRuleAppliesOn(rule: OpeningHourRule, date: CalendarDate): boolean {
  const ruleDate = parseCalendarDate(rule.date);
  return ruleDate !== null && isSameIsoWeek(ruleDate, date) && isoWeekdayOf(ruleDate) === isoWeekdayOf(date);
}

/**
 * The rules that decide a day. SPEC §5: a daily rule overrides all days (the
 * closed default), a day rule overrides that day, and a once rule overrides
 * its date within its ISO week. Only the most specific level that has rules
 * for the day counts; rules on that level add their ranges.
 */
export function decisiveRules(rules: readonly OpeningHourRule[], date: CalendarDate): OpeningHourRule[] {
  const once = rules.filter((rule) => rule.type === 'once' && onceRuleAppliesOn(rule, date));
  if (once.length > 0) return once;
  const weekdayType = WEEKDAY_RULE_TYPES[isoWeekdayOf(date)];
  const weekday = rules.filter((rule) => rule.type === weekdayType);
  if (weekday.length > 0) return weekday;
  return rules.filter((rule) => rule.type === 'daily');
}

interface OwnHours {
  ranges: MinuteRange[];
  /** Minutes into the next day of a range that runs past midnight. */
  overnightTail: number;
}

function ownHours(rules: readonly OpeningHourRule[], date: CalendarDate): OwnHours {
  const decisive = decisiveRules(rules, date);
  // SPEC §5: isClosed empties the day, whatever the other rules of its level add.
  if (decisive.some((rule) => rule.isClosed === true)) return { ranges: [], overnightTail: 0 };
  const ranges: MinuteRange[] = [];
  let overnightTail = 0;
  for (const rule of decisive) {
    const from = parseClockTime(rule.from);
    const to = parseClockTime(rule.to);
    // A rule without readable times adds nothing (it still decides the day).
    if (from === null || to === null || from >= MINUTES_PER_DAY) continue;
    if (to > from) {
      ranges.push({ from, to });
    } else {
      ranges.push({ from, to: MINUTES_PER_DAY });
      overnightTail = Math.max(overnightTail, to);
    }
  }
  return { ranges, overnightTail };
}

/** Sorted, non-overlapping, non-touching ranges covering the same minutes. */
export function mergeRanges(ranges: readonly MinuteRange[]): MinuteRange[] {
  const sorted = ranges.filter((range) => range.to > range.from).sort((a, b) => a.from - b.from);
  const merged: MinuteRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.from <= last.to) {
      last.to = Math.max(last.to, range.to);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/**
 * The hour ranges of a calendar day: the day's own ranges plus the part after
 * midnight of the previous day's ranges that run past midnight (a Saturday
 * 20:00-02:00 shift is open on Sunday until 02:00, even when Sunday is closed).
 * Days without rules are closed.
 */
export function openingRangesOn(rules: readonly OpeningHourRule[], date: CalendarDate): MinuteRange[] {
  const own = ownHours(rules, date);
  const previousTail = ownHours(rules, addDays(date, -1)).overnightTail;
  const ranges = previousTail > 0 ? [...own.ranges, { from: 0, to: previousTail }] : own.ranges;
  return mergeRanges(ranges);
}
