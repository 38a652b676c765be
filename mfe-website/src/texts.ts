// The website's German texts, registered once when the first route module of this remote loads.
import { registerTexts } from '@theke/ui';
import { websiteTexts } from '@theke/ui/texts/website';

registerTexts(websiteTexts);
