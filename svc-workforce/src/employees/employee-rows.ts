/**
 * Rows that belong to an employee (ADR 0041): a planned shift, a holiday balance, an absence. The
 * employee is the gateway's user, stored as `userId` and `username`, spoken as `employee: {id,
 * username}`. Employees see only their own rows; administrators all (the kit's `ownRowsWhere`).
 */
import { Sequelize, type Transaction, type WhereOptions } from 'sequelize';
import { entityId, type Principal, type QueryFilter } from '@theke/server';

/** `?employee=<user id>`. */
export const employeeFilter: QueryFilter = { schema: entityId(), where: (userId) => ({ userId }) };

/** The caller's own rows. */
export const ownEmployeeRows = (principal: Principal): WhereOptions => ({ userId: principal.userId });

/**
 * Serialises the writes of one kind (shifts, absences) of one employee until commit, so two
 * concurrent saves cannot both pass an overlap check that each made before the other's insert.
 */
export async function lockEmployee(
  sequelize: Sequelize,
  transaction: Transaction,
  kind: string,
  userId: number,
): Promise<void> {
  await sequelize.query(LOCK_EMPLOYEE_SQL, { replacements: employeeLockReplacements(kind, userId), transaction });
}

/** The lock statement of `lockEmployee` (replacements `:kind`, `:userId`), for callers that send more after it. */
export const LOCK_EMPLOYEE_SQL = 'SELECT pg_advisory_xact_lock(hashtext(:kind), :userId)';

export const employeeLockReplacements = (kind: string, userId: number) => ({ kind: `workforce ${kind}`, userId });
