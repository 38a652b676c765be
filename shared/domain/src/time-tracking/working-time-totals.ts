/**
 * The figures the employee screen, the planner and the monthly timesheet show: worked and break
 * minutes per working day and over a range of days, against the planned minutes of the shifts.
 */
import { plannedShiftMinutes, type PlannedShift } from './shifts';
import { workingDays, type WorkingDay } from './working-days';
import type { WorkingTimeCountry } from './working-time-country';
import { wholeMinutes } from './durations';
import { intervalsDurationMs, type WorkingActivityTimes } from './worked-intervals';

export interface WorkingTimeTotals {
  workedMinutes: number;
  breakMinutes: number;
  plannedMinutes: number;
}

export interface DayTotals extends WorkingTimeTotals {
  /** 'YYYY-MM-DD'. */
  day: string;
}

/** Days 'YYYY-MM-DD', both ends included; either end may be left open. */
export interface DayRange {
  from?: string;
  to?: string;
}

const inRange = (day: string, range: DayRange): boolean =>
  (range.from === undefined || day >= range.from) && (range.to === undefined || day <= range.to);

/** Planned minutes of the shifts whose day lies in the range. */
export function plannedMinutes(
  country: WorkingTimeCountry,
  shifts: readonly PlannedShift[],
  range: DayRange = {},
): number {
  return shifts
    .filter((shift) => inRange(shift.day, range))
    .reduce((sum, shift) => sum + plannedShiftMinutes(country, shift), 0);
}

/**
 * One row per day with work or a shift, in calendar order (the timesheet's lines). `days`: these
 * activities' working days, when the caller has them already (a time sheet's rows, totals and
 * warnings all read the same month).
 */
export function dailyTotals(
  country: WorkingTimeCountry,
  activities: readonly WorkingActivityTimes[],
  now: Date,
  shifts: readonly PlannedShift[] = [],
  range: DayRange = {},
  days: readonly WorkingDay[] = workingDays(country, activities, now),
): DayTotals[] {
  const rows = new Map<string, DayTotals>();
  const row = (day: string): DayTotals => {
    const existing = rows.get(day) ?? { day, workedMinutes: 0, breakMinutes: 0, plannedMinutes: 0 };
    rows.set(day, existing);
    return existing;
  };
  for (const day of days) {
    if (!inRange(day.day, range)) continue;
    Object.assign(row(day.day), { workedMinutes: day.workedMinutes, breakMinutes: day.breakMinutes });
  }
  for (const shift of shifts) {
    if (inRange(shift.day, range)) row(shift.day).plannedMinutes += plannedShiftMinutes(country, shift);
  }
  return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Totals over the working days in a range (today, a week, a month); minutes are summed before
 * rounding. `days` as for dailyTotals.
 */
export function workingTimeTotals(
  country: WorkingTimeCountry,
  activities: readonly WorkingActivityTimes[],
  now: Date,
  shifts: readonly PlannedShift[] = [],
  range: DayRange = {},
  days: readonly WorkingDay[] = workingDays(country, activities, now),
): WorkingTimeTotals {
  const inside = days.filter((day) => inRange(day.day, range));
  return {
    workedMinutes: wholeMinutes(inside.reduce((sum, day) => sum + intervalsDurationMs(day.intervals), 0)),
    breakMinutes: wholeMinutes(inside.reduce((sum, day) => sum + intervalsDurationMs(day.breaks), 0)),
    plannedMinutes: plannedMinutes(country, shifts, range),
  };
}
