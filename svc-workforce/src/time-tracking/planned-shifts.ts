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
  type PlannedShift,
  type WorkingTimeCountry,
} from '@theke/domain';
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

/** The days whose shifts can be under way at `at`: its own and the day before (a night shift). */
export function shiftDaysAround(at: Date, country: WorkingTimeCountry = 'AT'): { from: string; to: string } {
  const day = businessDateOf(at, workingTimeZone(country));
  return { from: formatIsoDate(addDays(day, -1)), to: formatIsoDate(day) };
}

/**
 * The shift an activity starting at `at` belongs to, of the shifts of `shiftDaysAround`: one whose
 * start is at most an hour away (clocking in early) or that is under way.
 */
export function shiftAround<Shift extends PlannedShift>(
  shifts: readonly Shift[],
  at: Date,
  country: WorkingTimeCountry = 'AT',
): Shift | null {
  const shift = shifts.find((candidate) => {
    const { start, end } = shiftInstants(country, candidate);
    return (
      start.getTime() - EARLY_SHIFT_START_MINUTES * MINUTE_MS <= at.getTime() && at.getTime() < end.getTime()
    );
  });
  return shift ?? null;
}
