import { useMemo } from 'react';
import type { Branch } from '@theke/domain';
import { activeMenu, activeProducts, categoryBar, storeCatalogue } from '@theke/ui';
import { useCategories, useMenus, useProducts } from '../catalogue';

/** The store's clock: schedules and the order-ahead slots move by the minute, so it is read every 10 s. */
export const STORE_CLOCK_MS = 10_000;

/** The branch's active menu as product groups, the category bar and the products a stored cart is checked against. */
export function useStoreCatalogue(branch: Branch | null, now: Date, timeZone: string) {
  const { data: menus } = useMenus();
  const { data: categories } = useCategories();
  const { data: products } = useProducts();
  return useMemo(() => {
    if (!branch || !menus || !categories || !products) return null;
    const menu = activeMenu(menus, branch.id, now);
    if (!menu) return { groups: [], bar: [], active: [] };
    const groups = storeCatalogue({ menu, categories, products, now, timeZone });
    return { groups, bar: categoryBar(groups), active: activeProducts(menu, products) };
  }, [branch, menus, categories, products, now, timeZone]);
}
