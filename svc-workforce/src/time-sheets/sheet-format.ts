/**
 * How the exported time sheets write their values (German conventions, SPEC §9): dates
 * DD.MM.YYYY, times HH:MM in the working day's zone, hours with a decimal comma, absences and
 * months by their German names.
 */
import { ABSENCE_KIND_OPTIONS, type AbsenceKind } from '@theke/contracts';
import {
  formatCalendarDate,
  formatTime,
  MONTH_NAMES,
  parseCalendarDate,
  WEEKDAY_SHORT_NAMES,
  isoWeekdayOf,
} from '@theke/domain';
import type { SheetDay } from './monthly-sheet';

/** Minutes as hours with two decimals and a decimal comma: 450 → '7,50', -90 → '-1,50'. */
export function hoursText(minutes: number): string {
  const hundredths = Math.round((Math.abs(minutes) / 60) * 100);
  const text = `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
  return minutes < 0 && hundredths > 0 ? `-${text}` : text;
}

/** Hours with their sign, for a difference: '+1,50', '-0,25', '0,00'. */
export const signedHoursText = (minutes: number): string => (minutes > 0 ? `+${hoursText(minutes)}` : hoursText(minutes));

function calendarDate(day: string) {
  const date = parseCalendarDate(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return date;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export const dateText = (day: string): string => formatCalendarDate(calendarDate(day));

/** 'YYYY-MM-DD' → 'Mo' … 'So'. */
export const weekdayText = (day: string): string => WEEKDAY_SHORT_NAMES[isoWeekdayOf(calendarDate(day)) - 1] ?? '';

/** An instant's HH:MM in the zone of the sheet's country. */
export const clockText = (iso: string, timeZone: string): string => formatTime(new Date(iso), timeZone);

/** 'YYYY-MM' → 'November 2026'. */
export function monthText(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[monthNumber - 1]} ${year}`;
}

/** 'Urlaub', 'Krankenstand', 'Sonstiges' as the absences' form names them. */
export const absenceText = (kind: AbsenceKind | null): string =>
  kind === null ? '' : (ABSENCE_KIND_OPTIONS.find((option) => option.value === kind)?.label ?? kind);

/** Working days of absence: '1 Tag', '2,5 Tage'. */
export const daysText = (days: number): string => `${String(days).replace('.', ',')} ${days === 1 ? 'Tag' : 'Tage'}`;

/** First start and last end of a day's work; the end is empty while an activity still runs. */
export function dayTimes(day: SheetDay, timeZone: string): [string, string] {
  const [first] = day.activities;
  if (!first) return ['', ''];
  const open = day.activities.some((activity) => activity.end === null);
  const lastEnd = day.activities.reduce((latest, activity) => (activity.end && activity.end > latest ? activity.end : latest), first.start);
  return [clockText(first.start, timeZone), open ? '' : clockText(lastEnd, timeZone)];
}

/** A warning as a table cell: its message up to the colon ('Pause zu kurz'), the detail below the table. */
export const warningLabel = (message: string): string => message.split(':')[0]?.replace(/\.$/, '') ?? message;
