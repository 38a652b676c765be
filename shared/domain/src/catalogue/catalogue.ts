/**
 * SPEC §4 and §5 catalogue state: the active menu, which products and
 * categories are orderable, shown disabled or hidden, and the category bar.
 */
import { DEFAULT_TIME_ZONE } from '../time/business-time';
import { CATALOGUE_RELOAD_MS } from '../constants';
import { hoursOf, isOpenAt } from '../branches/open-intervals';
import type { Category, Id, Menu, MenuProductEntry, Product, Schedule } from './types';

/** 'orderable'; 'unavailable' = shown disabled (isVisibleWhenUnavailable); 'hidden'. */
export type CatalogueItemState = 'orderable' | 'unavailable' | 'hidden';

/** A schedule (if any) is open now; no schedule or an empty one always is. */
export function isScheduleOpen(schedule: Schedule, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  if (!schedule || schedule.length === 0) return true;
  return isOpenAt(hoursOf(schedule), now, timeZone);
}

/** SPEC §4: among the branch's menus, the one with the latest availableFrom in the past. */
export function activeMenu<M extends Pick<Menu, 'availableFrom' | 'branches'>>(
  menus: readonly M[],
  branchId: Id,
  now: Date,
): M | null {
  let active: M | null = null;
  let activeFrom = Number.NEGATIVE_INFINITY;
  for (const menu of menus) {
    const from = menu.availableFrom ? Date.parse(menu.availableFrom) : Number.NaN;
    if (!menu.branches.includes(branchId) || !(from <= now.getTime()) || from <= activeFrom) continue;
    active = menu;
    activeFrom = from;
  }
  return active;
}

function stateOf(isAvailable: boolean, isVisibleWhenUnavailable: boolean): CatalogueItemState {
  if (isAvailable) return 'orderable';
  return isVisibleWhenUnavailable ? 'unavailable' : 'hidden';
}

/**
 * SPEC §5: a product is orderable only if enabled and its schedule (if any)
 * is open; its menu entry's isEnabled and schedule count the same way.
 * Otherwise hidden unless isVisibleWhenUnavailable.
 */
export function productState(
  product: Pick<Product, 'isEnabled' | 'schedule' | 'isVisibleWhenUnavailable'>,
  entry: Pick<MenuProductEntry, 'isEnabled' | 'schedule'> | null,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): CatalogueItemState {
  const isAvailable =
    product.isEnabled &&
    entry?.isEnabled !== false &&
    isScheduleOpen(product.schedule, now, timeZone) &&
    isScheduleOpen(entry?.schedule, now, timeZone);
  return stateOf(isAvailable, product.isVisibleWhenUnavailable);
}

/** SPEC §5: the same rule for categories. */
export function categoryState(
  category: Pick<Category, 'isEnabled' | 'schedule' | 'isVisibleWhenUnavailable'>,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): CatalogueItemState {
  const isAvailable = category.isEnabled && isScheduleOpen(category.schedule, now, timeZone);
  return stateOf(isAvailable, category.isVisibleWhenUnavailable);
}

export interface StoreProduct<P extends Product = Product> {
  product: P;
  /** False: shown disabled (SPEC §2 "Unavailable items are shown disabled"). */
  isOrderable: boolean;
}

export interface StoreGroup<C extends Category = Category, P extends Product = Product> {
  category: C;
  isAvailable: boolean;
  products: StoreProduct<P>[];
}

export interface StoreCatalogueInput<C extends Category, P extends Product> {
  menu: Pick<Menu, 'catalog'>;
  categories: readonly C[];
  products: readonly P[];
  now: Date;
  timeZone?: string;
}

/**
 * The product groups of the branch store page, per category of the active
 * menu, in menu order: hidden items left out, unavailable ones kept as not
 * orderable (a product of an unavailable category is not orderable either),
 * groups without a visible product left out.
 */
export function storeCatalogue<C extends Category, P extends Product>(
  input: StoreCatalogueInput<C, P>,
): StoreGroup<C, P>[] {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const groups: StoreGroup<C, P>[] = [];
  for (const entry of input.menu.catalog) {
    const category = input.categories.find((candidate) => candidate.id === entry.id);
    if (!category) continue;
    const state = categoryState(category, input.now, timeZone);
    if (state === 'hidden') continue;
    const products: StoreProduct<P>[] = [];
    for (const productEntry of entry.products) {
      const product = input.products.find((candidate) => candidate.id === productEntry.id);
      if (!product) continue;
      const productVisibility = productState(product, productEntry, input.now, timeZone);
      if (productVisibility === 'hidden') continue;
      products.push({ product, isOrderable: state === 'orderable' && productVisibility === 'orderable' });
    }
    if (products.length > 0) groups.push({ category, isAvailable: state === 'orderable', products });
  }
  return groups;
}

/** SPEC §2: the category bar lists categories with at least one non-bundle product. */
export function categoryBar<C extends Category>(groups: readonly StoreGroup<C>[]): C[] {
  return groups
    .filter((group) => group.products.some((item) => item.product.type !== 'bundle'))
    .map((group) => group.category);
}

/** Whether a product can be ordered now from the menu: listed, and both it and its category orderable. */
export function isProductOrderable<C extends Category, P extends Product>(
  productId: Id,
  input: StoreCatalogueInput<C, P>,
): boolean {
  return storeCatalogue(input).some((group) =>
    group.products.some((item) => item.product.id === productId && item.isOrderable),
  );
}

/** The enabled products a menu lists: what a stored cart is checked against (SPEC §4). */
export function activeProducts<P extends Product>(menu: Pick<Menu, 'catalog'>, products: readonly P[]): P[] {
  const listed = new Set<Id>();
  for (const entry of menu.catalog) {
    for (const productEntry of entry.products)
      if (productEntry.isEnabled !== false) listed.add(productEntry.id);
  }
  return products.filter((product) => product.isEnabled && listed.has(product.id));
}

/** SPEC §9: catalogue data reloads after 4 hours. */
export function isCatalogueStale(loadedAt: Date, now: Date): boolean {
  return now.getTime() - loadedAt.getTime() >= CATALOGUE_RELOAD_MS;
}
