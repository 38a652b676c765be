// The order desk's German texts, registered once when a route module of this remote loads
// (docs/adr/0011-bundle-budget.md): guest pages and the shell's main.js do not carry them.
import { registerTexts } from '@theke/ui';
import { adminToolbarTexts } from '@theke/ui/texts/admin-toolbar';
import { backofficeLogTexts } from '@theke/ui/texts/backoffice-logs';
import { backofficeManagementTexts } from '@theke/ui/texts/backoffice-management';
import { backofficeMediaTexts } from '@theke/ui/texts/backoffice-media';
import { backofficeNavigationTexts } from '@theke/ui/texts/backoffice-navigations';
import { backofficePlanningTexts } from '@theke/ui/texts/backoffice-planning';
import { orderDeskTexts } from '@theke/ui/texts/order-desk';
import { imageTemplateTexts } from '@theke/ui/texts/image-templates';
import { signageAdminTexts } from '@theke/ui/texts/signage-admin';
import { siteEditingTexts } from '@theke/ui/texts/site-editing';
import { staffMessageTexts } from '@theke/ui/texts/staff-messages';
import { timeClockTexts } from '@theke/ui/texts/time-clock';

registerTexts(staffMessageTexts);
// The frame's user line and 'Abmelden' are the public admin toolbar's words.
registerTexts(adminToolbarTexts);
registerTexts(orderDeskTexts);
registerTexts(backofficeManagementTexts);
registerTexts(backofficeNavigationTexts);
registerTexts(backofficeLogTexts);
registerTexts(backofficeMediaTexts);
registerTexts(timeClockTexts);
registerTexts(backofficePlanningTexts);
registerTexts(signageAdminTexts);
registerTexts(imageTemplateTexts);
registerTexts(siteEditingTexts);
