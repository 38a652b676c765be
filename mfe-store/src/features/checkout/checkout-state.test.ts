import { emptyOrderDraft, type Cart, type OrderDraft } from '@theke/domain';
import { makeArea, makeBranch, makeItem, makeProduct } from '@theke/domain/testing';
import { translate } from '@theke/ui';
import { checkoutSlots } from './appointment-slots';
import { checkoutPaymentMethods, checkoutView, errorsByField, orderPayload, paymentConfigOf, submitLabelKey, type CheckoutInput } from './checkout-state';

const product = makeProduct({ id: 7, price: 12.5, tax: 20, takeawayTax: 10, dineInTax: 10 });
const area = makeArea({ id: 3, price: 4.9, minimumOrderValue: 30 });
const cart = (overrides: Partial<Cart> = {}): Cart => ({ items: [makeItem(product, 2)], isDelivery: false, isDineIn: false, deliveryArea: null, ...overrides });
const allPayments = paymentConfigOf({
  enableCash: true,
  enablePluginATMCard: true,
  enableATMCard: true,
  enablePluginMollie: true,
  enableMollie: true,
  enablePluginDatatrans: true,
  enableDatatrans: false,
  enablePluginDonations: true,
});

function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    branch: makeBranch({ deliveryAreas: [area] }),
    config: allPayments,
    cart: cart(),
    draft: emptyOrderDraft(),
    state: { isOpen: true, isDeliveryOpen: true },
    hasDonatees: true,
    currency: 'EUR',
    isSubmitting: false,
    ...overrides,
  };
}

describe('checkout: required fields per order type (SPEC §5)', () => {
  const branch = makeBranch({
    deliveryAreas: [area],
    isTakeawayPhoneRequired: true,
    isDeliveryEmailRequired: true,
    isDeliveryPhoneRequired: true,
    isDeliveryAddressRequired: true,
    isTableSelectionEnabled: true,
  });

  it('marks first and last name, and phone for takeaway when the branch requires it', () => {
    const view = checkoutView(input({ branch }));
    expect([...view.required]).toEqual(['firstName', 'lastName', 'phone']);
    expect(view.showsAddress).toBe(false);
    expect(view.showsTable).toBe(false);
  });

  it('asks a delivery for email, phone, the area and the address, and offers a different delivery address', () => {
    const view = checkoutView(input({ branch, cart: cart({ isDelivery: true, deliveryArea: area }), draft: { ...emptyOrderDraft(), isDeliveryAddressDifferent: true } }));
    expect([...view.required]).toEqual(
      expect.arrayContaining(['email', 'phone', 'deliveryArea', 'street', 'zipCode', 'city', 'country', 'deliveryStreet', 'deliveryCity']),
    );
    expect(view.required.has('floor')).toBe(false);
    expect(view.showsAddress).toBe(true);
    expect(view.showsDeliveryAddress).toBe(true);
  });

  it('shows the table for dine-in and hides the contact section when neither email nor phone is required', () => {
    const view = checkoutView(input({ branch, cart: cart({ isDineIn: true }) }));
    expect(view.showsTable).toBe(true);
    expect(view.required.has('table')).toBe(true);
    expect(view.showsContact).toBe(false);
    const withPhone = checkoutView(input({ branch: { ...branch, isDineInPhoneRequired: true }, cart: cart({ isDineIn: true }) }));
    expect(withPhone.showsContact).toBe(true);
  });
});

describe('checkout: submit label and when submit is offered (SPEC §2, §4)', () => {
  it.each([
    [{ isQuotationRequired: true, isOpen: true, isPreorderEnabled: false, isSubmitting: false }, 'Angebotsanfrage abschicken'],
    [{ isQuotationRequired: false, isOpen: true, isPreorderEnabled: true, isSubmitting: false }, 'Bestellung abschicken'],
    [{ isQuotationRequired: false, isOpen: false, isPreorderEnabled: true, isSubmitting: false }, 'Vorbestellung abschicken'],
    [{ isQuotationRequired: true, isOpen: false, isPreorderEnabled: true, isSubmitting: true }, 'Verarbeiten...'],
  ])('%j reads %j', (state, text) => {
    expect(translate(submitLabelKey(state))).toBe(text);
  });

  it('offers submit while open, or closed with preorder, never for an empty cart', () => {
    expect(checkoutView(input()).canSubmit).toBe(true);
    expect(checkoutView(input({ state: { isOpen: false, isDeliveryOpen: false } })).canSubmit).toBe(false);
    const preorder = input({ branch: makeBranch({ isPreorderEnabled: true }), state: { isOpen: false, isDeliveryOpen: false } });
    expect(checkoutView(preorder).canSubmit).toBe(true);
    expect(checkoutView(preorder).submitLabel).toBe('checkout.submitPreorder');
    expect(checkoutView(input({ cart: cart({ items: [] }) })).canSubmit).toBe(false);
  });

  it('judges a delivery by the delivery hours and the minimum order value', () => {
    const delivery = cart({ isDelivery: true, deliveryArea: area });
    expect(checkoutView(input({ cart: delivery, state: { isOpen: true, isDeliveryOpen: false } })).isOpen).toBe(false);
    const small = checkoutView(input({ cart: cart({ isDelivery: true, deliveryArea: area, items: [makeItem(product, 1)] }) }));
    expect(small.canSubmit).toBe(false);
    expect(small.minimumMessage).toBe('Sie haben den Mindestbestellwert in Höhe von €\u00a030,00 leider noch nicht erreicht.');
  });
});

describe('checkout: payment methods shown (SPEC §9)', () => {
  it('shows only methods the plugin, the global setting and the branch flag allow', () => {
    const branch = makeBranch({ isCashEnabled: true, isATMCardEnabled: false, isMollieEnabled: true, isDatatransEnabled: true });
    expect(checkoutView(input({ branch })).paymentMethods).toEqual(['cash', 'mollie']);
  });

  it('shows the redirect note for an online method and none for a quotation', () => {
    const branch = makeBranch({ isMollieEnabled: true });
    const mollie: OrderDraft = { ...emptyOrderDraft(), paymentMethod: 'mollie' };
    expect(checkoutView(input({ branch, draft: mollie })).showsRedirectNote).toBe(true);
    expect(checkoutView(input({ branch })).showsRedirectNote).toBe(false);
    expect(checkoutView(input({ branch: makeBranch({ isQuotationRequired: true }) })).paymentMethods).toEqual([]);
  });

  it('offers only what a counter takes at the self-service kiosk (issue 24): cash and the card at the counter', () => {
    const branch = makeBranch({ isCashEnabled: true, isATMCardEnabled: true, isMollieEnabled: true, isDatatransEnabled: true });
    expect(checkoutView(input({ branch })).paymentMethods).toEqual(['cash', 'atm-card', 'mollie']);
    const kiosk = checkoutView(input({ branch, isSelfService: true, draft: { ...emptyOrderDraft(), paymentMethod: 'mollie' } }));
    expect(kiosk.paymentMethods).toEqual(['cash', 'atm-card']);
    // A stored online choice is not offered, so no redirect note either.
    expect(kiosk.showsRedirectNote).toBe(false);
    expect(checkoutPaymentMethods(allPayments, makeBranch({ isCashEnabled: false, isMollieEnabled: true }), true)).toEqual([]);
  });

  it('reads a missing switch as off', () => {
    expect(paymentConfigOf(undefined).enableCash).toBe(false);
  });
});

describe('checkout: pricing and payload', () => {
  it('prices with the dine-in rate and adds the donation to what is charged', () => {
    const view = checkoutView(input({ cart: cart({ isDineIn: true }), draft: { ...emptyOrderDraft(), donatee: { id: 1 } } }));
    expect(view.pricing.gross).toBe(25);
    expect(view.pricing.taxes).toEqual([{ rate: 10, net: 22.73, tax: 2.27 }]);
    expect(view.pricing.amountDue).toBe(25.07);
  });

  it('sends the draft, flags, the area and table objects and the items without prices', () => {
    const table = { id: 4, identifier: 'Schalter 1', branch: { id: 1 } };
    const draft: OrderDraft = { ...emptyOrderDraft(), firstName: 'Eva', phone: '0043 664 123', table: { id: 4 } };
    const payload = orderPayload(draft, cart({ isDineIn: true, deliveryArea: area }), makeBranch(), [table]);
    expect(payload).toMatchObject({ firstName: 'Eva', phone: '+43664123', isDineIn: true, isDelivery: false, deliveryArea: null, table, branch: { id: 1 } });
    expect(payload.items).toEqual([{ product: { id: 7 }, amount: 2, unit: 'piece', parts: [] }]);
    const delivery = orderPayload(draft, cart({ isDelivery: true, deliveryArea: area }), makeBranch({ isQuotationRequired: true }), [table]);
    expect(delivery).toMatchObject({ deliveryArea: area, table: null, paymentMethod: null, isSelfService: false });
    expect(orderPayload(draft, cart(), makeBranch(), [table], true).isSelfService).toBe(true);
  });

  it('puts each server error on the input its field names', () => {
    expect(
      errorsByField([
        { message: 'Dieser Wert sollte nicht leer sein.', field: 'phone' },
        { message: 'Sie haben einen ungültigen Wert ausgewählt.', field: 'deliveryArea.id' },
        { message: 'Derzeit haben wir leider geschlossen.' },
      ]),
    ).toEqual({ phone: 'Dieser Wert sollte nicht leer sein.', deliveryArea: 'Sie haben einen ungültigen Wert ausgewählt.' });
  });
});

describe('checkout: appointment slots (SPEC §9)', () => {
  it('offers the delivery hours for a delivery and the opening hours otherwise, from the lead time on', () => {
    const branch = makeBranch({
      openingHours: [{ type: 'daily', from: '08:00', to: '18:00' }],
      deliveryHours: [{ type: 'daily', from: '10:00', to: '12:00' }],
      isDeliveryHoursEnabled: true,
    });
    const now = new Date('2026-11-24T08:02:00+01:00');
    const takeaway = checkoutSlots(branch, cart(), now, 'Europe/Vienna');
    expect(takeaway[0]?.start.toISOString()).toBe('2026-11-24T07:05:00.000Z');
    const delivery = checkoutSlots(branch, cart({ isDelivery: true }), now, 'Europe/Vienna');
    expect(delivery[0]?.start.toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(delivery[0]?.end.toISOString()).toBe('2026-11-24T11:00:00.000Z');
  });
});
