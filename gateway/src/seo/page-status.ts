import { SITE_TYPES } from '@theke/contracts';
import { ServiceUnavailable, type Principal } from '@theke/server';
import { hasFirstScreen, type RouteKind } from '@theke/ui/server';
import { findSite, type MetaData, type MetaSite } from './page-meta';

/**
 * The HTTP status of a page (issue 25, docs/adr/0039-page-statuses.md): what a crawler may trust.
 * Decided from data the page-meta router holds anyway (public sites and branches, cached until the
 * next catalogue or content event); only a miss asks further (the redirect, a staff member's
 * draft), and an order status page asks svc-orders whether the order is there.
 */

/** `res.locals` key: the page's answer, for the first-screen router and the page handler. */
export const PAGE_ANSWER_LOCAL = 'pageAnswer';

export type PageAnswer =
  | {
      status: 200;
      kind: RouteKind['kind'];
      /** The same page for every guest, with a first screen (ADR 0023). */
      firstScreen: boolean;
      /** A page only staff see (a draft, a non-public branch, a time clock link, the TV player): not for search engines. */
      hidden: boolean;
    }
  | { status: 404 | 500 | 503; kind: RouteKind['kind'] };

export type PageVerdict = PageAnswer | { status: 301; location: string };

/** Asked only on a miss or a status page: the 200 path of a known page costs no request. */
export interface PageLookups {
  /** The redirect target of a path that is no public page, or null. */
  redirectOf(path: string): Promise<string | null>;
  /** Whether a placed order is at uid/hash; rejects with ServiceUnavailable when svc-orders cannot say. */
  orderExists(uid: string, hash: string): Promise<boolean>;
  /** The request's signed-in staff member, or null (a guest, or a session without a login). */
  staff(): Promise<Principal | null>;
  /** The site page at a path as that staff member reads it (drafts included), or null. */
  staffSite(principal: Principal, path: string): Promise<MetaSite | null>;
}

export const NOINDEX = '<meta name="robots" content="noindex">';

const SHOWN_SITE_TYPES: ReadonlySet<string> = new Set(SITE_TYPES);

/** SPEC §2: a page of unknown type shows the 500 view. */
const siteAnswer = (site: MetaSite, kind: RouteKind['kind'], hidden: boolean): PageAnswer =>
  SHOWN_SITE_TYPES.has(site.type ?? 'default') ? { status: 200, kind, firstScreen: !hidden, hidden } : { status: 500, kind };

/** Data the decision needs that could not be read: an outage is a 503, never a 404 that drops the page from an index. */
function need(meta: MetaData, part: 'sites' | 'branches'): void {
  if (meta.unavailable?.includes(part)) throw new ServiceUnavailable();
}

export async function pageVerdict(route: RouteKind, meta: MetaData, lookups: PageLookups): Promise<PageVerdict> {
  const { kind } = route;
  switch (route.kind) {
    case 'site': {
      need(meta, 'sites');
      const site = findSite(meta.sites, route.path);
      if (site) return siteAnswer(site, kind, false);
      const target = await lookups.redirectOf(route.path);
      if (target) return { status: 301, location: target };
      const staff = await lookups.staff();
      const draft = staff ? await lookups.staffSite(staff, route.path) : null;
      // A deleted page is gone from svc-content without a trace: 404 like any other miss.
      return draft ? siteAnswer(draft, kind, true) : { status: 404, kind };
    }
    case 'branch':
    case 'checkout': {
      need(meta, 'branches');
      // Guests read every branch (SPEC §2: non-public ones appear inactive in the list); only public ones have a store.
      const branch = meta.branches.find((candidate) => candidate.identifier === route.identifier);
      if (branch && branch.isPublic !== false) return { status: 200, kind, firstScreen: hasFirstScreen(route), hidden: false };
      if (branch && (await lookups.staff())) return { status: 200, kind, firstScreen: false, hidden: true };
      return { status: 404, kind };
    }
    case 'status':
      return (await lookups.orderExists(route.uid, route.hash))
        ? { status: 200, kind, firstScreen: false, hidden: false }
        : { status: 404, kind };
    case 'kiosk': {
      // A branch's self-service kiosk (issue 24): its public branches only; no search engine lists it.
      need(meta, 'branches');
      const branch = meta.branches.find((candidate) => candidate.identifier === route.identifier);
      return branch && branch.isPublic !== false ? { status: 200, kind, firstScreen: false, hidden: true } : { status: 404, kind };
    }
    case 'time-clock':
    case 'signage-player':
      // A personal link (issue 21), a TV's player (issue 23): the remote checks the credential; no
      // search engine lists them.
      return { status: 200, kind, firstScreen: false, hidden: true };
    default:
      return { status: 200, kind, firstScreen: hasFirstScreen(route), hidden: false };
  }
}

/** A page's answer when deciding it failed: 503 (with Retry-After) for an outage, else 500. */
export function failedAnswer(route: RouteKind, error: unknown): PageAnswer {
  return { status: error instanceof ServiceUnavailable ? 503 : 500, kind: route.kind };
}
