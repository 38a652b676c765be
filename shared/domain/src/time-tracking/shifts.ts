/**
 * Planned shifts (working schedules): a local day with 'HH:MM' times in the country's zone, `to`
 * before `from` running past midnight. Turned into real instants so DST nights count their true
 * length, and checked against the recorded activities for missed shifts.
 */
import { parseClockTime } from '../branches/opening-hours';
import { addDays, instantAt, parseCalendarDate, type CalendarDate } from '../time/business-time';
import { workingTimeZone, type WorkingTimeCountry } from './working-time-country';
import { MINUTE_MS, wholeMinutes } from './durations';
import type { TimeInterval, WorkingActivityTimes } from './worked-intervals';

export interface PlannedShift {
  /** 'YYYY-MM-DD'. */
  day: string;
  /** 'HH:MM'. */
  from: string;
  /** 'HH:MM'; before `from` it ends on the next day. */
  to: string;
  plannedBreakMinutes?: number | null;
}

/** A shift counts as missed when nobody clocked in by this long after its start. */
export const MISSED_SHIFT_GRACE_MINUTES = 15;
/** Clocking in this long before a shift's start counts as starting it. */
export const EARLY_SHIFT_START_MINUTES = 60;

function localInstant(date: CalendarDate, minuteOfDay: number, timeZone: string): Date {
  const day = addDays(date, Math.floor(minuteOfDay / 1440));
  const minutes = minuteOfDay % 1440;
  return instantAt({ ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, timeZone);
}

/**
 * Shifts repeat their day and times (a department's plan; a time sheet reads each shift for its
 * planned minutes and again for missed shifts), and placing a wall-clock time in a zone is the
 * costly part: the instants are remembered per zone, day and times (epoch ms, fresh Dates out).
 */
const MAX_REMEMBERED_SHIFTS = 10_000;
const rememberedShifts = new Map<string, { start: number; end: number }>();

/** The shift's start and end instants; a start inside a spring-forward gap moves forward by the gap. */
export function shiftInstants(country: WorkingTimeCountry, shift: PlannedShift): TimeInterval {
  const zone = workingTimeZone(country);
  const key = `${zone} ${shift.day} ${shift.from} ${shift.to}`;
  let instants = rememberedShifts.get(key);
  if (!instants) {
    const date = parseCalendarDate(shift.day);
    const from = parseClockTime(shift.from);
    const to = parseClockTime(shift.to);
    if (!date || from === null || to === null) {
      throw new RangeError(`Not a shift: ${shift.day} ${shift.from}-${shift.to}`);
    }
    instants = {
      start: localInstant(date, from, zone).getTime(),
      end: localInstant(date, to < from ? to + 1440 : to, zone).getTime(),
    };
    if (rememberedShifts.size >= MAX_REMEMBERED_SHIFTS) rememberedShifts.clear();
    rememberedShifts.set(key, instants);
  }
  return { start: new Date(instants.start), end: new Date(instants.end) };
}

/** Planned working minutes: the shift's real length minus its planned break, never below 0. */
export function plannedShiftMinutes(country: WorkingTimeCountry, shift: PlannedShift): number {
  const { start, end } = shiftInstants(country, shift);
  return Math.max(0, wholeMinutes(end.getTime() - start.getTime()) - (shift.plannedBreakMinutes ?? 0));
}

/**
 * The activities' real-time spans sorted by start (a running one until `now`), with the latest end
 * among each span and those before it: what a shift's start is checked against, read once.
 */
function activityStarts(activities: readonly WorkingActivityTimes[], now: Date) {
  const spans = activities
    .map((activity) => ({
      start: Date.parse(activity.start),
      end: activity.end === null ? now.getTime() : Date.parse(activity.end),
    }))
    .sort((a, b) => a.start - b.start);
  let latestEnd = -Infinity;
  return {
    starts: spans.map((span) => span.start),
    latestEnds: spans.map((span) => (latestEnd = Math.max(latestEnd, span.end))),
  };
}

/** The index of the first of the sorted `starts` at or after `instant` (their length when none is). */
function firstFrom(starts: readonly number[], instant: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] as number) < instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Whether an activity starts the shift: clocked in from 60 min before to 15 min after its start,
 * or started before it and ran across it.
 */
function shiftStarted(
  { starts, latestEnds }: ReturnType<typeof activityStarts>,
  shiftStart: number,
): boolean {
  const earliest = starts[firstFrom(starts, shiftStart - EARLY_SHIFT_START_MINUTES * MINUTE_MS)];
  if (earliest !== undefined && earliest <= shiftStart + MISSED_SHIFT_GRACE_MINUTES * MINUTE_MS) return true;
  const before = firstFrom(starts, shiftStart) - 1;
  return before >= 0 && (latestEnds[before] as number) > shiftStart;
}

/**
 * The shifts of one employee that count as missed at `now`: more than 15 minutes past their start
 * with no activity of that employee starting them. Absences are the caller's to leave out.
 */
export function missedShifts<S extends PlannedShift>(
  country: WorkingTimeCountry,
  activities: readonly WorkingActivityTimes[],
  now: Date,
  shifts: readonly S[],
): S[] {
  const started = activityStarts(activities, now);
  return shifts.filter((shift) => {
    const start = shiftInstants(country, shift).start.getTime();
    if (now.getTime() <= start + MISSED_SHIFT_GRACE_MINUTES * MINUTE_MS) return false;
    return !shiftStarted(started, start);
  });
}
