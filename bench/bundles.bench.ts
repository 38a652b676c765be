import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildFrontends } from '../scripts/build-frontends';
import { startPlatform } from '../scripts/platform';
import { BACKOFFICE_BUDGET, GUEST_ROUTE_BUDGET as BUDGET, measureRoute, type RouteMeasurement } from '../scripts/measure-route';
import { signInAdmin } from './src';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Builds the frontends in production mode, serves the platform, and opens `/`, a branch store and
 * `/backend` cold in headless Chromium: gzip bytes of JavaScript and sequential JavaScript round
 * trips before the route's content shows (docs/adr/0011-bundle-budget.md).
 */
export async function run(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  await buildFrontends({ onlyIfMissing: process.env.BENCH_REUSE_BUILD === '1' });
  const platform = await startPlatform({ port: 0, databaseUrl: process.env.TEST_DATABASE_URL, fresh: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const branches = (await (await fetch(`${platform.url}/api/branches`)).json()) as { data: { identifier: string; isPublic?: boolean }[] };
    const branch = branches.data.find((candidate) => candidate.isPublic !== false);
    if (!branch) throw new Error('the demo data has no public branch');

    const routes: RouteMeasurement[] = [];
    routes.push(await measureRoute(browser, { route: 'guest /', url: `${platform.url}/`, contentSelector: '[data-testid="branch-card"]' }));
    routes.push(
      await measureRoute(browser, {
        route: 'guest /store/{identifier}',
        url: `${platform.url}/store/${branch.identifier}`,
        contentSelector: '[data-testid="store-page"]',
      }),
    );
    routes.push(await measureRoute(browser, { route: 'guest /backend (login)', url: `${platform.url}/backend`, contentSelector: '[data-testid="login-form"]' }));
    routes.push(
      await measureRoute(browser, {
        route: 'staff /backend (back-office)',
        url: `${platform.url}/backend`,
        contentSelector: '[data-testid="backoffice"]',
        prepare: (context) => signInAdmin(platform.url, context),
      }),
    );

    const guestRoutes = routes.filter((route) => route.route.startsWith('guest /') && !route.route.includes('backend'));
    const withinBudget = guestRoutes.every(
      (route) =>
        route.javascriptGzipKiB <= BUDGET.javascriptGzipKiB && route.sequentialJavaScriptRoundTrips <= BUDGET.sequentialJavaScriptRoundTrips,
    );
    const backoffice = routes.find((route) => route.route === 'staff /backend (back-office)');
    const backofficeWithinBudget = backoffice !== undefined && backoffice.javascriptGzipKiB <= BACKOFFICE_BUDGET.javascriptGzipKiB;
    const report = {
      benchmark: 'bundles',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, chromium: browser.version() },
      budget: { ...BUDGET, appliesTo: 'guest routes, first load, cold cache' },
      withinBudget,
      backofficeBudget: { ...BACKOFFICE_BUDGET, appliesTo: 'staff /backend after login (shell + back-office remote), first load, cold cache' },
      backofficeWithinBudget,
      routes,
    };
    writeFileSync(path.join(__dirname, 'results', 'bundles.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(
      routes.map((route) => ({
        route: route.route,
        'JS gzip KiB': route.javascriptGzipKiB,
        'JS on the wire KiB': route.javascriptTransferKiB,
        'JS files': route.scripts.length,
        'sequential JS round trips': route.sequentialJavaScriptRoundTrips,
        'incl. data': route.sequentialRoundTripsIncludingData,
        'ms to content': route.msToContent,
      })),
    );
    console.log(`budget (guest routes ≤ ${BUDGET.javascriptGzipKiB} KiB gzip JS, ≤ ${BUDGET.sequentialJavaScriptRoundTrips} round trips):`, withinBudget ? 'met' : 'MISSED');
    console.log(`back-office first screen ≤ ${BACKOFFICE_BUDGET.javascriptGzipKiB} KiB gzip JS:`, backofficeWithinBudget ? 'met' : 'MISSED');
  } finally {
    await browser.close();
    await platform.stop();
  }
}
