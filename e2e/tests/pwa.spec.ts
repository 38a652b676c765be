import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, openPage, test } from '../support/fixtures';
import { changeBranch, changeConfig, placeTakeawayOrder, staffApi, WIEN, type StaffApi } from '../support/orders';

/**
 * Issue 24 (ADR 0049): the installable app. The shop is installable (manifest, icons, favicon),
 * the install prompt follows SPEC §4, the service worker keeps the store page for offline use and
 * notices a new build of one remote, and the plugin switched off leaves no worker behind.
 */
test.use({ installPrompt: 'allowed' });

const CONSENT = 'cookie-acceptance';
const STORE = `/store/${WIEN.identifier}`;
const STORE_DIST = path.resolve(__dirname, '../../mfe-store/dist');

let staff: StaffApi;
test.beforeAll(async () => {
  staff = await staffApi();
});
test.afterAll(async () => {
  await staff.dispose();
});

const prompt = (page: Page) => page.getByRole('dialog', { name: 'App installieren' });
const instructionsDialog = (page: Page) => page.getByRole('dialog', { name: 'So installieren Sie die App' });

async function giveConsentBefore(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: CONSENT, value: 'true', url: baseURL ?? '' }]);
}

/** A PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const registrations = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

/** Accepts the prompt: the worker is registered and controls the page (its caches fill from then on). */
async function install(page: Page) {
  await expect(prompt(page)).toBeVisible();
  await prompt(page).getByRole('button', { name: 'Installieren' }).click();
  const instructions = page.getByTestId('install-instructions');
  // Desktop Chromium counts as supported: the instructions for other platforms.
  await expect(instructions).toHaveAttribute('data-platform', 'other');
  await instructionsDialog(page).getByRole('button', { name: 'Fertig' }).click();
  const installed = page.getByRole('dialog', { name: 'App installiert' });
  await expect(installed).toBeVisible();
  await installed.getByRole('button', { name: 'Schließen' }).click();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('installable app (issue 24, SPEC §2, §4, §9)', () => {
  test('every guest page links the manifest; its icons exist in the listed sizes; /favicon.ico is an image', async ({ page }) => {
    for (const pathname of ['/', STORE, '/leistungen']) {
      const html = await (await page.request.get(pathname)).text();
      expect(html, pathname).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    }
    const manifestResponse = await page.request.get('/manifest.webmanifest');
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as {
      name: string;
      display: string;
      start_url: string;
      scope: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    );
    for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
      const { width, height } = pngSize(await response.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe('image/x-icon');
    // An ICO file: reserved 0, type 1, then the image count.
    expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test('the prompt waits for consent, appears after accepting; "Jetzt nicht" sets pwa-dismiss and it stays hidden', async ({ page, context, baseURL }) => {
    await page.clock.install();
    await openPage(page, '/');
    // Without consent: no prompt, even long after the load.
    await page.clock.runFor(10_000);
    await expect(prompt(page)).toHaveCount(0);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Akzeptieren' }).click();
    await page.clock.runFor(1_000);
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page)).toContainText('Installieren');
    await prompt(page).getByRole('button', { name: 'Jetzt nicht' }).click();
    await expect(prompt(page)).toHaveCount(0);
    const dismissal = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'pwa-dismiss');
    expect(dismissal?.value).toBe('true');
    // SPEC §9: kept one month.
    expect(dismissal?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    // With consent from before, the prompt would come after 5000 ms: dismissed, it does not.
    await page.reload();
    await expect(page.getByTestId('header')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(prompt(page)).toHaveCount(0);
  });

  test('with consent from an earlier visit the prompt appears; the footer link opens the same flow; cancel unregisters and shows the prompt again', async ({ page, context, baseURL }) => {
    await giveConsentBefore(context, baseURL);
    await page.clock.install();
    await openPage(page, '/');
    await page.clock.runFor(6_000);
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Installieren' }).click();
    await expect(page.getByTestId('install-instructions')).toBeVisible();
    await expect.poll(() => registrations(page)).toBe(1);
    await instructionsDialog(page).getByRole('button', { name: 'Abbrechen' }).click();
    await expect(prompt(page)).toBeVisible();
    await expect.poll(() => registrations(page)).toBe(0);
    await prompt(page).getByRole('button', { name: 'Jetzt nicht' }).click();
    // The footer's 'App installieren' asks explicitly: the flow opens even after 'Jetzt nicht'.
    await page.getByTestId('footer').getByRole('button', { name: 'App installieren' }).click();
    await expect(prompt(page)).toBeVisible();
  });

  test("the status page's install promotion opens the same flow", async ({ page }) => {
    const restore = await changeBranch(staff, WIEN.id, { isPreorderEnabled: true });
    try {
      const order = await placeTakeawayOrder(page, WIEN.id, 'Installiert');
      await openPage(page, `/status/${order.uid}/${order.hash}`);
      await page.getByTestId('status-install').getByRole('button', { name: 'App installieren' }).click();
      await expect(prompt(page)).toBeVisible();
    } finally {
      await restore();
    }
  });

  test('installed, the store page opens offline with the cached menu and the offline overlay', async ({ page, context, baseURL }) => {
    await giveConsentBefore(context, baseURL);
    await openPage(page, STORE);
    await page.getByTestId('footer').getByRole('button', { name: 'App installieren' }).click();
    await install(page);
    // Online once under the worker: the page and the catalogue are kept.
    await page.reload();
    const product = page.getByTestId('product-card').first();
    await expect(product).toBeVisible();
    const productName = (await product.innerText()).split('\n')[0] ?? '';
    await expect(page.getByTestId('offline-overlay')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-overlay')).toBeVisible();
    await expect(page.getByTestId('offline-overlay')).toContainText('Sie sind offline');
    await expect(page.getByTestId('offline-overlay')).toContainText('Bitte überprüfen Sie Ihre Internetverbindung.');
    await expect(page.getByTestId('product-card').filter({ hasText: productName }).first()).toBeAttached();
    // Retrying while still offline keeps the overlay.
    await page.getByTestId('offline-overlay').getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByTestId('offline-overlay')).toBeVisible();
    await context.setOffline(false);
  });

  test('a rebuild of one remote alone: the open page shows the update overlay and "App neustarten" loads the new remote', async ({ page, context, baseURL }) => {
    await giveConsentBefore(context, baseURL);
    await page.clock.install();
    await openPage(page, STORE);
    await page.getByTestId('footer').getByRole('button', { name: 'App installieren' }).click();
    await install(page);
    await page.reload();
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    // "Rebuild" mfe-store: its remoteEntry.js (and the compressed copies the gateway serves) change.
    const files = ['remoteEntry.js', 'remoteEntry.js.gz', 'remoteEntry.js.br'].map((name) => path.join(STORE_DIST, name));
    const originals = files.map((file) => ({ file, bytes: readFileSync(file), stat: statSync(file) }));
    const build = `e2e-${Date.now()}`;
    const rebuilt = Buffer.concat([originals[0]?.bytes ?? Buffer.alloc(0), Buffer.from(`\n;self.__thekeStoreBuild=${JSON.stringify(build)};\n`)]);
    try {
      writeFileSync(files[0] ?? '', rebuilt);
      writeFileSync(files[1] ?? '', gzipSync(rebuilt));
      writeFileSync(files[2] ?? '', brotliCompressSync(rebuilt));
      // SPEC §9: checks 2.5 s after load and every 30 minutes.
      await page.clock.runFor(1_800_000 + 2_500);
      const update = page.getByRole('dialog', { name: 'Neue Version verfügbar' });
      await expect(update).toBeVisible();
      await update.getByRole('button', { name: 'App neustarten' }).click();
      // The page reloads under the new worker; while it navigates there is nothing to ask.
      const loadedBuild = () => page.evaluate(() => (window as { __thekeStoreBuild?: string }).__thekeStoreBuild ?? null).catch(() => null);
      await expect.poll(loadedBuild).toBe(build);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    } finally {
      for (const { file, bytes, stat } of originals) {
        writeFileSync(file, bytes);
        utimesSync(file, stat.atime, stat.mtime);
      }
    }
  });

  test('with enablePluginPWA off there is no manifest link, no prompt, and no worker remains registered', async ({ page, context, baseURL }) => {
    await giveConsentBefore(context, baseURL);
    await openPage(page, STORE);
    await page.getByTestId('footer').getByRole('button', { name: 'App installieren' }).click();
    await install(page);
    const restore = await changeConfig(staff, { enablePluginPWA: false });
    try {
      await expect.poll(async () => (await page.request.get('/manifest.webmanifest')).status()).toBe(404);
      await expect.poll(async () => (await (await page.request.get('/')).text()).includes('rel="manifest"')).toBe(false);
      await page.reload();
      await expect.poll(() => registrations(page)).toBe(0);
      await expect(page.getByTestId('footer').getByRole('button', { name: 'App installieren' })).toHaveCount(0);
    } finally {
      await restore();
    }
    await expect.poll(async () => (await page.request.get('/manifest.webmanifest')).status()).toBe(200);
  });
});
