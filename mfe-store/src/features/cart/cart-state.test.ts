import type { Branch, Product } from '@theke/domain';
import { cartStorageKey, deliveryModeKey, loadCart, saveCart, tableKey } from './cart-state';

const product = { id: 10, name: 'Reiniger', description: null, price: 4.9, unit: 'l', isEnabled: true } as unknown as Product;
const areas = [
  { id: 1, area: 'Nah', price: 0, tax: 20, free: true, freeFromOrderValue: null, minimumOrderValue: 20 },
  { id: 2, area: 'Fern', price: 9.9, tax: 20, free: false, freeFromOrderValue: 150, minimumOrderValue: 30 },
];
const branch = { id: 1, identifier: 'wien', isTakeawayEnabled: true, isDeliveryEnabled: true, isDineInEnabled: false, deliveryAreas: areas } as unknown as Branch;

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage;
}

describe('cart persistence per branch (SPEC §4)', () => {
  it('round-trips items, area and delivery mode', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    saveCart(local, session, 'wien', { items: [{ product, amount: 1.5, unit: 'l', parts: [] }], isDelivery: true, isDineIn: false, deliveryArea: areas[1] ?? null });
    const loaded = loadCart(local, session, { branch, activeProducts: [product], defaultDeliveryMethod: null });
    expect(loaded.items).toHaveLength(1);
    expect(loaded.isDelivery).toBe(true);
    expect(loaded.deliveryArea?.id).toBe(2);
  });

  it('drops items whose product changed and selects the first area when none is stored', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem(cartStorageKey('wien'), JSON.stringify({ items: [{ product: { ...product, price: 3 }, amount: 1, unit: 'l' }] }));
    const loaded = loadCart(local, session, { branch, activeProducts: [product], defaultDeliveryMethod: 'delivery' });
    expect(loaded.items).toEqual([]);
    expect(loaded.isDelivery).toBe(true);
    expect(loaded.deliveryArea?.id).toBe(1);
  });

  it("opens a table's QR code (?table={id}) with dine-in and keeps the table for the checkout", () => {
    const local = memoryStorage();
    const session = memoryStorage();
    saveCart(local, session, 'wien', { items: [], isDelivery: true, isDineIn: false, deliveryArea: null });
    const dineIn = { ...branch, isDineInEnabled: true } as Branch;
    const loaded = loadCart(local, session, { branch: dineIn, activeProducts: [product], defaultDeliveryMethod: null, search: '?utm=qr&table=7' });
    expect(loaded).toMatchObject({ isDineIn: true, isDelivery: false });
    expect(session.getItem(tableKey('wien'))).toBe('7');
  });

  it('ignores a table in the address of a branch without dine-in', () => {
    const session = memoryStorage();
    const loaded = loadCart(memoryStorage(), session, { branch, activeProducts: [product], defaultDeliveryMethod: null, search: '?table=7' });
    expect(loaded.isDineIn).toBe(false);
    expect(session.getItem(tableKey('wien'))).toBeNull();
  });

  it('treats unreadable storage as an empty cart', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem(cartStorageKey('wien'), '{broken');
    session.setItem(deliveryModeKey('wien'), 'nope');
    const loaded = loadCart(local, session, { branch, activeProducts: [product], defaultDeliveryMethod: null });
    expect(loaded.items).toEqual([]);
    expect(loaded.isDelivery).toBe(false);
  });
});
