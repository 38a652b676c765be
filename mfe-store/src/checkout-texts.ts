// The checkout's and status page's own German texts, registered when either route module loads:
// the division and store pages do not download them.
import { registerTexts } from '@theke/ui';
import { pickerTexts } from '@theke/ui/texts/pickers';
import { storeCheckoutTexts } from '@theke/ui/texts/store-checkout';

registerTexts(storeCheckoutTexts);
registerTexts(pickerTexts);
