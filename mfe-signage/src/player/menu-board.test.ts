import type { Category, Menu } from '@theke/domain';
import { makeProduct } from '@theke/domain/testing';
import { menuBoardGroups } from './menu-board';

const category = (id: number, name: string, fields: Partial<Category> = {}): Category => ({ id, name, isEnabled: true, isVisibleWhenUnavailable: false, ...fields });
const menu: Menu = {
  id: 4,
  availableFrom: '2026-01-01T00:00:00Z',
  branches: [1],
  catalog: [
    { id: 10, products: [{ id: 1, isEnabled: true }, { id: 2, isEnabled: true }, { id: 3, isEnabled: true }] },
    { id: 11, products: [{ id: 4, isEnabled: true }] },
  ],
};
const products = [
  makeProduct({ id: 1, name: 'Semmel', price: 0.6 }),
  makeProduct({ id: 2, name: 'Croissant', price: 1.8, calculationModel: 'approximate' }),
  makeProduct({ id: 3, name: 'Kipferl', price: 1.2 }),
  makeProduct({ id: 4, name: 'Torte', price: 1234.5, isPriceHidden: true }),
];
const input = { menuId: 4, menus: [menu], categories: [category(10, 'Gebäck'), category(11, 'Kuchen')], now: new Date('2026-03-04T10:00:00Z'), timeZone: 'Europe/Vienna' };

describe('menu board (issue 23)', () => {
  it('lists the menu’s categories and products in order with German prices', () => {
    expect(menuBoardGroups({ ...input, products })).toEqual([
      {
        id: 10,
        name: 'Gebäck',
        products: [
          { id: 1, name: 'Semmel', price: '€\u00a00,60' },
          { id: 2, name: 'Croissant', price: 'ca. €\u00a01,80' },
          { id: 3, name: 'Kipferl', price: '€\u00a01,20' },
        ],
      },
      { id: 11, name: 'Kuchen', products: [{ id: 4, name: 'Torte', price: null }] },
    ]);
  });

  it('hides a product the moment it is sold out, also one the store shows disabled, and an emptied category', () => {
    const soldOut = products.map((product) =>
      product.id === 2 ? { ...product, isEnabled: false } : product.id === 3 ? { ...product, isEnabled: false, isVisibleWhenUnavailable: true } : product.id === 4 ? { ...product, isEnabled: false } : product,
    );
    expect(menuBoardGroups({ ...input, products: soldOut })).toEqual([{ id: 10, name: 'Gebäck', products: [{ id: 1, name: 'Semmel', price: '€\u00a00,60' }] }]);
  });

  it('shows nothing for a menu it does not know', () => {
    expect(menuBoardGroups({ ...input, menuId: 99, products })).toEqual([]);
  });
});
