import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { employeeLockReplacements, lockEmployee, LOCK_EMPLOYEE_SQL } from '../employees/employee-rows';

const KIND = 'working-time';

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
  return lockEmployee(sequelize, transaction, KIND, userId);
}

/**
 * `lockEmployeeTime`, then the one-row `select`, in one round trip: two statements of one query
 * text. Each statement of a READ COMMITTED transaction takes its own snapshot, so the select sees
 * everything committed before the lock was granted, as it would after a separate lock call.
 * The select's replacements must not name `:kind`; `:userId` is the employee's.
 */
export async function lockEmployeeTimeThenRead<Row extends object>(
  sequelize: Sequelize,
  transaction: Transaction,
  userId: number,
  select: string,
  replacements: Record<string, unknown>,
): Promise<Row> {
  const rows = await sequelize.query<Row>(`${LOCK_EMPLOYEE_SQL}; ${select}`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, ...employeeLockReplacements(KIND, userId) },
    transaction,
  });
  // Sequelize joins the rows of both statements: the lock's row first, then the select's.
  const row = rows[1];
  if (rows.length !== 2 || !row) throw new Error(`expected the lock's row and one row, got ${rows.length}`);
  return row;
}
