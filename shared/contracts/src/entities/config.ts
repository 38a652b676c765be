/**
 * The single configuration document (SPEC §3 Config), described once like every entity staff
 * edit: svc-content compiles its validation from it, the back-office's 'Einstellungen' screen
 * renders its tabs from it, and the storefront's `Config` type is derived from it. It is not a
 * CRUD list: `GET`/`POST /api/config` read and save the one document (with a version, like the
 * CRUD entities, so two administrators cannot overwrite each other).
 */
import type { Field } from '../fields/field-kinds';
import { describeEntity, type EntityOf } from './entity-description';

/** An optional link; long enough for the addresses of hosted legal texts. */
const address = <const N extends string>(name: N, label: string) =>
  ({ name, kind: 'text', label, format: 'url', max: 2048 }) as const;

/**
 * SPEC §2 footer: each legal page is an internal page when its text is configured, otherwise a
 * link to the external address.
 */
const LEGAL_HELP = 'Mit Text verlinkt die Fußzeile die eigene Seite, sonst die externe Adresse.';

const flag = <const N extends string>(name: N, label: string, help?: string) =>
  ({ name, kind: 'boolean', label, default: false, ...(help ? { help } : {}) }) as const;

export const DELIVERY_METHOD_OPTIONS = [
  // SPEC §9 order types: Takeaway, Lieferung, Dine In.
  { value: 'delivery', label: 'Lieferung' },
  { value: 'dineIn', label: 'Dine In' },
  { value: 'takeaway', label: 'Takeaway' },
] as const;

export const FOOTER_VARIANT_OPTIONS = [
  { value: 'default', label: 'Standard' },
  { value: 'alternative', label: 'Alternativ (Adresse, Kontakt, Öffnungszeiten)' },
] as const;

const SHOP_FIELDS = [
  { name: 'shopName', kind: 'text', label: 'Shopname', required: true, max: 255 },
  { name: 'title', kind: 'text', label: 'Titel', max: 255 },
  { name: 'seoTitle', kind: 'text', label: 'SEO-Titel', max: 255 },
  { name: 'description', kind: 'textarea', label: 'Beschreibung', max: 5000 },
  { name: 'seoDescription', kind: 'textarea', label: 'SEO-Beschreibung', max: 5000 },
  address('website', 'Website'),
  {
    name: 'currency',
    kind: 'text',
    label: 'Währung',
    required: true,
    min: 3,
    max: 3,
    help: 'ISO-Code in Großbuchstaben, z. B. EUR oder CHF.',
  },
  {
    name: 'timeZone',
    kind: 'text',
    label: 'Zeitzone',
    required: true,
    max: 64,
    help: 'z. B. Europe/Vienna. Öffnungszeiten und Geschäftstage gelten in dieser Zeitzone.',
  },
  { name: 'logo', kind: 'image', label: 'Logo' },
  { name: 'image', kind: 'image', label: 'Vorschaubild', help: 'Für geteilte Links (og:image, Twitter).' },
  { name: 'footerVariant', kind: 'select', label: 'Fußzeile', options: FOOTER_VARIANT_OPTIONS },
  {
    name: 'socialPixelId',
    kind: 'text',
    label: 'Social-Pixel-ID',
    max: 100,
    help: 'Wird erst geladen, wenn Gäste den Cookies zustimmen.',
  },
  {
    name: 'tagManagerId',
    kind: 'text',
    label: 'Tag-Manager-ID',
    max: 100,
    help: 'Wird erst geladen, wenn Gäste den Cookies zustimmen.',
  },
] as const satisfies readonly Field[];

const ADDRESS_FIELDS = [
  { name: 'businessName', kind: 'text', label: 'Firmenname', max: 255 },
  { name: 'street', kind: 'text', label: 'Straße', max: 255 },
  { name: 'zipCode', kind: 'text', label: 'PLZ', max: 20, format: 'zipCode' },
  { name: 'city', kind: 'text', label: 'Ort', max: 255 },
  { name: 'phone', kind: 'text', label: 'Telefon', max: 50, format: 'phoneDisplay' },
  { name: 'email', kind: 'text', label: 'E-Mail', max: 255, format: 'email' },
] as const satisfies readonly Field[];

const LEGAL_FIELDS = [
  { name: 'termsAndConditionsText', kind: 'wysiwyg', label: 'AGB', help: LEGAL_HELP },
  address('termsAndConditions', 'AGB (externe Adresse)'),
  { name: 'privacyPolicyText', kind: 'wysiwyg', label: 'Datenschutzerklärung', help: LEGAL_HELP },
  address('privacyPolicy', 'Datenschutzerklärung (externe Adresse)'),
  { name: 'imprintText', kind: 'wysiwyg', label: 'Impressum', help: LEGAL_HELP },
  address('imprint', 'Impressum (externe Adresse)'),
  { name: 'allergensText', kind: 'wysiwyg', label: 'Allergene', help: LEGAL_HELP },
  address('allergens', 'Allergene (externe Adresse)'),
] as const satisfies readonly Field[];

const ORDER_FIELDS = [
  {
    name: 'defaultDeliveryMethod',
    kind: 'select',
    label: 'Voreingestellte Bestellart',
    options: DELIVERY_METHOD_OPTIONS,
    help: 'Gilt, wenn Gäste in einer Filiale noch keine gewählt haben und die Filiale sie anbietet.',
  },
  flag('disableTickets', 'Tickets deaktivieren', 'Gäste sehen „Bestellnummer“ statt „Ticket“.'),
] as const satisfies readonly Field[];

/** SPEC §1: the optional plugins, switched on by configuration (no redeploy). */
const PLUGIN_FIELDS = [
  flag('enablePluginHomePage', 'Startseite', 'Bei genau einer Filiale zeigt die Startseite deren Seite statt der Filialliste.'),
  flag('enablePluginSearch', 'Suche'),
  flag('enablePluginTags', 'Tags'),
  flag('enablePluginMapbox', 'Karte (Mapbox)', 'Braucht ein Mapbox-Token (Reiter „Karte“).'),
  flag('enablePluginToolbar', 'Toolbar'),
  flag('enablePluginCategoryBar', 'Kategorieleiste'),
  flag('enablePluginPWA', 'App-Installation (PWA)'),
  flag('enablePluginSMS', 'SMS'),
  flag('enablePluginDonations', 'Spenden'),
  flag('enablePluginOrderReviews', 'Bestellbewertungen'),
  flag('enablePluginFrontdesk', 'Frontdesk'),
] as const satisfies readonly Field[];

const PAYMENT_HELP = 'Gäste sehen die Zahlungsart nur, wenn auch das Plugin und die Filiale sie erlauben.';

/** SPEC §9 payment methods: each shown only if the plugin, the global setting and the branch flag are on. */
const PAYMENT_FIELDS = [
  { name: 'enableCash', kind: 'boolean', label: 'Barzahlung anbieten', default: true },
  flag('enablePluginATMCard', 'Plugin Bankomatkarte'),
  flag('enableATMCard', 'Bankomatkarte anbieten', PAYMENT_HELP),
  flag('enablePluginHydroAGVoucher', 'Plugin Hydro AG Gutschein'),
  flag('enableHydroAGVoucher', 'Hydro AG Gutschein anbieten', PAYMENT_HELP),
  flag('enablePluginMollie', 'Plugin Mollie'),
  flag('enableMollie', 'Mollie anbieten', PAYMENT_HELP),
  flag('enablePluginDatatrans', 'Plugin Datatrans'),
  flag('enableDatatrans', 'Datatrans anbieten', PAYMENT_HELP),
] as const satisfies readonly Field[];

/** SPEC §9 map defaults: zoom 19, pitch 55, bearing -85. */
const MAP_FIELDS = [
  {
    name: 'mapboxAccessToken',
    kind: 'text',
    label: 'Mapbox-Zugriffstoken',
    max: 500,
    format: 'mapboxToken',
    help: 'Nur ein öffentliches Token (beginnt mit „pk.“): es wird an jeden Browser ausgeliefert. Am besten in Mapbox auf diese Website beschränkt.',
  },
  { name: 'mapboxZoom', kind: 'number', label: 'Zoom', required: true, min: 0, max: 22, decimals: 2 },
  { name: 'mapboxPitch', kind: 'number', label: 'Neigung (Grad)', required: true, min: 0, max: 85, decimals: 2 },
  { name: 'mapboxBearing', kind: 'number', label: 'Ausrichtung (Grad)', required: true, min: -360, max: 360, decimals: 2 },
] as const satisfies readonly Field[];

/** SPEC §9: border radius .25rem by default (`THEME_DEFAULTS` in @theke/domain). */
export const BORDER_RADIUS_OPTIONS = [
  { value: '0', label: 'Eckig' },
  { value: '.125rem', label: 'Kaum gerundet (.125rem)' },
  { value: '.25rem', label: 'Leicht gerundet (.25rem)' },
  { value: '.5rem', label: 'Gerundet (.5rem)' },
  { value: '1rem', label: 'Stark gerundet (1rem)' },
] as const;

const colour = <const N extends string>(name: N, label: string, help?: string) =>
  ({ name, kind: 'text', label, format: 'color', required: true, max: 7, ...(help ? { help } : {}) }) as const;
/** The back-office edits the four colours together ('themeColors'): it warns below WCAG AA contrast. */
const themeColour = <const N extends string>(name: N, label: string, help?: string) =>
  ({ ...colour(name, label, help), editor: 'themeColors' }) as const;
const gridSize = <const N extends string>(name: N, label: string) =>
  ({ name, kind: 'number', label, required: true, min: 1, max: 20, decimals: 0 }) as const;

/** SPEC §3 theme settings: applied to storefront and website at run time (ADR 0047). */
const THEME_FIELDS = [
  themeColour('themePrimaryColor', 'Primärfarbe', 'Schaltflächen und Hervorhebungen; ihr Text ist weiß.'),
  colour('themeSecondaryColor', 'Sekundärfarbe'),
  colour('themeTextColor', 'Textfarbe'),
  colour('themeBackgroundColor', 'Hintergrundfarbe'),
  {
    name: 'themeFontFamily',
    kind: 'text',
    label: 'Schriftart',
    max: 100,
    editor: 'font-family',
    help: 'Leer: die Systemschrift des Geräts.',
  },
  { name: 'themeBorderRadius', kind: 'select', label: 'Eckenradius', required: true, options: BORDER_RADIUS_OPTIONS },
  { name: 'favicon', kind: 'image', label: 'Favicon', help: 'Quadratisch, mindestens 64 × 64 Pixel.' },
  gridSize('labelGridCompactRows', 'Etiketten kompakt: Zeilen'),
  gridSize('labelGridCompactColumns', 'Etiketten kompakt: Spalten'),
  gridSize('labelGridDetailRows', 'Etiketten Detail: Zeilen'),
  gridSize('labelGridDetailColumns', 'Etiketten Detail: Spalten'),
] as const satisfies readonly Field[];

export const configDescription = describeEntity({
  entity: 'config',
  path: '/config',
  service: 'content',
  labels: { singular: 'Konfiguration', plural: 'Konfiguration' },
  titleField: 'shopName',
  read: 'public',
  write: 'admin',
  fields: [
    {
      name: 'settings',
      kind: 'tabs',
      label: 'Einstellungen',
      tabs: [
        { name: 'shop', label: 'Shop', fields: SHOP_FIELDS },
        { name: 'address', label: 'Adresse', fields: ADDRESS_FIELDS },
        { name: 'legal', label: 'Rechtliche Texte', fields: LEGAL_FIELDS },
        { name: 'orders', label: 'Bestellungen', fields: ORDER_FIELDS },
        { name: 'plugins', label: 'Plugins', fields: PLUGIN_FIELDS },
        { name: 'payments', label: 'Zahlungsarten', fields: PAYMENT_FIELDS },
        { name: 'map', label: 'Karte', fields: MAP_FIELDS },
        { name: 'design', label: 'Design', fields: THEME_FIELDS },
      ],
    },
  ],
  // The one document has no list.
  list: { columns: [] },
});

/**
 * `GET /api/config` as everyone reads it: the described fields, its id and version, and the
 * deployment's app version and environment (SPEC §1: 1.7.2-dev, prod). `updatedAt` only
 * administrators and peer services see.
 */
export type Config = EntityOf<typeof configDescription> & {
  appVersion: string;
  environment: string;
  updatedAt?: string | null;
};
