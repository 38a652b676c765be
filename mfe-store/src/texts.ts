// The storefront's German texts, registered once when the first route module of this remote loads
// (docs/adr/0011-bundle-budget.md): the shell's main.js does not carry them.
import { registerTexts } from '@theke/ui';
import { storefrontTexts } from '@theke/ui/texts/storefront';

registerTexts(storefrontTexts);
