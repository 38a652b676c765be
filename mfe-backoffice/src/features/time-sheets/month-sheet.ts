/**
 * The monthly timesheet's logic without React: which month is shown, the sheet's days as table
 * rows (every day of the month, with the activities booked on it for corrections),
 * durations as payroll reads them ('7:30'), and the export links. The figures and warnings are
 * the server's (ADR 0041 `GET /time-sheets/monthly`, computed by @theke/domain's rules).
 */
import { ABSENCE_KIND_OPTIONS } from '@theke/contracts';
import {
  addDays,
  businessDateOf,
  DEFAULT_TIME_ZONE,
  formatCalendarDate,
  formatIsoDate,
  formatTime,
  isoWeekdayOf,
  monthName,
  shiftMonth,
  WEEKDAY_SHORT_NAMES,
  type CalendarDate,
} from '@theke/domain';

export interface Month {
  year: number;
  /** 1-12. */
  month: number;
}

export interface ActivityTimes {
  start: string;
  end: string | null;
  pauses?: readonly { start: string; end: string | null }[];
  note?: string | null;
}

/** A recorded activity as the sheet lists it on its working day. */
export interface Activity extends ActivityTimes {
  id: number;
}

export interface SheetDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  plannedMinutes: number;
  workedMinutes: number;
  breakMinutes: number;
  /** 'holiday', 'sick', 'other' or none. */
  absence: string | null;
  activities: readonly Activity[];
  warnings: readonly { code: string; message: string }[];
}

export interface Totals {
  workedMinutes: number;
  breakMinutes: number;
  plannedMinutes: number;
}

/** One employee's month (ADR 0041 `GET /time-sheets/monthly`, one entry per employee). */
export interface MonthlySheet {
  employee: { id: number; username: string };
  month: string;
  days: readonly SheetDay[];
  totals: Totals & { differenceMinutes?: number };
  approval: { by: { id: number; username: string | null }; at: string } | null;
  pendingCorrections?: number;
}

export interface SheetRow {
  day: string;
  /** 'Di 01.04.2025'. */
  label: string;
  weekend: boolean;
  plannedMinutes: number;
  workedMinutes: number;
  breakMinutes: number;
  absence: string | null;
  warnings: string[];
  activities: readonly Activity[];
}

export const NO_TOTALS: Totals = { workedMinutes: 0, breakMinutes: 0, plannedMinutes: 0 };

// ---- the month ----

export const monthOf = (date: CalendarDate): Month => ({ year: date.year, month: date.month });

/** This month in the business time zone. */
export const currentMonth = (now: Date, timeZone: string = DEFAULT_TIME_ZONE): Month => monthOf(businessDateOf(now, timeZone));

export const addMonths = (month: Month, delta: number): Month => shiftMonth(month.year, month.month, delta);

/** 'YYYY-MM' as the API takes it. */
export const monthParam = (month: Month): string => `${month.year}-${String(month.month).padStart(2, '0')}`;

/** 'April 2025'. */
export const monthLabel = (month: Month): string => `${monthName(month.month)} ${month.year}`;

/** Every day of the month, the first first. */
export function daysOfMonth(month: Month): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day: CalendarDate = { ...month, day: 1 }; day.month === month.month; day = addDays(day, 1)) days.push(day);
  return days;
}

// ---- the rows ----

const absenceLabel = (kind: string): string => ABSENCE_KIND_OPTIONS.find((option) => option.value === kind)?.label ?? kind;

/**
 * Every day of the month as a row: the sheet's figures where it has the day, none elsewhere (a
 * month without any recorded time has no sheet at all).
 */
export function sheetRows(month: Month, sheet: MonthlySheet | undefined): SheetRow[] {
  const byDay = new Map((sheet?.days ?? []).map((day) => [day.date, day]));
  return daysOfMonth(month).map((date) => {
    const iso = formatIsoDate(date);
    const day = byDay.get(iso);
    const weekday = isoWeekdayOf(date);
    return {
      day: iso,
      label: `${WEEKDAY_SHORT_NAMES[weekday - 1] ?? ''} ${formatCalendarDate(date)}`,
      weekend: weekday >= 6,
      plannedMinutes: day?.plannedMinutes ?? 0,
      workedMinutes: day?.workedMinutes ?? 0,
      breakMinutes: day?.breakMinutes ?? 0,
      absence: day?.absence ? absenceLabel(day.absence) : null,
      warnings: (day?.warnings ?? []).map((warning) => warning.message),
      activities: day?.activities ?? [],
    };
  });
}

/** '08:00–12:30' of recorded times, a running one '08:00–läuft'; the end's date when it is another day. */
export function activityTimesText(times: ActivityTimes, runningText: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const start = new Date(times.start);
  if (times.end === null) return `${formatTime(start, timeZone)}–${runningText}`;
  const end = new Date(times.end);
  const sameDay = formatIsoDate(businessDateOf(start, timeZone)) === formatIsoDate(businessDateOf(end, timeZone));
  const endText = sameDay ? formatTime(end, timeZone) : `${formatCalendarDate(businessDateOf(end, timeZone))} ${formatTime(end, timeZone)}`;
  return `${formatTime(start, timeZone)}–${endText}`;
}

// ---- exports ----

/** The export links (ADR 0041): one employee's month as CSV or PDF, downloaded with the session. */
export function exportUrl(format: 'csv' | 'pdf', month: Month, employeeId: number): string {
  return `/api/time-sheets/monthly.${format}?${new URLSearchParams({ month: monthParam(month), employee: String(employeeId) }).toString()}`;
}
