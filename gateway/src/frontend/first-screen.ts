import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Router, type Request } from 'express';
import { withTimeout, type EventBus, type Logger } from '@theke/server';
import { COOKIE_CONSENT_NAME, type RouteKind } from '@theke/ui/server';
import { FIRST_SCREEN_ELEMENT_ID, renderErrorScreen, renderFirstScreen, type ErrorView, type FirstScreen } from '@theke/shell/server';
import { hasSessionCookie, requestCookie } from '../auth/session';
import { PAGE_ANSWER_LOCAL, type PageAnswer } from '../seo/page-status';
import { ScreenCache } from './screen-cache';
import { inlineJson } from './shell-html';

/** `res.locals` key the frontend's page handler reads the first screen from. */
export const FIRST_SCREEN_LOCAL = 'firstScreen';

/** Opening states on the screen change by the minute; the browser renders the live page right after. */
const FRESH_MS = 60_000;
/** Served while a fresh one renders, up to this age; older (a page nobody opened for a while) renders first. */
const STALE_MS = 15 * 60_000;
/** A page whose first screen takes longer is served without one (and rendered by the browser). */
const RENDER_TIMEOUT_MS = 3000;
/** Renders run on the gateway's event loop: a few at a time. */
const MAX_CONCURRENT_RENDERS = 2;
/** Known pages only, per consent: a few hundred entries of some 30 KiB each. */
const MAX_CACHED_SCREENS = 500;

/**
 * Where an error view is rendered for a kind of page: a path of that kind that names nothing, so
 * the layout is the kind's (footer, toolbar) and shows no visitor input. One screen per kind, view
 * and consent serves every miss: misses are visitor input and cost no render of their own.
 */
const ERROR_SCREEN_PATHS: Record<RouteKind['kind'], string | null> = {
  division: '/',
  branch: '/store/-',
  checkout: '/store/-/checkout',
  status: '/status/-/-',
  legal: '/site/imprint',
  site: '/-',
  // Outside the site layout: the browser renders these alone.
  backend: null,
  'branch-screen': null,
  'time-clock': null,
  'signage-player': null,
  kiosk: null,
};

function hasConsentCookie(req: Request): boolean {
  return requestCookie(req, COOKIE_CONSENT_NAME) === 'true';
}

/** The gateway itself, as the browser reaches it: the first screen reads exactly a guest's answers. */
/** The gateway's own address, from the connection the request came on; null once the browser left. */
function ownOrigin(req: Request): string | null {
  const { address, port } = req.socket.address() as Partial<AddressInfo>;
  if (!address || !port) return null;
  const host = address === '::' || address === '0.0.0.0' ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

function guestFetch(origin: string) {
  return async (path: string): Promise<unknown> => {
    const response = await fetch(`${origin}${path}`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { data: unknown }).data;
  };
}

/**
 * Server-rendered first screens of guest pages (docs/adr/0023-server-rendered-first-screen.md): the
 * page's markup and styles arrive with the HTML, so a phone paints content before any JavaScript
 * runs. Rendered per path and consent, fresh for a minute, then served while it renders anew
 * (ScreenCache), and forgotten on any catalogue or content change; a page that fails or takes too
 * long is served as before, without one. A page answered 404 or 500 (page-status.ts) shows the
 * SPEC view in its layout (docs/adr/0039-page-statuses.md).
 */
export function firstScreenRouter({ bus, log }: { bus: EventBus; log?: Logger }): Router {
  const router = Router();
  const screens = new ScreenCache<FirstScreen>({ freshMs: FRESH_MS, staleMs: STALE_MS, maxEntries: MAX_CACHED_SCREENS });
  void bus.subscribe({
    queue: 'gateway.first-screen-cache',
    patterns: ['catalog.#', 'content.#'],
    fanout: true,
    handler: async () => screens.clear(),
  });

  let rendering = 0;
  const render = (path: string, view: ErrorView | null, consent: boolean, origin: string): Promise<FirstScreen | null> => {
    rendering += 1;
    const options = { url: path, consent, fetchData: guestFetch(origin) };
    return withTimeout(view ? renderErrorScreen({ ...options, view }) : renderFirstScreen(options), RENDER_TIMEOUT_MS, `no first screen within ${RENDER_TIMEOUT_MS} ms`)
      .catch((error: unknown) => {
        log?.warn({ err: error, path }, 'first screen not rendered');
        return null;
      })
      .finally(() => {
        rendering -= 1;
      });
  };

  router.use(async (req, res, next) => {
    const answer = res.locals[PAGE_ANSWER_LOCAL] as PageAnswer | undefined;
    const plan = answer ? screenPlan(answer, req) : null;
    const origin = ownOrigin(req);
    if (!plan || !origin) return next();
    const consent = hasConsentCookie(req);
    const key = `${plan.key} ${consent ? 'consent' : 'no-consent'}`;
    const renderNew = () => render(plan.path, plan.view, consent, origin);
    const kept = screens.read(key);
    if (kept?.stale && rendering < MAX_CONCURRENT_RENDERS) screens.refresh(key, renderNew);
    let screen = kept?.value;
    if (!screen) {
      // A burst of first visits renders a few at a time; the others are served as before, without one.
      if (rendering >= MAX_CONCURRENT_RENDERS) return next();
      screen = renderNew();
      screens.store(key, screen);
    }
    res.locals[FIRST_SCREEN_LOCAL] = await screen;
    next();
  });
  return router;
}

/**
 * Which screen a page gets, under which key: an existing page the same for every guest gets its
 * own, by path (a query string, e.g. a campaign's parameters, gets the same screen); checkout,
 * order status and staff pages get none (the browser renders them). A 404 or 500 gets the SPEC view
 * in its kind's layout, the same for guests and staff (it shows nothing personal). Page and error
 * screens never share a key, so a path whose status changes never gets the other's screen.
 */
function screenPlan(answer: PageAnswer, req: Request): { key: string; path: string; view: ErrorView | null } | null {
  if (answer.status === 200) {
    if (!answer.firstScreen || hasSessionCookie(req)) return null;
    return { key: `page ${req.path}`, path: req.path, view: null };
  }
  const path = ERROR_SCREEN_PATHS[answer.kind];
  if (path === null) return null;
  const view: ErrorView = answer.status === 404 ? 'not-found' : 'server-error';
  return { key: `error ${view} ${answer.kind}`, path, view };
}

/**
 * Starts the shell once the page has loaded and painted its first screen's images (two frames
 * after `load`), at the first touch or key press, or after 2.5 s at the latest: before that, a
 * phone's main thread and network belong to what the visitor sees. The shell's script is preloaded
 * meanwhile. The same text always, so the CSP allows it by its hash.
 */
export const START_SHELL_AFTER_LOAD =
  "(function(s){var d=0;function go(){if(d)return;d=1;var e=document.createElement('script');e.src=s.getAttribute('data-src');document.head.appendChild(e)}" +
  "function painted(){requestAnimationFrame(function(){requestAnimationFrame(go)})}" +
  "['pointerdown','keydown'].forEach(function(t){addEventListener(t,go,{capture:true,once:true})});" +
  "if(document.readyState==='complete')painted();else{addEventListener('load',painted);setTimeout(go,2500)}})(document.currentScript)";
export const START_SHELL_AFTER_LOAD_HASH = `'sha256-${createHash('sha256').update(START_SHELL_AFTER_LOAD).digest('base64')}'`;

/**
 * Until the shell takes over, the first screen's buttons and fields are disabled (a disabled
 * fieldset around it): nothing typed or chosen there can be lost when the live page replaces it.
 * Links work as they are. The fieldset has no box of its own, and controls disabled only by it keep
 * their look (the page's own CSS, not the shell's: only these pages need it).
 */
const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
const FIRST_SCREEN_STYLE =
  `<style>fieldset[${FIRST_SCREEN_ATTRIBUTE}]{display:contents}` +
  `fieldset[${FIRST_SCREEN_ATTRIBUTE}] :disabled:not([disabled]){opacity:1;cursor:progress}</style>`;

const SHELL_SCRIPT = /<script defer src="([^"]+)"><\/script>/;

/** Each screen's finished page, for the HTML it was put into. */
const assembled = new WeakMap<FirstScreen, { html: string; result: string }>();

/**
 * Puts a first screen into the shell's HTML: styles and data block in the head, markup in `#root`,
 * and the shell's script started after the page has loaded.
 */
export function withFirstScreen(html: string, screen: unknown): string {
  if (!isFirstScreen(screen)) return html;
  // The same page's HTML around the same screen: put together once, not on every request.
  const done = assembled.get(screen);
  if (done?.html === html) return done.result;
  const result = assemble(html, screen);
  assembled.set(screen, { html, result });
  return result;
}

function assemble(html: string, screen: FirstScreen): string {
  const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${inlineJson({ queries: screen.queries, parts: screen.parts })}</script>`;
  // Replacer functions: the markup may contain `$&` and the like, which a replacement string would expand.
  return html
    .replace(
      SHELL_SCRIPT,
      (_tag, src: string) =>
        `<link rel="preload" as="script" href="${src}" fetchpriority="low">\n    <script data-src="${src}">${START_SHELL_AFTER_LOAD}</script>`,
    )
    .replace('</head>', () => `  ${FIRST_SCREEN_STYLE}\n    ${screen.styles}\n    ${data}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root"><fieldset disabled ${FIRST_SCREEN_ATTRIBUTE}>${screen.html}</fieldset></div>`);
}

function isFirstScreen(value: unknown): value is FirstScreen {
  return typeof value === 'object' && value !== null && typeof (value as FirstScreen).html === 'string';
}
