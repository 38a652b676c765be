/**
 * The one place that does time-zone math (see docs/adr/0004-domain-rules.md).
 * Instants are `Date`s (UTC inside); business days, weekdays and wall-clock
 * times are evaluated in the business time zone with the built-in
 * `Intl.DateTimeFormat`, so the rules stay small in browser bundles.
 */

export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

/** A day of the calendar, month 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A wall-clock reading in some zone: a calendar date plus time of day. */
export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

/** ISO weekday: Monday 1 ... Sunday 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface IsoWeek {
  isoYear: number;
  week: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a zone, straight from Intl (slow: tens of microseconds). */
function formattedWallClock(instant: Date, timeZone: string): WallClock {
  const wall: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (Object.hasOwn(wall, part.type)) wall[part.type as keyof WallClock] = Number(part.value);
  }
  // Some ICU versions print midnight as hour 24 even with h23.
  wall.hour %= 24;
  return wall;
}

function wallClockAsUtc(wall: WallClock): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/**
 * Zone offsets change only at transitions: at most one a day, and every transition of the tz
 * database since 1970 falls on a quarter hour of UTC. So a UTC day whose start and end share an
 * offset has it throughout (two Intl readings answer the whole day), and a day with a change is
 * read per quarter hour. Opening states, slot searches and the toolbar ask thousands of times per
 * render: this turned the storefront's hottest function (formatToParts) into map lookups.
 */
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const MAX_CACHED_OFFSETS = 20_000;
/** `zone d<day>` → the day's offset, or NaN when it changes that day; `zone q<quarter>` → offset. */
const offsets = new Map<string, number>();

function readOffset(epoch: number, timeZone: string): number {
  return wallClockAsUtc(formattedWallClock(new Date(epoch), timeZone)) - epoch;
}

function cachedOffset(key: string, read: () => number): number {
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = read();
    if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * A zone's offsets over a span, as a server with full tz data computed them: `[start epoch ms,
 * offset ms]` pairs sorted by start, each valid until the next, the last until `until`.
 */
export interface ZoneOffsetTable {
  timeZone: string;
  offsets: Array<[number, number]>;
  until: number;
}

const tables = new Map<string, ZoneOffsetTable>();

/**
 * The offsets of a zone from `from` to `to`, found with Intl (the first day's reading, then each
 * day whose end differs from its start searched for the changing quarter hour).
 */
export function zoneOffsetTable(timeZone: string, from: Date, to: Date): ZoneOffsetTable {
  const firstDay = Math.floor(from.getTime() / DAY_MS);
  const lastDay = Math.ceil(to.getTime() / DAY_MS);
  const offsets: Array<[number, number]> = [[firstDay * DAY_MS, readOffset(firstDay * DAY_MS, timeZone)]];
  let current = offsets[0]?.[1] ?? 0;
  for (let day = firstDay; day < lastDay; day++) {
    const next = readOffset((day + 1) * DAY_MS, timeZone);
    if (next === current) continue;
    let quarter = (day * DAY_MS) / QUARTER_HOUR_MS;
    while (readOffset(quarter * QUARTER_HOUR_MS, timeZone) === current) quarter++;
    offsets.push([quarter * QUARTER_HOUR_MS, next]);
    current = next;
  }
  return { timeZone, offsets, until: lastDay * DAY_MS };
}

/**
 * Lets this page answer the zone's instants inside the table without Intl: the first
 * `Intl.DateTimeFormat` of a page costs 80–340 ms of main thread on a mid-range phone (ICU set-up),
 * more than everything else the first render computes. The gateway ships the table in the HTML.
 */
export function registerZoneOffsets(table: ZoneOffsetTable): void {
  const sorted = [...table.offsets].sort((a, b) => a[0] - b[0]);
  if (sorted.length > 0) tables.set(table.timeZone, { ...table, offsets: sorted });
}

function tabledOffset(epoch: number, timeZone: string): number | undefined {
  const table = tables.get(timeZone);
  if (!table || epoch >= table.until) return undefined;
  const { offsets } = table;
  let low = 0;
  let high = offsets.length - 1;
  if (epoch < (offsets[0]?.[0] ?? Infinity)) return undefined;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((offsets[middle]?.[0] ?? Infinity) <= epoch) low = middle;
    else high = middle - 1;
  }
  return offsets[low]?.[1];
}

function offsetAt(epoch: number, timeZone: string): number {
  const tabled = tabledOffset(epoch, timeZone);
  if (tabled !== undefined) return tabled;
  const day = Math.floor(epoch / DAY_MS);
  const dayOffset = cachedOffset(`${timeZone} d${day}`, () => {
    const first = readOffset(day * DAY_MS, timeZone);
    return readOffset((day + 1) * DAY_MS, timeZone) === first ? first : Number.NaN;
  });
  if (!Number.isNaN(dayOffset)) return dayOffset;
  const quarter = Math.floor(epoch / QUARTER_HOUR_MS);
  return cachedOffset(`${timeZone} q${quarter}`, () => readOffset(quarter * QUARTER_HOUR_MS, timeZone));
}

/** The wall-clock reading of an instant in a zone. */
export function wallClockAt(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): WallClock {
  const epoch = instant.getTime();
  const local = new Date(epoch + offsetAt(epoch, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** Offset of the zone from UTC at an instant, in milliseconds (Vienna summer: +7,200,000). */
export function zoneOffsetAt(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return offsetAt(instant.getTime(), timeZone);
}

function sameWallClock(a: WallClock, b: WallClock): boolean {
  return (
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    a.second === b.second
  );
}

/**
 * The instant a wall-clock reading denotes in a zone. Like Temporal's
 * 'compatible' disambiguation: a reading inside a spring-forward gap moves
 * forward by the gap (02:30 becomes 03:30), a reading that occurs twice in the
 * autumn overlap means the earlier instant.
 */
export function instantAt(
  wall: CalendarDate & Partial<Pick<WallClock, 'hour' | 'minute' | 'second'>>,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const full: WallClock = { hour: 0, minute: 0, second: 0, ...wall };
  const asUtc = wallClockAsUtc(full);
  const offsetBefore = zoneOffsetAt(new Date(asUtc - DAY_MS), timeZone);
  const offsetAfter = zoneOffsetAt(new Date(asUtc + DAY_MS), timeZone);
  const candidates = [asUtc - offsetBefore, asUtc - offsetAfter]
    .filter((epoch) => sameWallClock(wallClockAt(new Date(epoch), timeZone), full))
    .sort((a, b) => a - b);
  const earliest = candidates[0];
  return new Date(earliest ?? asUtc - offsetBefore);
}

/** The calendar date of an instant in a zone. */
export function businessDateOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return { year, month, day };
}

/** Minutes since local midnight of an instant's wall-clock time (seconds as a fraction). */
export function minuteOfDayAt(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const wall = wallClockAt(instant, timeZone);
  return wall.hour * 60 + wall.minute + wall.second / 60;
}

/** The instant a calendar date begins in a zone (its first existing wall-clock minute). */
export function startOfBusinessDay(date: CalendarDate, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return instantAt(date, timeZone);
}

function toUtcDay(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function fromUtcDay(epoch: number): CalendarDate {
  const d = new Date(epoch);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcDay(toUtcDay(date) + days * DAY_MS);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((toUtcDay(b) - toUtcDay(a)) / DAY_MS);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return Math.sign(toUtcDay(a) - toUtcDay(b));
}

export function isSameDate(a: CalendarDate, b: CalendarDate): boolean {
  return compareDates(a, b) === 0;
}

export function isoWeekdayOf(date: CalendarDate): IsoWeekday {
  const sundayFirst = new Date(toUtcDay(date)).getUTCDay();
  return (sundayFirst === 0 ? 7 : sundayFirst) as IsoWeekday;
}

/** ISO 8601 week: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekOf(date: CalendarDate): IsoWeek {
  const thursday = addDays(date, 4 - isoWeekdayOf(date));
  const firstOfYear = { year: thursday.year, month: 1, day: 1 };
  return { isoYear: thursday.year, week: Math.floor(daysBetween(firstOfYear, thursday) / 7) + 1 };
}

export function isSameIsoWeek(a: CalendarDate, b: CalendarDate): boolean {
  const weekA = isoWeekOf(a);
  const weekB = isoWeekOf(b);
  return weekA.isoYear === weekB.isoYear && weekA.week === weekB.week;
}

/** Parses 'YYYY-MM-DD' (also the date part of an ISO date-time); null when malformed. */
export function parseCalendarDate(text: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const normalized = fromUtcDay(toUtcDay(date));
  // Date.UTC rolls 30 February over into March: such a date does not exist.
  return normalized.month === date.month && normalized.day === date.day ? date : null;
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * Adds calendar days in the business zone keeping the wall-clock time, so a
 * day is 23 or 25 hours across a daylight-saving change.
 */
export function addBusinessDays(instant: Date, days: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const wall = wallClockAt(instant, timeZone);
  return instantAt({ ...wall, ...addDays(wall, days) }, timeZone);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE_MS);
}

/** Rounds an instant up to the next multiple of `minutes` (exact multiples stay). */
export function roundUpToMinutes(instant: Date, minutes: number): Date {
  const step = minutes * MINUTE_MS;
  return new Date(Math.ceil(instant.getTime() / step) * step);
}
