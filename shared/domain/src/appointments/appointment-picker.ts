/**
 * SPEC §5 date and time pickers over the appointment slots: past days and
 * days without a slot disabled; available times in minute steps of 5; the
 * default time is the next full hour.
 */
import {
  addDays,
  addMinutes,
  businessDateOf,
  compareDates,
  DEFAULT_TIME_ZONE,
  instantAt,
  isSameDate,
  startOfBusinessDay,
  wallClockAt,
  type CalendarDate,
} from '../time/business-time';
import { MINUTE_STEP } from '../constants';
import type { AppointmentSlot } from '../ordering/order-types';

export const NO_APPOINTMENTS_TEXT = 'Zum ausgewählten Tag sind keine Termine verfügbar.';

export interface ClockTime {
  hour: number;
  minute: number;
}

/** Wall-clock times on `date`, on the minute-step grid, that lie inside a slot; in order, without repeats. */
function* slotTimesOn(
  slots: readonly AppointmentSlot[],
  date: CalendarDate,
  timeZone: string,
  minuteStep: number,
): Generator<ClockTime> {
  const dayStart = startOfBusinessDay(date, timeZone).getTime();
  const dayEnd = startOfBusinessDay(addDays(date, 1), timeZone).getTime();
  const seen = new Set<number>();
  for (const slot of slots) {
    if (slot.end.getTime() <= dayStart || slot.start.getTime() >= dayEnd) continue;
    const end = Math.min(slot.end.getTime(), dayEnd);
    let t = new Date(Math.ceil(Math.max(slot.start.getTime(), dayStart) / 60_000) * 60_000);
    const offGrid = wallClockAt(t, timeZone).minute % minuteStep;
    if (offGrid > 0) t = addMinutes(t, minuteStep - offGrid);
    for (; t.getTime() < end; t = addMinutes(t, minuteStep)) {
      const wall = wallClockAt(t, timeZone);
      const key = wall.hour * 60 + wall.minute;
      // The autumn overlap repeats an hour: list each reading once.
      if (!isSameDate(wall, date) || seen.has(key)) continue;
      seen.add(key);
      yield { hour: wall.hour, minute: wall.minute };
    }
  }
}

/** The times the time picker offers on a day, sorted. */
export function availableTimesOn(
  slots: readonly AppointmentSlot[],
  date: CalendarDate,
  timeZone: string = DEFAULT_TIME_ZONE,
  minuteStep: number = MINUTE_STEP,
): ClockTime[] {
  return [...slotTimesOn(slots, date, timeZone, minuteStep)].sort(
    (a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute),
  );
}

/** SPEC §5 date picker: past days and days without a slot are disabled. */
export function isDaySelectable(
  slots: readonly AppointmentSlot[],
  date: CalendarDate,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  minuteStep: number = MINUTE_STEP,
): boolean {
  if (compareDates(date, businessDateOf(now, timeZone)) < 0) return false;
  return !slotTimesOn(slots, date, timeZone, minuteStep).next().done;
}

export interface TimePickerState {
  times: ClockTime[];
  isSelectedAvailable: boolean;
  /** 'Zum ausgewählten Tag sind keine Termine verfügbar.' when the day has no time. */
  message: string | null;
  /** List the available times: the chosen time is outside them. */
  showAvailableTimes: boolean;
  /** Save is disabled while the chosen time is unavailable. */
  canSave: boolean;
}

export function timePickerState(
  slots: readonly AppointmentSlot[],
  date: CalendarDate,
  selected: ClockTime | null,
  timeZone: string = DEFAULT_TIME_ZONE,
  minuteStep: number = MINUTE_STEP,
): TimePickerState {
  const times = availableTimesOn(slots, date, timeZone, minuteStep);
  const isSelectedAvailable =
    selected !== null && times.some((time) => time.hour === selected.hour && time.minute === selected.minute);
  return {
    times,
    isSelectedAvailable,
    message: times.length === 0 ? NO_APPOINTMENTS_TEXT : null,
    showAvailableTimes: times.length > 0 && !isSelectedAvailable,
    canSave: isSelectedAvailable,
  };
}

/** SPEC §9: the picker's default when no date is chosen, the next full hour (date and time). */
export function defaultAppointmentTime(
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): CalendarDate & ClockTime {
  const wall = wallClockAt(now, timeZone);
  const fullHour = instantAt({ ...wall, minute: 0, second: 0 }, timeZone);
  const next = wallClockAt(addMinutes(fullHour, 60), timeZone);
  return { year: next.year, month: next.month, day: next.day, hour: next.hour, minute: 0 };
}

/** The instant a picked date and time denote in the business zone. */
export function appointmentInstant(
  date: CalendarDate,
  time: ClockTime,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  return instantAt({ ...date, hour: time.hour, minute: time.minute }, timeZone);
}

/** Steps the picker's minute by `delta` minute steps, wrapping within the hour. */
export function stepMinute(minute: number, delta: number, minuteStep: number = MINUTE_STEP): number {
  const snapped = Math.floor(minute / minuteStep) * minuteStep;
  return (((snapped + delta * minuteStep) % 60) + 60) % 60;
}

/** Steps the picker's hour by `delta`, wrapping within the day. */
export function stepHour(hour: number, delta: number): number {
  return (((hour + delta) % 24) + 24) % 24;
}
