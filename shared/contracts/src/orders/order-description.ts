/**
 * The order described once (SPEC §3 "Order draft" and "Placed order", ARCHITECTURE "Placing an
 * order" and "Public order"): every field with its field kind, German label and limits, and
 * which of them staff may change on a placed order. svc-orders compiles its validation from it
 * (a guest's POST /orders, a staff member's PUT /orders/{id}), the wire types in order-views.ts
 * are derived from it, and the back-office's order edit form lists the fields it flags
 * (docs/adr/0038-the-order-described-once.md).
 */
import { DEFAULT_COUNTRY, DEFAULT_PAYMENT_METHOD, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@theke/domain';
import type { Field, TextField } from '../fields/field-kinds';
import { ORDER_FIELD_LABELS as LABELS, PLACED_ORDER_FIELD_LABELS as PLACED_LABELS } from './order-field-labels';

/**
 * A field of the order: the vocabulary's kinds, plus the value an absent text takes (SPEC §3:
 * country AT) and whether staff may change it once the order is placed (`PUT /orders/{id}`).
 */
export type OrderField = (Exclude<Field, TextField> | (TextField & { default?: string })) & { staffEditable?: true };

/** SPEC §3 payment methods with their German names. */
export const PAYMENT_METHOD_OPTIONS: readonly { value: PaymentMethod; label: string }[] = PAYMENT_METHODS.map(
  (value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }),
);

/** The billing address; the delivery address is the same fields with a `delivery` prefix. */
const ADDRESS_FIELDS = [
  { name: 'street', kind: 'text', label: LABELS.street, max: 255, staffEditable: true },
  { name: 'floor', kind: 'text', label: LABELS.floor, max: 50, staffEditable: true },
  { name: 'stairway', kind: 'text', label: LABELS.stairway, max: 50, staffEditable: true },
  { name: 'door', kind: 'text', label: LABELS.door, max: 50, staffEditable: true },
  { name: 'zipCode', kind: 'text', label: LABELS.zipCode, max: 20, staffEditable: true },
  { name: 'city', kind: 'text', label: LABELS.city, max: 100, staffEditable: true },
  // SPEC §5 offers DE, LI, AT and CH; the server stores any two letters it is sent.
  { name: 'country', kind: 'text', label: LABELS.country, max: 2, default: DEFAULT_COUNTRY, staffEditable: true },
] as const satisfies readonly OrderField[];

type DeliveryCopy<F> = F extends { name: infer N extends string }
  ? Omit<F, 'name' | 'staffEditable'> & { name: `delivery${Capitalize<N>}` }
  : never;
type DeliveryCopies<T extends readonly OrderField[]> = { -readonly [I in keyof T]: DeliveryCopy<T[I]> };

/** The delivery copy's name of an address field: `street` → `deliveryStreet`. */
const deliveryName = <N extends string>(name: N) => `delivery${name.charAt(0).toUpperCase()}${name.slice(1)}` as `delivery${Capitalize<N>}`;

/** SPEC §3 "delivery-prefixed copies of the address fields"; staff edit only the billing address. */
function deliveryCopies<const T extends readonly OrderField[]>(fields: T): DeliveryCopies<T> {
  return fields.map(({ staffEditable: _staffEditable, ...field }) => ({ ...field, name: deliveryName(field.name) })) as unknown as DeliveryCopies<T>;
}

type AddressPart = (typeof ADDRESS_FIELDS)[number]['name'];

/** Each address part's field in the billing address and in the delivery address (the checkout's address forms). */
export const ADDRESS_KEYS = {
  main: Object.fromEntries(ADDRESS_FIELDS.map(({ name }) => [name, name])) as { readonly [P in AddressPart]: P },
  delivery: Object.fromEntries(ADDRESS_FIELDS.map(({ name }) => [name, deliveryName(name)])) as { readonly [P in AddressPart]: `delivery${Capitalize<P>}` },
};

const paymentMethod = {
  name: 'paymentMethod',
  kind: 'select',
  label: PLACED_LABELS.paymentMethod,
  options: PAYMENT_METHOD_OPTIONS,
  default: DEFAULT_PAYMENT_METHOD,
} as const satisfies OrderField;

/** ISO-8601 with offset, the same instant back (ARCHITECTURE "Values"). */
const appointmentDate = {
  name: 'appointmentDate',
  kind: 'date',
  mode: 'dateTime',
  label: 'Gewünschter Termin',
  staffEditable: true,
} as const satisfies OrderField;

/**
 * SPEC §3 "Order draft", what a guest fills in at the checkout, in the spec's order. `branch` is
 * sent with the order type and the items (ORDER_PLACEMENT_FIELDS).
 */
export const ORDER_DRAFT_FIELDS = [
  { name: 'isCompany', kind: 'boolean', label: LABELS.isCompany },
  { name: 'companyName', kind: 'text', label: LABELS.companyName, max: 255, staffEditable: true },
  { name: 'firstName', kind: 'text', label: LABELS.firstName, max: 255, staffEditable: true },
  { name: 'lastName', kind: 'text', label: LABELS.lastName, max: 255, staffEditable: true },
  // A spec field no form asks for: kept, returned and editable through the API, never an input.
  { name: 'company', kind: 'text', label: 'Firma', max: 255, hidden: true, staffEditable: true },
  ...ADDRESS_FIELDS,
  { name: 'vatNo', kind: 'text', label: LABELS.vatNo, max: 50, staffEditable: true },
  // Formats are checked by @theke/domain's checkout rules with the spec's messages (a phone after normalising).
  { name: 'phone', kind: 'text', label: LABELS.phone, max: 40, format: 'phone', staffEditable: true },
  { name: 'email', kind: 'text', label: LABELS.email, max: 255, format: 'email', staffEditable: true },
  { name: 'isDeliveryAddressDifferent', kind: 'boolean', label: LABELS.isDeliveryAddressDifferent },
  { name: 'isDeliveryCompany', kind: 'boolean', label: LABELS.isDeliveryCompany },
  { name: 'deliveryCompanyName', kind: 'text', label: LABELS.companyName, max: 255 },
  ...deliveryCopies(ADDRESS_FIELDS),
  // The objects from /api/init (ARCHITECTURE "Values"): an area of the branch, a table, a donatee.
  { name: 'deliveryArea', kind: 'group', label: LABELS.deliveryArea, fields: [{ name: 'id', kind: 'number', label: 'Nummer', decimals: 0, required: true }] },
  { name: 'comment', kind: 'textarea', label: LABELS.comment, max: 2000, staffEditable: true },
  appointmentDate,
  paymentMethod,
  { name: 'legalInstructions', kind: 'boolean', label: 'AGB akzeptiert' },
  { name: 'privacyPolicy', kind: 'boolean', label: 'Datenschutzerklärung akzeptiert' },
  { name: 'table', kind: 'reference', label: LABELS.table, targets: ['table'], as: 'object' },
  { name: 'donatee', kind: 'reference', label: PLACED_LABELS.donatee, targets: ['donatee'], as: 'object' },
] as const satisfies readonly OrderField[];

const isDelivery = { name: 'isDelivery', kind: 'boolean', label: 'Lieferung' } as const satisfies OrderField;
const isDineIn = { name: 'isDineIn', kind: 'boolean', label: 'Konsum vor Ort' } as const satisfies OrderField;
const branch = {
  name: 'branch',
  kind: 'reference',
  label: PLACED_LABELS.branch,
  targets: ['branch'],
  as: 'object',
  required: true,
} as const satisfies OrderField;

/**
 * Placed at a branch's self-service kiosk (issue 24, docs/adr/0050-self-service-kiosk.md): the
 * guest pays at the counter, so svc-orders takes only the counter's payment methods.
 */
const isSelfService = { name: 'isSelfService', kind: 'boolean', label: 'Am Bestellterminal bestellt' } as const satisfies OrderField;

/**
 * What `POST /api/orders` takes besides the draft (ARCHITECTURE "Placing an order"): the order
 * type (neither flag is takeaway), the branch and where it was placed; the items are `OrderItemPayload`s.
 */
export const ORDER_PLACEMENT_FIELDS = [isDelivery, isDineIn, branch, isSelfService] as const satisfies readonly OrderField[];

/** SPEC §3 "Placed order", what the guest's status page reads (ARCHITECTURE "Public order"). */
export const PLACED_ORDER_FIELDS = [
  { name: 'id', kind: 'number', label: 'Nummer', decimals: 0, required: true, readOnly: true },
  { name: 'uid', kind: 'text', label: 'UID', required: true, readOnly: true },
  { name: 'hash', kind: 'text', label: 'Prüfsumme', required: true, readOnly: true },
  { name: 'ticketNumber', kind: 'text', label: 'Ticket', required: true, readOnly: true },
  { name: 'paymentRedirectUrl', kind: 'text', label: 'Zahlungsseite', format: 'url', readOnly: true },
  { name: 'isRejected', kind: 'boolean', label: 'Abgelehnt' },
  { name: 'rejectionMessage', kind: 'textarea', label: PLACED_LABELS.rejectionMessage, max: 2000, staffEditable: true },
  { name: 'isConfirmed', kind: 'boolean', label: 'Bestätigt' },
  { name: 'isInDelivery', kind: 'boolean', label: 'In Zustellung' },
  { name: 'isDelivered', kind: 'boolean', label: 'Zugestellt' },
  { name: 'isCompleted', kind: 'boolean', label: 'Abgeschlossen' },
  { name: 'isCanceled', kind: 'boolean', label: 'Storniert' },
  { name: 'isFailed', kind: 'boolean', label: 'Zahlung fehlgeschlagen' },
  { name: 'isPaid', kind: 'boolean', label: 'Bezahlt' },
  { name: 'isRefunded', kind: 'boolean', label: 'Zurückerstattet' },
  isDelivery,
  isDineIn,
  { name: 'tableIdentifier', kind: 'text', label: LABELS.table, readOnly: true },
  paymentMethod,
  appointmentDate,
  // The agreed time: the wanted one, or the counter proposal once the guest confirmed it (SPEC §4).
  { name: 'appointment', kind: 'date', mode: 'dateTime', label: PLACED_LABELS.appointment, readOnly: true },
  { name: 'counterAppointment', kind: 'date', mode: 'dateTime', label: PLACED_LABELS.counterAppointment, staffEditable: true },
  { name: 'questionnaireRating', kind: 'number', label: 'Bewertung', decimals: 0, min: 1, max: 5, readOnly: true },
  branch,
] as const satisfies readonly OrderField[];

/** Every field of an order once: the draft, what placing adds, the placed order's own. */
export const ORDER_FIELDS: readonly OrderField[] = [
  ...new Set<OrderField>([...ORDER_DRAFT_FIELDS, ...ORDER_PLACEMENT_FIELDS, ...PLACED_ORDER_FIELDS]),
];

type AllOrderFields = (typeof ORDER_DRAFT_FIELDS)[number] | (typeof PLACED_ORDER_FIELDS)[number];

/** A field staff may change on a placed order (`PUT /api/orders/{id}`); other keys sent are ignored. */
export type StaffEditableField = Extract<AllOrderFields, { staffEditable: true }>;
export type StaffEditableName = StaffEditableField['name'];

export const isStaffEditable = (field: OrderField): field is StaffEditableField => field.staffEditable === true;

export const STAFF_EDITABLE_FIELDS: readonly StaffEditableField[] = ORDER_FIELDS.filter(isStaffEditable);
