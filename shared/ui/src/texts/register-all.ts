// Tests render any component on its own: every bundle registered up front (root Jest setupFiles).
import { registerTexts } from '../i18n/i18n';
import { adminToolbarTexts } from './admin-toolbar';
import { appTexts } from './app';
import { noticeTexts } from './notices';
import { backendLoginTexts } from './backend-login';
import { orderDeskTexts } from './order-desk';
import { backofficeManagementTexts } from './backoffice-management';
import { backofficeLogTexts } from './backoffice-logs';
import { backofficeMediaTexts } from './backoffice-media';
import { backofficeNavigationTexts } from './backoffice-navigations';
import { backofficePlanningTexts } from './backoffice-planning';
import { backofficeStatisticsTexts } from './backoffice-statistics';
import { pickerTexts } from './pickers';
import { timeClockTexts } from './time-clock';
import { imageTemplateTexts } from './image-templates';
import { signageAdminTexts } from './signage-admin';
import { signagePlayerTexts } from './signage-player';
import { siteEditingTexts } from './site-editing';
import { staffMessageTexts } from './staff-messages';
import { storeCheckoutTexts } from './store-checkout';
import { storefrontTexts } from './storefront';
import { websiteTexts } from './website';

for (const bundle of [websiteTexts, storefrontTexts, storeCheckoutTexts, pickerTexts, orderDeskTexts, backofficeManagementTexts, backofficeLogTexts, backofficeMediaTexts, backofficeNavigationTexts, backofficePlanningTexts, backofficeStatisticsTexts, signageAdminTexts, imageTemplateTexts, signagePlayerTexts, siteEditingTexts, staffMessageTexts, timeClockTexts, backendLoginTexts, adminToolbarTexts, appTexts, noticeTexts]) {
  registerTexts(bundle);
}
