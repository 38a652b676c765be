// Development only: runs this remote on its own against the gateway.
import { mountStandalone } from '@theke/ui/standalone';

mountStandalone({
  '/player': () => import('./routes/SignagePlayer'),
  '*': () => import('./routes/SignageAdmin'),
});
