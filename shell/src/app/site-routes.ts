import { REMOTE_MODULES, type RemoteModuleId } from '@theke/ui';

/** SPEC §2 public route table; every route's page is a remote's exposed module. */
export const siteRoutes: readonly { path: string; id: RemoteModuleId }[] = [
  { path: '/', id: REMOTE_MODULES.divisionPage },
  { path: '/store/:branchIdentifier', id: REMOTE_MODULES.storePage },
  { path: '/store/:branchIdentifier/checkout', id: REMOTE_MODULES.checkoutPage },
  { path: '/store/:branchIdentifier/checkout/error', id: REMOTE_MODULES.checkoutPage },
  { path: '/status/:uid/:hash', id: REMOTE_MODULES.statusPage },
  { path: '/site/terms-and-conditions', id: REMOTE_MODULES.legalPage },
  { path: '/site/privacy', id: REMOTE_MODULES.legalPage },
  { path: '/site/imprint', id: REMOTE_MODULES.legalPage },
  { path: '/site/allergens', id: REMOTE_MODULES.legalPage },
  { path: '/datenschutzerklaerung', id: REMOTE_MODULES.legalPage },
  { path: '*', id: REMOTE_MODULES.sitePage },
];

/** SPEC §2 hints: the branch tablet screens by api key, full screen outside the site layout. */
export const BRANCH_SCREEN_PATHS = ['/orders/frontdesk/:branchId/:apiKey', '/orders/backoffice/:branchId/:apiKey'] as const;
