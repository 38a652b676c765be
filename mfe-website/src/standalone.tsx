// Development only: runs this remote on its own against the gateway.
import { mountStandalone } from '@theke/ui/standalone';

mountStandalone({
  '/site/:page': () => import('./routes/LegalPage'),
  '/datenschutzerklaerung': () => import('./routes/LegalPage'),
  '*': () => import('./routes/SitePage'),
});
