import { GUEST_ROUTE_BUDGET, measureRoute } from '../../scripts/measure-route';
import { expect, test } from '../support/fixtures';

/**
 * Issue 26: the guest budget can never be broken silently. Each guest route's first load, cold,
 * counted as `bench/bundles` counts it (gzip bytes of every script until the network is idle, on
 * the production builds the e2e platform serves). Sizes are deterministic: a check, not a timing.
 */
const GUEST_ROUTES = [
  { route: 'guest /', path: '/', contentSelector: '[data-testid="branch-card"]' },
  { route: 'guest /store/{identifier}', path: '/store/wien-mariahilf', contentSelector: '[data-testid="store-page"]' },
  { route: 'guest /site/imprint', path: '/site/imprint', contentSelector: '[data-testid="header"]' },
  // Over the budget when this check was added (171.1 KiB: the slider and the blocks chunk on top of
  // the shell); held where it is until issue 26 brings every guest route under 150 KiB.
  { route: 'guest /leistungen', path: '/leistungen', contentSelector: '[data-testid="header"]', heldAtKiB: 171.1 },
];

test.describe('guest JavaScript budget (docs/adr/0011-bundle-budget.md)', () => {
  for (const { route, path, contentSelector, heldAtKiB } of GUEST_ROUTES) {
    const limitKiB = heldAtKiB ?? GUEST_ROUTE_BUDGET.javascriptGzipKiB;
    test(`${path} loads at most ${limitKiB} KiB of gzip JavaScript in ${GUEST_ROUTE_BUDGET.sequentialJavaScriptRoundTrips} round trips`, async ({ browser, baseURL }) => {
      const measured = await measureRoute(browser, { route, url: `${baseURL}${path}`, contentSelector });
      const files = measured.scripts.map((script) => `${script.url} ${script.gzipBytes}`).join('\n');
      expect(measured.javascriptGzipKiB, files).toBeLessThanOrEqual(limitKiB);
      expect(measured.sequentialJavaScriptRoundTrips).toBeLessThanOrEqual(GUEST_ROUTE_BUDGET.sequentialJavaScriptRoundTrips);
    });
  }
});
