/**
 * The German names of an order's fields that screens show, once for the order's description
 * (order-description.ts), the storefront's checkout and the back-office's order desk. A module
 * with no imports, so the checkout's texts take the words without loading the description
 * (docs/adr/0011: the guest routes' budget); the second list is for staff screens and is dropped
 * from bundles that do not use it. The spec does not word these labels; the checkout's comment
 * input keeps its longer guest phrasing ('Anmerkung zur Bestellung').
 */

/** The order draft's fields as the checkout and the order desk name them. */
export const ORDER_FIELD_LABELS = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  isCompany: 'Ich bestelle für eine Firma',
  companyName: 'Firmenname',
  vatNo: 'UID-Nummer',
  deliveryArea: 'Liefergebiet',
  street: 'Straße und Hausnummer',
  floor: 'Stock',
  stairway: 'Stiege',
  door: 'Tür',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  isDeliveryAddressDifferent: 'Die Lieferadresse weicht ab',
  isDeliveryCompany: 'Lieferung an eine Firma',
  table: 'Tisch',
  comment: 'Anmerkung',
} as const;

/** Fields of a placed order as the order desk names them. */
export const PLACED_ORDER_FIELD_LABELS = {
  branch: 'Filiale',
  appointment: 'Termin',
  counterAppointment: 'Terminvorschlag',
  paymentMethod: 'Zahlungsart',
  rejectionMessage: 'Nachricht an den Gast',
  donatee: 'Spende an',
} as const;
