/**
 * Issue 19: an employee may mark a product of their branches as sold out or available again
 * (`isEnabled`), nothing else. Products belong to no branch; "of their branches" means listed in
 * a menu of one of the employee's branches. Everything else about a product is for administrators.
 */
import { isDeepStrictEqual } from 'node:util';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { AppError, Forbidden, ROLE_ADMIN, type Principal } from '@theke/server';
import { Menu } from '../menus/menu.model';

export const EMPLOYEE_EDITABLE_PRODUCT_FIELDS: ReadonlySet<string> = new Set(['isEnabled']);

/** '' and null both mean "no value" in a form. */
const comparable = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Is the product in the catalog of a menu of one of these branches? */
export async function isInMenusOfBranches(
  productId: number,
  branchIds: readonly number[],
  transaction?: Transaction,
): Promise<boolean> {
  if (branchIds.length === 0) return false;
  // JSONB containment: a catalog entry listing the product, in a menu listing one of the branches.
  const where: WhereOptions = {
    catalog: { [Op.contains]: [{ products: [{ id: productId }] }] },
    [Op.or]: branchIds.map((branchId) => ({ branches: { [Op.contains]: [branchId] } })),
  };
  const menu = await Menu.findOne({ attributes: ['id'], where, transaction });
  return menu !== null;
}

/**
 * Employees may send fields back unchanged (a whole product, as a form would); changing any field
 * but availability is refused with that field, and so is any change to a product outside their
 * branches' menus.
 */
export async function assertEmployeeMayUpdateProduct(
  principal: Principal,
  stored: Record<string, unknown> & { id: number },
  values: Record<string, unknown>,
  transaction: Transaction,
): Promise<void> {
  if (principal.roles.includes(ROLE_ADMIN)) return;
  for (const [field, value] of Object.entries(values)) {
    if (EMPLOYEE_EDITABLE_PRODUCT_FIELDS.has(field)) continue;
    if (isDeepStrictEqual(comparable(value), comparable(stored[field]))) continue;
    throw new AppError(403, [{ message: new Forbidden().message, field, code: 'forbidden' }]);
  }
  if (!(await isInMenusOfBranches(stored.id, principal.branchIds, transaction))) throw new Forbidden();
}
