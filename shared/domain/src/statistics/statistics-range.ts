/**
 * The one reading of a statistics range (ADR 0043): `from` and `to` are calendar days of the
 * business zone, both included; the buckets are local hours, days or months as instants, so a
 * DST day has 23 or 25 hour buckets and a month sums its local days. Every owner's endpoint and the
 * back-office's charts use it, so their buckets line up.
 */
import {
  addDays,
  businessDateOf,
  daysBetween,
  instantAt,
  parseCalendarDate,
  startOfBusinessDay,
  wallClockAt,
  type CalendarDate,
} from '../time/business-time';

export const STATISTICS_INTERVALS = ['hour', 'day', 'month'] as const;
export type StatisticsInterval = (typeof STATISTICS_INTERVALS)[number];

/** A range longer than this is refused (a year, leap years included). */
export const MAX_STATISTICS_DAYS = 366;
/** Ranges up to this many days are charted by day, longer ones by month; one day by hour. */
const DAILY_UP_TO_DAYS = 92;

export interface StatisticsRangeInput {
  from: string;
  to: string;
  interval?: StatisticsInterval;
}

export interface StatisticsRange {
  /** `YYYY-MM-DD`, as given. */
  from: string;
  to: string;
  interval: StatisticsInterval;
  timeZone: string;
  /** Local midnight starting `from`. */
  start: Date;
  /** Local midnight after `to` (exclusive). */
  end: Date;
  /**
   * Each bucket's first instant (`bucketOf` of the instants in it), in order; the last one ends at
   * `end`. A month bucket starts where its month starts, the first possibly before `start`: what it
   * sums still counts only from `start`.
   */
  buckets: Date[];
}

/** Why a range was refused: the query parameter at fault and its German message. */
export interface StatisticsRangeProblem {
  field: 'from' | 'to' | 'interval';
  message: string;
  code: string;
}

export const STATISTICS_RANGE_MESSAGES = {
  date: 'Dieser Wert entspricht keiner gültigen Datumsangabe.',
  order: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  tooLong: `Der Zeitraum darf höchstens ${MAX_STATISTICS_DAYS} Tage umfassen.`,
  interval: 'Bitte wählen Sie Stunde, Tag oder Monat.',
} as const;

const startOfMonth = (date: CalendarDate): CalendarDate => ({ year: date.year, month: date.month, day: 1 });
const nextMonth = (date: CalendarDate): CalendarDate =>
  date.month === 12 ? { year: date.year + 1, month: 1, day: 1 } : { year: date.year, month: date.month + 1, day: 1 };

/** The interval a chart of this many days reads best in. */
export function defaultInterval(days: number): StatisticsInterval {
  if (days <= 1) return 'hour';
  return days <= DAILY_UP_TO_DAYS ? 'day' : 'month';
}

/** The start instant of the bucket an instant falls in. */
export function bucketOf(instant: Date, interval: StatisticsInterval, timeZone: string): Date {
  if (interval === 'hour') {
    // Whole-hour offsets: an instant's local hour starts at its UTC hour (zones with half-hour
    // offsets would need the wall clock; the business zones are Vienna and Berlin).
    const wall = wallClockAt(instant, timeZone);
    return new Date(instant.getTime() - (wall.minute * 60 + wall.second) * 1000 - (instant.getTime() % 1000));
  }
  const date = businessDateOf(instant, timeZone);
  return startOfBusinessDay(interval === 'day' ? date : startOfMonth(date), timeZone);
}

function bucketsOf(start: Date, end: Date, first: CalendarDate, interval: StatisticsInterval, timeZone: string): Date[] {
  const buckets: Date[] = [];
  if (interval === 'hour') {
    for (let at = start.getTime(); at < end.getTime(); at += 3_600_000) buckets.push(new Date(at));
    return buckets;
  }
  let date = interval === 'day' ? first : startOfMonth(first);
  for (let at = startOfBusinessDay(date, timeZone); at < end; at = startOfBusinessDay(date, timeZone)) {
    buckets.push(at);
    date = interval === 'day' ? addDays(date, 1) : nextMonth(date);
  }
  return buckets;
}

/** The range of the query, or the problem with it. */
export function statisticsRange(
  input: StatisticsRangeInput,
  timeZone: string,
): { ok: true; range: StatisticsRange } | { ok: false; problem: StatisticsRangeProblem } {
  const from = parseCalendarDate(input.from);
  if (!from) return { ok: false, problem: { field: 'from', message: STATISTICS_RANGE_MESSAGES.date, code: 'invalid_date' } };
  const to = parseCalendarDate(input.to);
  if (!to) return { ok: false, problem: { field: 'to', message: STATISTICS_RANGE_MESSAGES.date, code: 'invalid_date' } };
  const days = daysBetween(from, to) + 1;
  if (days < 1) return { ok: false, problem: { field: 'to', message: STATISTICS_RANGE_MESSAGES.order, code: 'range_order' } };
  if (days > MAX_STATISTICS_DAYS)
    return { ok: false, problem: { field: 'to', message: STATISTICS_RANGE_MESSAGES.tooLong, code: 'range_too_long' } };
  if (input.interval !== undefined && !STATISTICS_INTERVALS.includes(input.interval))
    return { ok: false, problem: { field: 'interval', message: STATISTICS_RANGE_MESSAGES.interval, code: 'invalid_interval' } };
  const interval = input.interval ?? defaultInterval(days);
  const start = startOfBusinessDay(from, timeZone);
  const end = instantAt(addDays(to, 1), timeZone);
  return {
    ok: true,
    range: { from: input.from, to: input.to, interval, timeZone, start, end, buckets: bucketsOf(start, end, from, interval, timeZone) },
  };
}

/** One point of a chart: the bucket's first instant and its value. */
export interface StatisticsPoint {
  start: string;
  value: number;
}

/** Every bucket of the range with the values given (by bucket start), zero elsewhere. */
export function seriesOf(range: StatisticsRange, values: ReadonlyMap<number, number> = new Map()): StatisticsPoint[] {
  return range.buckets.map((bucket) => ({ start: bucket.toISOString(), value: values.get(bucket.getTime()) ?? 0 }));
}
