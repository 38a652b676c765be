import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, type DeliveryMethod } from '@theke/domain';

/** SPEC §3 Config, field by field, grouped by kind. Names are the spec's exactly. */
export const CONFIG_TEXT_FIELDS = [
  'shopName',
  'title',
  'seoTitle',
  'description',
  'seoDescription',
  'website',
  'businessName',
  'street',
  'zipCode',
  'city',
  'phone',
  'email',
  'termsAndConditions',
  'termsAndConditionsText',
  'privacyPolicy',
  'privacyPolicyText',
  'imprint',
  'imprintText',
  'allergens',
  'allergensText',
  // Not in §3: ids the shell needs to switch on third-party scripts after consent (SPEC §4).
  'socialPixelId',
  'tagManagerId',
] as const;

export const CONFIG_FLAG_FIELDS = [
  'disableTickets',
  'enablePluginPWA',
  'enablePluginToolbar',
  'enablePluginHomePage',
  'enablePluginSearch',
  'enablePluginTags',
  'enablePluginMapbox',
  'enablePluginCategoryBar',
  'enablePluginSMS',
  'enablePluginDonations',
  'enablePluginFrontdesk',
  'enablePluginOrderReviews',
  'enableCash',
  'enablePluginATMCard',
  'enableATMCard',
  'enablePluginHydroAGVoucher',
  'enableHydroAGVoucher',
  'enablePluginMollie',
  'enableMollie',
  'enablePluginDatatrans',
  'enableDatatrans',
] as const;

export const CONFIG_NUMBER_FIELDS = ['mapboxZoom', 'mapboxPitch', 'mapboxBearing'] as const;

export const DELIVERY_METHODS: readonly DeliveryMethod[] = ['delivery', 'dineIn', 'takeaway'];
/** Which footer the shell renders (SPEC §2 layout: footer or alternative footer). */
export const FOOTER_VARIANTS = ['default', 'alternative'] as const;

export type ConfigTextField = (typeof CONFIG_TEXT_FIELDS)[number];
export type ConfigFlagField = (typeof CONFIG_FLAG_FIELDS)[number];
export type ConfigNumberField = (typeof CONFIG_NUMBER_FIELDS)[number];

/** What the config row stores; `imageId`/`logoId` are served as image references `image`/`logo`. */
export type ConfigValues = { [K in ConfigTextField]: string | null } & { [K in ConfigFlagField]: boolean } & {
  [K in ConfigNumberField]: number;
} & {
  currency: string;
  timeZone: string;
  defaultDeliveryMethod: DeliveryMethod | null;
  footerVariant: (typeof FOOTER_VARIANTS)[number] | null;
  imageId: number | null;
  logoId: number | null;
};

/** SPEC §9 map defaults: zoom 19, pitch 55, bearing -85. */
export const MAPBOX_DEFAULTS = { mapboxZoom: 19, mapboxPitch: 55, mapboxBearing: -85 } as const;

/** What a fresh installation answers before anyone saved a config; the table's column defaults agree. */
export const CONFIG_DEFAULTS: ConfigValues = {
  ...(Object.fromEntries(CONFIG_TEXT_FIELDS.map((field) => [field, null])) as {
    [K in ConfigTextField]: null;
  }),
  ...(Object.fromEntries(CONFIG_FLAG_FIELDS.map((field) => [field, false])) as {
    [K in ConfigFlagField]: boolean;
  }),
  // SPEC §9: default payment method cash.
  enableCash: true,
  ...MAPBOX_DEFAULTS,
  currency: DEFAULT_CURRENCY,
  timeZone: DEFAULT_TIME_ZONE,
  defaultDeliveryMethod: null,
  footerVariant: null,
  imageId: null,
  logoId: null,
};
