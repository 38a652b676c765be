/**
 * SPEC §5 "Checkout" field rules, SPEC §2 submit label and SPEC §4 when submit
 * is offered. Field errors carry the payload key, German message and a stable code.
 */
import { COUNTRIES, DEFAULT_COUNTRY, DEFAULT_PAYMENT_METHOD } from '../constants';
import type { OrderDraft, OrderType, PaymentMethod } from './order-types';
import { phoneFormatError } from './phone';
import type { Branch } from '../catalogue/types';

export const REQUIRED_MESSAGE = 'Dieser Wert sollte nicht leer sein.';
export const EMAIL_MESSAGE = 'Dieser Wert ist keine gültige E-Mail-Adresse.';
export const CHOICE_MESSAGE = 'Sie haben einen ungültigen Wert ausgewählt.';

export interface FieldError {
  field: string;
  message: string;
  code: 'required' | 'email' | 'phone' | 'choice';
}

type RequirementFlags = Pick<
  Branch,
  | 'isTakeawayEmailRequired'
  | 'isTakeawayPhoneRequired'
  | 'isTakeawayAddressRequired'
  | 'isDeliveryEmailRequired'
  | 'isDeliveryPhoneRequired'
  | 'isDeliveryAddressRequired'
  | 'isDineInEmailRequired'
  | 'isDineInPhoneRequired'
  | 'isDineInAddressRequired'
>;

export interface ContactRequirements {
  isEmailRequired: boolean;
  isPhoneRequired: boolean;
  isAddressRequired: boolean;
}

/** SPEC §5: email, phone and address are required per the branch flag for the current order type. */
export function contactRequirements(branch: RequirementFlags, orderType: OrderType): ContactRequirements {
  switch (orderType) {
    case 'delivery':
      return {
        isEmailRequired: branch.isDeliveryEmailRequired,
        isPhoneRequired: branch.isDeliveryPhoneRequired,
        isAddressRequired: branch.isDeliveryAddressRequired,
      };
    case 'dineIn':
      return {
        isEmailRequired: branch.isDineInEmailRequired,
        isPhoneRequired: branch.isDineInPhoneRequired,
        isAddressRequired: branch.isDineInAddressRequired,
      };
    default:
      return {
        isEmailRequired: branch.isTakeawayEmailRequired,
        isPhoneRequired: branch.isTakeawayPhoneRequired,
        isAddressRequired: branch.isTakeawayAddressRequired,
      };
  }
}

/** SPEC §5: table selection is required for dine-in when the branch enables it. */
export function isTableRequired(
  branch: Pick<Branch, 'isTableSelectionEnabled'>,
  orderType: OrderType,
): boolean {
  return orderType === 'dineIn' && branch.isTableSelectionEnabled;
}

/** SPEC §5: with a table required, the contact section is hidden unless email or phone is required. */
export function isContactSectionVisible(
  branch: RequirementFlags & Pick<Branch, 'isTableSelectionEnabled'>,
  orderType: OrderType,
): boolean {
  if (!isTableRequired(branch, orderType)) return true;
  const { isEmailRequired, isPhoneRequired } = contactRequirements(branch, orderType);
  return isEmailRequired || isPhoneRequired;
}

/**
 * The payload keys the checkout marks required: first and last name; email,
 * phone per flag; with an address, street, zipCode, city, country (plus the
 * delivery area for delivery, and the delivery-prefixed copies when the
 * delivery address differs); table for dine-in when enabled.
 */
export function requiredCheckoutFields(
  branch: RequirementFlags & Pick<Branch, 'isTableSelectionEnabled'>,
  orderType: OrderType,
  draft: Pick<OrderDraft, 'isDeliveryAddressDifferent'>,
): string[] {
  const { isEmailRequired, isPhoneRequired, isAddressRequired } = contactRequirements(branch, orderType);
  const fields = ['firstName', 'lastName'];
  if (isEmailRequired) fields.push('email');
  if (isPhoneRequired) fields.push('phone');
  if (isAddressRequired) {
    if (orderType === 'delivery') fields.push('deliveryArea');
    fields.push('street', 'zipCode', 'city', 'country');
    if (orderType === 'delivery' && draft.isDeliveryAddressDifferent) {
      fields.push('deliveryStreet', 'deliveryZipCode', 'deliveryCity', 'deliveryCountry');
    }
  }
  if (isTableRequired(branch, orderType)) fields.push('table');
  return fields;
}

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckoutInput {
  draft: OrderDraft;
  branch: RequirementFlags & Pick<Branch, 'isTableSelectionEnabled'>;
  orderType: OrderType;
  /** The methods offered (see availablePaymentMethods). */
  paymentMethods: readonly PaymentMethod[];
}

/** Every field error of the checkout form, in form order. */
export function checkoutErrors({ draft, branch, orderType, paymentMethods }: CheckoutInput): FieldError[] {
  const values = draft as unknown as Record<string, unknown>;
  const errors: FieldError[] = requiredCheckoutFields(branch, orderType, draft)
    .filter((field) => isBlank(values[field]))
    .map((field) => ({ field, message: REQUIRED_MESSAGE, code: 'required' }));
  const failed = new Set(errors.map((error) => error.field));
  if (!failed.has('email') && !isBlank(draft.email) && !EMAIL.test(String(draft.email).trim())) {
    errors.push({ field: 'email', message: EMAIL_MESSAGE, code: 'email' });
  }
  const phoneError = phoneFormatError(draft.phone);
  if (phoneError) errors.push({ field: 'phone', message: phoneError, code: 'phone' });
  for (const field of ['country', 'deliveryCountry'] as const) {
    const country = draft[field];
    if (!failed.has(field) && !isBlank(country) && !COUNTRIES.some((choice) => choice === country)) {
      errors.push({ field, message: CHOICE_MESSAGE, code: 'choice' });
    }
  }
  if (!draft.paymentMethod || !paymentMethods.includes(draft.paymentMethod)) {
    errors.push({ field: 'paymentMethod', message: CHOICE_MESSAGE, code: 'choice' });
  }
  // SPEC §5: terms and privacy are error-highlightable fields; the server decides.
  for (const field of ['legalInstructions', 'privacyPolicy'] as const) {
    if (draft[field] !== true) errors.push({ field, message: REQUIRED_MESSAGE, code: 'required' });
  }
  return errors;
}

export interface SubmitState {
  isQuotationRequired: boolean;
  /** Open for the chosen order type (delivery: delivery open). */
  isOpen: boolean;
  isPreorderEnabled: boolean;
  isLoading?: boolean;
}

/**
 * SPEC §2: 'Angebotsanfrage abschicken' if the branch requires a quotation;
 * 'Bestellung abschicken' when open; 'Vorbestellung abschicken' when closed
 * but preorder enabled; while loading 'Verarbeiten...'.
 */
export function submitLabel(state: SubmitState): string {
  if (state.isLoading) return 'Verarbeiten...';
  if (state.isQuotationRequired) return 'Angebotsanfrage abschicken';
  if (!state.isOpen && state.isPreorderEnabled) return 'Vorbestellung abschicken';
  return 'Bestellung abschicken';
}

/**
 * SPEC §4: submit is offered only when the cart has items and the branch is
 * open, or preorder is enabled; SPEC §5: not while the minimum order value is missing.
 */
export function canSubmitOrder(state: {
  itemCount: number;
  isOpen: boolean;
  isPreorderEnabled: boolean;
  isMinimumOrderValueReached?: boolean;
}): boolean {
  if (state.itemCount <= 0 || state.isMinimumOrderValueReached === false) return false;
  return state.isOpen || state.isPreorderEnabled;
}

/** SPEC §3 order draft defaults: country AT, payment method cash. */
export function emptyOrderDraft(): OrderDraft {
  return {
    isCompany: false,
    companyName: null,
    firstName: null,
    lastName: null,
    company: null,
    street: null,
    floor: null,
    stairway: null,
    door: null,
    zipCode: null,
    city: null,
    country: DEFAULT_COUNTRY,
    vatNo: null,
    phone: null,
    email: null,
    isDeliveryAddressDifferent: false,
    isDeliveryCompany: false,
    deliveryCompanyName: null,
    deliveryStreet: null,
    deliveryFloor: null,
    deliveryStairway: null,
    deliveryDoor: null,
    deliveryZipCode: null,
    deliveryCity: null,
    deliveryCountry: DEFAULT_COUNTRY,
    deliveryArea: null,
    comment: null,
    appointmentDate: null,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    legalInstructions: false,
    privacyPolicy: false,
    table: null,
    donatee: null,
  };
}
