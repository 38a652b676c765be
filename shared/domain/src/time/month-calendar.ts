/** SPEC §2 date picker: a month calendar with ISO week numbers and Monday-first rows. */
import { addDays, isoWeekdayOf, isoWeekOf, type CalendarDate } from './business-time';

export interface CalendarWeek {
  /** ISO week number shown beside the row. */
  week: number;
  isoYear: number;
  /** Monday to Sunday; leading and trailing days belong to the neighbouring months. */
  days: CalendarDate[];
}

export function monthCalendar(year: number, month: number): CalendarWeek[] {
  const first = { year, month, day: 1 };
  let monday = addDays(first, 1 - isoWeekdayOf(first));
  const weeks: CalendarWeek[] = [];
  do {
    const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
    const { isoYear, week } = isoWeekOf(monday);
    weeks.push({ week, isoYear, days });
    monday = addDays(monday, 7);
  } while (monday.month === month && monday.year === year);
  return weeks;
}

/** The month after (delta 1) or before (delta -1) a month, as year and month. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
