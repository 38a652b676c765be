// No imports: the gateway resolves routes with this file too (preload links for the route's remote).

/** What kind of page a path is (SPEC §2 route table); decides the remote, title, footer and toolbar. */
export type RouteKind =
  | { kind: 'division' }
  | { kind: 'branch'; identifier: string }
  | { kind: 'checkout'; identifier: string; paymentFailed: boolean }
  | { kind: 'status'; uid: string; hash: string }
  | { kind: 'legal'; page: LegalPage }
  | { kind: 'backend' }
  | { kind: 'branch-screen'; view: 'frontdesk' | 'backoffice'; branchId: string; apiKey: string }
  | { kind: 'site'; path: string };

export type LegalPage = 'terms-and-conditions' | 'privacy' | 'imprint' | 'allergens';

export const LEGAL_PAGES: readonly LegalPage[] = ['terms-and-conditions', 'privacy', 'imprint', 'allergens'];
/** SPEC §2: the privacy policy link used in the contact form. */
export const PRIVACY_POLICY_PATH = '/datenschutzerklaerung';

/** Every route module the shell loads, as `<remote>/<exposed name>`. */
export const REMOTE_MODULES = {
  divisionPage: 'mfe_store/DivisionPage',
  storePage: 'mfe_store/StorePage',
  checkoutPage: 'mfe_store/CheckoutPage',
  statusPage: 'mfe_store/StatusPage',
  sitePage: 'mfe_website/SitePage',
  legalPage: 'mfe_website/LegalPage',
  backofficeApp: 'mfe_backoffice/BackofficeApp',
  branchOrders: 'mfe_backoffice/BranchOrders',
  signageAdmin: 'mfe_signage/SignageAdmin',
  signagePlayer: 'mfe_signage/SignagePlayer',
} as const;

export type RemoteModuleId = (typeof REMOTE_MODULES)[keyof typeof REMOTE_MODULES];

const segment = '([^/]+)';
const STORE = new RegExp(`^/store/${segment}$`);
const CHECKOUT = new RegExp(`^/store/${segment}/checkout(/error)?$`);
const STATUS = new RegExp(`^/status/${segment}/${segment}$`);
/** SPEC §2 hints: frontdesk and backoffice order views per branch with an api key (no staff login). */
const BRANCH_SCREEN = new RegExp(`^/orders/(frontdesk|backoffice)/${segment}/${segment}$`);
const LEGAL = new RegExp(`^/site/(${LEGAL_PAGES.join('|')})$`);

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function resolveRouteKind(pathname: string): RouteKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (path === '/') return { kind: 'division' };
  if (path === '/backend' || path.startsWith('/backend/')) return { kind: 'backend' };
  const screen = BRANCH_SCREEN.exec(path);
  if (screen?.[1] && screen[2] && screen[3]) {
    const view = screen[1] as 'frontdesk' | 'backoffice';
    return { kind: 'branch-screen', view, branchId: decode(screen[2]), apiKey: decode(screen[3]) };
  }
  if (path === PRIVACY_POLICY_PATH) return { kind: 'legal', page: 'privacy' };
  const legal = LEGAL.exec(path);
  if (legal?.[1]) return { kind: 'legal', page: legal[1] as LegalPage };
  const checkout = CHECKOUT.exec(path);
  if (checkout?.[1]) return { kind: 'checkout', identifier: decode(checkout[1]), paymentFailed: Boolean(checkout[2]) };
  const store = STORE.exec(path);
  if (store?.[1]) return { kind: 'branch', identifier: decode(store[1]) };
  const status = STATUS.exec(path);
  if (status?.[1] && status[2]) return { kind: 'status', uid: decode(status[1]), hash: decode(status[2]) };
  return { kind: 'site', path };
}

/** The remote module that renders a route (the shell's route table says the same, see its test). */
export function routeModuleOf(route: RouteKind): RemoteModuleId {
  switch (route.kind) {
    case 'division':
      return REMOTE_MODULES.divisionPage;
    case 'branch':
      return REMOTE_MODULES.storePage;
    case 'checkout':
      return REMOTE_MODULES.checkoutPage;
    case 'status':
      return REMOTE_MODULES.statusPage;
    case 'legal':
      return REMOTE_MODULES.legalPage;
    case 'backend':
      return REMOTE_MODULES.backofficeApp;
    case 'branch-screen':
      return REMOTE_MODULES.branchOrders;
    case 'site':
      return REMOTE_MODULES.sitePage;
  }
}
