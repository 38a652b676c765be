import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { Outbox } from '@theke/server';
import { recordCatalogChange } from '../catalog-changed';
import { Menu, type MenuCatalogEntry } from './menu.model';

/** Rewrites every menu matching `where` with `change`, announcing each one. */
async function rewriteMenus(
  where: WhereOptions,
  change: (menu: Menu) => Partial<Pick<Menu, 'branches' | 'catalog'>>,
  outbox: Outbox,
  transaction: Transaction,
): Promise<void> {
  const menus = await Menu.findAll({ where, transaction, lock: transaction.LOCK.UPDATE });
  for (const menu of menus) {
    await menu.update(change(menu), { transaction });
    await recordCatalogChange(outbox, transaction, { entity: 'menu', verb: 'updated', id: menu.id });
  }
}

export function removeBranchFromMenus(
  branchId: number,
  outbox: Outbox,
  transaction: Transaction,
): Promise<void> {
  return rewriteMenus(
    { branches: { [Op.contains]: [branchId] } },
    (menu) => ({ branches: menu.branches.filter((id) => id !== branchId) }),
    outbox,
    transaction,
  );
}

export function removeCategoryFromMenus(
  categoryId: number,
  outbox: Outbox,
  transaction: Transaction,
): Promise<void> {
  return rewriteMenus(
    { catalog: { [Op.contains]: [{ id: categoryId }] } },
    (menu) => ({ catalog: menu.catalog.filter((entry) => entry.id !== categoryId) }),
    outbox,
    transaction,
  );
}

export function removeProductFromMenus(
  productId: number,
  outbox: Outbox,
  transaction: Transaction,
): Promise<void> {
  const withoutProduct = (entry: MenuCatalogEntry): MenuCatalogEntry => ({
    ...entry,
    products: entry.products.filter((product) => product.id !== productId),
  });
  return rewriteMenus(
    { catalog: { [Op.contains]: [{ products: [{ id: productId }] }] } },
    (menu) => ({ catalog: menu.catalog.map(withoutProduct) }),
    outbox,
    transaction,
  );
}
