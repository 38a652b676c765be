import type { PaymentMethod, PlacedOrder, PricingResult } from '@theke/domain';

/** One line of an order as svc-orders' staff view answers it (`itemView` in order-views.ts). */
export interface StaffOrderItem {
  position: number;
  product: { id: number; name: string };
  amount: number;
  unit: string;
  parts: unknown[];
  /** The selection in words: part name and chosen option or text. */
  options: { part: string; value: string }[];
  calculationModel: string;
  price: number;
  gross: number;
  taxRate: number;
}

export type PaymentStatus = 'none' | 'on-site' | 'open' | 'paid' | 'failed' | 'refunded';

/** The staff order view (`staffOrderView` in svc-orders): every SPEC §3 placed-order field plus the draft. */
export interface StaffOrder extends PlacedOrder {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: string;
  isQuotation: boolean;
  paymentMethod: PaymentMethod | null;
  branch: { id: number };
  createdAt: string | null;
  updatedAt: string | null;
  items: StaffOrderItem[];
  /** svc-orders' pricing view: SPEC §3 pricing result in the order's currency. */
  pricing: PricingResult & { currency: string | null };
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
  deliveryArea: { id: number; area: string } | null;
  comment: string | null;
  table: { id: number; identifier?: string | null } | null;
  donatee: { id: number; name?: string | null } | null;
  paymentStatus: PaymentStatus;
  questionnaire: { rating: number | null; comment?: string | null } | null;
}
