/**
 * Cart rules: order type from the cart flags (SPEC §3), the order types a
 * branch offers, the cart count and approximate total (§9), cart panel texts (§2).
 */
import type { CartItem, OrderType } from './order-types';
import { itemCalculationModel } from '../pricing/product-price';
import type { Branch, Product } from '../catalogue/types';
import { COUNTED_UNITS, isFixedModel } from '../catalogue/units';

/** SPEC §9 order types: Takeaway, Lieferung, Dine In. */
export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  takeaway: 'Takeaway',
  delivery: 'Lieferung',
  dineIn: 'Dine In',
};

/** SPEC §3: isDelivery → delivery, isDineIn → dine-in, neither flag → takeaway. */
export function orderTypeOf(flags: { isDelivery?: boolean | null; isDineIn?: boolean | null }): OrderType {
  if (flags.isDelivery) return 'delivery';
  if (flags.isDineIn) return 'dineIn';
  return 'takeaway';
}

/** SPEC §4: switching the order type sets the delivery or dine-in flags. */
export function orderTypeFlags(orderType: OrderType): { isDelivery: boolean; isDineIn: boolean } {
  return { isDelivery: orderType === 'delivery', isDineIn: orderType === 'dineIn' };
}

/** SPEC §2: takeaway, delivery, dine-in, each only if the branch enables it. */
export function availableOrderTypes(
  branch: Pick<Branch, 'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled'>,
): OrderType[] {
  const enabled: Record<OrderType, boolean> = {
    takeaway: branch.isTakeawayEnabled,
    delivery: branch.isDeliveryEnabled,
    dineIn: branch.isDineInEnabled,
  };
  return (['takeaway', 'delivery', 'dineIn'] as const).filter((type) => enabled[type]);
}

/** SPEC §9 cart count: amounts for piece, pair, person units; 1 per other item. */
export function cartCount(items: readonly Pick<CartItem, 'amount' | 'unit'>[]): number {
  return items.reduce((count, item) => count + (COUNTED_UNITS.includes(item.unit) ? item.amount : 1), 0);
}

/** SPEC §9: the total is marked approximate if any item has a non-fixed pricing model. */
export function isTotalApproximate(
  items: readonly (Pick<CartItem, 'unit'> & {
    product: Pick<Product, 'unit' | 'alternativeUnits' | 'calculationModel'>;
  })[],
): boolean {
  return items.some((item) => !isFixedModel(itemCalculationModel(item.product, item.unit)));
}

/**
 * SPEC §2 cart toggle: 'Warenkorb ausblenden' while open, else '{n} Produkt
 * im Warenkorb', '{n} Produkte im Warenkorb' or 'Keine Produkte im Warenkorb'.
 */
export function cartToggleText(count: number, isOpen: boolean): string {
  if (isOpen) return 'Warenkorb ausblenden';
  if (count === 0) return 'Keine Produkte im Warenkorb';
  return count === 1 ? `${count} Produkt im Warenkorb` : `${count} Produkte im Warenkorb`;
}

/** SPEC §4: an empty cart cannot be opened; removing the last item hides it. */
export function canOpenCart(items: readonly unknown[]): boolean {
  return items.length > 0;
}

/** SPEC §8: the checkout with an empty cart. */
export const EMPTY_CART_AT_CHECKOUT_TEXT = 'Keine Produkte im Warenkorb!';
