/**
 * Working days of an absence: Monday to Friday. Public holidays are not subtracted (they differ by
 * country and Austrian state and no calendar of them is kept yet): a holiday over Easter Monday
 * counts that day, and an administrator shortens the absence or corrects the balance by hand.
 */
import { addDays, daysBetween, isoWeekdayOf, parseCalendarDate } from '@theke/domain';

function dateOf(day: string) {
  const date = parseCalendarDate(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return date;
}

/** Monday to Friday from `from` to `to` ('YYYY-MM-DD', both counted); 0 when `to` is before `from`. */
export function weekdaysBetween(from: string, to: string): number {
  const start = dateOf(from);
  const length = daysBetween(start, dateOf(to)) + 1;
  if (length <= 0) return 0;
  const fullWeeks = Math.floor(length / 7);
  let days = fullWeeks * 5;
  for (let index = fullWeeks * 7; index < length; index++) if (isoWeekdayOf(addDays(start, index)) <= 5) days++;
  return days;
}

/** The part of `from`..`to` inside `year`, as working days. */
export function weekdaysInYear(from: string, to: string, year: number): number {
  const first = `${String(year).padStart(4, '0')}-01-01`;
  const last = `${String(year).padStart(4, '0')}-12-31`;
  return weekdaysBetween(from > first ? from : first, to < last ? to : last);
}
