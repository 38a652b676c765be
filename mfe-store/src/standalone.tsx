// Development only: runs this remote on its own against the gateway (see README of the remote).
import { mountStandalone } from '@theke/ui/standalone';

mountStandalone({
  '/': () => import('./routes/DivisionPage'),
  '/store/:branchIdentifier': () => import('./routes/StorePage'),
  '/store/:branchIdentifier/checkout/*': () => import('./routes/CheckoutPage'),
  '/status/:uid/:hash': () => import('./routes/StatusPage'),
});
