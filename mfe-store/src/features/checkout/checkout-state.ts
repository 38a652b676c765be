/**
 * The checkout's logic (SPEC §2 checkout sections, §4 checkout, §5 checkout rules): which
 * sections show, what is required, the submit label, the payment methods and the payload of
 * `POST /api/orders`. Rules come from @theke/domain; components only render this.
 */
import {
  availableOrderTypes,
  availablePaymentMethods,
  canSubmitOrder,
  checkMinimumOrderValue,
  contactRequirements,
  hasDonation,
  isContactSectionVisible,
  isCounterPaymentMethod,
  isOnlinePaymentMethod,
  isTableRequired,
  normalizePhone,
  orderTypeOf,
  priceCart,
  requiredCheckoutFields,
  wallClockAt,
  type Branch,
  type BranchState,
  type CalendarDate,
  type Cart,
  type ClockTime,
  type Config,
  type Id,
  type OrderDraft,
  type OrderType,
  type PaymentConfig as DomainPaymentConfig,
  type PaymentMethod,
  type PricingResult,
  type Table,
} from '@theke/domain';
import type { ApiErrorItem, TranslationKey } from '@theke/ui';

/** The domain's payment switches plus the donations plugin the checkout also reads. */
export type PaymentConfig = DomainPaymentConfig & Pick<Config, 'enablePluginDonations'>;

const PAYMENT_CONFIG_FLAGS = [
  'enableCash',
  'enablePluginATMCard',
  'enableATMCard',
  'enablePluginHydroAGVoucher',
  'enableHydroAGVoucher',
  'enablePluginMollie',
  'enableMollie',
  'enablePluginDatatrans',
  'enableDatatrans',
  'enablePluginDonations',
] as const satisfies readonly (keyof PaymentConfig)[];

/** The switches the checkout reads from the config (a missing switch is off). */
export function paymentConfigOf(
  config: Readonly<Partial<Record<(typeof PAYMENT_CONFIG_FLAGS)[number], unknown>>> | undefined,
): Required<PaymentConfig> {
  const flags = {} as Record<(typeof PAYMENT_CONFIG_FLAGS)[number], boolean>;
  for (const flag of PAYMENT_CONFIG_FLAGS) flags[flag] = config?.[flag] === true;
  return flags;
}

export interface CheckoutInput {
  branch: Branch;
  config: PaymentConfig;
  cart: Cart;
  draft: OrderDraft;
  state: Pick<BranchState, 'isOpen' | 'isDeliveryOpen'>;
  hasDonatees: boolean;
  currency: string;
  isSubmitting: boolean;
  /** At the self-service kiosk (SPEC §2 route context): only what the counter takes. */
  isSelfService?: boolean;
}

export interface CheckoutView {
  orderType: OrderType;
  orderTypes: OrderType[];
  /** SPEC §2: table select for dine-in when the branch enables table selection. */
  showsTable: boolean;
  /** SPEC §5: hidden when a table is required and neither email nor phone is. */
  showsContact: boolean;
  /** Delivery orders and orders whose type requires an address. */
  showsAddress: boolean;
  /** Only a delivery can go to a different address. */
  showsDeliveryAddress: boolean;
  /** Payload keys marked required. */
  required: ReadonlySet<string>;
  showsDonation: boolean;
  /** SPEC §9: only the methods plugin, global setting and branch flag all allow; none for quotations. */
  paymentMethods: PaymentMethod[];
  /** Mollie and Datatrans redirect to the provider (SPEC §9 redirect note). */
  showsRedirectNote: boolean;
  /** Open for the chosen order type (delivery: delivery hours). */
  isOpen: boolean;
  canSubmit: boolean;
  submitLabel: TranslationKey;
  pricing: PricingResult;
  minimumMessage: string | null;
}

/** SPEC §2 submit label: quotation, preorder while closed, order; 'Verarbeiten...' while loading. */
export function submitLabelKey(input: {
  isQuotationRequired: boolean;
  isOpen: boolean;
  isPreorderEnabled: boolean;
  isSubmitting: boolean;
}): TranslationKey {
  if (input.isSubmitting) return 'checkout.processing';
  if (input.isQuotationRequired) return 'checkout.submitQuotation';
  if (!input.isOpen && input.isPreorderEnabled) return 'checkout.submitPreorder';
  return 'checkout.submitOrder';
}

/**
 * SPEC §9 payment methods the guest may choose; a quotation request has nothing to pay. At the
 * self-service kiosk only the counter's (cash, card at the counter), as svc-orders insists (ADR 0050).
 */
export function checkoutPaymentMethods(config: PaymentConfig, branch: Branch, isSelfService = false): PaymentMethod[] {
  if (branch.isQuotationRequired) return [];
  const methods = availablePaymentMethods(config, branch);
  return isSelfService ? methods.filter(isCounterPaymentMethod) : methods;
}

export function checkoutView(input: CheckoutInput): CheckoutView {
  const { branch, cart, draft } = input;
  const orderType = orderTypeOf(cart);
  const { isAddressRequired } = contactRequirements(branch, orderType);
  const isOpen = orderType === 'delivery' ? input.state.isDeliveryOpen : input.state.isOpen;
  const paymentMethods = checkoutPaymentMethods(input.config, branch, input.isSelfService);
  const pricing = priceCart(cart, { hasDonation: hasDonation(draft, input.config) });
  const minimum =
    orderType === 'delivery' && !branch.isQuotationRequired
      ? checkMinimumOrderValue(pricing.gross, cart.deliveryArea, input.currency)
      : null;
  return {
    orderType,
    orderTypes: availableOrderTypes(branch),
    showsTable: isTableRequired(branch, orderType),
    showsContact: isContactSectionVisible(branch, orderType),
    showsAddress: orderType === 'delivery' || isAddressRequired,
    showsDeliveryAddress: orderType === 'delivery',
    required: new Set(requiredCheckoutFields(branch, orderType, draft)),
    showsDonation: input.config.enablePluginDonations === true && input.hasDonatees,
    paymentMethods,
    showsRedirectNote: isOnlinePaymentMethod(draft.paymentMethod) && paymentMethods.includes(draft.paymentMethod as PaymentMethod),
    isOpen,
    canSubmit: canSubmitOrder({
      itemCount: cart.items.length,
      isOpen,
      isPreorderEnabled: branch.isPreorderEnabled,
      isMinimumOrderValueReached: minimum ? minimum.isReached : undefined,
    }),
    submitLabel: submitLabelKey({
      isQuotationRequired: branch.isQuotationRequired,
      isOpen,
      isPreorderEnabled: branch.isPreorderEnabled,
      isSubmitting: input.isSubmitting,
    }),
    pricing,
    minimumMessage: minimum?.message ?? null,
  };
}

/** One line of `items` in `POST /api/orders` (ARCHITECTURE "Placing an order"). */
export interface OrderItemPayload {
  product: { id: Id };
  amount: number;
  unit: string;
  parts: Cart['items'][number]['parts'] | null;
}

export type OrderPayload = Omit<OrderDraft, 'deliveryArea' | 'table' | 'branch'> & {
  isDelivery: boolean;
  isDineIn: boolean;
  deliveryArea: Cart['deliveryArea'];
  table: Table | null;
  branch: { id: Id };
  isSelfService: boolean;
  items: OrderItemPayload[];
};

/**
 * The body of `POST /api/orders`: the draft fields, the order type flags, the cart's delivery area
 * and the table as the objects from `/api/init`, the items as product id, amount, unit and parts.
 * Prices are not sent: the server prices the order itself.
 */
export function orderPayload(
  draft: OrderDraft,
  cart: Cart,
  branch: Pick<Branch, 'id' | 'isQuotationRequired'>,
  tables: readonly Table[],
  isSelfService = false,
): OrderPayload {
  const orderType = orderTypeOf(cart);
  const table = orderType === 'dineIn' && draft.table ? (tables.find((candidate) => candidate.id === draft.table?.id) ?? null) : null;
  return {
    ...draft,
    phone: draft.phone ? normalizePhone(draft.phone) : null,
    paymentMethod: branch.isQuotationRequired ? null : draft.paymentMethod,
    isDelivery: orderType === 'delivery',
    isDineIn: orderType === 'dineIn',
    deliveryArea: orderType === 'delivery' ? cart.deliveryArea : null,
    table,
    branch: { id: branch.id },
    isSelfService,
    items: cart.items.map((item) => ({ product: { id: item.product.id }, amount: item.amount, unit: item.unit, parts: item.parts ?? null })),
  };
}

/**
 * The input an error highlights: its `field` is the payload key or a dotted path starting with it
 * (`items.0.amount`, `deliveryArea.id`); errors without a field only show in the list.
 */
export function errorsByField(errors: readonly ApiErrorItem[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const key = error.field?.split('.')[0];
    if (key && !byField[key]) byField[key] = error.message;
  }
  return byField;
}

/** The tables a dine-in guest can choose: the branch's own. */
export function tablesOf(tables: readonly Table[], branch: Pick<Branch, 'id'>): Table[] {
  return tables.filter((table) => String(table.branch?.id) === String(branch.id));
}

/** The chosen appointment as the pickers read it: the business day and the wall-clock time. */
export function appointmentParts(appointmentDate: string | null, timeZone: string): { date: CalendarDate; time: ClockTime } | null {
  if (!appointmentDate) return null;
  const instant = new Date(appointmentDate);
  if (Number.isNaN(instant.getTime())) return null;
  const wall = wallClockAt(instant, timeZone);
  return { date: { year: wall.year, month: wall.month, day: wall.day }, time: { hour: wall.hour, minute: wall.minute } };
}
