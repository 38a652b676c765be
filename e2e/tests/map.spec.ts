import type { BrowserContext, Page, Response, Route } from '@playwright/test';
import type { InitEntry } from '@theke/contracts';
import { expect, openPage, test } from '../support/fixtures';
import { serveMapboxLocally } from '../support/map-style';
import { changeConfig, staffApi, type StaffApi } from '../support/orders';

/**
 * Issue 25, ADR 0040: the home map (map plugin). With a public token and consent, mapbox-gl is
 * imported only when the map scrolls near the viewport (never in the first load) and draws the
 * local style the test platform serves (support/map-style.ts: no request leaves the machine);
 * without a token (or without consent) the static fallback with the directions link shows.
 * The token and plugins are set through the staff API; the demo has five branches, so the
 * guest's reads see the first one only (a one-branch business, as in home.spec.ts).
 */
const TOKEN = 'pk.test';

async function asSingleBranchBusiness(page: Page): Promise<void> {
  const onlyFirst = (data: unknown) => (data as unknown[]).slice(0, 1);
  await page.route('**/api/init', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: InitEntry[] };
    for (const entry of body.data) if (entry.url === '/api/branches') entry.data = onlyFirst(entry.data);
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/branches', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown };
    await route.fulfill({ response, json: { data: onlyFirst(body.data) } });
  });
}

/** Every script the page downloaded, and whether it carries mapbox-gl (its API host is in its code). */
function recordScripts(page: Page): { url: string; mapboxGl: Promise<boolean> }[] {
  const scripts: { url: string; mapboxGl: Promise<boolean> }[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const mapboxGl = response
      .text()
      .then((body) => body.includes('api.mapbox.com') && body.includes('fill-extrusion'))
      .catch(() => false);
    scripts.push({ url: response.url(), mapboxGl });
  });
  return scripts;
}

async function mapboxScripts(scripts: { url: string; mapboxGl: Promise<boolean> }[]): Promise<string[]> {
  const flags = await Promise.all(scripts.map((script) => script.mapboxGl));
  return scripts.filter((_, index) => flags[index]).map((script) => script.url);
}

test.describe('home map (SPEC §2/§9, issue 25)', () => {
  let staff: StaffApi;
  let restore: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    staff = await staffApi();
  });
  test.afterEach(async () => {
    await restore?.();
    restore = undefined;
  });
  test.afterAll(async () => {
    await staff.dispose();
  });

  /**
   * The home page of a one-branch business with the map plugin, the token (or none) and cookie
   * consent (or none) as a test needs them, mapbox answered locally and every script recorded.
   */
  async function openHome(
    page: Page,
    context: BrowserContext,
    options: { token: string | null; consent: boolean; height?: number; offline?: boolean },
  ) {
    restore = await changeConfig(staff, { enablePluginHomePage: true, enablePluginMapbox: true, mapboxAccessToken: options.token });
    if (options.height) await page.setViewportSize({ width: 1280, height: options.height });
    if (options.consent) await context.addCookies([{ name: 'cookie-acceptance', value: 'true', url: `${test.info().project.use.baseURL}` }]);
    const traffic = await serveMapboxLocally(page, { offline: options.offline ?? false });
    const scripts = recordScripts(page);
    await asSingleBranchBusiness(page);
    await openPage(page, '/');
    return { map: page.getByTestId('home-map'), traffic, scripts };
  }

  test('with a token and consent: mapbox-gl loads only after scrolling to the map, which draws the local style', async ({ page, context, pageErrors }) => {
    const { map, traffic, scripts } = await openHome(page, context, { token: TOKEN, consent: true, height: 500 });
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The map starts more than 200px below the fold: nothing of mapbox in the first load.
    const box = await map.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(500 + 200);
    await expect(map).toHaveAttribute('data-map-state', 'waiting');
    await expect(map.getByTestId('map-fallback')).toBeVisible();
    const firstLoad = scripts.length;
    expect(firstLoad).toBeGreaterThan(0);
    expect(await mapboxScripts(scripts)).toEqual([]);
    expect(traffic.requests).toEqual([]);

    await map.scrollIntoViewIfNeeded();
    // Headless chromium (--disable-gpu) still has WebGL through SwiftShader: the real map draws.
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 });
    await expect(map.locator('canvas.mapboxgl-canvas')).toBeVisible();
    await expect(map.locator('.mapboxgl-marker')).toHaveCount(1);
    await expect(map.getByTestId('map-fallback')).toHaveCount(0);
    const loadedLater = await mapboxScripts(scripts);
    expect(loadedLater).toHaveLength(1);
    expect(scripts.findIndex((script) => script.url === loadedLater[0])).toBeGreaterThanOrEqual(firstLoad);
    // Its stylesheet is the build's own copy, not the CDN's.
    await expect(page.locator('link[data-mapbox-gl]')).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/assets\/mfe-store\/.*\.css$/);
    // The dark style was asked for with the token and answered locally; nothing else left the machine.
    expect(traffic.requests.some((url) => url.startsWith('https://api.mapbox.com/styles/v1/mapbox/dark-v11') && url.includes(`access_token=${TOKEN}`))).toBe(true);
    expect(traffic.refused).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('where the map fits the first screen it still waits for the visitor (a scroll or a pointer over it)', async ({ page, context, pageErrors }) => {
    const { map, traffic, scripts } = await openHome(page, context, { token: TOKEN, consent: true, height: 1400 });
    await expect(map).toBeInViewport();
    await page.waitForLoadState('networkidle');
    await expect(map).toHaveAttribute('data-map-state', 'waiting');
    expect(await mapboxScripts(scripts)).toEqual([]);
    expect(traffic.requests).toEqual([]);

    await map.hover();
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 });
    expect(await mapboxScripts(scripts)).toHaveLength(1);
    expect(traffic.refused).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  for (const failure of ['no network', 'WebGL off'] as const) {
    test(`when the map cannot load (${failure}) the fallback stays and nothing breaks`, async ({ page, context, pageErrors }) => {
      if (failure === 'WebGL off') {
        await page.addInitScript(() => {
          const getContext = HTMLCanvasElement.prototype.getContext;
          HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
            return kind.startsWith('webgl') ? null : (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
          } as typeof getContext;
        });
      }
      const { map, traffic, scripts } = await openHome(page, context, { token: TOKEN, consent: true, height: 500, offline: failure === 'no network' });
      await map.scrollIntoViewIfNeeded();
      // mapbox-gl was fetched (after the scroll), could not draw: the static fallback again.
      await expect(map).toHaveAttribute('data-map-state', 'static', { timeout: 20_000 });
      await expect(map.getByTestId('map-fallback')).toBeVisible();
      expect(await mapboxScripts(scripts)).toHaveLength(1);
      if (failure === 'no network') expect(traffic.requests.length).toBeGreaterThan(0);
      expect(traffic.refused).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  test('without a token the static fallback links to directions, and mapbox-gl never loads', async ({ page, context, pageErrors }) => {
    const { map, traffic, scripts } = await openHome(page, context, { token: null, consent: true });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-map-state', 'static');
    await expect(map.getByTestId('map-fallback')).toBeVisible();
    await expect(map.getByTestId('map-fallback')).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    await page.waitForLoadState('networkidle');
    expect(await mapboxScripts(scripts)).toEqual([]);
    expect(traffic.requests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('with a token but no consent (mapbox is a third party) the fallback shows and nothing is asked of mapbox', async ({ page, context, pageErrors }) => {
    const { map, traffic, scripts } = await openHome(page, context, { token: TOKEN, consent: false });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-map-state', 'static');
    await expect(map.getByTestId('map-fallback')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await mapboxScripts(scripts)).toEqual([]);
    expect(traffic.requests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
