import type { Sequelize, Transaction } from 'sequelize';
import { lockEmployee } from '../employees/employee-rows';

/**
 * Serialises every change of one employee's recorded time (clock actions, corrections, approvals,
 * a month's approval) until `transaction` ends: two concurrent `start` see each other's activity,
 * and an overlap check cannot miss a row committed meanwhile. The partial unique index on open
 * activities stays as the database's own guard.
 */
export function lockEmployeeTime(
  sequelize: Sequelize,
  transaction: Transaction,
  userId: number,
): Promise<void> {
  return lockEmployee(sequelize, transaction, 'working-time', userId);
}
