// The German text bundles apps register when they load (registerTexts). Type-only from the
// package index: importing a bundle's values is for the app that shows it (and for tests).
import type { orderDeskTexts } from './order-desk';
import type { pickerTexts } from './pickers';
import type { storeCheckoutTexts } from './store-checkout';
import type { websiteTexts } from './website';

export type TextBundles = typeof websiteTexts & typeof storeCheckoutTexts & typeof pickerTexts & typeof orderDeskTexts;
