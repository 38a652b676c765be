/** SPEC §4 "Menu and branch state": open, delivery open, closing soon, next shift. */
import { DEFAULT_TIME_ZONE } from '../time/business-time';
import { CLOSING_SOON_MINUTES } from '../constants';
import {
  hoursOf,
  isOpenAt,
  nextOpeningAfter,
  openIntervalAt,
  unionOfHours,
  type DayHours,
} from './open-intervals';
import type { Branch } from '../catalogue/types';

type BranchHoursFields = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>;

export interface BranchState {
  /** Within opening hours, or within delivery hours when separate delivery hours are enabled. */
  isOpen: boolean;
  /** Within delivery hours when enabled, else within opening hours. */
  isDeliveryOpen: boolean;
  /** End of the current open period; null when closed, or when it is more than a week away (open around the clock). */
  closesAt: Date | null;
  /** Under 60 minutes to closing. */
  isClosingSoon: boolean;
  /** Start of the next shift when closed (today or a later day), else null. */
  nextOpeningAt: Date | null;
  /** End of the current delivery period. */
  deliveryClosesAt: Date | null;
  /** Start of the next delivery period when delivery is closed. */
  nextDeliveryAt: Date | null;
}

/** When the branch counts as open: opening hours, plus delivery hours when enabled. */
export function branchOpenHours(branch: BranchHoursFields): DayHours {
  const opening = hoursOf(branch.openingHours);
  return branch.isDeliveryHoursEnabled ? unionOfHours(opening, hoursOf(branch.deliveryHours)) : opening;
}

/** When the branch delivers: delivery hours when enabled, else opening hours. */
export function branchDeliveryHours(branch: BranchHoursFields): DayHours {
  return hoursOf(branch.isDeliveryHoursEnabled ? branch.deliveryHours : branch.openingHours);
}

/** Hours an order of this kind can be placed or scheduled in (checkout, appointments). */
export function orderHours(branch: BranchHoursFields, isDelivery: boolean): DayHours {
  return isDelivery ? branchDeliveryHours(branch) : hoursOf(branch.openingHours);
}

export function isBranchOpenAt(
  branch: BranchHoursFields,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return isOpenAt(branchOpenHours(branch), now, timeZone);
}

export function isDeliveryOpenAt(
  branch: BranchHoursFields,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return isOpenAt(branchDeliveryHours(branch), now, timeZone);
}

export function isClosingSoon(closesAt: Date | null, now: Date): boolean {
  if (!closesAt) return false;
  return closesAt.getTime() - now.getTime() < CLOSING_SOON_MINUTES * 60_000;
}

/** How far ahead the end of the current open period is looked for. */
const CLOSING_SEARCH_DAYS = 7;

/** The end of the open period `now` lies in, null when closed or not within the coming week. */
function closingOf(hours: DayHours, now: Date, timeZone: string): { closesAt: Date | null } | null {
  const current = openIntervalAt(hours, now, timeZone, CLOSING_SEARCH_DAYS + 1);
  if (!current) return null;
  const isWithinSearch = current.end.getTime() - now.getTime() <= CLOSING_SEARCH_DAYS * 86_400_000;
  return { closesAt: isWithinSearch ? current.end : null };
}

export function branchStateAt(
  branch: BranchHoursFields,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): BranchState {
  const current = closingOf(branchOpenHours(branch), now, timeZone);
  const delivery = closingOf(branchDeliveryHours(branch), now, timeZone);
  const closesAt = current ? current.closesAt : null;
  return {
    isOpen: current !== null,
    isDeliveryOpen: delivery !== null,
    closesAt,
    isClosingSoon: isClosingSoon(closesAt, now),
    nextOpeningAt: current ? null : nextOpeningAfter(branchOpenHours(branch), now, timeZone),
    deliveryClosesAt: delivery ? delivery.closesAt : null,
    nextDeliveryAt: delivery ? null : nextOpeningAfter(branchDeliveryHours(branch), now, timeZone),
  };
}

/**
 * SPEC §3 `orderableFrom`: a branch takes no orders before this instant. svc-orders refuses an
 * order before it and the back-office shows the date while it lies ahead; an unreadable value
 * restricts nothing (the service validated it on the way in).
 */
export function isOrderableYet(orderableFrom: string | null | undefined, now: Date): boolean {
  if (!orderableFrom) return true;
  const from = Date.parse(orderableFrom);
  return Number.isNaN(from) || from <= now.getTime();
}
