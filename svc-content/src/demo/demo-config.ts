import type { ConfigValues } from '../config/config.fields';
import { CONFIG_DEFAULTS } from '../config/config.fields';
import { DEMO_BUSINESS, DEMO_LOGO_IMAGE_ID } from './demo-business';
import { ALLERGENS_TEXT, IMPRINT_TEXT, PRIVACY_POLICY_TEXT, TERMS_AND_CONDITIONS_TEXT } from './legal-texts';

/**
 * The demo configuration. Home-page plugin off (several branches: `/` lists them), toolbar,
 * category bar, donations and cash on; providers that need accounts (SMS, Mollie, Datatrans,
 * map tiles) stay off.
 */
export const DEMO_CONFIG: ConfigValues = {
  ...CONFIG_DEFAULTS,
  ...DEMO_BUSINESS,
  title: 'Theke Reinigungsservice',
  seoTitle: 'Theke – Reinigungsservice in Wien, Graz, Linz und Salzburg',
  description:
    'Professionelle Reinigung für Büro, Stiegenhaus und Zuhause – online bestellt, pünktlich erledigt.',
  seoDescription:
    'Haushalts-, Büro-, Fenster- und Teppichreinigung in Wien, Graz, Linz und Salzburg. Jetzt online bestellen oder ein unverbindliches Angebot anfragen.',
  termsAndConditionsText: TERMS_AND_CONDITIONS_TEXT,
  privacyPolicyText: PRIVACY_POLICY_TEXT,
  imprintText: IMPRINT_TEXT,
  allergensText: ALLERGENS_TEXT,
  defaultDeliveryMethod: 'delivery',
  disableTickets: false,
  enablePluginPWA: true,
  enablePluginToolbar: true,
  enablePluginHomePage: false,
  enablePluginSearch: true,
  enablePluginTags: true,
  enablePluginMapbox: false,
  enablePluginCategoryBar: true,
  enablePluginSMS: false,
  enablePluginDonations: true,
  enablePluginFrontdesk: true,
  enablePluginOrderReviews: true,
  enableCash: true,
  enablePluginATMCard: true,
  enableATMCard: true,
  enablePluginHydroAGVoucher: false,
  enableHydroAGVoucher: false,
  enablePluginMollie: false,
  enableMollie: false,
  enablePluginDatatrans: false,
  enableDatatrans: false,
  imageId: 108,
  logoId: DEMO_LOGO_IMAGE_ID,
};
