import { Router, type Request } from 'express';
import { DEFAULT_TIME_ZONE, zoneOffsetTable, type ZoneOffsetTable } from '@theke/domain';
import { GUEST, INTERNAL_TOKEN_HEADER, signInternalToken, type EventBus, type Logger } from '@theke/server';
import type { ServiceUrls } from '../proxy/service-map';
import {
  applyMetaTags,
  buildPageMeta,
  findSite,
  renderLeadImagePreload,
  renderMetaTags,
  resolveRouteKind,
  type MetaBranch,
  type MetaConfig,
  type MetaData,
  type MetaDivision,
  type MetaSite,
} from './page-meta';
import { hasFirstScreen, type RouteKind } from '@theke/ui/server';
import { PathCache } from './path-cache';
import { publicOrigin } from './seo.routes';
import type { GuestReader } from './service-reader';

const CACHE_MS = 5 * 60_000;
const NOT_PAGES = /^\/(api|image|upload|assets)(\/|$)|^\/(healthz|readyz|sitemap\.xml|robots\.txt)$/;

/** `res.locals` key the frontend's page handler reads the head tags from. */
export const PAGE_HEAD_LOCAL = 'pageHead';
/**
 * `res.locals` key: true for a page that exists and is the same for every guest (a public site page,
 * a branch store, the division page, a legal page: the route table's pages with a first screen);
 * not for checkout, order status or staff pages.
 */
export const KNOWN_PAGE_LOCAL = 'knownPage';
/** The data block with the business zone's offsets (read by the shell before its first render). */
export const ZONE_ELEMENT_ID = 'theke-zone';
/**
 * From a month back (week-based opening rules and this month's calendar look back) over every slot
 * search (180 days) and a year of calendar browsing.
 */
const ZONE_TABLE_DAYS_BACK = 35;
const ZONE_TABLE_DAYS = 400;

/**
 * The business zone's offsets for the next months as a JSON data block: the browser then answers
 * opening states without creating an Intl.DateTimeFormat on its first render (@theke/domain
 * registerZoneOffsets; docs/adr/0011-bundle-budget.md).
 */
export function renderZoneBlock(table: ZoneOffsetTable): string {
  const json = JSON.stringify(table).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ZONE_ELEMENT_ID}">${json}</script>`;
}

function zoneTableFrom(timeZone: string, now: number): ZoneOffsetTable {
  const span = (zone: string) => zoneOffsetTable(zone, new Date(now - ZONE_TABLE_DAYS_BACK * 86_400_000), new Date(now + ZONE_TABLE_DAYS * 86_400_000));
  try {
    return span(timeZone);
  } catch {
    // A zone name Intl does not know: the services fall back to the default zone as well.
    return span(DEFAULT_TIME_ZONE);
  }
}

export function withPageHead(html: string, tags: unknown): string {
  return typeof tags === 'string' && tags ? applyMetaTags(html, tags) : html;
}

/** `GET /api/redirects/resolve?path=` of svc-content as a guest: the target, or null (404). */
export function redirectLookup(services: ServiceUrls, internalSecret: string) {
  return async (path: string): Promise<string | null> => {
    const response = await fetch(`${services.content}/api/redirects/resolve?path=${encodeURIComponent(path)}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: signInternalToken(GUEST, internalSecret), accept: 'application/json' },
    });
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new Error(`content /redirects/resolve answered ${response.status}`);
    const body = (await response.json()) as { data?: { target?: unknown } };
    return typeof body.data?.target === 'string' ? body.data.target : null;
  };
}

export interface PageMetaOptions {
  read: GuestReader;
  resolveRedirect: (path: string) => Promise<string | null>;
  bus: EventBus;
  log?: Logger;
}

/** Whether the page exists: a branch store of a branch there is, a public site page; the others always. */
function isKnownPage(route: RouteKind, meta: MetaData): boolean {
  switch (route.kind) {
    case 'branch':
      return meta.branches.some((branch) => branch.identifier === route.identifier);
    case 'site':
      return findSite(meta.sites, route.path) !== undefined;
    default:
      return true;
  }
}

function isPageRequest(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !NOT_PAGES.test(req.path);
}

/**
 * Page requests (issue 10): a redirected path answers a real 301; every other page gets its
 * title, description, canonical, og and twitter tags for the shell's HTML (`res.locals.pageHead`).
 * Lookups are cached per path and forgotten on any catalogue or content change.
 */
export function pageMetaRouter({ read, resolveRedirect, bus, log }: PageMetaOptions): Router {
  const router = Router();
  let data: { value: Promise<MetaData>; at: number } | null = null;
  const redirects = new PathCache<string | null>(CACHE_MS);
  const heads = new PathCache<string>(CACHE_MS);
  // The zone block is the same on every page: computed once per zone and day, not per path.
  let zoneBlock: { key: string; html: string } | null = null;
  const zoneBlockOf = (timeZone: string): string => {
    const now = Date.now();
    const key = `${timeZone} ${Math.floor(now / 86_400_000)}`;
    if (zoneBlock?.key !== key) zoneBlock = { key, html: renderZoneBlock(zoneTableFrom(timeZone, now)) };
    return zoneBlock.html;
  };
  void bus.subscribe({
    queue: 'gateway.page-meta-cache',
    patterns: ['catalog.#', 'content.#'],
    fanout: true,
    handler: async () => {
      data = null;
      redirects.clear();
      heads.clear();
    },
  });

  const optional = <T>(load: Promise<T>, fallback: T): Promise<T> =>
    load.catch((error: unknown) => {
      log?.warn({ err: error }, 'page meta: public data unavailable');
      return fallback;
    });
  const metaData = (): Promise<MetaData> => {
    if (!data || Date.now() - data.at > CACHE_MS) {
      const value = Promise.all([
        optional(read<MetaConfig>('content', '/config'), null),
        optional(read<MetaSite[]>('content', '/sites'), []),
        optional(read<MetaBranch[]>('catalog', '/branches'), []),
        optional(read<MetaDivision[]>('catalog', '/divisions'), []),
      ]).then(([config, sites, branches, divisions]) => ({ config, sites, branches, divisions }));
      data = { value, at: Date.now() };
    }
    return data.value;
  };

  async function redirectOf(path: string): Promise<string | null> {
    const cached = redirects.get(path);
    if (cached !== undefined) return cached;
    const target = await resolveRedirect(path).catch((error: unknown) => {
      log?.warn({ err: error, path }, 'redirect lookup failed');
      return null;
    });
    redirects.set(path, target);
    return target;
  }

  router.use(async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    try {
      const route = resolveRouteKind(req.path);
      const meta = await metaData();
      const known = isKnownPage(route, meta);
      // The first screen's router renders what the route table gives a first screen (ADR 0023).
      res.locals[KNOWN_PAGE_LOCAL] = known && hasFirstScreen(route);
      if (route.kind === 'site' && !known) {
        const target = await redirectOf(route.path);
        if (target) {
          res.set('Cache-Control', 'public, max-age=300');
          return res.redirect(301, target);
        }
      }
      const origin = publicOrigin(req);
      const key = `${origin}${req.path}`;
      let head = heads.get(key);
      if (head === undefined) {
        const preload = renderLeadImagePreload(route, meta);
        const zone = zoneBlockOf(meta.config?.timeZone || DEFAULT_TIME_ZONE);
        head = renderMetaTags(buildPageMeta(route, { ...meta, origin, pathname: req.path })) + (preload ? `\n    ${preload}` : '') + `\n    ${zone}`;
        heads.set(key, head);
      }
      res.locals[PAGE_HEAD_LOCAL] = head;
      return next();
    } catch (error) {
      return next(error);
    }
  });
  return router;
}
