/** Builders for tests: complete entities with neutral defaults (the @theke/domain/testing entry, not the index). */
import { DEFAULT_TIME_ZONE, instantAt } from '../time/business-time';
import type { OrderLifecycleFlags } from '../ordering/order-lifecycle';
import type { CartItem, PlacedOrder } from '../ordering/order-types';
import type { Branch, DeliveryArea, OpeningHourRule, Product } from '../catalogue/types';

/** The instant of a Vienna wall-clock reading 'YYYY-MM-DDTHH:MM'. */
export function vienna(local: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  // Read the digits as UTC fields, then place them on the zone's wall clock.
  const fields = new Date(`${local}:00Z`);
  return instantAt(
    {
      year: fields.getUTCFullYear(),
      month: fields.getUTCMonth() + 1,
      day: fields.getUTCDate(),
      hour: fields.getUTCHours(),
      minute: fields.getUTCMinutes(),
    },
    timeZone,
  );
}

export function rule(
  type: OpeningHourRule['type'],
  from: string | null,
  to: string | null,
  extra: Partial<OpeningHourRule> = {},
): OpeningHourRule {
  return { type, date: null, isClosed: false, from, to, ...extra };
}

export function makeBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 1,
    identifier: 'wien-mitte',
    name: 'Wien Mitte',
    description: null,
    street: 'Landstraßer Hauptstraße 1',
    zipCode: '1030',
    city: 'Wien',
    keywords: null,
    tags: [],
    isPublic: true,
    openingHours: [rule('daily', '08:00', '18:00')],
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    isDeliveryEnabled: true,
    isTakeawayEnabled: true,
    isDineInEnabled: true,
    isPreorderEnabled: false,
    isAppointmentRequired: false,
    isQuotationRequired: false,
    isTableSelectionEnabled: false,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isHydroAGVoucherEnabled: false,
    isMollieEnabled: false,
    isDatatransEnabled: false,
    closedMessage: null,
    deliveryAreas: [],
    isTakeawayEmailRequired: false,
    isTakeawayPhoneRequired: false,
    isTakeawayAddressRequired: false,
    isDeliveryEmailRequired: false,
    isDeliveryPhoneRequired: false,
    isDeliveryAddressRequired: false,
    isDineInEmailRequired: false,
    isDineInPhoneRequired: false,
    isDineInAddressRequired: false,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Fensterreinigung',
    description: 'pro Fenster',
    type: 'default',
    price: 10,
    unit: 'piece',
    tax: 20,
    takeawayTax: 20,
    dineInTax: 20,
    isEnabled: true,
    isVisibleWhenUnavailable: false,
    ...overrides,
  };
}

export function makeArea(overrides: Partial<DeliveryArea> = {}): DeliveryArea {
  return {
    id: 1,
    area: '1010 Wien',
    price: 3.5,
    tax: 20,
    free: false,
    freeFromOrderValue: null,
    minimumOrderValue: null,
    ...overrides,
  };
}

export function makeItem(product: Product, amount = 1, overrides: Partial<CartItem> = {}): CartItem {
  return { product, amount, unit: product.unit, parts: [], ...overrides };
}

/** A cash order waiting for confirmation: the lifecycle's flags (SPEC §3 placed order). */
export const LIFECYCLE_BASE: OrderLifecycleFlags = {
  isConfirmed: false,
  isInDelivery: false,
  isDelivered: false,
  isCompleted: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isPaid: false,
  isRefunded: false,
  isDelivery: false,
  paymentMethod: 'cash',
};

/** A placed cash order waiting for confirmation, as the status page reads it (SPEC §3). */
export function makePlacedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return {
    ...LIFECYCLE_BASE,
    uid: 'u1',
    rejectionMessage: null,
    isDineIn: false,
    appointmentDate: '2025-05-05T10:00:00+02:00',
    counterAppointment: null,
    ...overrides,
  };
}

/** One order in each state staff meet, for the lifecycle's tables. */
export const LIFECYCLE_STATES = {
  waiting: LIFECYCLE_BASE,
  confirmed: { ...LIFECYCLE_BASE, isConfirmed: true },
  inDelivery: { ...LIFECYCLE_BASE, isConfirmed: true, isInDelivery: true },
  completed: { ...LIFECYCLE_BASE, isConfirmed: true, isCompleted: true },
  rejected: { ...LIFECYCLE_BASE, isRejected: true },
  canceled: { ...LIFECYCLE_BASE, isCanceled: true },
  paymentPending: { ...LIFECYCLE_BASE, paymentMethod: 'mollie' },
  paid: { ...LIFECYCLE_BASE, paymentMethod: 'mollie', isPaid: true },
  paymentFailed: { ...LIFECYCLE_BASE, paymentMethod: 'mollie', isFailed: true },
} satisfies Record<string, OrderLifecycleFlags>;
