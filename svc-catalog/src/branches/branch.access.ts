import { isDeepStrictEqual } from 'node:util';
import { AppError, Forbidden, ROLE_ADMIN, type Principal } from '@theke/server';
import type { Branch } from './branch.model';

/**
 * What an employee may change on their own branch: the day-to-day operation (hours, the closed
 * notice, which order types are offered right now). Everything else (name, address, delivery
 * areas and fees, payment flags, the API key) is for administrators.
 */
export const EMPLOYEE_EDITABLE_BRANCH_FIELDS: ReadonlySet<string> = new Set([
  'openingHours',
  'deliveryHours',
  'isDeliveryHoursEnabled',
  'closedMessage',
  'isDeliveryEnabled',
  'isTakeawayEnabled',
  'isDineInEnabled',
  'isPreorderEnabled',
]);

/** '' and null both mean "no value" in a form. */
const comparable = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * Employees may send the whole branch back (as the back-office form does) as long as the fields
 * reserved for administrators keep their stored values; changing one is refused with its field.
 */
export function assertEmployeeMayUpdate(
  principal: Principal,
  existing: Branch,
  values: Record<string, unknown>,
): void {
  if (principal.roles.includes(ROLE_ADMIN)) return;
  for (const [field, value] of Object.entries(values)) {
    if (EMPLOYEE_EDITABLE_BRANCH_FIELDS.has(field)) continue;
    if (isDeepStrictEqual(comparable(value), comparable(existing.get(field)))) continue;
    throw new AppError(403, [{ message: new Forbidden().message, field, code: 'forbidden' }]);
  }
}
