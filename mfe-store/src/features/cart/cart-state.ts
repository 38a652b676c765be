import {
  initialDeliveryMethod,
  migrateStoredCart,
  orderTypeFlags,
  orderTypeOf,
  withDeliveryArea,
  type Branch,
  type Cart,
  type DeliveryArea,
  type DeliveryMethod,
  type OrderType,
  type Product,
} from '@theke/domain';

import { cartStorageKey, deliveryModeKey, EMPTY_CART, tableKey, type StorageLike } from './cart-storage';

export { addItem, cartStorageKey, deliveryModeKey, EMPTY_CART, saveCart, tableKey } from './cart-storage';

interface StoredDeliveryMode {
  isDelivery: boolean;
  isDineIn: boolean;
}

function readJson<T>(storage: StorageLike, key: string): T | null {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    // A cart written by an older version or edited by hand is treated as absent.
    return null;
  }
}

function storedMethod(mode: StoredDeliveryMode | null): DeliveryMethod | null {
  return mode ? orderTypeOf(mode) : null;
}

export interface CartLoadContext {
  branch: Branch;
  activeProducts: readonly Product[];
  defaultDeliveryMethod: DeliveryMethod | null | undefined;
  /** The page's query string; a table's QR code adds `table={id}` (docs/adr/0035). */
  search?: string;
}

/**
 * SPEC §4 on load: the stored cart migrated against the active products, the persisted delivery
 * mode (else the configured default when the branch offers it), a first delivery area.
 */
export function loadCart(local: StorageLike, session: StorageLike, context: CartLoadContext): Cart {
  const { branch } = context;
  const stored = readJson<Cart>(local, cartStorageKey(branch.identifier));
  const items = Array.isArray(stored?.items) ? stored.items : [];
  const migrated = migrateStoredCart({ ...EMPTY_CART, items, deliveryArea: stored?.deliveryArea ?? null }, context.activeProducts);
  // A table's QR code: dine-in, and the table kept for the checkout's table select.
  const table = branch.isDineInEnabled && /[?&]table=(\d+)/.exec(context.search ?? '')?.[1];
  if (table) session.setItem(tableKey(branch.identifier), table);
  const orderType = initialDeliveryMethod({
    stored: table ? 'dineIn' : storedMethod(readJson<StoredDeliveryMode>(session, deliveryModeKey(branch.identifier))),
    defaultDeliveryMethod: context.defaultDeliveryMethod,
    branch,
  });
  const area = branch.deliveryAreas.find((candidate) => candidate.id === migrated.deliveryArea?.id) ?? null;
  return withDeliveryArea({ ...migrated, ...orderTypeFlags(orderType), deliveryArea: area }, branch);
}


export const removeItem = (cart: Cart, index: number): Cart => ({
  ...cart,
  items: cart.items.filter((_, position) => position !== index),
});

export const withOrderType = (cart: Cart, orderType: OrderType): Cart => ({ ...cart, ...orderTypeFlags(orderType) });

export const withArea = (cart: Cart, area: DeliveryArea | null): Cart => ({ ...cart, deliveryArea: area });

export const clearedCart = (cart: Cart): Cart => ({ ...cart, items: [] });

/**
 * Empties the stored cart of a branch that is not loaded in this page (after an online payment the
 * guest comes back to the status page, not to the store): the items go, the delivery area stays.
 */
export function clearStoredCart(local: StorageLike, branchIdentifier: string): void {
  const stored = readJson<Partial<Cart>>(local, cartStorageKey(branchIdentifier));
  if (!stored) return;
  local.setItem(cartStorageKey(branchIdentifier), JSON.stringify({ ...stored, items: [] }));
}
