/**
 * SPEC §9 delivery fee and §5 minimum order value and free-delivery hint, per
 * delivery area. A freeFromOrderValue or minimumOrderValue of 0 or null means
 * the area has no such threshold.
 */
import { DEFAULT_CURRENCY } from '../constants';
import { formatMoney } from '../formats/formats';
import { fromCents, toCents } from './money';
import type { DeliveryArea } from '../catalogue/types';

type FeeFields = Pick<DeliveryArea, 'price' | 'free' | 'freeFromOrderValue'>;

const thresholdCents = (value: number | null | undefined): number | null =>
  typeof value === 'number' && value > 0 ? toCents(value) : null;

/** SPEC §9: 0 if the area is free or goods gross exceeds freeFromOrderValue; otherwise the area price. */
export function deliveryFeeCents(area: FeeFields | null | undefined, goodsGrossCents: number): number {
  if (!area || area.free) return 0;
  const freeFrom = thresholdCents(area.freeFromOrderValue);
  if (freeFrom !== null && goodsGrossCents > freeFrom) return 0;
  return toCents(area.price);
}

export function deliveryFee(area: FeeFields | null | undefined, goodsGross: number): number {
  return fromCents(deliveryFeeCents(area, toCents(goodsGross)));
}

export interface MinimumOrderCheck {
  isReached: boolean;
  /** How much more the guest has to add (0 when reached). */
  missing: number;
  /** 'Sie haben den Mindestbestellwert in Höhe von {amount} leider noch nicht erreicht.' when not reached. */
  message: string | null;
}

/** SPEC §5: the minimum order value of the area, compared with the goods gross. */
export function checkMinimumOrderValue(
  goodsGross: number,
  area: Pick<DeliveryArea, 'minimumOrderValue'> | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): MinimumOrderCheck {
  const minimum = thresholdCents(area?.minimumOrderValue);
  const gross = toCents(goodsGross);
  if (minimum === null || gross >= minimum) return { isReached: true, missing: 0, message: null };
  return {
    isReached: false,
    missing: fromCents(minimum - gross),
    message: `Sie haben den Mindestbestellwert in Höhe von ${formatMoney(fromCents(minimum), currency)} leider noch nicht erreicht.`,
  };
}

/** SPEC §5: 'Kostenlose Lieferung ab {amount}.' while the free-from value is not reached. */
export function freeDeliveryHint(
  goodsGross: number,
  area: Pick<DeliveryArea, 'free' | 'freeFromOrderValue'> | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): string | null {
  if (!area || area.free) return null;
  const freeFrom = thresholdCents(area.freeFromOrderValue);
  if (freeFrom === null || toCents(goodsGross) > freeFrom) return null;
  return `Kostenlose Lieferung ab ${formatMoney(fromCents(freeFrom), currency)}.`;
}

/** SPEC §2: the cart panel shows 'Kostenlos' when the delivery fee is zero. */
export function deliveryFeeText(fee: number, currency: string = DEFAULT_CURRENCY): string {
  return fee === 0 ? 'Kostenlos' : formatMoney(fee, currency);
}
