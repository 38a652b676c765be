import type { RemoteName } from './registry';
import type { RouteKind } from './route-kind';

// No runtime imports: the gateway reads this file too. The browser carries it in main.js (the
// store route has bytes, not kilobytes, of headroom: ADR 0011), so it holds only what the shell and
// the gateway use; what only builds and tests need is derived in route-sources.ts.

/** SPEC §2: the privacy policy's second address, linked from the contact form. */
export const PRIVACY_POLICY_PATH = '/datenschutzerklaerung';

/** One module a remote exposes and the pages it renders. */
export interface RouteDescription {
  /**
   * `<remote>/<name>`, as the shell loads it: the remote exposes `./<name>` from its
   * `./src/routes/<name>.tsx` (route-sources.ts; its package.json exports `./routes/*` there too).
   */
  module: `${RemoteName}/${string}`;
  /** The kind of page; none for a module the shell shows only inside another one. */
  kind?: RouteKind['kind'];
  /** react-router patterns (remotes read the `:params` with useParams); `*` is any other path. */
  paths: readonly string[];
  /** The gateway renders the page's first screen (ADR 0023): the same for every guest. */
  firstScreen?: true;
}

/**
 * The route table (SPEC §2), said once (docs/adr/0037-route-table.md): the shell mounts these
 * patterns, the gateway's resolver matches them (route-kind.ts), and the remotes' exposes.js and the
 * shell's first-screen sources are checked against it (scripts/route-contracts.test.ts). The
 * resolver tries the patterns in this order; they are disjoint but for the catch-all, which comes
 * last among the pages.
 */
export const ROUTE_TABLE = [
  { module: 'mfe_store/DivisionPage', kind: 'division', paths: ['/'], firstScreen: true },
  { module: 'mfe_store/StorePage', kind: 'branch', paths: ['/store/:branchIdentifier'], firstScreen: true },
  {
    module: 'mfe_store/CheckoutPage',
    kind: 'checkout',
    paths: ['/store/:branchIdentifier/checkout', '/store/:branchIdentifier/checkout/error'],
  },
  { module: 'mfe_store/StatusPage', kind: 'status', paths: ['/status/:uid/:hash'] },
  // Issue 24: a branch's self-service kiosk (store, checkout and a short status), outside the site layout.
  { module: 'mfe_store/KioskPage', kind: 'kiosk', paths: ['/kiosk/:branchIdentifier/*'] },
  {
    module: 'mfe_website/LegalPage',
    kind: 'legal',
    paths: ['/site/terms-and-conditions', '/site/privacy', '/site/imprint', '/site/allergens', PRIVACY_POLICY_PATH],
    firstScreen: true,
  },
  // SPEC §2 hints: the branch tablet screens by api key (no staff login), outside the site layout.
  {
    module: 'mfe_backoffice/BranchOrders',
    kind: 'branch-screen',
    paths: ['/orders/frontdesk/:branchId/:apiKey', '/orders/backoffice/:branchId/:apiKey'],
  },
  // Issue 21: an employee's time clock by personal link (no staff login), outside the site layout.
  { module: 'mfe_backoffice/TimeClock', kind: 'time-clock', paths: ['/zeiterfassung/:username/:token'] },
  // Issue 23: a TV's player (no login: a paired device's token), outside the site layout.
  { module: 'mfe_signage/SignagePlayer', kind: 'signage-player', paths: ['/signage/player'] },
  { module: 'mfe_backoffice/BackofficeApp', kind: 'backend', paths: ['/backend/*'] },
  { module: 'mfe_website/SitePage', kind: 'site', paths: ['*'], firstScreen: true },
  // The signage admin screens, shown inside the back-office (ShellRemote): no route of the shell's.
  { module: 'mfe_signage/SignageAdmin', paths: [] },
] as const satisfies readonly RouteDescription[];

type Described = (typeof ROUTE_TABLE)[number];

/** Every module the shell loads, `<remote>/<exposed name>`. */
export type RemoteModuleId = Described['module'];

/** The module that renders a kind of page. */
export type RouteModuleOf<Kind extends RouteKind['kind']> = Extract<Described, { kind: Kind }>['module'];

/** The modules whose pages the gateway renders a first screen of. */
export type FirstScreenModuleId = Extract<Described, { firstScreen: true }>['module'];

type PageOf<Path> = Path extends `/site/${infer Page}` ? Page : never;

/** SPEC §2 legal pages, from their `/site/<page>` paths. */
export type LegalPage = PageOf<Extract<Described, { kind: 'legal' }>['paths'][number]>;

/** The remote module that renders a route (the shell mounts the same one for the route's patterns). */
export function routeModuleOf<Kind extends RouteKind['kind']>(route: { kind: Kind }): RouteModuleOf<Kind> {
  const descriptions: readonly RouteDescription[] = ROUTE_TABLE;
  // Every kind has exactly one module: the contract test checks it.
  return descriptions.find((description) => description.kind === route.kind)?.module as RouteModuleOf<Kind>;
}
