/**
 * SPEC §4 "Cart": migrating a stored cart, the delivery mode on load and the
 * first delivery area.
 */
import { availableOrderTypes } from './cart';
import type { Cart, OrderType } from './order-types';
import type { Branch, DeliveryMethod, Product } from '../catalogue/types';

type Identity = Pick<Product, 'id' | 'name' | 'description' | 'price'>;

/** SPEC §4: a stored item still matches when the active product has the same id, name, description and price. */
export function isSameProduct(stored: Identity, active: Identity): boolean {
  return (
    stored.id === active.id &&
    stored.name === active.name &&
    (stored.description ?? null) === (active.description ?? null) &&
    stored.price === active.price
  );
}

/**
 * SPEC §4: on migrating a stored cart, items whose product no longer matches
 * an active product are removed; the others carry the current product.
 */
export function migrateStoredCart<C extends Cart>(cart: C, activeProducts: readonly Product[]): C {
  const items = cart.items.flatMap((item) => {
    const active = activeProducts.find((product) => isSameProduct(item.product, product));
    return active ? [{ ...item, product: active }] : [];
  });
  return { ...cart, items };
}

type OrderTypeFlags = Pick<Branch, 'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled'>;

/**
 * SPEC §4: the delivery mode on load is the one persisted for the branch; the
 * configured defaultDeliveryMethod applies only if none is persisted and the
 * branch supports it; otherwise the first mode the branch offers.
 */
export function initialDeliveryMethod(options: {
  stored: DeliveryMethod | null | undefined;
  defaultDeliveryMethod: DeliveryMethod | null | undefined;
  branch: OrderTypeFlags;
}): OrderType {
  const offered = availableOrderTypes(options.branch);
  if (options.stored) return options.stored;
  if (options.defaultDeliveryMethod && offered.includes(options.defaultDeliveryMethod)) {
    return options.defaultDeliveryMethod;
  }
  return offered[0] ?? 'takeaway';
}

/** SPEC §4: a first delivery area is selected when none is set. */
export function withDeliveryArea<C extends Pick<Cart, 'deliveryArea'>>(
  cart: C,
  branch: Pick<Branch, 'deliveryAreas'>,
): C {
  if (cart.deliveryArea) return cart;
  const first = branch.deliveryAreas[0];
  return first ? { ...cart, deliveryArea: first } : cart;
}
