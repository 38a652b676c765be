import { initialDeliveryMethod, isSameProduct, migrateStoredCart, withDeliveryArea } from './stored-cart';
import { makeArea, makeBranch, makeItem, makeProduct } from '../testing';

describe('stored cart migration (SPEC §4 "Cart")', () => {
  const kept = makeProduct({ id: 1, name: 'Fenster', description: 'pro Fenster', price: 10 });
  const repriced = makeProduct({ id: 2, name: 'Teppich', price: 20 });
  const cart = {
    items: [makeItem(kept, 2), makeItem(repriced, 1), makeItem(makeProduct({ id: 3 }))],
    isDelivery: false,
    isDineIn: false,
    deliveryArea: null,
  };

  it('removes items whose product no longer matches an active product (same id, name, description, price)', () => {
    const active = [
      { ...kept, tax: 13 },
      { ...repriced, price: 22 },
    ];
    const migrated = migrateStoredCart(cart, active);
    expect(migrated.items).toHaveLength(1);
    expect(migrated.items[0]?.amount).toBe(2);
    expect(migrated.items[0]?.product.tax).toBe(13);
  });

  it('compares id, name, description and price, treating missing descriptions alike', () => {
    expect(isSameProduct(kept, { ...kept, name: 'Fenster groß' })).toBe(false);
    expect(isSameProduct(kept, { ...kept, description: 'neu' })).toBe(false);
    expect(isSameProduct(kept, { ...kept, id: 9 })).toBe(false);
    expect(
      isSameProduct({ ...kept, description: null }, { ...kept, description: undefined as unknown as null }),
    ).toBe(true);
  });
});

describe('delivery mode on load (SPEC §4 "Cart")', () => {
  const branch = makeBranch({ isDineInEnabled: false });

  it('keeps the delivery mode persisted for the branch', () => {
    expect(initialDeliveryMethod({ stored: 'takeaway', defaultDeliveryMethod: 'delivery', branch })).toBe(
      'takeaway',
    );
  });

  it('applies the configured defaultDeliveryMethod only if none is persisted and the branch supports it', () => {
    expect(initialDeliveryMethod({ stored: null, defaultDeliveryMethod: 'delivery', branch })).toBe(
      'delivery',
    );
    expect(initialDeliveryMethod({ stored: null, defaultDeliveryMethod: 'dineIn', branch })).toBe('takeaway');
    expect(initialDeliveryMethod({ stored: undefined, defaultDeliveryMethod: null, branch })).toBe(
      'takeaway',
    );
  });

  it('falls back to the first mode the branch offers, or takeaway', () => {
    const deliveryOnly = makeBranch({ isTakeawayEnabled: false, isDineInEnabled: false });
    expect(
      initialDeliveryMethod({ stored: null, defaultDeliveryMethod: 'dineIn', branch: deliveryOnly }),
    ).toBe('delivery');
    const nothing = makeBranch({
      isTakeawayEnabled: false,
      isDineInEnabled: false,
      isDeliveryEnabled: false,
    });
    expect(initialDeliveryMethod({ stored: null, defaultDeliveryMethod: null, branch: nothing })).toBe(
      'takeaway',
    );
  });

  it('selects a first delivery area when none is set', () => {
    const first = makeArea({ id: 7 });
    const branchWithAreas = makeBranch({ deliveryAreas: [first, makeArea({ id: 8 })] });
    expect(withDeliveryArea({ deliveryArea: null }, branchWithAreas).deliveryArea).toBe(first);
    const chosen = makeArea({ id: 8 });
    expect(withDeliveryArea({ deliveryArea: chosen }, branchWithAreas).deliveryArea).toBe(chosen);
    expect(withDeliveryArea({ deliveryArea: null }, makeBranch()).deliveryArea).toBeNull();
  });
});
