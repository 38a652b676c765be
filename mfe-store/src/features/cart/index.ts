/**
 * The cart of a branch, for the checkout (issue 8): read it, change it, clear it after an order.
 * Everything is keyed by the branch identifier and written through to storage (SPEC §4).
 */
export { useCartOf, getCart, setCart, addToCart } from './cart-store';
export { useBranchCart } from './use-branch-cart';
export { trackCommerce } from './commerce-tracking';
export { storeBasePath, statusPath } from './store-paths';
/** The commerce events, loaded on the first add: the store page's first screen does not carry item pricing. */
export const loadCommerceTracking = () => import('./commerce-tracking');
export {
  loadCart,
  saveCart,
  clearedCart,
  clearStoredCart,
  withOrderType,
  withArea,
  cartStorageKey,
  deliveryModeKey,
  tableKey,
  EMPTY_CART,
  type CartLoadContext,
} from './cart-state';
/** The store page's cart bar and panel, loaded right after the product list (ADR 0015). */
export const loadStoreCart = () => import('./StoreCart');
