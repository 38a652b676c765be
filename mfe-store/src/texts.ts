// The checkout's and status page's German texts, registered once when either route module loads
// (docs/adr/0011-bundle-budget.md): the store page and the shell do not carry them.
import { registerTexts } from '@theke/ui';
import { storeCheckoutTexts } from '@theke/ui/src/texts/store-checkout';

registerTexts(storeCheckoutTexts);
