/**
 * The order on the wire, derived from its description (order-description.ts): what a guest sends
 * (`POST /api/orders`), what the guest's status page reads and what staff read. svc-orders'
 * views are typed with these, the storefront and the back-office import them type-only.
 */
import type { DeliveryArea, OrderDraft, PartSelection, PlacedOrder, PricingResult, Questionnaire } from '@theke/domain';
import type { DataOf } from '../fields/field-values';
import type { ORDER_DRAFT_FIELDS, ORDER_PLACEMENT_FIELDS, PLACED_ORDER_FIELDS } from './order-description';

/** SPEC §3 order draft, as the server holds it after validation. */
export type OrderDraftFields = DataOf<typeof ORDER_DRAFT_FIELDS>;

/**
 * One line of `items` (ARCHITECTURE "Placing an order"): product, amount, unit and the selection
 * per configurable part, which no field kind describes (an option index, indexes, a text or
 * uploads, by the part's type).
 */
export interface OrderItemPayload {
  product: { id: number };
  amount: number;
  unit: string;
  parts: PartSelection[] | null;
}

/** The body of `POST /api/orders`: the draft, the order type, the branch and the items. */
export type OrderPayload = OrderDraftFields & DataOf<typeof ORDER_PLACEMENT_FIELDS> & { items: OrderItemPayload[] };

/** SPEC §3 placed order. */
export type PlacedOrderFields = DataOf<typeof PLACED_ORDER_FIELDS>;

/** SPEC §3 pricing result (with the donation and what is charged) in the order's currency. */
export type OrderPricing = PricingResult & { currency: string };

/** A configurable part's selection in words. */
export interface ChosenOption {
  part: string;
  value: string;
}

/** One line of a placed order, as the guest's and the staff's views answer it. */
export interface OrderItemView {
  position: number;
  product: { id: number; name: string };
  amount: number;
  unit: string;
  /** The guest's selection per configurable part (SPEC §3 cart item `parts`). */
  parts: unknown[];
  /** The selection in words: part name and chosen option or text. */
  options: ChosenOption[];
  calculationModel: string;
  price: number;
  gross: number;
  taxRate: number;
}

/**
 * `GET /api/orders/public/{uid}/{hash}` and the answer to `POST /api/orders` (ARCHITECTURE
 * "Public order"): every placed-order field, the items and the pricing; no contact data.
 */
export type PublicOrder = PlacedOrderFields & {
  /** SPEC §2: the branch requires a quotation, nothing is paid yet. */
  isQuotation: boolean;
  createdAt: string | null;
  items: OrderItemView[];
  pricing: OrderPricing;
};

/** On-site methods are settled at the counter; online ones move from open to paid, failed or refunded. */
export type PaymentStatus = 'none' | 'on-site' | 'open' | 'paid' | 'failed' | 'refunded';

export type PaymentProviderName = 'mollie' | 'datatrans';

/**
 * The delivery area (@theke/domain's, which its fee rules read) as it was when the order was
 * placed, with the stable id it had in the catalogue (fee and thresholds may change later).
 */
export type DeliveryAreaSnapshot = DeliveryArea & { id: number };

/**
 * What staff read (`GET /api/orders`, `/orders/{id}`, the branch screens): the public order plus
 * the draft with contact data, the area, table and donatee as they were when the order was
 * placed, payment and questionnaire.
 */
export type StaffOrder = PublicOrder &
  Omit<OrderDraftFields, 'deliveryArea' | 'table' | 'donatee'> & {
    deliveryArea: DeliveryAreaSnapshot | null;
    table: { id: number; identifier: string } | null;
    donatee: { id: number; identifier: string; name: string } | null;
    paymentStatus: PaymentStatus;
    paymentProvider: PaymentProviderName | null;
    paymentId: string | null;
    questionnaire: Questionnaire | null;
    /** The business day the order was placed on (YYYY-MM-DD in the business time zone). */
    businessDate: string;
    /** Placed at the branch's self-service kiosk (ADR 0050). */
    isSelfService: boolean;
    updatedAt: string | null;
  };

/*
 * @theke/domain's OrderDraft and PlacedOrder are what its rules read. The domain cannot import
 * this package (this package imports the domain), so it keeps structural types, and the compiler
 * proves here that they name exactly the described fields: a field added on one side only, or a
 * value of another type, fails `tsc`. In the browser a draft's area, table and donatee are the
 * objects from /api/init, whose ids the domain types as `Id` (number or string), so for those
 * three the described value only has to fit the domain's.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fits<Value, Target> = [Value] extends [Target] ? true : false;
type Assert<T extends true> = T;
type InitObjects = 'deliveryArea' | 'table' | 'donatee';

export type OrderDraftMatchesDomain = Assert<Same<keyof OrderDraft, keyof OrderDraftFields>> &
  Assert<Same<Omit<OrderDraft, InitObjects>, Omit<OrderDraftFields, InitObjects>>> &
  Assert<Fits<Pick<OrderDraftFields, InitObjects>, Pick<OrderDraft, InitObjects>>>;

/** The domain's PlacedOrder leaves fields optional that its rules do not read; the view has them all. */
export type PlacedOrderMatchesDomain = Assert<Same<keyof PlacedOrder, keyof PlacedOrderFields>> &
  Assert<Fits<PlacedOrderFields, PlacedOrder>>;
