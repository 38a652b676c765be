import { Router, type Request, type Response } from 'express';
import { DEFAULT_TIME_ZONE, zoneOffsetTable, type ZoneOffsetTable } from '@theke/domain';
import { GUEST, INTERNAL_TOKEN_HEADER, ServiceUnavailable, signInternalToken, type EventBus, type Logger, type Principal } from '@theke/server';
import type { RouteKind } from '@theke/ui/server';
import { appHeadLinks } from '../app-install/web-app-manifest';
import { hasSessionCookie } from '../auth/session';
import { isPagePath } from '../frontend/page-paths';
import type { ServiceUrls } from '../proxy/service-map';
import {
  applyMetaTags,
  buildPageMeta,
  renderLeadImagePreload,
  renderMetaTags,
  resolveRouteKind,
  type MetaBranch,
  type MetaConfig,
  type MetaData,
  type MetaDivision,
  type MetaSite,
} from './page-meta';
import { failedAnswer, NOINDEX, PAGE_ANSWER_LOCAL, pageVerdict, type PageAnswer, type PageLookups } from './page-status';
import { PathCache } from './path-cache';
import { publicOrigin } from './seo.routes';
import type { GuestReader } from './service-reader';
import { themeHead } from './theme-head';

const CACHE_MS = 5 * 60_000;
/** Public data that could not be read completely is read again after this long, not after five minutes. */
const RETRY_MS = 5_000;

/** `res.locals` key the frontend's page handler reads the head tags from. */
export const PAGE_HEAD_LOCAL = 'pageHead';
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
  /** Whether a placed order is at uid/hash (page-lookups.ts `publicOrderLookup`). */
  orderExists: PageLookups['orderExists'];
  /** The signed-in staff member of a request with a session cookie, or null (the session is read only then). */
  staffOf: (req: Request, res: Response) => Promise<Principal | null>;
  /** A site page as a staff member reads it, drafts included (page-lookups.ts `staffSiteLookup`). */
  staffSite: PageLookups['staffSite'];
  bus: EventBus;
  log?: Logger;
}

function isPageRequest(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && isPagePath(req.path);
}

/**
 * Page requests (issues 10 and 25): a redirected path answers a real 301; every other page gets
 * its status (`res.locals.pageAnswer`, page-status.ts) and its title, description, canonical, og
 * and twitter tags for the shell's HTML (`res.locals.pageHead`). Lookups are cached per path and
 * forgotten on any catalogue or content change.
 */
export function pageMetaRouter({ read, resolveRedirect, orderExists, staffOf, staffSite, bus, log }: PageMetaOptions): Router {
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

  const metaData = (): Promise<MetaData> => {
    if (!data || Date.now() - data.at > CACHE_MS) {
      const unavailable: Array<NonNullable<MetaData['unavailable']>[number]> = [];
      const optional = <T>(part: (typeof unavailable)[number], load: Promise<T>, fallback: T): Promise<T> =>
        load.catch((error: unknown) => {
          log?.warn({ err: error, part }, 'page meta: public data unavailable');
          unavailable.push(part);
          return fallback;
        });
      const value = Promise.all([
        optional('config', read<MetaConfig>('content', '/config'), null),
        optional('sites', read<MetaSite[]>('content', '/sites'), []),
        optional('branches', read<MetaBranch[]>('catalog', '/branches'), []),
        optional('divisions', read<MetaDivision[]>('catalog', '/divisions'), []),
      ]).then(([config, sites, branches, divisions]) => ({ config, sites, branches, divisions, unavailable }));
      const entry = { value, at: Date.now() };
      data = entry;
      // An outage must not decide statuses (503) or titles for five minutes after it is over.
      void value.then(() => {
        if (unavailable.length > 0) entry.at = Date.now() - CACHE_MS + RETRY_MS;
      });
    }
    return data.value;
  };

  async function redirectOf(path: string): Promise<string | null> {
    const cached = redirects.get(path);
    if (cached !== undefined) return cached;
    const target = await resolveRedirect(path).catch((error: unknown) => {
      // Not kept, and not taken for "no redirect": that would answer a moved page 404.
      log?.warn({ err: error, path }, 'redirect lookup failed');
      throw new ServiceUnavailable();
    });
    redirects.set(path, target);
    return target;
  }

  /** The page's answer; deciding it never throws: a failure is the page's 500 (or 503). */
  async function answerOf(req: Request, res: Response, route: RouteKind, meta: MetaData) {
    const lookups: PageLookups = {
      redirectOf,
      orderExists,
      // Only a login creates a session: without the cookie nobody is signed in, and nothing is read.
      staff: async () => (hasSessionCookie(req) ? staffOf(req, res) : null),
      staffSite,
    };
    try {
      return await pageVerdict(route, meta, lookups);
    } catch (error) {
      const answer = failedAnswer(route, error);
      if (answer.status === 503) log?.warn({ err: error, path: req.path }, 'page status: a service is unavailable');
      else log?.error({ err: error, path: req.path }, 'page status not decided');
      return answer;
    }
  }

  function headOf(req: Request, route: RouteKind, meta: MetaData, answer: PageAnswer): string {
    const origin = publicOrigin(req);
    const key = `${origin}${req.path}`;
    let head = heads.get(key);
    if (head === undefined) {
      const preload = renderLeadImagePreload(route, meta);
      const zone = zoneBlockOf(meta.config?.timeZone || DEFAULT_TIME_ZONE);
      head = renderMetaTags(buildPageMeta(route, { ...meta, origin, pathname: req.path })) + `\n    ${appHeadLinks(meta.config)}` + (preload ? `\n    ${preload}` : '') + `\n    ${zone}`;
      const themed = themeHead(meta.config);
      if (themed) head += `\n    ${themed}`;
      heads.set(key, head);
    }
    // Not kept with the head: a page's status changes with its data, and staff see drafts.
    return answer.status === 200 && !answer.hidden ? head : `${head}\n    ${NOINDEX}`;
  }

  router.use(async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    try {
      const route = resolveRouteKind(req.path);
      const meta = await metaData();
      const answer = await answerOf(req, res, route, meta);
      if (answer.status === 301) {
        res.set('Cache-Control', 'public, max-age=300');
        return res.redirect(301, answer.location);
      }
      res.locals[PAGE_ANSWER_LOCAL] = answer;
      res.locals[PAGE_HEAD_LOCAL] = headOf(req, route, meta, answer);
      return next();
    } catch (error) {
      return next(error);
    }
  });
  return router;
}
