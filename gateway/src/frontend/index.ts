import path from 'node:path';
import express, { type Router } from 'express';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '@theke/server';
import { resolveRouteKind, type ApplicationName, type RouteKind } from '@theke/ui/server';
import { hasSessionCookie } from '../auth/session';
import { PAGE_HEAD_LOCAL, withPageHead } from '../seo/page-meta.routes';
import { PAGE_ANSWER_LOCAL, type PageAnswer } from '../seo/page-status';
import { createJsonFileCache, createTextFileCache, distDir } from './app-builds';
import { planRoute } from './preloads';
import { isApplicationName, registryEntries, type RegistryOptions } from './registry';
import { FIRST_SCREEN_LOCAL, withFirstScreen } from './first-screen';
import { isPagePath } from './page-paths';
import { serviceWorkerScript } from './service-worker-script';
import { renderShellHtml } from './shell-html';
import { createStaticAssets } from './static-assets';

/** Pages no cache keeps (besides the time clock and the signage player, which say why below). */
const PRIVATE_PAGES = new Set<RouteKind['kind']>(['checkout', 'status', 'backend', 'branch-screen']);

export interface FrontendRoutesOptions {
  /** The repository root: each app's build is `<distRoot>/<app>/dist`. */
  distRoot: string;
  /**
   * Point remotes at other deployments by federation name, e.g. `{ mfe_store: 'https://…/remoteEntry.js' }`.
   * Defaults to the JSON in THEKE_REMOTES, if set.
   */
  remotes?: Record<string, string>;
}

function overridesFromEnvironment(): Record<string, string> | undefined {
  const raw = process.env.THEKE_REMOTES;
  if (!raw) return undefined;
  return JSON.parse(raw) as Record<string, string>;
}

/**
 * Single-machine hosting of the built frontends (ADR 0012):
 * - `api` (mounted under /api): `GET /remotes[?app=site|backoffice]` → `{data: [{name, entry}]}`;
 * - `pages` (mounted last): `/assets/<app>/…` and, for every other page path, the shell's HTML with
 *   the application's registry inlined and preload links for the route's remote, with the status
 *   the page-meta router decided (docs/adr/0039-page-statuses.md; 200 without it). A path that
 *   names a file (`/favicon.ico`, `*.js`, images) is no page: it falls through to the plain 404.
 */
export function createFrontendRoutes(options: FrontendRoutesOptions): { api: Router; pages: Router } {
  const distRoot = path.resolve(options.distRoot);
  const registryOptions: RegistryOptions = {
    distRoot,
    readJson: createJsonFileCache(),
    overrides: options.remotes ?? overridesFromEnvironment(),
  };
  const readText = createTextFileCache();
  const registryOf = (application: ApplicationName) => registryEntries(registryOptions, application);

  const api = express.Router();
  api.get('/remotes', (req, res) => {
    const { app } = req.query;
    if (app !== undefined && !isApplicationName(app)) {
      res.status(400).json({ errors: [{ message: 'Unbekannte Anwendung.', field: 'app', code: 'INVALID_APPLICATION' }] });
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ data: registryEntries(registryOptions, app) });
  });

  const pages = express.Router();
  pages.use(createStaticAssets(distRoot));
  // The installable app's service worker (issue 24, ADR 0049), at the root so its scope is every page.
  pages.get('/sw.js', (_req, res, next) => {
    const script = serviceWorkerScript(registryOptions, readText);
    if (script === null) return next();
    res.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }).send(script);
  });
  pages.get('/{*splat}', (req, res, next) => {
    if (!isPagePath(req.path)) return next();
    const template = readText(path.join(distDir(distRoot, 'shell'), 'index.html'));
    if (!template) return next(new Error('The shell is not built: run `npm run build`.'));
    const plan = planRoute(registryOptions, req.path, registryOf, hasSessionCookie(req));
    const shell = renderShellHtml(template, {
      application: plan.application,
      registry: registryOf(plan.application),
      scripts: plan.scripts,
      fetches: plan.fetches,
    });
    // Title, description, canonical, og and twitter tags of the page, when the page-meta router ran.
    const html = withFirstScreen(withPageHead(shell, res.locals[PAGE_HEAD_LOCAL]), res.locals[FIRST_SCREEN_LOCAL]);
    const answer = res.locals[PAGE_ANSWER_LOCAL] as PageAnswer | undefined;
    if (answer?.status === 503) res.setHeader('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    const kind = resolveRouteKind(req.path).kind;
    if (kind === 'time-clock') {
      // The address carries a personal access token (ADR 0041): kept in no cache, sent on as no Referer.
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Referrer-Policy', 'no-referrer');
    } else if (kind === 'signage-player') {
      // A TV's player (ADR 0042): each start asks for the current build, no cache keeps the page.
      res.setHeader('Cache-Control', 'no-store');
    } else if (PRIVATE_PAGES.has(kind) || hasSessionCookie(req)) {
      // Personal (checkout, an order's status), staff pages and any page with a session: the
      // installable app's worker keeps no copy (issue 24, ADR 0049).
      res.setHeader('Cache-Control', 'no-store');
    } else res.setHeader('Cache-Control', 'no-cache');
    res.status(answer?.status ?? 200).type('html').send(html);
  });

  return { api, pages };
}
