/**
 * The employee's planned shifts as the clock needs them: the shift planned around a start (its
 * department books an activity started without one) and the shifts of a day range.
 */
import { Op, type Transaction } from 'sequelize';
import {
  addDays,
  businessDateOf,
  EARLY_SHIFT_START_MINUTES,
  formatIsoDate,
  shiftInstants,
  workingTimeZone,
  type WorkingTimeCountry,
} from '@theke/domain';
import { Department } from '../departments/department.model';
import { WorkingSchedule } from '../schedules/working-schedule.model';

const MINUTE_MS = 60_000;

/** The employee's shifts with a day in `[fromDay, toDay]` ('YYYY-MM-DD'), in time order. */
export function shiftsBetween(
  userId: number,
  fromDay: string,
  toDay: string,
  transaction?: Transaction,
): Promise<WorkingSchedule[]> {
  return WorkingSchedule.findAll({
    where: { userId, day: { [Op.between]: [fromDay, toDay] } },
    order: [
      ['day', 'ASC'],
      ['from', 'ASC'],
    ],
    transaction,
  });
}

/**
 * The shift an activity starting at `at` belongs to: one whose start is at most an hour away
 * (clocking in early) or that is under way. Its department and the department's branch, or null.
 */
export async function plannedDepartmentAt(
  transaction: Transaction,
  userId: number,
  at: Date,
  country: WorkingTimeCountry = 'AT',
): Promise<{ departmentId: number; branchId: number | null } | null> {
  const day = businessDateOf(at, workingTimeZone(country));
  // A night shift of the day before may still be under way.
  const shifts = await shiftsBetween(
    userId,
    formatIsoDate(addDays(day, -1)),
    formatIsoDate(day),
    transaction,
  );
  const shift = shifts.find((candidate) => {
    const { start, end } = shiftInstants(country, candidate);
    return (
      start.getTime() - EARLY_SHIFT_START_MINUTES * MINUTE_MS <= at.getTime() && at.getTime() < end.getTime()
    );
  });
  if (!shift) return null;
  const department = await Department.findByPk(shift.departmentId, { attributes: ['branchId'], transaction });
  return { departmentId: shift.departmentId, branchId: department?.branchId ?? null };
}
