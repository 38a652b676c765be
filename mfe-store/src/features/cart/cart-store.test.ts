import type { CartItem } from '@theke/domain';
import { EMPTY_CART } from './cart-storage';
import { addToCart, getCart, setLoadedCart } from './cart-store';

const item = { product: { id: 1 }, amount: 1, unit: 'piece', parts: [] } as unknown as CartItem;

describe('the tab cart store', () => {
  it('keeps an item added before the stored cart loaded and appends it once it arrives', () => {
    addToCart('graz', item);
    expect(getCart('graz')).toBeNull();
    setLoadedCart('graz', { ...EMPTY_CART, items: [item] });
    expect(getCart('graz')?.items).toHaveLength(2);
    expect(JSON.parse(window.localStorage.getItem('theke.cart.graz') ?? '{}').items).toHaveLength(2);
  });

  it('adds directly once the cart is loaded', () => {
    setLoadedCart('linz', EMPTY_CART);
    addToCart('linz', item);
    expect(getCart('linz')?.items).toHaveLength(1);
  });
});
