/**
 * The orders service is the pricing authority, but the rules are @theke/domain's: this adapter
 * only feeds catalogue products (never client prices) into them and keeps the per-item figures
 * the order stores.
 */
import type { ChosenOption } from '@theke/contracts';
import {
  chosenOptions,
  fromCents,
  itemCalculationModel,
  itemGrossCents,
  priceOrder,
  taxRateFor,
  unitPriceCents,
  type CartItem,
  type ConfigurablePart,
  type DeliveryArea,
  type OrderType,
  type PartSelection,
  type PricingResult,
} from '@theke/domain';

/** A configurable part's selection in words (an order item's `options`): part name, option or text. */
export type { ChosenOption };

export interface PricedLine {
  position: number;
  productId: number;
  name: string;
  amount: number;
  unit: string;
  parts: PartSelection[];
  options: ChosenOption[];
  calculationModel: string;
  unitPrice: number;
  gross: number;
  taxRate: number;
}

/** A part's selection in words: option names, the text, or how many files were uploaded. */
function describeSelection(part: ConfigurablePart, selection: PartSelection): string | null {
  if (part.type === 'select' || part.type === 'multiselect') {
    const names = chosenOptions(part, selection).map((option) => option.name);
    return names.length > 0 ? names.join(', ') : null;
  }
  if (part.type === 'text' || part.type === 'textarea') {
    return typeof selection === 'string' && selection.trim() !== '' ? selection.trim() : null;
  }
  const count = Array.isArray(selection) ? selection.length : 0;
  if (count === 0) return null;
  return count === 1 ? '1 Datei' : `${count} Dateien`;
}

export function chosenOptionsOf(item: CartItem): ChosenOption[] {
  const parts = item.product.config?.parts ?? [];
  return parts.flatMap((part, index) => {
    const value = describeSelection(part, item.parts?.[index]);
    return value === null ? [] : [{ part: part.name, value }];
  });
}

export function pricedLines(items: readonly CartItem[], orderType: OrderType): PricedLine[] {
  return items.map((item, position) => ({
    position,
    productId: Number(item.product.id),
    name: item.product.name,
    amount: item.amount,
    unit: item.unit,
    parts: [...(item.parts ?? [])],
    options: chosenOptionsOf(item),
    calculationModel: itemCalculationModel(item.product, item.unit),
    unitPrice: fromCents(unitPriceCents(item.product, item.unit, item.parts)),
    gross: fromCents(itemGrossCents(item)),
    taxRate: taxRateFor(item.product, orderType),
  }));
}

export function orderPricing(input: {
  items: readonly CartItem[];
  orderType: OrderType;
  deliveryArea: DeliveryArea | null;
  hasDonation: boolean;
}): PricingResult {
  return priceOrder(input);
}
