/**
 * One employee's monthly time sheet (ADR 0041 "Time sheets"), computed from the month's rows by
 * the working-time rules of @theke/domain: every day of the month with planned, worked and break
 * minutes, the absence, the activities booked on it and the rules' warnings; the month's totals.
 * Pure: the rows are loaded set-based for all employees at once (sheet-rows.ts).
 */
import type { AbsenceKind } from '@theke/contracts';
import {
  activitiesByWorkingDay,
  dailyTotals,
  dayWarnings,
  workingDays,
  workingTimeTotals,
  type PlannedShift,
  type WorkingActivityTimes,
  type WorkingTimeCountry,
} from '@theke/domain';
import { weekdaysBetween } from '../holidays/weekdays';
import { daysOfMonth } from './month';

export interface Named {
  id: number;
  name: string | null;
}

export interface Employee {
  id: number;
  username: string;
}

/** An activity as the sheet lists it: its times and what it was booked on, by name. */
export interface SheetActivity extends WorkingActivityTimes {
  id: number;
  note: string | null;
  department: Named | null;
  project: Named | null;
  task: Named | null;
}

export interface SheetAbsence {
  kind: AbsenceKind;
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

export interface SheetApproval {
  by: Employee;
  at: string;
}

/** What the sheet of one employee is computed from. */
export interface EmployeeMonth {
  employee: Employee;
  country: WorkingTimeCountry;
  /** Activities starting from two days before the month on (the rest before the 1st counts). */
  activities: SheetActivity[];
  shifts: PlannedShift[];
  absences: SheetAbsence[];
  approval: SheetApproval | null;
  pendingCorrections: number;
}

export interface SheetDay {
  date: string;
  plannedMinutes: number;
  workedMinutes: number;
  breakMinutes: number;
  absence: AbsenceKind | null;
  activities: SheetActivity[];
  warnings: Array<{ code: string; message: string }>;
}

export interface SheetTotals {
  plannedMinutes: number;
  workedMinutes: number;
  breakMinutes: number;
  /** Worked minus planned. */
  differenceMinutes: number;
  /** Working days (Monday to Friday) of holiday and of sick leave inside the month. */
  holidayDays: number;
  sickDays: number;
}

export interface MonthlySheet {
  employee: Employee;
  month: string;
  country: WorkingTimeCountry;
  days: SheetDay[];
  totals: SheetTotals;
  approval: SheetApproval | null;
  pendingCorrections: number;
}

const absenceDaysOf = (absences: readonly SheetAbsence[], kind: AbsenceKind, first: string, last: string): number =>
  absences
    .filter((absence) => absence.kind === kind)
    .reduce((sum, absence) => sum + weekdaysBetween(absence.from > first ? absence.from : first, absence.to < last ? absence.to : last), 0);

export function monthlySheet(month: string, rows: EmployeeMonth, now: Date): MonthlySheet {
  const { country } = rows;
  const days = daysOfMonth(month);
  const range = { from: days[0], to: days[days.length - 1] };
  const first = range.from ?? '';
  const last = range.to ?? '';
  const absenceOn = (day: string) => rows.absences.find((absence) => absence.from <= day && day <= absence.to)?.kind ?? null;
  // A shift on a day of holiday or sick leave is neither planned work nor missed.
  const shifts = rows.shifts.filter((shift) => absenceOn(shift.day) === null);

  // The activities' working days are worked out once for the day rows, the totals and the warnings.
  const worked = workingDays(country, rows.activities, now);
  const daily = dailyTotals(country, rows.activities, now, shifts, range, worked);
  const totalsByDay = new Map(daily.map((day) => [day.day, day]));
  const activitiesByDay = activitiesByWorkingDay(country, rows.activities);
  const warningsByDay = new Map<string, SheetDay['warnings']>();
  for (const warning of dayWarnings(country, rows.activities, now, shifts, worked)) {
    warningsByDay.set(warning.day, [...(warningsByDay.get(warning.day) ?? []), { code: warning.code, message: warning.message }]);
  }

  // The shifts' real lengths are measured once, for the days: the month plans their sum.
  const totals = {
    ...workingTimeTotals(country, rows.activities, now, [], range, worked),
    plannedMinutes: daily.reduce((sum, day) => sum + day.plannedMinutes, 0),
  };
  return {
    employee: rows.employee,
    month,
    country,
    days: days.map((date) => ({
      date,
      plannedMinutes: totalsByDay.get(date)?.plannedMinutes ?? 0,
      workedMinutes: totalsByDay.get(date)?.workedMinutes ?? 0,
      breakMinutes: totalsByDay.get(date)?.breakMinutes ?? 0,
      absence: absenceOn(date),
      activities: activitiesByDay.get(date) ?? [],
      warnings: warningsByDay.get(date) ?? [],
    })),
    totals: {
      ...totals,
      differenceMinutes: totals.workedMinutes - totals.plannedMinutes,
      holidayDays: absenceDaysOf(rows.absences, 'holiday', first, last),
      sickDays: absenceDaysOf(rows.absences, 'sick', first, last),
    },
    approval: rows.approval,
    pendingCorrections: rows.pendingCorrections,
  };
}
