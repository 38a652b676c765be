/**
 * Catalogue entities with the field names of SPEC §3. Money is a decimal
 * number in the shop currency (two decimals); tax rates are percentages.
 * Fields the rules never read may be absent; the rules read only what they
 * declare here.
 */

export type Id = number | string;

/** SPEC §3 "Opening hour rule": type once, daily, monday..sunday. */
export type OpeningHourRuleType =
  'once' | 'daily' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface OpeningHourRule {
  type: OpeningHourRuleType;
  /** 'YYYY-MM-DD' (or an ISO date-time whose date part counts); only for once rules. */
  date?: string | null;
  isClosed?: boolean | null;
  /** 'HH:MM'. */
  from?: string | null;
  /** 'HH:MM'; '24:00' is midnight at the end of the day, a time at or before `from` runs past midnight. */
  to?: string | null;
}

/** A product, category or menu-entry schedule: opening hour rules; null or empty means always. */
export type Schedule = readonly OpeningHourRule[] | null | undefined;

export interface DeliveryArea {
  id?: Id;
  area: string;
  price: number;
  tax: number | null;
  free: boolean;
  freeFromOrderValue: number | null;
  minimumOrderValue: number | null;
}

export interface Tag {
  id: Id;
  name: string;
  image?: ImageReference | null;
}

export interface ImageReference {
  id: Id;
  version: number;
  extension: string;
  width?: number | null;
  /** The original's pixel height, served beside the spec's fields: lets a page reserve the image's box. */
  height?: number | null;
  alt?: string | null;
  publicHash?: string | null;
}

export interface Branch {
  id: Id;
  identifier: string;
  name: string;
  description?: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  phone?: string | null;
  email?: string | null;
  longitude?: number | null;
  latitude?: number | null;
  keywords: string | null;
  tags: ReadonlyArray<{ id: Id }>;
  images?: readonly ImageReference[] | null;
  logo?: ImageReference | null;
  isPublic?: boolean;
  openingHours: readonly OpeningHourRule[];
  deliveryHours: readonly OpeningHourRule[];
  isDeliveryHoursEnabled: boolean;
  isDeliveryEnabled: boolean;
  isTakeawayEnabled: boolean;
  isDineInEnabled: boolean;
  isPreorderEnabled: boolean;
  isAppointmentRequired: boolean;
  isQuotationRequired: boolean;
  isTableSelectionEnabled: boolean;
  isCashEnabled: boolean;
  isATMCardEnabled: boolean;
  isHydroAGVoucherEnabled: boolean;
  isMollieEnabled: boolean;
  isDatatransEnabled: boolean;
  orderableFrom?: string | null;
  closedMessage: string | null;
  deliveryAreas: readonly DeliveryArea[];
  // SPEC §3: per order type (Takeaway, Delivery, DineIn) flags for email, phone and address required.
  isTakeawayEmailRequired: boolean;
  isTakeawayPhoneRequired: boolean;
  isTakeawayAddressRequired: boolean;
  isDeliveryEmailRequired: boolean;
  isDeliveryPhoneRequired: boolean;
  isDeliveryAddressRequired: boolean;
  isDineInEmailRequired: boolean;
  isDineInPhoneRequired: boolean;
  isDineInAddressRequired: boolean;
}

export interface MenuProductEntry {
  id: Id;
  isEnabled?: boolean | null;
  schedule?: Schedule;
}

/** One category of a menu: `id` is the category's id. */
export interface MenuCatalogEntry {
  id: Id;
  products: readonly MenuProductEntry[];
}

export interface Menu {
  id: Id;
  /** ISO-8601 instant. */
  availableFrom: string | null;
  branches: readonly Id[];
  catalog: readonly MenuCatalogEntry[];
}

export interface Category {
  id: Id;
  name: string;
  image?: ImageReference | null;
  isEnabled: boolean;
  schedule?: Schedule;
  isVisibleWhenUnavailable: boolean;
}

export type CalculationModel = 'fixed' | 'approximate' | 'minimum';

export type LeadTimeType = 'minutes' | 'hours' | 'days' | 'weeks';

export type ProductType = 'configurable' | 'bundle' | (string & {});

export interface AlternativeUnit {
  unit: string;
  ratio: number;
  calculationModel?: CalculationModel | null;
  minimumQuantity?: number | null;
  maximumQuantity?: number | null;
  quantityStepSize?: number | null;
}

export type OptionModifier = 'add' | 'subtract' | 'overwrite';

export interface PartOption {
  name: string;
  modifier: OptionModifier;
  value: number;
}

export type PartType = 'text' | 'textarea' | 'image' | 'images' | 'file' | 'files' | 'select' | 'multiselect';

export interface ConfigurablePart {
  name: string;
  description?: string | null;
  type: PartType;
  /** SPEC §5: only an explicit `false` makes a step required. */
  optional?: boolean | null;
  options?: readonly PartOption[] | null;
}

export interface Product {
  id: Id;
  uid?: string;
  name: string;
  description: string | null;
  allergens?: string | null;
  type: ProductType;
  price: number;
  unit: string;
  alternativeUnits?: readonly AlternativeUnit[] | null;
  minimumQuantity?: number | null;
  maximumQuantity?: number | null;
  quantityStepSize?: number | null;
  defaultQuantity?: number | null;
  defaultUnit?: string | null;
  pricing?: string | null;
  calculationModel?: CalculationModel | null;
  isPriceHidden?: boolean;
  images?: readonly ImageReference[];
  /** Rate for delivery orders. */
  tax: number | null;
  takeawayTax: number | null;
  dineInTax: number | null;
  isStepByStep?: boolean;
  config?: { parts?: readonly ConfigurablePart[] | null } | null;
  isEnabled: boolean;
  schedule?: Schedule;
  isVisibleWhenUnavailable: boolean;
  isLeadTimeEnabled?: boolean;
  leadTimeType?: LeadTimeType | null;
  leadTimeValue?: number | null;
}

export interface Table {
  id: Id;
  identifier: string;
  branch: { id: Id };
}

export interface Donatee {
  id: Id;
  identifier: string;
  name: string;
  description: string | null;
}

export type DeliveryMethod = 'delivery' | 'dineIn' | 'takeaway';

/** The configuration fields the rules read (SPEC §3 Config). */
export interface Config {
  currency: string;
  defaultDeliveryMethod?: DeliveryMethod | null;
  disableTickets?: boolean;
  enablePluginDonations?: boolean;
  enableCash: boolean;
  enablePluginATMCard: boolean;
  enableATMCard: boolean;
  enablePluginHydroAGVoucher: boolean;
  enableHydroAGVoucher: boolean;
  enablePluginMollie: boolean;
  enableMollie: boolean;
  enablePluginDatatrans: boolean;
  enableDatatrans: boolean;
  /** Business time zone; DEFAULT_TIME_ZONE when absent. */
  timeZone?: string | null;
}
