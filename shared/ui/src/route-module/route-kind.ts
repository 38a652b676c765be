import { PRIVACY_POLICY_PATH, ROUTE_TABLE, type LegalPage, type RouteDescription } from './route-table';

// No imports but the route table: the gateway resolves routes with this file too (preload links,
// page meta, which pages get a first screen).

/** What kind of page a path is (SPEC §2 route table); decides the remote, title, footer and toolbar. */
export type RouteKind =
  | { kind: 'division' }
  | { kind: 'branch'; identifier: string }
  | { kind: 'checkout'; identifier: string; paymentFailed: boolean }
  | { kind: 'status'; uid: string; hash: string }
  | { kind: 'kiosk'; identifier: string }
  | { kind: 'legal'; page: LegalPage }
  | { kind: 'backend' }
  | { kind: 'branch-screen'; view: 'frontdesk' | 'backoffice'; branchId: string; apiKey: string }
  // Username and token stay in the path for the remote (useParams): nothing else needs the token.
  | { kind: 'time-clock' }
  | { kind: 'signage-player' }
  | { kind: 'site'; path: string };

/**
 * The route table's react-router patterns as regular expressions: `:name` is one segment, a
 * trailing `/*` anything below (or nothing). The catch-all `*` is left out: it is the fallback.
 * Case-sensitive, unlike react-router: a path that differs in case is a content page here.
 */
const MATCHERS = (ROUTE_TABLE as readonly RouteDescription[]).flatMap(({ kind, paths }) =>
  paths
    .filter((pattern) => kind && pattern !== '*')
    .map((pattern) => ({
      kind,
      pattern,
      regex: new RegExp(`^${pattern.replace(/:[^/]+/g, '([^/]+)').replace(/\/\*$/, '(/.*)?')}$`, 's'),
    })),
);

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function resolveRouteKind(pathname: string): RouteKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  for (const { kind, pattern, regex } of MATCHERS) {
    const match = regex.exec(path);
    if (match) {
      const [first = '', second = ''] = match.slice(1).map(decode);
      switch (kind) {
        case 'branch':
        case 'kiosk':
          return { kind, identifier: first };
        case 'checkout':
          return { kind, identifier: first, paymentFailed: pattern.endsWith('/error') };
        case 'status':
          return { kind, uid: first, hash: second };
        case 'legal':
          return { kind, page: path === PRIVACY_POLICY_PATH ? 'privacy' : (path.slice('/site/'.length) as LegalPage) };
        case 'branch-screen':
          return { kind, view: path.startsWith('/orders/frontdesk/') ? 'frontdesk' : 'backoffice', branchId: first, apiKey: second };
        case 'division':
        case 'backend':
        case 'time-clock':
        case 'signage-player':
          return { kind };
      }
    }
  }
  return { kind: 'site', path };
}
