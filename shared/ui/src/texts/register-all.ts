// Tests render any component on its own: every bundle registered up front (root Jest setupFiles).
import { registerTexts } from '../i18n/i18n';
import { orderDeskTexts } from './order-desk';
import { pickerTexts } from './pickers';
import { storeCheckoutTexts } from './store-checkout';
import { websiteTexts } from './website';

for (const bundle of [websiteTexts, storeCheckoutTexts, pickerTexts, orderDeskTexts]) registerTexts(bundle);
