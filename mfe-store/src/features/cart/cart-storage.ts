import type { Cart } from '@theke/domain';

/**
 * Where a cart lives (SPEC §4: per branch identifier; the delivery flags in session storage).
 * No rules here: this module is part of the store page's first load and must stay tiny.
 */
export const cartStorageKey = (branchIdentifier: string) => `theke.cart.${branchIdentifier}`;
export const deliveryModeKey = (branchIdentifier: string) => `theke.delivery.${branchIdentifier}`;
/** The table a QR code named (`/store/{identifier}?table={id}`), kept in the tab for the checkout (docs/adr/0035). */
export const tableKey = (branchIdentifier: string) => `theke.table.${branchIdentifier}`;

export const EMPTY_CART: Cart = { items: [], isDelivery: false, isDineIn: false, deliveryArea: null };

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function saveCart(local: StorageLike, session: StorageLike, branchIdentifier: string, cart: Cart): void {
  local.setItem(cartStorageKey(branchIdentifier), JSON.stringify({ items: cart.items, deliveryArea: cart.deliveryArea }));
  session.setItem(deliveryModeKey(branchIdentifier), JSON.stringify({ isDelivery: cart.isDelivery, isDineIn: cart.isDineIn }));
}

export const addItem = (cart: Cart, item: Cart['items'][number]): Cart => ({ ...cart, items: [...cart.items, item] });
