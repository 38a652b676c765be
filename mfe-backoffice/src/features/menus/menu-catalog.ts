/**
 * The menu catalogue editor's logic, without React: SPEC §3 `catalog` is categories in display
 * order, each with its products (id, isEnabled, schedule). Drag and drop and the move buttons both
 * end here, as a move from one place to another; a category or product is listed once per
 * place (the server refuses duplicates), so a move that would list one twice changes nothing.
 */
export interface ProductEntry {
  id: number;
  isEnabled: boolean;
  schedule: unknown[] | null;
  [key: string]: unknown;
}

export interface CategoryEntry {
  id: number;
  products: ProductEntry[];
  [key: string]: unknown;
}

export type Catalog = CategoryEntry[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The catalogue of a form value: entries without a usable id are kept (the server names them). */
export function catalogOf(value: unknown): Catalog {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((entry) => ({
    ...entry,
    id: Number(entry.id),
    products: (Array.isArray(entry.products) ? entry.products : []).filter(isRecord).map((product) => ({
      ...product,
      id: Number(product.id),
      isEnabled: product.isEnabled !== false,
      schedule: Array.isArray(product.schedule) ? product.schedule : null,
    })),
  }));
}

/** Moves an item of a list to another index (the item lands at `to`). */
export function arrayMove<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item !== undefined) moved.splice(to, 0, item);
  return moved;
}

export function moveCategory(catalog: Catalog, from: number, to: number): Catalog {
  return arrayMove(catalog, from, to);
}

export interface ProductPlace {
  category: number;
  index: number;
}

/**
 * Moves a product within its category or into another one (at `to.index`, or at the end when
 * the index is past the last product).
 */
export function moveProduct(catalog: Catalog, from: ProductPlace, to: ProductPlace): Catalog {
  const source = catalog[from.category];
  const target = catalog[to.category];
  const product = source?.products[from.index];
  if (!source || !target || !product) return catalog;
  if (from.category === to.category) {
    const index = Math.min(to.index, source.products.length - 1);
    return catalog.map((entry, at) => (at === from.category ? { ...entry, products: arrayMove(entry.products, from.index, index) } : entry));
  }
  if (target.products.some((candidate) => candidate.id === product.id)) return catalog;
  const inserted = [...target.products];
  inserted.splice(Math.min(Math.max(to.index, 0), inserted.length), 0, product);
  return catalog.map((entry, at) => {
    if (at === from.category) return { ...entry, products: entry.products.filter((_, index) => index !== from.index) };
    if (at === to.category) return { ...entry, products: inserted };
    return entry;
  });
}

/** A category is added at the end, once. */
export function addCategory(catalog: Catalog, categoryId: number): Catalog {
  if (catalog.some((entry) => entry.id === categoryId)) return catalog;
  return [...catalog, { id: categoryId, products: [] }];
}

/** A product is added to a category at its end, enabled and always available, once per category. */
export function addProduct(catalog: Catalog, category: number, productId: number): Catalog {
  return catalog.map((entry, at) =>
    at === category && !entry.products.some((product) => product.id === productId)
      ? { ...entry, products: [...entry.products, { id: productId, isEnabled: true, schedule: null }] }
      : entry,
  );
}

export function removeCategory(catalog: Catalog, category: number): Catalog {
  return catalog.filter((_, at) => at !== category);
}

export function removeProduct(catalog: Catalog, place: ProductPlace): Catalog {
  return catalog.map((entry, at) =>
    at === place.category ? { ...entry, products: entry.products.filter((_, index) => index !== place.index) } : entry,
  );
}

export function changeProduct(catalog: Catalog, place: ProductPlace, patch: Partial<ProductEntry>): Catalog {
  return catalog.map((entry, at) =>
    at === place.category
      ? { ...entry, products: entry.products.map((product, index) => (index === place.index ? { ...product, ...patch } : product)) }
      : entry,
  );
}

/** What a picker still offers: entries not yet in the list, in their own order. */
export function notYetListed<T extends { id: number }>(all: readonly T[], listed: readonly { id: number }[]): T[] {
  const ids = new Set(listed.map((entry) => entry.id));
  return all.filter((entry) => !ids.has(entry.id));
}

/** Drag ids: one namespace for categories and products (a product's id names its category too). */
export const categoryDragId = (categoryId: number) => `category:${categoryId}`;
export const productDragId = (categoryId: number, productId: number) => `product:${categoryId}:${productId}`;

type DragTarget = { kind: 'category'; category: number } | { kind: 'product'; place: ProductPlace };

/** Where a drag id points in the catalogue now (indices), or null when it names nothing. */
export function locate(catalog: Catalog, dragId: string): DragTarget | null {
  const [kind, first, second] = dragId.split(':');
  const category = catalog.findIndex((entry) => entry.id === Number(first));
  if (category < 0) return null;
  if (kind === 'category') return { kind: 'category', category };
  const index = catalog[category]?.products.findIndex((product) => product.id === Number(second)) ?? -1;
  return kind === 'product' && index >= 0 ? { kind: 'product', place: { category, index } } : null;
}

/**
 * The catalogue after a drop of `activeId` on `overId`: a category onto a category (or a product
 * of it) takes that category's place; a product onto a product takes its place, onto a category
 * goes to that category's end.
 */
export function applyDrop(catalog: Catalog, activeId: string, overId: string | null): Catalog {
  if (overId === null || activeId === overId) return catalog;
  const active = locate(catalog, activeId);
  const over = locate(catalog, overId);
  if (!active || !over) return catalog;
  if (active.kind === 'category') {
    const to = over.kind === 'category' ? over.category : over.place.category;
    return moveCategory(catalog, active.category, to);
  }
  if (over.kind === 'product') return moveProduct(catalog, active.place, over.place);
  const target = catalog[over.category];
  return moveProduct(catalog, active.place, { category: over.category, index: target ? target.products.length : 0 });
}
