/**
 * An approved month is closed (ADR 0041 "Time sheets"): its recorded times take no correction
 * until the approval is withdrawn, and a month with pending correction requests cannot be
 * approved. Both sides hold the employee's time lock, so an approval and a correction of the same
 * employee never pass their checks at the same time.
 */
import { Op, type Sequelize, type Transaction } from 'sequelize';
import { Conflict } from '@theke/server';
import { WorkingActivityCorrection } from '../activities/activity.model';
import { lockEmployeeTime } from '../activities/employee-lock';
import { monthOfInstant } from './month';
import { TimeSheetApproval } from './time-sheet-approval.model';
import { TIME_SHEET_MESSAGES } from './time-sheet-messages';

/** Times of an activity as a correction names them (before or after); null where there are none. */
type Times = { start: string | Date } | null | undefined;

/** The months ('YYYY-MM') the activities with these times are booked in. */
export function monthsOf(times: readonly Times[]): string[] {
  return [...new Set(times.flatMap((entry) => (entry ? [monthOfInstant(entry.start)] : [])))];
}

/**
 * Refuses (409, German) a change of an employee's recorded time whose times before or after lie
 * in an approved month. Called by the corrections (activities/activity-corrections.ts) inside
 * their transaction; takes the employee's time lock, as the approval does.
 */
export async function assertMonthsOpen(
  sequelize: Sequelize,
  transaction: Transaction,
  userId: number,
  times: readonly Times[],
): Promise<void> {
  const months = monthsOf(times);
  if (months.length === 0) return;
  await lockEmployeeTime(sequelize, transaction, userId);
  const approved = await TimeSheetApproval.count({ where: { userId, month: months }, transaction });
  if (approved > 0) throw new Conflict(TIME_SHEET_MESSAGES.monthApproved, 'month', 'month_approved');
}

/** Pending correction requests per employee and month: `counts.get(userId)?.get('2026-11')`. */
export async function pendingCorrectionCounts(
  userIds: readonly number[] | null,
  transaction?: Transaction,
): Promise<Map<number, Map<string, number>>> {
  const pending = await WorkingActivityCorrection.findAll({
    where: { state: 'pending', ...(userIds === null ? {} : { userId: { [Op.in]: [...userIds] } }) },
    attributes: ['userId', 'before', 'after'],
    transaction,
  });
  const counts = new Map<number, Map<string, number>>();
  for (const correction of pending) {
    const byMonth = counts.get(correction.userId) ?? new Map<string, number>();
    counts.set(correction.userId, byMonth);
    for (const month of monthsOf([correction.before, correction.after])) byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
  }
  return counts;
}
