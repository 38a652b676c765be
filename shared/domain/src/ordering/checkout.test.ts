import {
  canSubmitOrder,
  checkoutErrors,
  contactRequirements,
  emptyOrderDraft,
  isContactSectionVisible,
  isTableRequired,
  requiredCheckoutFields,
  submitLabel,
} from './checkout';
import { COUNTRIES, DEFAULT_COUNTRY } from '../constants';
import type { OrderDraft } from './order-types';
import { makeBranch } from '../testing';

const complete = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
  ...emptyOrderDraft(),
  firstName: 'Anna',
  lastName: 'Huber',
  legalInstructions: true,
  privacyPolicy: true,
  ...overrides,
});

describe('required checkout fields (SPEC §5 "Checkout")', () => {
  const branch = makeBranch({
    isTakeawayPhoneRequired: true,
    isDeliveryEmailRequired: true,
    isDeliveryAddressRequired: true,
    isDineInEmailRequired: false,
    isTableSelectionEnabled: true,
  });

  it('requires email, phone and address per the branch flag for the current order type', () => {
    expect(contactRequirements(branch, 'takeaway')).toEqual({
      isEmailRequired: false,
      isPhoneRequired: true,
      isAddressRequired: false,
    });
    expect(contactRequirements(branch, 'delivery')).toEqual({
      isEmailRequired: true,
      isPhoneRequired: false,
      isAddressRequired: true,
    });
    expect(
      contactRequirements(makeBranch({ isDineInAddressRequired: true }), 'dineIn').isAddressRequired,
    ).toBe(true);
  });

  it('marks first and last name required, and delivery area, street, zipCode, city, country with an address', () => {
    expect(requiredCheckoutFields(branch, 'takeaway', complete())).toEqual([
      'firstName',
      'lastName',
      'phone',
    ]);
    expect(requiredCheckoutFields(branch, 'delivery', complete())).toEqual([
      'firstName',
      'lastName',
      'email',
      'deliveryArea',
      'street',
      'zipCode',
      'city',
      'country',
    ]);
  });

  it('requires the delivery-prefixed address when the delivery address differs', () => {
    expect(
      requiredCheckoutFields(branch, 'delivery', complete({ isDeliveryAddressDifferent: true })),
    ).toEqual(
      expect.arrayContaining(['deliveryStreet', 'deliveryZipCode', 'deliveryCity', 'deliveryCountry']),
    );
  });

  it('requires a table for dine-in when the branch enables table selection', () => {
    expect(isTableRequired(branch, 'dineIn')).toBe(true);
    expect(isTableRequired(branch, 'takeaway')).toBe(false);
    expect(isTableRequired(makeBranch(), 'dineIn')).toBe(false);
    expect(requiredCheckoutFields(branch, 'dineIn', complete())).toEqual(['firstName', 'lastName', 'table']);
  });

  it('hides the contact section for table orders unless email or phone is required', () => {
    expect(isContactSectionVisible(branch, 'dineIn')).toBe(false);
    expect(isContactSectionVisible({ ...branch, isDineInPhoneRequired: true }, 'dineIn')).toBe(true);
    expect(isContactSectionVisible(branch, 'takeaway')).toBe(true);
  });
});

describe('checkout field errors (SPEC §5)', () => {
  const branch = makeBranch({ isDeliveryAddressRequired: true, isDeliveryEmailRequired: true });

  it("reports blank required fields with 'Dieser Wert sollte nicht leer sein.'", () => {
    const errors = checkoutErrors({
      draft: complete({ firstName: ' ', country: null }),
      branch,
      orderType: 'delivery',
      paymentMethods: ['cash'],
    });
    expect(errors.map((e) => e.field)).toEqual([
      'firstName',
      'email',
      'deliveryArea',
      'street',
      'zipCode',
      'city',
      'country',
    ]);
    expect(errors[0]).toEqual({
      field: 'firstName',
      message: 'Dieser Wert sollte nicht leer sein.',
      code: 'required',
    });
  });

  it("rejects a phone not starting with + with 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.'", () => {
    const errors = checkoutErrors({
      draft: complete({ phone: '06641234567' }),
      branch,
      orderType: 'takeaway',
      paymentMethods: ['cash'],
    });
    expect(errors).toEqual([
      {
        field: 'phone',
        message: 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
        code: 'phone',
      },
    ]);
  });

  it('rejects an invalid email, a country outside DE, LI, AT, CH and a payment method not offered', () => {
    const errors = checkoutErrors({
      draft: complete({ email: 'anna@', country: 'IT', deliveryCountry: 'FR', paymentMethod: 'mollie' }),
      branch,
      orderType: 'takeaway',
      paymentMethods: ['cash'],
    });
    expect(errors).toEqual([
      { field: 'email', message: 'Dieser Wert ist keine gültige E-Mail-Adresse.', code: 'email' },
      { field: 'country', message: 'Sie haben einen ungültigen Wert ausgewählt.', code: 'choice' },
      { field: 'deliveryCountry', message: 'Sie haben einen ungültigen Wert ausgewählt.', code: 'choice' },
      { field: 'paymentMethod', message: 'Sie haben einen ungültigen Wert ausgewählt.', code: 'choice' },
    ]);
    const noMethod = checkoutErrors({
      draft: complete({ paymentMethod: null }),
      branch,
      orderType: 'takeaway',
      paymentMethods: [],
    });
    expect(noMethod.map((e) => e.field)).toEqual(['paymentMethod']);
  });

  it('highlights unchecked terms and privacy checkboxes', () => {
    const errors = checkoutErrors({
      draft: complete({ legalInstructions: false, privacyPolicy: false }),
      branch,
      orderType: 'takeaway',
      paymentMethods: ['cash'],
    });
    expect(errors.map((e) => e.field)).toEqual(['legalInstructions', 'privacyPolicy']);
  });

  it('accepts a complete delivery order', () => {
    const draft = complete({
      email: 'anna@example.at',
      phone: '+436641234567',
      deliveryArea: { id: 1 },
      street: 'Hauptstraße 1',
      zipCode: '1010',
      city: 'Wien',
    });
    expect(checkoutErrors({ draft, branch, orderType: 'delivery', paymentMethods: ['cash'] })).toEqual([]);
  });

  it('starts the draft with country AT (choices DE, LI, AT, CH) and payment method cash', () => {
    expect(COUNTRIES).toEqual(['DE', 'LI', 'AT', 'CH']);
    expect(emptyOrderDraft()).toMatchObject({
      country: DEFAULT_COUNTRY,
      paymentMethod: 'cash',
      deliveryCountry: 'AT',
    });
  });
});

describe('submit (SPEC §2 submit label, §4 when submit is offered)', () => {
  const base = { isQuotationRequired: false, isOpen: true, isPreorderEnabled: false };

  it("labels 'Angebotsanfrage abschicken' if the branch requires a quotation", () => {
    expect(submitLabel({ ...base, isQuotationRequired: true })).toBe('Angebotsanfrage abschicken');
  });

  it("labels 'Bestellung abschicken' when open and 'Vorbestellung abschicken' when closed but preorder enabled", () => {
    expect(submitLabel(base)).toBe('Bestellung abschicken');
    expect(submitLabel({ ...base, isOpen: false, isPreorderEnabled: true })).toBe('Vorbestellung abschicken');
  });

  it("labels 'Verarbeiten...' while loading", () => {
    expect(submitLabel({ ...base, isQuotationRequired: true, isLoading: true })).toBe('Verarbeiten...');
  });

  it('offers submit only when the cart has items and the branch is open, or preorder is enabled', () => {
    expect(canSubmitOrder({ itemCount: 1, isOpen: true, isPreorderEnabled: false })).toBe(true);
    expect(canSubmitOrder({ itemCount: 0, isOpen: true, isPreorderEnabled: true })).toBe(false);
    expect(canSubmitOrder({ itemCount: 1, isOpen: false, isPreorderEnabled: false })).toBe(false);
    expect(canSubmitOrder({ itemCount: 1, isOpen: false, isPreorderEnabled: true })).toBe(true);
  });

  it('does not offer submit below the minimum order value', () => {
    expect(
      canSubmitOrder({
        itemCount: 1,
        isOpen: true,
        isPreorderEnabled: false,
        isMinimumOrderValueReached: false,
      }),
    ).toBe(false);
  });
});
