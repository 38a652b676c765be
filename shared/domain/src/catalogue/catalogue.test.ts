import {
  activeMenu,
  activeProducts,
  categoryBar,
  categoryState,
  isCatalogueStale,
  isProductOrderable,
  isScheduleOpen,
  productState,
  storeCatalogue,
} from './catalogue';
import { makeProduct, rule, vienna } from '../testing';
import type { Category, Menu } from './types';

const now = vienna('2025-05-05T10:00');
const lunchOnly = [rule('daily', '11:00', '14:00')];
const category = (id: number, overrides: Partial<Category> = {}): Category => ({
  id,
  name: `Kategorie ${id}`,
  isEnabled: true,
  isVisibleWhenUnavailable: false,
  ...overrides,
});

describe('active menu (SPEC §4): the latest availableFrom in the past among the branch menus', () => {
  const menus = [
    { id: 1, availableFrom: '2025-01-01T00:00:00+01:00', branches: [1, 2], catalog: [] },
    { id: 2, availableFrom: '2025-04-01T00:00:00+02:00', branches: [1], catalog: [] },
    { id: 3, availableFrom: '2025-06-01T00:00:00+02:00', branches: [1], catalog: [] },
    { id: 4, availableFrom: null, branches: [1], catalog: [] },
    { id: 5, availableFrom: '2025-04-15T00:00:00+02:00', branches: [2], catalog: [] },
  ];

  it('picks the menu with the latest availableFrom already reached', () => {
    expect(activeMenu(menus, 1, now)?.id).toBe(2);
    expect(activeMenu(menus, 2, now)?.id).toBe(5);
  });

  it('has none before the first menu starts or for an unknown branch', () => {
    expect(activeMenu(menus, 1, vienna('2024-12-31T10:00'))).toBeNull();
    expect(activeMenu(menus, 9, now)).toBeNull();
  });
});

describe('orderable, shown disabled or hidden (SPEC §5)', () => {
  it('a product is orderable only if enabled and its schedule (if any) is open', () => {
    expect(productState(makeProduct(), null, now)).toBe('orderable');
    expect(productState(makeProduct({ isEnabled: false }), null, now)).toBe('hidden');
    expect(productState(makeProduct({ schedule: lunchOnly }), null, now)).toBe('hidden');
    expect(productState(makeProduct({ schedule: lunchOnly }), null, vienna('2025-05-05T12:00'))).toBe(
      'orderable',
    );
    expect(isScheduleOpen([], now)).toBe(true);
  });

  it("the menu entry's isEnabled and schedule count the same way", () => {
    expect(productState(makeProduct(), { isEnabled: false }, now)).toBe('hidden');
    expect(productState(makeProduct(), { isEnabled: true, schedule: lunchOnly }, now)).toBe('hidden');
    expect(productState(makeProduct(), { isEnabled: null, schedule: null }, now)).toBe('orderable');
  });

  it('an unavailable product or category is shown disabled when isVisibleWhenUnavailable is set', () => {
    expect(productState(makeProduct({ isEnabled: false, isVisibleWhenUnavailable: true }), null, now)).toBe(
      'unavailable',
    );
    expect(categoryState(category(1, { schedule: lunchOnly, isVisibleWhenUnavailable: true }), now)).toBe(
      'unavailable',
    );
    expect(categoryState(category(1, { isEnabled: false }), now)).toBe('hidden');
    expect(categoryState(category(1), now)).toBe('orderable');
  });
});

describe('store catalogue and category bar (SPEC §2, §5)', () => {
  const products = [
    makeProduct({ id: 1 }),
    makeProduct({ id: 2, type: 'bundle' }),
    makeProduct({ id: 3, isEnabled: false }),
    makeProduct({ id: 4, isEnabled: false, isVisibleWhenUnavailable: true }),
    makeProduct({ id: 5 }),
  ];
  const categories = [
    category(10),
    category(20),
    category(30, { schedule: lunchOnly, isVisibleWhenUnavailable: true }),
    category(40, { isEnabled: false }),
    category(50),
  ];
  const menu: Pick<Menu, 'catalog'> = {
    catalog: [
      { id: 10, products: [{ id: 1 }, { id: 3 }, { id: 4 }, { id: 99 }] },
      { id: 20, products: [{ id: 2 }] },
      { id: 30, products: [{ id: 5 }] },
      { id: 40, products: [{ id: 1 }] },
      { id: 50, products: [{ id: 3 }] },
      { id: 77, products: [{ id: 1 }] },
    ],
  };
  const groups = storeCatalogue({ menu, categories, products, now });

  it('groups visible products per category in menu order, unavailable ones shown disabled', () => {
    expect(
      groups.map((g) => [g.category.id, g.isAvailable, g.products.map((p) => [p.product.id, p.isOrderable])]),
    ).toEqual([
      [
        10,
        true,
        [
          [1, true],
          [4, false],
        ],
      ],
      [20, true, [[2, true]]],
      [30, false, [[5, false]]],
    ]);
  });

  it('the category bar lists categories with at least one non-bundle product', () => {
    expect(categoryBar(groups).map((c) => c.id)).toEqual([10, 30]);
  });

  it('a product is orderable from the menu only where it and its category are orderable', () => {
    expect(isProductOrderable(1, { menu, categories, products, now })).toBe(true);
    expect(isProductOrderable(5, { menu, categories, products, now })).toBe(false);
    expect(isProductOrderable(5, { menu, categories, products, now: vienna('2025-05-05T12:00') })).toBe(true);
  });

  it('the active products are the enabled products the menu lists', () => {
    const withDisabledEntry = {
      catalog: [{ id: 10, products: [{ id: 1 }, { id: 5, isEnabled: false }, { id: 3 }] }],
    };
    expect(activeProducts(withDisabledEntry, products).map((p) => p.id)).toEqual([1]);
  });
});

describe('catalogue reload (SPEC §9: after 4 hours)', () => {
  it('is stale after 4 hours', () => {
    expect(isCatalogueStale(vienna('2025-05-05T06:00'), now)).toBe(true);
    expect(isCatalogueStale(vienna('2025-05-05T06:01'), now)).toBe(false);
  });
});
