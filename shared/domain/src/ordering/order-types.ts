/** Cart, order and pricing entities with the field names of SPEC §3. */
import type { DeliveryArea, DeliveryMethod, Donatee, Id, Product, Table } from '../catalogue/types';

/** The cart's delivery mode; neither cart flag set means takeaway (SPEC §3 Cart). */
export type OrderType = DeliveryMethod;

export type PaymentMethod = 'cash' | 'atm-card' | 'hydro-ag-voucher' | 'mollie' | 'datatrans';

export interface UploadReference {
  id: Id;
  version?: number;
  extension?: string;
  publicHash?: string;
}

/**
 * A cart item's choice for one configurable part, by part index: an option
 * index for select (null when none), option indexes for multiselect, the text
 * for text/textarea, the uploads for image/images/file/files.
 */
export type PartSelection =
  number | readonly number[] | string | readonly UploadReference[] | null | undefined;

export interface CartItem {
  product: Product;
  amount: number;
  unit: string;
  parts?: readonly PartSelection[] | null;
}

export interface Cart {
  items: readonly CartItem[];
  isDelivery: boolean;
  isDineIn: boolean;
  deliveryArea: DeliveryArea | null;
  order?: { appointment?: string | null; comment?: string | null } | null;
}

export interface TaxLine {
  rate: number;
  net: number;
  tax: number;
}

/** SPEC §3 Pricing result, plus the donation added to what the guest pays. */
export interface PricingResult {
  gross: number;
  deliveryGross: number;
  totalNet: number;
  totalGross: number;
  taxes: TaxLine[];
  /** DONATION_AMOUNT when a donatee is chosen, else 0; not part of totalGross (SPEC §9: total is goods plus delivery). */
  donation: number;
  /** totalGross + donation: what is charged. */
  amountDue: number;
}

export interface AppointmentSlot {
  start: Date;
  end: Date;
}

export interface Questionnaire {
  rating: number | null;
  foodRating: number | null;
  serviceRating: number | null;
  processRating: number | null;
  comment?: string | null;
}

export const ADDRESS_FIELDS = ['street', 'floor', 'stairway', 'door', 'zipCode', 'city', 'country'] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * SPEC §3 order draft as the checkout rules read it; every field is present (null allowed). The
 * order's description in @theke/contracts is the source: its compile-time check
 * (`OrderDraftMatchesDomain`) fails when this type names other fields or other values. The
 * branch travels next to the draft (ARCHITECTURE "Placing an order").
 */
export interface OrderDraft {
  isCompany: boolean;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  street: string | null;
  floor: string | null;
  stairway: string | null;
  door: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  vatNo: string | null;
  phone: string | null;
  email: string | null;
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string | null;
  deliveryStreet: string | null;
  deliveryFloor: string | null;
  deliveryStairway: string | null;
  deliveryDoor: string | null;
  deliveryZipCode: string | null;
  deliveryCity: string | null;
  deliveryCountry: string | null;
  deliveryArea: { id?: Id } | DeliveryArea | null;
  comment: string | null;
  /** ISO-8601 instant with offset. */
  appointmentDate: string | null;
  paymentMethod: PaymentMethod | null;
  legalInstructions: boolean;
  privacyPolicy: boolean;
  table: Pick<Table, 'id'> | null;
  donatee: Pick<Donatee, 'id'> | null;
}

/** SPEC §3 placed order as the status rules read it; described in @theke/contracts (`PlacedOrderMatchesDomain`). */
export interface PlacedOrder {
  id?: Id;
  uid: string;
  hash?: string;
  ticketNumber?: string | number | null;
  paymentRedirectUrl?: string | null;
  isRejected: boolean;
  rejectionMessage?: string | null;
  isConfirmed: boolean;
  isInDelivery: boolean;
  isDelivered: boolean;
  isCompleted: boolean;
  isCanceled: boolean;
  isFailed: boolean;
  isPaid: boolean;
  isRefunded: boolean;
  isDelivery: boolean;
  isDineIn: boolean;
  tableIdentifier?: string | null;
  paymentMethod: PaymentMethod | null;
  /** ISO-8601 instant the order is wanted for. */
  appointmentDate: string | null;
  appointment?: string | null;
  /** ISO-8601 instant the business proposes instead (SPEC §4 counter appointment). */
  counterAppointment: string | null;
  questionnaireRating?: number | null;
  branch?: { id: Id };
}
