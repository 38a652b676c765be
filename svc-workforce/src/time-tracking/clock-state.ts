/**
 * `GET /time-tracking/me` (ADR 0041): what the employee screen shows. The state and the running
 * activity, today's and this week's worked, break and planned minutes (working days of the
 * branch's country), the next shifts, this year's holiday balance, the week's warnings and the
 * break notice, with the server's clock so the screen can correct the device's.
 */
import { Op } from 'sequelize';
import {
  activityStateOf,
  addDays,
  breakDue,
  businessDateOf,
  dayWarnings,
  formatIsoDate,
  isoWeekdayOf,
  shiftInstants,
  startOfBusinessDay,
  workingTimeTotals,
  workingTimeZone,
  type WorkingTimeCountry,
} from '@theke/domain';
import type { Principal } from '@theke/server';
import { activityAnswer, activityTimesOf } from '../activities/activity-json';
import { WorkingActivity } from '../activities/activity.model';
import { Department } from '../departments/department.model';
import { workingScheduleJson } from '../schedules/working-schedule.routes';
import type { WorkingSchedule } from '../schedules/working-schedule.model';
import type { BranchCountries } from './branch-countries';
import { absenceDays, holidayBalanceOf } from './employee-planning';
import { shiftsBetween } from './planned-shifts';

const NEXT_SHIFTS = 3;
/** How far ahead the next shifts are looked for. */
const NEXT_SHIFTS_DAYS = 31;

/** A shift as the clock shows it: the planned shift with its real start and end. */
export function shiftJson(country: WorkingTimeCountry, shift: WorkingSchedule): Record<string, unknown> {
  const { start, end } = shiftInstants(country, shift);
  return { ...workingScheduleJson(shift), start: start.toISOString(), end: end.toISOString() };
}

/** The branch whose country decides the working day: the running activity's, today's shift's, else the employee's first. */
async function workingBranch(
  principal: Principal,
  live: WorkingActivity | null,
  shifts: WorkingSchedule[],
  today: string,
) {
  const departmentId =
    live?.departmentId ?? shifts.find((shift) => shift.day === today)?.departmentId ?? null;
  if (departmentId !== null) {
    const department = await Department.findByPk(departmentId, { attributes: ['branchId'] });
    if (department) return department.branchId;
  }
  return principal.branchIds[0] ?? null;
}

export async function clockState(principal: Principal, countries: BranchCountries, now: Date) {
  const userId = Number(principal.userId);
  const live = await WorkingActivity.findOne({ where: { userId, end: null } });
  // The Vienna day first to find the branch; the branch's country then decides the working days.
  const roughToday = businessDateOf(now);
  const shiftsAround = await shiftsBetween(
    userId,
    formatIsoDate(addDays(roughToday, -8)),
    formatIsoDate(addDays(roughToday, NEXT_SHIFTS_DAYS)),
  );
  const country = await countries.of(
    await workingBranch(principal, live, shiftsAround, formatIsoDate(roughToday)),
  );
  const zone = workingTimeZone(country);

  const today = businessDateOf(now, zone);
  const monday = addDays(today, 1 - isoWeekdayOf(today));
  const week = { from: formatIsoDate(monday), to: formatIsoDate(addDays(monday, 6)) };
  const day = { from: formatIsoDate(today), to: formatIsoDate(today) };
  // From the day before Monday: Monday's rest is measured from the last day worked before it.
  const stored = await WorkingActivity.findAll({
    where: {
      userId,
      [Op.or]: [
        {
          start: {
            [Op.gte]: startOfBusinessDay(addDays(monday, -1), zone),
            [Op.lt]: startOfBusinessDay(addDays(monday, 7), zone),
          },
        },
        { end: null },
      ],
    },
    order: [['start', 'ASC']],
  });
  const activities = stored.map(activityTimesOf);
  const shiftsOfWeek = shiftsAround.filter((shift) => shift.day >= week.from && shift.day <= week.to);
  const due = breakDue(country, activities, now);
  // A shift on a day of holiday or sick leave is not missed.
  const absent = await absenceDays(userId, week.from, week.to);

  return {
    user: { id: userId, username: principal.username },
    state: live ? activityStateOf(activityTimesOf(live)) : 'idle',
    workingActivity: live ? activityAnswer(live) : null,
    today: workingTimeTotals(country, activities, now, shiftsOfWeek, day),
    week: workingTimeTotals(country, activities, now, shiftsOfWeek, week),
    nextShifts: shiftsAround
      .filter((shift) => shiftInstants(country, shift).end.getTime() > now.getTime())
      .slice(0, NEXT_SHIFTS)
      .map((shift) => shiftJson(country, shift)),
    holidayBalance: await holidayBalanceOf(userId, today.year),
    warnings: dayWarnings(
      country,
      activities,
      now,
      shiftsOfWeek.filter((shift) => !absent(shift.day)),
    ).filter((warning) => warning.day >= week.from && warning.day <= week.to),
    breakDue: due && { ...due, dueAt: due.dueAt.toISOString() },
    serverTime: now.toISOString(),
  };
}
