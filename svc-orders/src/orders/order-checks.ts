/**
 * Issue 8 server validation: every rule of SPEC §5 "Checkout" for one order, with German
 * messages carrying the payload `field`. The rules themselves are @theke/domain's; this module
 * feeds them the catalogue snapshot and collects their answers.
 */
import {
  addDays,
  APPOINTMENT_CLOSED_TEXT,
  appointmentError,
  availableOrderTypes,
  availablePaymentMethods,
  businessDateOf,
  checkMinimumOrderValue,
  checkoutErrors,
  CLOSED_TEXT,
  DEFAULT_TIME_ZONE,
  hasDonation,
  isBranchOpenAt,
  isContactSectionVisible,
  isDeliveryOpenAt,
  isOrderableYet,
  isCounterPaymentMethod,
  isTableRequired,
  KIOSK_PAYMENT_TEXT,
  NO_DELIVERY_AT_CHECKOUT_TEXT,
  normalizePhone,
  orderHours,
  orderTypeOf,
  SLOT_SEARCH_HORIZON_DAYS,
  startOfBusinessDay,
  type CartItem,
  type OrderDraft,
  type OrderType,
  type PaymentMethod,
  type PricingResult,
} from '@theke/domain';
import type { DeliveryAreaSnapshot, OrderPayload } from '@theke/contracts';
import { Invalid, MESSAGES, type ErrorItem } from '@theke/server';
import type { CatalogueBranch, CatalogueSnapshot } from '../catalogue-cache/catalogue-snapshot';
import { orderPricing } from '../pricing/order-pricing';
import { checkItems } from './item-checks';

export interface CheckedOrder {
  branch: CatalogueBranch;
  orderType: OrderType;
  /** SPEC §2: the branch requires a quotation, so this is a quotation request with nothing to pay. */
  isQuotation: boolean;
  items: CartItem[];
  deliveryArea: DeliveryAreaSnapshot | null;
  table: { id: number; identifier: string } | null;
  donatee: { id: number; identifier: string; name: string } | null;
  paymentMethod: PaymentMethod | null;
  appointment: Date | null;
  /** Normalised (SPEC §5: only digits and plus, a leading 00 becomes +). */
  phone: string | null;
  email: string | null;
  pricing: PricingResult;
}

const choice = (field: string): ErrorItem => ({ field, message: MESSAGES.choice, code: 'invalid_choice' });

/** A branch guests cannot order from at all: not public, or not orderable yet. */
function isBranchAvailable(branch: CatalogueBranch, now: Date): boolean {
  if (branch.isPublic === false) return false;
  return isOrderableYet(branch.orderableFrom, now);
}

function orderTypeError(branch: CatalogueBranch, orderType: OrderType): ErrorItem | null {
  if (availableOrderTypes(branch).includes(orderType)) return null;
  if (orderType === 'delivery')
    return { field: 'isDelivery', message: NO_DELIVERY_AT_CHECKOUT_TEXT, code: 'order_type_unavailable' };
  if (orderType === 'dineIn') return { ...choice('isDineIn'), code: 'order_type_unavailable' };
  return { message: MESSAGES.choice, code: 'order_type_unavailable' };
}

/** SPEC §4: submit only while open for the order type (delivery: delivery open), or with preorder. */
function closedError(
  snapshot: CatalogueSnapshot,
  branch: CatalogueBranch,
  orderType: OrderType,
  now: Date,
  timeZone: string,
): ErrorItem | null {
  if (branch.isPreorderEnabled) return null;
  const isDelivery = orderType === 'delivery';
  const isOpen = snapshot.memo.get(`open:${branch.id}:${isDelivery}`, now, () =>
    isDelivery ? isDeliveryOpenAt(branch, now, timeZone) : isBranchOpenAt(branch, now, timeZone),
  );
  if (isOpen) return null;
  return { message: isDelivery ? NO_DELIVERY_AT_CHECKOUT_TEXT : CLOSED_TEXT, code: 'closed' };
}

function draftOf(payload: OrderPayload, phone: string | null): OrderDraft {
  return { ...payload, phone, paymentMethod: payload.paymentMethod as PaymentMethod | null };
}

/** SPEC §5 contact, address, table, payment method and legal checkboxes (domain `checkoutErrors`). */
function contactErrors(
  payload: OrderPayload,
  branch: CatalogueBranch,
  orderType: OrderType,
  input: {
    phone: string | null;
    paymentMethods: PaymentMethod[];
    isQuotation: boolean;
  },
): ErrorItem[] {
  const errors = checkoutErrors({
    draft: draftOf(payload, input.phone),
    branch,
    orderType,
    paymentMethods: input.paymentMethods,
  });
  // With a table required and no email or phone required, the contact section is hidden: no names asked.
  const namesAsked = isContactSectionVisible(branch, orderType);
  return errors
    .filter((error) => namesAsked || (error.field !== 'firstName' && error.field !== 'lastName'))
    .filter((error) => !(input.isQuotation && error.field === 'paymentMethod'))
    .map((error) => ({ field: error.field, message: error.message, code: error.code }));
}

function deliveryAreaOf(
  payload: OrderPayload,
  branch: CatalogueBranch,
  orderType: OrderType,
  errors: ErrorItem[],
): DeliveryAreaSnapshot | null {
  if (orderType !== 'delivery') return null;
  if (!payload.deliveryArea) {
    // The fee depends on the area: a delivery needs one whenever the branch has areas.
    if (branch.deliveryAreas.length > 0 && !errors.some((error) => error.field === 'deliveryArea')) {
      errors.push({ field: 'deliveryArea', message: MESSAGES.notBlank, code: 'not_blank' });
    }
    return null;
  }
  const area = branch.deliveryAreas.find((candidate) => Number(candidate.id) === payload.deliveryArea?.id);
  if (!area) {
    errors.push(choice('deliveryArea'));
    return null;
  }
  return { ...area, id: Number(area.id) };
}

function tableOf(
  payload: OrderPayload,
  snapshot: CatalogueSnapshot,
  branch: CatalogueBranch,
  orderType: OrderType,
  errors: ErrorItem[],
) {
  if (orderType !== 'dineIn' || !payload.table) return null;
  const table = snapshot.tables.get(payload.table.id);
  if (!table || Number(table.branch.id) !== branch.id) {
    errors.push(choice('table'));
    return null;
  }
  return { id: Number(table.id), identifier: table.identifier };
}

function donateeOf(payload: OrderPayload, snapshot: CatalogueSnapshot, errors: ErrorItem[]) {
  if (!payload.donatee) return null;
  const donatee = snapshot.donatees.get(payload.donatee.id);
  if (!donatee) {
    errors.push(choice('donatee'));
    return null;
  }
  return { id: Number(donatee.id), identifier: donatee.identifier, name: donatee.name };
}

/** SPEC §5 appointment: required when the branch says so, inside the order type's hours, after lead times. */
function appointmentErrors(
  payload: OrderPayload,
  branch: CatalogueBranch,
  items: CartItem[],
  now: Date,
  timeZone: string,
): ErrorItem[] {
  const appointment = payload.appointmentDate ? new Date(payload.appointmentDate) : null;
  const error = appointmentError(appointment, {
    hours: orderHours(branch, payload.isDelivery),
    now,
    products: items.map((item) => item.product),
    timeZone,
    isAppointmentRequired: branch.isAppointmentRequired,
  });
  if (error) return [{ field: 'appointmentDate', message: error.message, code: error.code }];
  if (!appointment) return [];
  // SPEC §9: slots are offered within a 180-day horizon; later times are not offered either.
  const horizon = startOfBusinessDay(
    addDays(businessDateOf(now, timeZone), SLOT_SEARCH_HORIZON_DAYS),
    timeZone,
  );
  if (appointment.getTime() >= horizon.getTime()) {
    return [{ field: 'appointmentDate', message: APPOINTMENT_CLOSED_TEXT, code: 'beyond-horizon' }];
  }
  return [];
}

/** Issue 24: the kiosk's guest pays at the counter, so no online method (ADR 0050). */
function kioskPaymentError(method: PaymentMethod | null): ErrorItem | null {
  if (isCounterPaymentMethod(method)) return null;
  return { field: 'paymentMethod', message: KIOSK_PAYMENT_TEXT, code: 'kiosk_payment_method' };
}

/** Checks a validated payload against the catalogue; throws `Invalid` with every error found. */
export function checkOrder(payload: OrderPayload, snapshot: CatalogueSnapshot, now: Date): CheckedOrder {
  const branch = snapshot.branches.get(payload.branch.id);
  if (!branch) throw new Invalid([choice('branch.id')]);
  const timeZone = snapshot.config.timeZone || DEFAULT_TIME_ZONE;
  if (!isBranchAvailable(branch, now))
    throw new Invalid([{ message: CLOSED_TEXT, code: 'branch_unavailable' }]);

  const orderType = orderTypeOf(payload);
  const isQuotation = branch.isQuotationRequired;
  const phone = payload.phone ? normalizePhone(payload.phone) : null;
  const paymentMethods = availablePaymentMethods(snapshot.config, branch);
  const errors: ErrorItem[] = [];
  const pushIf = (error: ErrorItem | null) => error && errors.push(error);

  pushIf(orderTypeError(branch, orderType));
  pushIf(closedError(snapshot, branch, orderType, now, timeZone));
  const checkedItems = checkItems(payload.items, snapshot, branch.id, now, timeZone);
  errors.push(...checkedItems.errors);
  errors.push(
    ...contactErrors(payload, branch, orderType, { phone: phone || null, paymentMethods, isQuotation }),
  );
  if (payload.isSelfService && !isQuotation && !errors.some((error) => error.field === 'paymentMethod'))
    pushIf(kioskPaymentError(payload.paymentMethod as PaymentMethod | null));
  const deliveryArea = deliveryAreaOf(payload, branch, orderType, errors);
  const table = tableOf(payload, snapshot, branch, orderType, errors);
  const donatee = donateeOf(payload, snapshot, errors);
  errors.push(...appointmentErrors(payload, branch, checkedItems.items, now, timeZone));

  const pricing = orderPricing({
    items: checkedItems.items,
    orderType,
    deliveryArea,
    hasDonation: donatee !== null && hasDonation({ donatee }, snapshot.config),
  });
  // A quotation request has no price yet: nothing to compare with the minimum.
  if (deliveryArea && !isQuotation && checkedItems.errors.length === 0) {
    const minimum = checkMinimumOrderValue(pricing.gross, deliveryArea, snapshot.config.currency);
    if (minimum.message)
      errors.push({ field: 'deliveryArea', message: minimum.message, code: 'minimum_order_value' });
  }
  if (errors.length > 0) throw new Invalid(errors);

  return {
    branch,
    orderType,
    isQuotation,
    items: checkedItems.items,
    deliveryArea,
    table: isTableRequired(branch, orderType) || table ? table : null,
    donatee: pricing.donation > 0 ? donatee : null,
    paymentMethod: isQuotation ? null : (payload.paymentMethod as PaymentMethod),
    appointment: payload.appointmentDate ? new Date(payload.appointmentDate) : null,
    phone: phone || null,
    email: payload.email ? payload.email.trim() : null,
    pricing,
  };
}
