/** SPEC §9 tax: the rate by order type, net from gross, taxes grouped per rate. */
import { fromCents, netCentsFromGross, toCents } from './money';
import type { OrderType, TaxLine } from '../ordering/order-types';
import type { Product } from '../catalogue/types';

/** SPEC §9: rate is dineInTax for dine-in, tax for delivery, takeawayTax for takeaway (missing: 0). */
export function taxRateFor(
  product: Pick<Product, 'tax' | 'takeawayTax' | 'dineInTax'>,
  orderType: OrderType,
): number {
  const rate =
    orderType === 'dineIn' ? product.dineInTax : orderType === 'delivery' ? product.tax : product.takeawayTax;
  return rate ?? 0;
}

/** SPEC §9: net = gross / (1 + rate/100) rounded to 2 decimals. */
export function netFromGross(gross: number, rate: number): number {
  return fromCents(netCentsFromGross(toCents(gross), rate));
}

export interface TaxedAmount {
  rate: number;
  grossCents: number;
}

export interface TaxGroup {
  rate: number;
  grossCents: number;
  netCents: number;
  taxCents: number;
}

/**
 * Groups amounts by rate, computing net once per rate on the rate's gross so
 * that net + tax = gross holds for every rate; sorted by rate.
 */
export function groupTaxes(amounts: readonly TaxedAmount[]): TaxGroup[] {
  const grossByRate = new Map<number, number>();
  for (const { rate, grossCents } of amounts) {
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + grossCents);
  }
  return [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, grossCents]) => {
      const netCents = netCentsFromGross(grossCents, rate);
      return { rate, grossCents, netCents, taxCents: grossCents - netCents };
    });
}

/** The pricing result's `taxes`: one entry per rate with net and tax in the shop currency. */
export function toTaxLines(groups: readonly TaxGroup[]): TaxLine[] {
  return groups.map((group) => ({
    rate: group.rate,
    net: fromCents(group.netCents),
    tax: fromCents(group.taxCents),
  }));
}
