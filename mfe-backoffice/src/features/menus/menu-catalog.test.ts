import {
  addCategory,
  addProduct,
  applyDrop,
  catalogOf,
  categoryDragId,
  changeProduct,
  moveCategory,
  moveProduct,
  notYetListed,
  productDragId,
  removeProduct,
  type Catalog,
} from './menu-catalog';

const product = (id: number) => ({ id, isEnabled: true, schedule: null });
const CATALOG: Catalog = [
  { id: 1, products: [product(10), product(11), product(12)] },
  { id: 2, products: [product(20)] },
  { id: 3, products: [] },
];
const ids = (catalog: Catalog) => catalog.map((entry) => `${entry.id}:${entry.products.map((p) => p.id).join(',')}`);

describe('the menu catalogue editor', () => {
  it('reads a stored catalogue, completing product entries', () => {
    expect(catalogOf([{ id: 4, products: [{ id: 5 }] }])).toEqual([{ id: 4, products: [{ id: 5, isEnabled: true, schedule: null }] }]);
    expect(catalogOf(null)).toEqual([]);
  });

  it('moves categories up and down (the buttons) and keeps the list when out of range', () => {
    expect(ids(moveCategory(CATALOG, 0, 1))).toEqual(['2:20', '1:10,11,12', '3:']);
    expect(ids(moveCategory(CATALOG, 2, 3))).toEqual(ids(CATALOG));
  });

  it('moves a product within its category and into another one', () => {
    expect(ids(moveProduct(CATALOG, { category: 0, index: 0 }, { category: 0, index: 2 }))).toEqual(['1:11,12,10', '2:20', '3:']);
    expect(ids(moveProduct(CATALOG, { category: 0, index: 1 }, { category: 1, index: 0 }))).toEqual(['1:10,12', '2:11,20', '3:']);
    expect(ids(moveProduct(CATALOG, { category: 1, index: 0 }, { category: 2, index: 9 }))).toEqual(['1:10,11,12', '2:', '3:20']);
  });

  it('never lists a product twice in one category', () => {
    const twice = addProduct(CATALOG, 1, 10);
    expect(ids(moveProduct(twice, { category: 0, index: 0 }, { category: 1, index: 0 }))).toEqual(ids(twice));
    expect(addProduct(CATALOG, 0, 10)).toEqual(CATALOG);
  });

  it('applies a drop: a category on a category, a product on a product or on a category', () => {
    expect(ids(applyDrop(CATALOG, categoryDragId(3), categoryDragId(1)))).toEqual(['3:', '1:10,11,12', '2:20']);
    expect(ids(applyDrop(CATALOG, categoryDragId(1), productDragId(2, 20)))).toEqual(['2:20', '1:10,11,12', '3:']);
    expect(ids(applyDrop(CATALOG, productDragId(1, 12), productDragId(1, 10)))).toEqual(['1:12,10,11', '2:20', '3:']);
    expect(ids(applyDrop(CATALOG, productDragId(1, 11), categoryDragId(3)))).toEqual(['1:10,12', '2:20', '3:11']);
    expect(applyDrop(CATALOG, productDragId(1, 11), null)).toBe(CATALOG);
    expect(applyDrop(CATALOG, productDragId(9, 11), categoryDragId(3))).toBe(CATALOG);
  });

  it('adds categories and products once, removes and switches product entries', () => {
    expect(ids(addCategory(CATALOG, 4))).toEqual(['1:10,11,12', '2:20', '3:', '4:']);
    expect(addCategory(CATALOG, 2)).toBe(CATALOG);
    expect(ids(addProduct(CATALOG, 2, 30))).toEqual(['1:10,11,12', '2:20', '3:30']);
    expect(ids(removeProduct(CATALOG, { category: 0, index: 1 }))).toEqual(['1:10,12', '2:20', '3:']);
    expect(changeProduct(CATALOG, { category: 1, index: 0 }, { isEnabled: false })[1]?.products[0]).toEqual({ id: 20, isEnabled: false, schedule: null });
  });

  it('offers in a picker only what is not listed yet', () => {
    expect(notYetListed([{ id: 1 }, { id: 4 }], CATALOG)).toEqual([{ id: 4 }]);
  });
});
