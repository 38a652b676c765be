/**
 * Whether two planned shifts of one employee overlap. Times are the day's wall clock ('HH:MM');
 * a shift whose `to` is before its `from` runs into the next day, so a night shift overlaps the
 * next morning's early shift. Touching shifts (one ends at 14:00, the next starts at 14:00) do not.
 */
import { addDays, daysBetween, formatIsoDate, parseCalendarDate, parseClockTime } from '@theke/domain';

export interface ShiftTimes {
  /** 'YYYY-MM-DD'. */
  day: string;
  from: string;
  to: string;
}

const MINUTES_PER_DAY = 1440;

/** The shift as minutes after midnight of `reference`'s day: [start, end). */
function minutesAfter(reference: string, shift: ShiftTimes): [number, number] {
  const referenceDay = parseCalendarDate(reference);
  const day = parseCalendarDate(shift.day);
  const from = parseClockTime(shift.from);
  const to = parseClockTime(shift.to);
  if (!referenceDay || !day || from === null || to === null)
    throw new RangeError(`Not a shift: ${shift.day} ${shift.from}-${shift.to}`);
  const offset = daysBetween(referenceDay, day) * MINUTES_PER_DAY;
  return [offset + from, offset + (to <= from ? to + MINUTES_PER_DAY : to)];
}

export function shiftsOverlap(a: ShiftTimes, b: ShiftTimes): boolean {
  const [startA, endA] = minutesAfter(a.day, a);
  const [startB, endB] = minutesAfter(a.day, b);
  return startA < endB && startB < endA;
}

/** `day` ('YYYY-MM-DD') moved by whole days. */
export function dayPlus(day: string, days: number): string {
  const date = parseCalendarDate(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return formatIsoDate(addDays(date, days));
}
