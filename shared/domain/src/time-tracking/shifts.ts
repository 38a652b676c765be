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

/** The shift's start and end instants; a start inside a spring-forward gap moves forward by the gap. */
export function shiftInstants(country: WorkingTimeCountry, shift: PlannedShift): TimeInterval {
  const date = parseCalendarDate(shift.day);
  const from = parseClockTime(shift.from);
  const to = parseClockTime(shift.to);
  if (!date || from === null || to === null) {
    throw new RangeError(`Not a shift: ${shift.day} ${shift.from}-${shift.to}`);
  }
  const zone = workingTimeZone(country);
  return { start: localInstant(date, from, zone), end: localInstant(date, to < from ? to + 1440 : to, zone) };
}

/** Planned working minutes: the shift's real length minus its planned break, never below 0. */
export function plannedShiftMinutes(country: WorkingTimeCountry, shift: PlannedShift): number {
  const { start, end } = shiftInstants(country, shift);
  return Math.max(0, wholeMinutes(end.getTime() - start.getTime()) - (shift.plannedBreakMinutes ?? 0));
}

/** Whether an activity starts the shift: clocked in from 60 min before to 15 min after, or ran across its start. */
function startsShift(activity: WorkingActivityTimes, shiftStart: number, now: Date): boolean {
  const start = Date.parse(activity.start);
  const end = activity.end === null ? now.getTime() : Date.parse(activity.end);
  const inWindow =
    start >= shiftStart - EARLY_SHIFT_START_MINUTES * MINUTE_MS &&
    start <= shiftStart + MISSED_SHIFT_GRACE_MINUTES * MINUTE_MS;
  return inWindow || (start < shiftStart && end > shiftStart);
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
  return shifts.filter((shift) => {
    const start = shiftInstants(country, shift).start.getTime();
    if (now.getTime() <= start + MISSED_SHIFT_GRACE_MINUTES * MINUTE_MS) return false;
    return !activities.some((activity) => startsShift(activity, start, now));
  });
}
