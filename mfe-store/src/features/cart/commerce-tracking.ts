import { cartCount, fromCents, itemGrossCents, type Cart, type Id } from '@theke/domain';
import { logAnalytics, trackCommerceEvent } from '@theke/ui';

export type CommerceStep = 'add-to-cart' | 'checkout-start' | 'purchase';

/**
 * SPEC §7 commerce events: to the social pixel and the tag manager, and into the analytics log
 * named as svc-content counts its funnel (`commerce`/`store`, @theke/contracts analytics-log; a
 * test keeps the two in step). Only with consent and never failing: the kit checks and swallows.
 * Add-to-cart sends the added item, the other steps the whole cart.
 */
export function trackCommerce(step: CommerceStep, branchId: Id, cart: Cart, currency: string): void {
  // The goods' gross as the cart shows it, without pricing the whole order (a smaller store chunk).
  const value = fromCents(cart.items.reduce((cents, item) => cents + itemGrossCents(item), 0));
  const itemCount = cartCount(cart.items);
  const contentIds = cart.items.map((item) => String(item.product.id));
  trackCommerceEvent(
    step === 'checkout-start'
      ? { name: step, items: itemCount, gross: value, currency }
      : { name: step, contentIds, value, currency, itemCount },
  );
  logAnalytics({ type: 'commerce', action: step, category: 'store', data: { branchId, contentIds, value, currency, itemCount } });
}
