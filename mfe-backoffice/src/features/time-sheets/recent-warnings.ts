import { addDays, formatIsoDate, parseCalendarDate } from '@theke/domain';
import { addMonths, monthOf, type Month, type MonthlySheet } from './month-sheet';

/** How far back the dashboard looks for working-time warnings (issue 21: shown on the dashboard). */
export const RECENT_WARNING_DAYS = 7;

export interface RecentWarning {
  employee: { id: number; username: string };
  /** 'YYYY-MM-DD'. */
  day: string;
  message: string;
}

/** The months the last `RECENT_WARNING_DAYS` business days up to `today` fall in: one or two. */
export function recentMonths(today: string): Month[] {
  const last = parseCalendarDate(today);
  if (!last) return [];
  const first = addDays(last, -(RECENT_WARNING_DAYS - 1));
  const current = monthOf(last);
  return first.month === last.month ? [current] : [addMonths(current, -1), current];
}

/**
 * The rules' warnings (breaks, daily maximum, rest, missed shifts) of the last days up to today,
 * newest day first, from the monthly sheets the caller may read (an employee: their own).
 */
export function recentWarnings(sheets: readonly MonthlySheet[], today: string): RecentWarning[] {
  const last = parseCalendarDate(today);
  if (!last) return [];
  const from = formatIsoDate(addDays(last, -(RECENT_WARNING_DAYS - 1)));
  return sheets
    .flatMap((sheet) =>
      sheet.days
        .filter((day) => day.date >= from && day.date <= today)
        .flatMap((day) => day.warnings.map((warning) => ({ employee: sheet.employee, day: day.date, message: warning.message }))),
    )
    .sort((a, b) => b.day.localeCompare(a.day) || a.employee.username.localeCompare(b.employee.username));
}
