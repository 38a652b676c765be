/**
 * SPEC §9 pricing: goods gross, delivery fee, taxes per rate, totals and the
 * donation. The orders service prices every order with this function and the
 * storefront shows its result, so both agree to the cent.
 */
import { orderTypeOf } from '../ordering/cart';
import { DONATION_AMOUNT } from '../constants';
import { deliveryFeeCents } from './delivery-fee';
import { fromCents, toCents } from './money';
import type { Cart, CartItem, OrderType, PricingResult } from '../ordering/order-types';
import { itemGrossCents } from './product-price';
import { groupTaxes, taxRateFor, toTaxLines, type TaxedAmount } from './taxes';
import type { DeliveryArea } from '../catalogue/types';

export interface PricingInput {
  items: readonly CartItem[];
  orderType: OrderType;
  /** Only read for delivery orders. */
  deliveryArea?: DeliveryArea | null;
  /** A donatee is chosen: SPEC §9 adds 0.07 per order. */
  hasDonation?: boolean;
}

export interface PricingCents {
  goodsGrossCents: number;
  deliveryGrossCents: number;
  totalNetCents: number;
  totalGrossCents: number;
  donationCents: number;
  taxes: ReturnType<typeof groupTaxes>;
}

/** The same computation in integer cents, for callers that keep adding up. */
export function priceOrderInCents(input: PricingInput): PricingCents {
  const lines: TaxedAmount[] = input.items.map((item) => ({
    rate: taxRateFor(item.product, input.orderType),
    grossCents: itemGrossCents(item),
  }));
  return priceLinesInCents({ ...input, lines });
}

/**
 * The order's figures from its lines' gross amounts and tax rates: for an order whose lines were
 * already charged (a staff edit of one line keeps what the others cost when they were ordered).
 */
export function priceLinesInCents(input: Omit<PricingInput, 'items'> & { lines: readonly TaxedAmount[] }): PricingCents {
  const amounts: TaxedAmount[] = [...input.lines];
  const goodsGrossCents = amounts.reduce((sum, amount) => sum + amount.grossCents, 0);
  const area = input.orderType === 'delivery' ? input.deliveryArea : null;
  const deliveryGrossCents = deliveryFeeCents(area, goodsGrossCents);
  // SPEC §9: the fee is taxed at the area's rate.
  if (area && deliveryGrossCents > 0) amounts.push({ rate: area.tax ?? 0, grossCents: deliveryGrossCents });
  const taxes = groupTaxes(amounts);
  return {
    goodsGrossCents,
    deliveryGrossCents,
    totalNetCents: taxes.reduce((sum, group) => sum + group.netCents, 0),
    // SPEC §9: total is goods plus delivery.
    totalGrossCents: goodsGrossCents + deliveryGrossCents,
    donationCents: input.hasDonation ? toCents(DONATION_AMOUNT) : 0,
    taxes,
  };
}

/** SPEC §3 pricing result: gross, deliveryGross, totalNet, totalGross, taxes by rate (plus donation, amountDue). */
export function priceOrder(input: PricingInput): PricingResult {
  return pricingResultOf(priceOrderInCents(input));
}

/** priceLinesInCents as the SPEC §3 pricing result. */
export function priceLines(input: Omit<PricingInput, 'items'> & { lines: readonly TaxedAmount[] }): PricingResult {
  return pricingResultOf(priceLinesInCents(input));
}

function pricingResultOf(cents: PricingCents): PricingResult {
  return {
    gross: fromCents(cents.goodsGrossCents),
    deliveryGross: fromCents(cents.deliveryGrossCents),
    totalNet: fromCents(cents.totalNetCents),
    totalGross: fromCents(cents.totalGrossCents),
    taxes: toTaxLines(cents.taxes),
    donation: fromCents(cents.donationCents),
    amountDue: fromCents(cents.totalGrossCents + cents.donationCents),
  };
}

/** Prices a cart: the order type from its flags, its delivery area. */
export function priceCart(cart: Cart, options: { hasDonation?: boolean } = {}): PricingResult {
  return priceOrder({
    items: cart.items,
    orderType: orderTypeOf(cart),
    deliveryArea: cart.deliveryArea,
    hasDonation: options.hasDonation ?? false,
  });
}
