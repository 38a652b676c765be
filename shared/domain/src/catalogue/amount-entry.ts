/**
 * SPEC §5 amount entry: comma decimal separator, non-numeric becomes 0, then
 * clamped and snapped to the minimum, maximum and step size of the unit;
 * decrease disabled at or below the minimum, increase at or above the maximum.
 */
import { alternativeUnitOf, orderableUnits } from '../pricing/product-price';
import type { Product } from './types';

export interface AmountBounds {
  minimum: number;
  /** null: no maximum. */
  maximum: number | null;
  /** null: any amount; otherwise amounts lie on minimum + k × step. */
  step: number | null;
}

type QuantityFields = Pick<
  Product,
  'unit' | 'alternativeUnits' | 'minimumQuantity' | 'maximumQuantity' | 'quantityStepSize'
>;

const positiveOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** The bounds of the unit an item is ordered in: an alternative unit's own bounds, else the product's. */
export function amountBounds(product: QuantityFields, unit: string = product.unit): AmountBounds {
  const source = alternativeUnitOf(product, unit) ?? product;
  const minimum = positiveOrNull(source.minimumQuantity) ?? 0;
  const maximum = positiveOrNull(source.maximumQuantity);
  return {
    minimum,
    // Inconsistent data (maximum below minimum) collapses to the minimum.
    maximum: maximum === null ? null : Math.max(maximum, minimum),
    step: positiveOrNull(source.quantityStepSize),
  };
}

/** Drops binary floating-point noise (0.30000000000000004 → 0.3). */
function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

/** SPEC §5: '1,5' → 1.5; anything non-numeric → 0. */
export function parseAmountInput(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

/** Clamps to [minimum, maximum] and snaps to the nearest step of the grid that stays within them. */
export function snapAmount(value: number, bounds: AmountBounds): number {
  const { minimum, step } = bounds;
  const maximum = bounds.maximum ?? Number.POSITIVE_INFINITY;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, minimum), maximum);
  if (step === null) return tidy(clamped);
  let steps = Math.round(tidy((clamped - minimum) / step));
  if (minimum + steps * step > maximum) steps = Math.floor(tidy((maximum - minimum) / step));
  return tidy(minimum + steps * step);
}

/** What an amount input shows after the guest typed `text`. */
export function amountFromInput(text: string, bounds: AmountBounds): number {
  return snapAmount(parseAmountInput(text), bounds);
}

export function canDecreaseAmount(value: number, bounds: AmountBounds): boolean {
  return value > bounds.minimum;
}

export function canIncreaseAmount(value: number, bounds: AmountBounds): boolean {
  return bounds.maximum === null || value < bounds.maximum;
}

export function increaseAmount(value: number, bounds: AmountBounds): number {
  return snapAmount(value + (bounds.step ?? 1), bounds);
}

export function decreaseAmount(value: number, bounds: AmountBounds): number {
  return snapAmount(value - (bounds.step ?? 1), bounds);
}

/** The unit a new item starts in: the product's defaultUnit when orderable, else its unit. */
export function defaultUnit(product: QuantityFields & Pick<Product, 'defaultUnit'>): string {
  const preferred = product.defaultUnit;
  return preferred && orderableUnits(product).includes(preferred) ? preferred : product.unit;
}

/** The amount a new item starts with: defaultQuantity (or the minimum, or one step, or 1), snapped. */
export function defaultAmount(
  product: QuantityFields & Pick<Product, 'defaultQuantity'>,
  unit: string = product.unit,
): number {
  const bounds = amountBounds(product, unit);
  const start = positiveOrNull(product.defaultQuantity) ?? (bounds.minimum || bounds.step || 1);
  return snapAmount(start, bounds);
}
