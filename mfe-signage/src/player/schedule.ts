/**
 * Which entry of a stream a region plays when (ADR 0042, issue 23): the entries loop in their
 * order, each for its duration, skipping those whose dayparting (weekdays, time of day, date range
 * in the branch's time zone) is off at the moment they would start; a playing entry is cut where
 * its daypart ends. Pure: instants are epoch milliseconds, the zone's clock comes from
 * @theke/domain (the same open-interval rules as opening hours, so past midnight and DST behave
 * alike).
 */
import {
  addDays,
  compareDates,
  isoWeekdayOf,
  mergeRanges,
  MINUTES_PER_DAY,
  nextOpeningAfter,
  openIntervalAt,
  parseCalendarDate,
  parseClockTime,
  type CalendarDate,
  type DayHours,
  type MinuteRange,
} from '@theke/domain';

/** A stream entry's dayparting, as svc-content stores it ('HH:MM', 'YYYY-MM-DD', ISO weekdays). */
export interface Daypart {
  weekdays?: readonly (string | number)[] | null;
  fromTime?: string | null;
  toTime?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
}

export interface ScheduledEntry extends Daypart {
  durationSeconds: number;
}

/** One turn of a region: the entry playing (null: none may play now) from `startsAt` until `endsAt`. */
export interface Slot {
  index: number | null;
  startsAt: number;
  endsAt: number;
}

/** Without anything to play, or past the days searched, the region looks again this soon. */
export const RECHECK_MS = 60_000;
/** How far ahead daypart ends and starts are searched (a later one is found by a recheck). */
const SEARCH_DAYS = 2;
const MIN_DURATION_MS = 1_000;

/**
 * The minutes of a calendar day an entry may play: its window on the days its weekdays and date
 * range allow, and the part after midnight of a window that began the day before (a Friday
 * 22:00–02:00 entry plays early on Saturday, even if Saturday is not one of its weekdays). No
 * times: the whole day; a toTime at or before fromTime runs past midnight.
 */
export function daypartHours(part: Daypart): DayHours {
  const from = parseClockTime(part.fromTime) ?? 0;
  const to = parseClockTime(part.toTime) ?? MINUTES_PER_DAY;
  const weekdays = new Set((part.weekdays ?? []).map(Number));
  const fromDate = parseCalendarDate(part.fromDate);
  const toDate = parseCalendarDate(part.toDate);
  const playsOn = (date: CalendarDate): boolean =>
    (weekdays.size === 0 || weekdays.has(isoWeekdayOf(date))) &&
    (!fromDate || compareDates(date, fromDate) >= 0) &&
    (!toDate || compareDates(date, toDate) <= 0);
  return (date) => {
    const ranges: MinuteRange[] = [];
    if (to > from) {
      if (playsOn(date)) ranges.push({ from, to });
    } else {
      if (playsOn(date)) ranges.push({ from, to: MINUTES_PER_DAY });
      if (to > 0 && playsOn(addDays(date, -1))) ranges.push({ from: 0, to });
    }
    return mergeRanges(ranges);
  };
}

const hoursCache = new WeakMap<Daypart, DayHours>();

function hoursOfEntry(part: Daypart): DayHours {
  let hours = hoursCache.get(part);
  if (!hours) {
    hours = daypartHours(part);
    hoursCache.set(part, hours);
  }
  return hours;
}

/** Until when the entry may play from `at` on (null: it may not play at `at`). */
export function activeUntil(part: Daypart, at: number, timeZone: string): number | null {
  const interval = openIntervalAt(hoursOfEntry(part), new Date(at), timeZone, SEARCH_DAYS);
  return interval ? interval.end.getTime() : null;
}

export function isActiveAt(part: Daypart, at: number, timeZone: string): boolean {
  return activeUntil(part, at, timeZone) !== null;
}

/** When the entry may next start playing after `at` (null: not within the days searched). */
export function nextStartAfter(part: Daypart, at: number, timeZone: string): number | null {
  return nextOpeningAfter(hoursOfEntry(part), new Date(at), timeZone, SEARCH_DAYS)?.getTime() ?? null;
}

/**
 * The turn that follows `previous` (an entry's index, null: start from the top) at `at`: the next
 * entry in order that may play then, until its duration is over or its daypart ends, whichever
 * comes first; or nothing, until the first entry may start.
 */
export function nextSlot(entries: readonly ScheduledEntry[], previous: number | null, at: number, timeZone: string): Slot {
  const first = previous === null ? 0 : previous + 1;
  for (let step = 0; step < entries.length; step++) {
    const index = (first + step) % entries.length;
    const entry = entries[index] as ScheduledEntry;
    const until = activeUntil(entry, at, timeZone);
    if (until === null) continue;
    const duration = Math.max(entry.durationSeconds * 1_000, MIN_DURATION_MS);
    return { index, startsAt: at, endsAt: Math.min(at + duration, until) };
  }
  const starts = entries.map((entry) => nextStartAfter(entry, at, timeZone)).filter((start): start is number => start !== null);
  return { index: null, startsAt: at, endsAt: Math.min(at + RECHECK_MS, ...starts) };
}

/**
 * The turns from `start` until `until`, as a region plays them when every switch happens on time:
 * "which entry plays at instant t" is the last one starting at or before t. For tests and
 * previews; the player itself steps with nextSlot as its timers fire.
 */
export function slotsBetween(
  entries: readonly ScheduledEntry[],
  start: number,
  until: number,
  timeZone: string,
  maxSlots = 10_000,
): Slot[] {
  const slots: Slot[] = [];
  let slot = nextSlot(entries, null, start, timeZone);
  while (slot.startsAt <= until && slots.length < maxSlots) {
    slots.push(slot);
    slot = nextSlot(entries, slot.index, slot.endsAt, timeZone);
  }
  return slots;
}

/** The turn playing at `at` when the region started at `start`. */
export function slotAt(entries: readonly ScheduledEntry[], start: number, at: number, timeZone: string): Slot | undefined {
  return slotsBetween(entries, start, at, timeZone).at(-1);
}
