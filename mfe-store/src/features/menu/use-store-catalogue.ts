import { useEffect, useMemo, useState } from 'react';
import type { Branch } from '@theke/domain';
import { activeMenu, activeProducts, categoryBar, storeCatalogue } from '@theke/ui';
import { useCategories, useMenus, useProducts } from '../catalogue';

/** The wall clock, re-read every `intervalMs` so open states and schedules follow the time. */
export function useNow(intervalMs = 10_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

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
