// The German text bundles apps register when they load (registerTexts). Type-only from the
// package index: importing a bundle's values is for the app that shows it (and for tests).
import type { adminToolbarTexts } from './admin-toolbar';
import type { appTexts } from './app';
import type { noticeTexts } from './notices';
import type { backendLoginTexts } from './backend-login';
import type { orderDeskTexts } from './order-desk';
import type { backofficeManagementTexts } from './backoffice-management';
import type { backofficeLogTexts } from './backoffice-logs';
import type { backofficeMediaTexts } from './backoffice-media';
import type { backofficeNavigationTexts } from './backoffice-navigations';
import type { backofficePlanningTexts } from './backoffice-planning';
import type { backofficeStatisticsTexts } from './backoffice-statistics';
import type { pickerTexts } from './pickers';
import type { timeClockTexts } from './time-clock';
import type { imageTemplateTexts } from './image-templates';
import type { signageAdminTexts } from './signage-admin';
import type { signagePlayerTexts } from './signage-player';
import type { siteEditingTexts } from './site-editing';
import type { staffMessageTexts } from './staff-messages';
import type { storeCheckoutTexts } from './store-checkout';
import type { storefrontTexts } from './storefront';
import type { websiteTexts } from './website';

export type TextBundles = typeof websiteTexts &
  typeof storefrontTexts &
  typeof storeCheckoutTexts &
  typeof pickerTexts &
  typeof orderDeskTexts &
  typeof backofficeManagementTexts &
  typeof backofficeLogTexts &
  typeof backofficeMediaTexts &
  typeof backofficeNavigationTexts &
  typeof timeClockTexts &
  typeof backofficePlanningTexts &
  typeof backofficeStatisticsTexts &
  typeof signageAdminTexts &
  typeof signagePlayerTexts &
  typeof siteEditingTexts &
  typeof imageTemplateTexts &
  typeof staffMessageTexts &
  typeof backendLoginTexts &
  typeof adminToolbarTexts &
  typeof appTexts &
  typeof noticeTexts;
