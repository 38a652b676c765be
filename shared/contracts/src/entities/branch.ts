/**
 * SPEC §3 Branch, described once: svc-catalog validates with it, the back-office lists and edits
 * it. Field names and shapes are pinned by docs/adr/0005 (the storefront reads branches from
 * /api/init); the tabs only group the inputs and store nothing.
 */
import { DEFAULT_WORKING_TIME_COUNTRY, PAYMENT_METHOD_LABELS, type WorkingTimeCountry } from '@theke/domain';
import { openingHoursField } from '../fields/common-fields';
import type { Field } from '../fields/field-kinds';
import { describeEntity, type EntityOf } from './entity-description';

/** Largest id PostgreSQL's INTEGER holds (the kit's MAX_ENTITY_ID). */
const MAX_ID = 2_147_483_647;

/** SPEC §3 Delivery area; `id` is kept across saves so orders keep pointing at the same area. */
export const DELIVERY_AREA_FIELDS = [
  { name: 'id', kind: 'number', label: 'Nummer', decimals: 0, min: 1, max: MAX_ID, hidden: true },
  { name: 'area', kind: 'text', label: 'Gebiet', required: true, max: 255 },
  { name: 'price', kind: 'number', label: 'Liefergebühr', required: true, decimals: 2, min: 0, unit: 'money' },
  { name: 'tax', kind: 'number', label: 'Steuersatz', decimals: 2, min: 0, max: 100, unit: 'percent' },
  { name: 'free', kind: 'boolean', label: 'Kostenlos', default: false },
  { name: 'freeFromOrderValue', kind: 'number', label: 'Kostenlos ab Bestellwert', decimals: 2, min: 0, unit: 'money' },
  { name: 'minimumOrderValue', kind: 'number', label: 'Mindestbestellwert', decimals: 2, min: 0, unit: 'money' },
] as const satisfies readonly Field[];

/** The country whose working-time rules the branch's time tracking follows (ADR 0041). */
export const BRANCH_COUNTRY_OPTIONS = [
  { value: 'AT', label: 'Österreich' },
  { value: 'DE', label: 'Deutschland' },
] as const satisfies readonly { value: WorkingTimeCountry; label: string }[];

const flag = <const N extends string>(name: N, label: string, byDefault = false) =>
  ({ name, kind: 'boolean', label, default: byDefault }) as const;

/** docs/adr/0005: `is{OrderType}{Field}Required`, defaults email and phone for takeaway and delivery, the address for delivery. */
const REQUIRED_FIELD_FLAGS = [
  flag('isTakeawayEmailRequired', 'Takeaway: E-Mail erforderlich', true),
  flag('isTakeawayPhoneRequired', 'Takeaway: Telefon erforderlich', true),
  flag('isTakeawayAddressRequired', 'Takeaway: Adresse erforderlich'),
  flag('isDeliveryEmailRequired', 'Lieferung: E-Mail erforderlich', true),
  flag('isDeliveryPhoneRequired', 'Lieferung: Telefon erforderlich', true),
  flag('isDeliveryAddressRequired', 'Lieferung: Adresse erforderlich', true),
  flag('isDineInEmailRequired', 'Dine In: E-Mail erforderlich'),
  flag('isDineInPhoneRequired', 'Dine In: Telefon erforderlich'),
  flag('isDineInAddressRequired', 'Dine In: Adresse erforderlich'),
] as const;

export const branchDescription = describeEntity({
  entity: 'branch',
  path: '/branches',
  service: 'catalog',
  labels: { singular: 'Filiale', plural: 'Filialen' },
  titleField: 'name',
  read: 'public',
  write: 'admin',
  fields: [
    {
      name: 'branchTabs',
      kind: 'tabs',
      label: 'Filiale',
      tabs: [
        {
          name: 'general',
          label: 'Allgemein',
          fields: [
            { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
            {
              name: 'identifier',
              kind: 'text',
              label: 'Kennung',
              required: true,
              max: 100,
              format: 'identifier',
              help: 'Teil der Adresse des Shops: /store/{Kennung}. Kleinbuchstaben, Ziffern und Bindestriche.',
            },
            { name: 'description', kind: 'textarea', label: 'Beschreibung', max: 5000, help: 'Wird im Shop als Hinweis über dem Sortiment gezeigt.' },
            { name: 'keywords', kind: 'text', label: 'Suchbegriffe', max: 2000, help: 'Weitere Begriffe für die Filialsuche, durch Komma getrennt.' },
            { name: 'tags', kind: 'reference', label: 'Tags', targets: ['tag'], as: 'object', many: true, max: 100 },
            flag('isPublic', 'Öffentlich (sonst inaktiv angezeigt)', true),
          ],
        },
        {
          name: 'address',
          label: 'Adresse & Karte',
          fields: [
            { name: 'street', kind: 'text', label: 'Straße', max: 255 },
            { name: 'zipCode', kind: 'text', label: 'PLZ', max: 20, format: 'zipCode' },
            { name: 'city', kind: 'text', label: 'Ort', max: 100 },
            {
              name: 'country',
              kind: 'select',
              label: 'Land',
              options: BRANCH_COUNTRY_OPTIONS,
              default: DEFAULT_WORKING_TIME_COUNTRY,
              help: 'Bestimmt die Arbeitszeitregeln der Zeiterfassung (Pausen, Höchstarbeitszeit, Ruhezeit). Leer: Österreich.',
            },
            { name: 'phone', kind: 'text', label: 'Telefon', max: 40, format: 'phone', help: 'Im Format +436641234567.' },
            { name: 'email', kind: 'text', label: 'E-Mail', max: 255, format: 'email' },
            { name: 'latitude', kind: 'number', label: 'Breitengrad', decimals: 7, min: -90, max: 90, editor: 'mapPin' },
            { name: 'longitude', kind: 'number', label: 'Längengrad', decimals: 7, min: -180, max: 180 },
          ],
        },
        {
          name: 'hours',
          label: 'Öffnungszeiten',
          fields: [
            openingHoursField('openingHours', 'Öffnungszeiten'),
            {
              name: 'closedMessage',
              kind: 'textarea',
              label: 'Hinweis, wenn geschlossen',
              max: 1000,
              help: 'Wird gezeigt, wenn keine nächste Öffnungszeit bekannt ist.',
            },
          ],
        },
        {
          name: 'delivery',
          label: 'Lieferung',
          fields: [
            flag('isDeliveryHoursEnabled', 'Eigene Lieferzeiten'),
            { ...openingHoursField('deliveryHours', 'Lieferzeiten'), help: 'Gelten nur mit „Eigene Lieferzeiten“; sonst wird zu den Öffnungszeiten geliefert.' },
            { name: 'deliveryAreas', kind: 'collection', label: 'Liefergebiete', fields: DELIVERY_AREA_FIELDS, max: 100, titleField: 'area' },
          ],
        },
        {
          name: 'orderTypes',
          label: 'Bestellarten',
          fields: [
            flag('isTakeawayEnabled', 'Takeaway', true),
            flag('isDeliveryEnabled', 'Lieferung'),
            flag('isDineInEnabled', 'Dine In'),
            flag('isTableSelectionEnabled', 'Tischauswahl bei Dine In'),
            flag('isPreorderEnabled', 'Vorbestellung, wenn geschlossen'),
            flag('isAppointmentRequired', 'Termin erforderlich'),
            flag('isQuotationRequired', 'Angebotsanfrage statt Bestellung'),
            {
              name: 'orderableFrom',
              kind: 'date',
              mode: 'dateTime',
              label: 'Bestellbar ab',
              help: 'Vorher nimmt der Shop dieser Filiale keine Bestellungen an.',
            },
          ],
        },
        {
          name: 'payment',
          label: 'Zahlung',
          fields: [
            flag('isCashEnabled', PAYMENT_METHOD_LABELS.cash, true),
            flag('isATMCardEnabled', PAYMENT_METHOD_LABELS['atm-card']),
            flag('isHydroAGVoucherEnabled', PAYMENT_METHOD_LABELS['hydro-ag-voucher']),
            flag('isMollieEnabled', PAYMENT_METHOD_LABELS.mollie),
            flag('isDatatransEnabled', PAYMENT_METHOD_LABELS.datatrans),
          ],
        },
        { name: 'requiredFields', label: 'Pflichtfelder', fields: REQUIRED_FIELD_FLAGS },
        {
          name: 'media',
          label: 'Bilder',
          fields: [
            { name: 'logo', kind: 'image', label: 'Logo' },
            { name: 'images', kind: 'images', label: 'Bilder', max: 20 },
          ],
        },
        {
          name: 'apiKeyTab',
          label: 'API-Schlüssel',
          fields: [
            {
              name: 'apiKey',
              kind: 'text',
              label: 'API-Schlüssel',
              max: 128,
              editor: 'apiKey',
              help: 'Öffnet die Bestellansichten der Filiale (Frontdesk, Backoffice) ohne Anmeldung. Nach dem Erneuern gelten alte Links nicht mehr.',
            },
          ],
        },
      ],
    },
  ],
  list: {
    columns: ['name', 'identifier', 'city', 'isPublic'],
    search: ['name', 'identifier', 'street', 'zipCode', 'city', 'keywords'],
    filters: ['isPublic', 'tags'],
  },
});
export type Branch = EntityOf<typeof branchDescription>;
