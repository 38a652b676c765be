import {
  availableOrderTypes,
  canOpenCart,
  cartCount,
  cartToggleText,
  EMPTY_CART_AT_CHECKOUT_TEXT,
  isTotalApproximate,
  ORDER_TYPE_LABELS,
  orderTypeFlags,
  orderTypeOf,
} from './cart';
import { makeBranch, makeItem, makeProduct } from '../testing';

describe('order types (SPEC §3 Cart, §9 order types)', () => {
  it('neither flag set means takeaway', () => {
    expect(orderTypeOf({ isDelivery: false, isDineIn: false })).toBe('takeaway');
    expect(orderTypeOf({ isDelivery: true, isDineIn: false })).toBe('delivery');
    expect(orderTypeOf({ isDelivery: false, isDineIn: true })).toBe('dineIn');
  });

  it('switching order type sets the delivery or dine-in flags', () => {
    expect(orderTypeFlags('delivery')).toEqual({ isDelivery: true, isDineIn: false });
    expect(orderTypeFlags('dineIn')).toEqual({ isDelivery: false, isDineIn: true });
    expect(orderTypeFlags('takeaway')).toEqual({ isDelivery: false, isDineIn: false });
  });

  it("labels order types 'Takeaway', 'Lieferung', 'Dine In'", () => {
    expect(ORDER_TYPE_LABELS).toEqual({ takeaway: 'Takeaway', delivery: 'Lieferung', dineIn: 'Dine In' });
  });

  it('offers takeaway, delivery, dine-in, each only if the branch enables it', () => {
    expect(availableOrderTypes(makeBranch())).toEqual(['takeaway', 'delivery', 'dineIn']);
    expect(availableOrderTypes(makeBranch({ isTakeawayEnabled: false, isDineInEnabled: false }))).toEqual([
      'delivery',
    ]);
  });
});

describe('cart count and approximate total (SPEC §9)', () => {
  it('counts amounts for piece, pair, person units and 1 per other item', () => {
    const items = [
      makeItem(makeProduct(), 3),
      makeItem(makeProduct({ unit: 'pair' }), 2),
      makeItem(makeProduct({ unit: 'person' }), 4),
      makeItem(makeProduct({ unit: 'kilogram' }), 2.5),
      makeItem(makeProduct({ unit: 'serving' }), 6),
    ];
    expect(cartCount(items)).toBe(11);
    expect(cartCount([])).toBe(0);
  });

  it('marks the total approximate if any item has a non-fixed pricing model', () => {
    const fixed = makeItem(makeProduct({ calculationModel: 'fixed' }));
    const minimum = makeItem(makeProduct({ calculationModel: 'minimum' }));
    const byPiece = makeItem(
      makeProduct({
        unit: 'kilogram',
        alternativeUnits: [{ unit: 'piece', ratio: 0.2, calculationModel: 'approximate' }],
      }),
      1,
      { unit: 'piece' },
    );
    expect(isTotalApproximate([fixed])).toBe(false);
    expect(isTotalApproximate([fixed, minimum])).toBe(true);
    expect(isTotalApproximate([fixed, byPiece])).toBe(true);
  });
});

describe('cart panel texts (SPEC §2, §4, §8)', () => {
  it("toggles between 'Warenkorb ausblenden' and the product count", () => {
    expect(cartToggleText(2, true)).toBe('Warenkorb ausblenden');
    expect(cartToggleText(1, false)).toBe('1 Produkt im Warenkorb');
    expect(cartToggleText(3, false)).toBe('3 Produkte im Warenkorb');
    expect(cartToggleText(0, false)).toBe('Keine Produkte im Warenkorb');
  });

  it('an empty cart cannot be opened', () => {
    expect(canOpenCart([])).toBe(false);
    expect(canOpenCart([makeItem(makeProduct())])).toBe(true);
    expect(EMPTY_CART_AT_CHECKOUT_TEXT).toBe('Keine Produkte im Warenkorb!');
  });
});
