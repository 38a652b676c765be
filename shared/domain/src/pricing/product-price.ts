/**
 * SPEC §9 product prices: the configurable price (base adjusted by each chosen
 * option), the alternative unit price (base × ratio) and an item's gross (the
 * price times the amount converted into the product's unit).
 */
import { DEFAULT_CURRENCY } from '../constants';
import { formatMoney } from '../formats/formats';
import { fromCents, multiplyCents, toCents } from './money';
import type { CartItem, PartSelection } from '../ordering/order-types';
import type {
  AlternativeUnit,
  CalculationModel,
  ConfigurablePart,
  PartOption,
  Product,
} from '../catalogue/types';
import { calculationModelPrefix, conversionFactor } from '../catalogue/units';

type PricedProduct = Pick<Product, 'price' | 'unit' | 'alternativeUnits' | 'config' | 'calculationModel'>;

/** The options a selection picks: one for select, several (in option order) for multiselect. */
export function chosenOptions(part: ConfigurablePart, selection: PartSelection): PartOption[] {
  const options = part.options ?? [];
  let indexes: number[] = [];
  if (part.type === 'select' && typeof selection === 'number') indexes = [selection];
  if (part.type === 'multiselect' && Array.isArray(selection)) {
    indexes = [...new Set(selection.filter((index): index is number => typeof index === 'number'))];
    indexes.sort((a, b) => a - b);
  }
  return indexes
    .map((index) => options[index])
    .filter((option): option is PartOption => option !== undefined);
}

/**
 * SPEC §9: the base price adjusted by each chosen option. An overwrite option
 * replaces the base price (the last chosen overwrite in part order wins), then
 * add and subtract options adjust it, so the result does not depend on the
 * order of the parts. Never below 0.
 */
export function configuredPriceCents(
  product: Pick<Product, 'price' | 'config'>,
  parts: readonly PartSelection[] | null | undefined,
): number {
  const chosen = (product.config?.parts ?? []).flatMap((part, index) => chosenOptions(part, parts?.[index]));
  let cents = toCents(product.price);
  for (const option of chosen) if (option.modifier === 'overwrite') cents = toCents(option.value);
  for (const option of chosen) {
    if (option.modifier === 'add') cents += toCents(option.value);
    if (option.modifier === 'subtract') cents -= toCents(option.value);
  }
  return Math.max(0, cents);
}

/** The alternative unit entry for `unit`, or null when `unit` is the product's own or not listed. */
export function alternativeUnitOf(
  product: Pick<Product, 'unit' | 'alternativeUnits'>,
  unit: string,
): AlternativeUnit | null {
  if (unit === product.unit) return null;
  return (product.alternativeUnits ?? []).find((alternative) => alternative.unit === unit) ?? null;
}

/** The units an item of the product may be ordered in: its own unit and its alternative units. */
export function orderableUnits(product: Pick<Product, 'unit' | 'alternativeUnits'>): string[] {
  return [product.unit, ...(product.alternativeUnits ?? []).map((alternative) => alternative.unit)];
}

/** Whether an amount in `unit` can be priced: own unit, an alternative unit, or one converting into the own unit. */
export function isUnitPriceable(product: Pick<Product, 'unit' | 'alternativeUnits'>, unit: string): boolean {
  return alternativeUnitOf(product, unit) !== null || conversionFactor(unit, product.unit) !== null;
}

/**
 * The price of one `unit` of the product with the chosen options, in cents:
 * SPEC §9 alternative unit price = base price × ratio; a unit of the same
 * family converts (a product priced per kilogram costs a thousandth per gram).
 */
export function unitPriceCents(
  product: PricedProduct,
  unit: string,
  parts?: readonly PartSelection[] | null,
): number {
  const base = configuredPriceCents(product, parts);
  const alternative = alternativeUnitOf(product, unit);
  if (alternative) return multiplyCents(base, alternative.ratio);
  const factor = conversionFactor(unit, product.unit);
  if (!factor) throw new RangeError(`Unit ${unit} cannot be priced for a product sold per ${product.unit}`);
  return multiplyCents(base, factor.numerator, 1 / factor.denominator);
}

/**
 * SPEC §9 item gross in cents, rounded once: base (with options) × the amount
 * converted into the product's unit. An alternative unit converts by its ratio
 * (250 ml at 0.001 are 0.25 l), so a unit price below a cent (€ 4,90 per litre
 * sold per ml) still charges the exact amount instead of a rounded € 0,00 × 250.
 */
export function itemGrossCents(
  item: Pick<CartItem, 'amount' | 'unit' | 'parts'> & { product: PricedProduct },
): number {
  const { product, amount, unit } = item;
  const base = configuredPriceCents(product, item.parts);
  const alternative = alternativeUnitOf(product, unit);
  if (alternative) return multiplyCents(base, alternative.ratio, amount);
  const factor = conversionFactor(unit, product.unit);
  if (!factor) throw new RangeError(`Unit ${unit} cannot be priced for a product sold per ${product.unit}`);
  return multiplyCents(base, amount, factor.numerator, 1 / factor.denominator);
}

/** The calculation model of an item: its alternative unit's model when set, else the product's. */
export function itemCalculationModel(
  product: Pick<Product, 'unit' | 'alternativeUnits' | 'calculationModel'>,
  unit: string,
): CalculationModel {
  return alternativeUnitOf(product, unit)?.calculationModel ?? product.calculationModel ?? 'fixed';
}

/** The price as the storefront shows it: the calculation-model prefix ('ca.', 'ab') and the money, e.g. 'ca. € 3,23'. */
export function priceLabel(
  product: PricedProduct,
  unit: string = product.unit,
  parts?: readonly PartSelection[] | null,
  currency: string = DEFAULT_CURRENCY,
): string {
  const prefix = calculationModelPrefix(itemCalculationModel(product, unit));
  const money = formatMoney(fromCents(unitPriceCents(product, unit, parts)), currency);
  return prefix ? `${prefix} ${money}` : money;
}
