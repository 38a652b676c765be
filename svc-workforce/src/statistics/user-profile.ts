/**
 * An employee's working time over a range of days (ADR 0043 "user-profile"): the domain's
 * working-time totals of their activities and shifts, in the rules of their branch's country as
 * the time sheets choose it (the first activity's department, else the first shift's; AT without).
 */
import { Op } from 'sequelize';
import {
  addDays,
  dailyTotals,
  DEFAULT_WORKING_TIME_COUNTRY,
  formatIsoDate,
  parseCalendarDate,
  plannedShiftMinutes,
  shiftInstants,
  workingDayOf,
  workingTimeTotals,
  type CalendarDate,
  type DayTotals,
  type PlannedShift,
  type WorkingActivityTimes,
  type WorkingTimeCountry,
} from '@theke/domain';
import { activityTimesOf } from '../activities/activity-json';
import { WorkingActivity } from '../activities/activity.model';
import { Department } from '../departments/department.model';
import { WorkingSchedule } from '../schedules/working-schedule.model';
import type { BranchCountries } from '../time-tracking/branch-countries';

export interface ProfileRange {
  /** Days `YYYY-MM-DD`, both included. */
  start: string;
  end: string;
}

export interface EmployeeTime {
  employee: { id: number; username: string | null };
  country: WorkingTimeCountry;
  activities: WorkingActivityTimes[];
  shifts: PlannedShift[];
}

/** The day `days` after a day the range has validated. */
const dayAfter = (day: string, days: number) =>
  formatIsoDate(addDays(parseCalendarDate(day) as CalendarDate, days));

/**
 * The employee's activities and shifts of the range. Activities are read a day wider on each side
 * (a working day is the country's local day of the start); the totals pick the range's days.
 */
export async function loadEmployeeTime(
  userId: number,
  knownName: string | null,
  range: ProfileRange,
  countries: BranchCountries,
): Promise<EmployeeTime> {
  const [activities, shifts] = await Promise.all([
    WorkingActivity.findAll({
      where: {
        userId,
        start: {
          [Op.gte]: new Date(`${dayAfter(range.start, -1)}T00:00:00Z`),
          [Op.lt]: new Date(`${dayAfter(range.end, 2)}T00:00:00Z`),
        },
      },
      order: [['start', 'ASC']],
    }),
    WorkingSchedule.findAll({
      where: { userId, day: { [Op.between]: [range.start, range.end] } },
      order: [
        ['day', 'ASC'],
        ['from', 'ASC'],
      ],
    }),
  ]);
  const departmentId =
    activities.find((row) => row.departmentId !== null)?.departmentId ?? shifts[0]?.departmentId;
  const department = departmentId
    ? await Department.findByPk(departmentId, { attributes: ['branchId'] })
    : null;
  const country = department ? await countries.of(department.branchId) : DEFAULT_WORKING_TIME_COUNTRY;
  const username =
    knownName ?? activities[activities.length - 1]?.username ?? shifts[shifts.length - 1]?.username ?? null;
  return {
    employee: { id: userId, username },
    country,
    activities: activities.map(activityTimesOf),
    shifts: shifts.map((shift) => ({
      day: shift.day,
      from: shift.from,
      to: shift.to,
      plannedBreakMinutes: shift.plannedBreakMinutes,
    })),
  };
}

/** Planned minutes due by `now`: ended shifts in full, a shift under way up to `now`. */
function plannedUntil(country: WorkingTimeCountry, shifts: readonly PlannedShift[], now: Date): number {
  return shifts.reduce((sum, shift) => {
    const { start, end } = shiftInstants(country, shift);
    if (start >= now) return sum;
    const planned = plannedShiftMinutes(country, shift);
    return (
      sum + (end <= now ? planned : Math.min(planned, Math.floor((now.getTime() - start.getTime()) / 60_000)))
    );
  }, 0);
}

/** The activity as it stood at `now`: later pauses and a later end are not known yet then. */
function asOf(activity: WorkingActivityTimes, now: Date): WorkingActivityTimes | null {
  const before = (iso: string | null) => iso !== null && Date.parse(iso) <= now.getTime();
  if (!before(activity.start)) return null;
  if (before(activity.end)) return activity;
  return {
    start: activity.start,
    end: null,
    pauses: activity.pauses
      .filter((pause) => before(pause.start))
      .map((pause) => (before(pause.end) ? pause : { start: pause.start, end: null })),
  };
}

/** `/statistics/user-profile`: planned and worked minutes of the range, and both up to `now`. */
export function userProfile(time: EmployeeTime, range: ProfileRange, now: Date) {
  const days = { from: range.start, to: range.end };
  const all = workingTimeTotals(time.country, time.activities, now, time.shifts, days);
  const today = workingDayOf(time.country, now);
  const untilNow = workingTimeTotals(
    time.country,
    time.activities.flatMap((activity) => asOf(activity, now) ?? []),
    now,
    [],
    { from: range.start, to: today < range.end ? today : range.end },
  );
  const plannedUntilNowMinutes = plannedUntil(time.country, time.shifts, now);
  return {
    employee: time.employee,
    plannedMinutes: all.plannedMinutes,
    workedMinutes: all.workedMinutes,
    workedUntilNowMinutes: untilNow.workedMinutes,
    plannedUntilNowMinutes,
    overtimeMinutes: untilNow.workedMinutes - plannedUntilNowMinutes,
  };
}

/** Every day of the range with its worked and planned minutes (zero on a day without either). */
export function profileDays(time: EmployeeTime, range: ProfileRange, now: Date): DayTotals[] {
  const rows = new Map(
    dailyTotals(time.country, time.activities, now, time.shifts, { from: range.start, to: range.end }).map(
      (row) => [row.day, row],
    ),
  );
  const days: DayTotals[] = [];
  for (let day = range.start; day <= range.end; day = dayAfter(day, 1))
    days.push(rows.get(day) ?? { day, workedMinutes: 0, breakMinutes: 0, plannedMinutes: 0 });
  return days;
}
