/**
 * What the order figures count (ADR 0043), as SQL conditions on an order row `o` and an item row
 * `i`: the one definition the rollups are recomputed with, live and in the rebuild.
 */
import { COUNTED_UNITS } from '@theke/domain';

/** `orders`: every placed order but one whose online payment failed (it never became an order). */
export const COUNTED_ORDER = `NOT o."isFailed"`;

/** `canceled-orders`: canceled or rejected (the domain's isOrderRejected), of the counted ones. */
export const CANCELED_ORDER = `(o."isCanceled" OR o."isRejected")`;

/**
 * `revenue`: paid online, or settled on site ("cash": place-order stores `on-site` for every
 * method that is not online, @theke/domain isOnlinePaymentMethod; a quotation is `none`), and not
 * canceled, rejected or refunded. A refunded payment keeps isPaid, hence the explicit isRefunded.
 */
export const REVENUE_ORDER = `(o."isPaid" OR o."paymentStatus" = 'on-site')
  AND NOT o."isFailed" AND NOT o."isCanceled" AND NOT o."isRejected" AND NOT o."isRefunded"`;

const countedUnits = COUNTED_UNITS.map((unit) => `'${unit.replace(/'/g, "''")}'`).join(', ');

/** SPEC §9's cart count of an item (@theke/domain COUNTED_UNITS): its amount for counted units, else 1. */
export const ITEM_QUANTITY = `CASE WHEN i.unit IN (${countedUnits}) THEN i.amount ELSE 1 END`;

/** An amount column (NUMERIC with two decimals) in whole cents, exactly. */
export const centsOf = (column: string) => `round(${column} * 100)::bigint`;

/** Seconds from placed to confirmed, and from confirmed to completed (null while not reached). */
export const TO_CONFIRMATION_SECONDS = `extract(epoch FROM o."confirmedAt" - o."createdAt")::float8`;
export const TO_COMPLETION_SECONDS = `extract(epoch FROM o."completedAt" - o."confirmedAt")::float8`;
