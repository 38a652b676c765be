/**
 * The date range of the statistics screen (ADR 0043): presets over the business zone's days, a
 * custom range of two days, and the previous period of the same length for the comparison.
 */
import { addDays, daysBetween, formatIsoDate, parseCalendarDate, type CalendarDate } from '@theke/domain';

export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'thisYear',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Days `YYYY-MM-DD` of the business zone, both included (the API's `from` and `to`). */
export interface DayRange {
  from: string;
  to: string;
}

const iso = formatIsoDate;

/** The range a preset means on `today`; 'custom' keeps the range given. */
export function presetRange(preset: RangePreset, today: CalendarDate, custom?: DayRange): DayRange {
  switch (preset) {
    case 'today':
      return { from: iso(today), to: iso(today) };
    case 'yesterday':
      return { from: iso(addDays(today, -1)), to: iso(addDays(today, -1)) };
    case 'last7':
      return { from: iso(addDays(today, -6)), to: iso(today) };
    case 'last30':
      return { from: iso(addDays(today, -29)), to: iso(today) };
    case 'thisMonth':
      return { from: iso({ ...today, day: 1 }), to: iso(today) };
    case 'thisYear':
      return { from: iso({ year: today.year, month: 1, day: 1 }), to: iso(today) };
    case 'custom':
      return custom ?? { from: iso(today), to: iso(today) };
  }
}

/** The number of days of a valid range, or null when a day is malformed or `to` lies before `from`. */
export function rangeDays(range: DayRange): number | null {
  const from = parseCalendarDate(range.from);
  const to = parseCalendarDate(range.to);
  if (!from || !to) return null;
  const days = daysBetween(from, to) + 1;
  return days >= 1 ? days : null;
}

/** The period of the same length right before the range (compared with it). */
export function previousRange(range: DayRange): DayRange {
  const from = parseCalendarDate(range.from) as CalendarDate;
  const days = rangeDays(range) ?? 1;
  return { from: iso(addDays(from, -days)), to: iso(addDays(from, -1)) };
}
