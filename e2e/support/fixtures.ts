import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, E2E_PORT } from './environment';

/** Third-party hosts the consent journeys expect; answered locally so no test reaches the internet. */
export const THIRD_PARTY = /^https:\/\/(connect\.facebook\.net|www\.googletagmanager\.com)\//;

interface Fixtures {
  /** Uncaught errors of the page; each test ends by expecting none. */
  pageErrors: Error[];
}

interface Options {
  /**
   * SPEC §4's install prompt opens over the page 5 s after a load with consent: journeys about
   * something else start as a guest who dismissed it ('pwa-dismiss'); e2e/tests/pwa.spec.ts allows it.
   */
  installPrompt: 'dismissed' | 'allowed';
}

export const test = base.extend<Fixtures & Options>({
  installPrompt: ['dismissed', { option: true }],
  context: async ({ context, installPrompt }, use) => {
    if (installPrompt === 'dismissed') await dismissInstallPrompt(context);
    await use(context);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.route(THIRD_PARTY, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await use(errors);
  },
});

export { expect };

/** A guest who said 'Jetzt nicht' to the install prompt (SPEC §9 'pwa-dismiss'): for contexts a journey opens itself. */
export async function dismissInstallPrompt(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'pwa-dismiss', value: 'true', url: `http://127.0.0.1:${E2E_PORT}` }]);
}

/** The gateway's server-rendered first screen, waiting for the shell (gateway/src/frontend/first-screen.ts). */
export const FIRST_SCREEN = 'fieldset[data-first-screen]';

/** Waits for the live page, then closes the demo's public popup (dismissed by a click, SPEC §2). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('header')).toBeVisible();
  // A guest page arrives server-rendered; the live page replaces it (and opens the popup) once the shell runs.
  await expect(page.locator(FIRST_SCREEN)).toHaveCount(0);
  const popup = page.getByTestId('public-popup');
  if (await popup.isVisible().catch(() => false)) {
    await popup.click();
    await expect(popup).toBeHidden();
  }
}

/** The demo configuration as the gateway serves it, so journeys do not hard-code demo names. */
export async function shopConfig(page: Page): Promise<{ shopName: string; businessName: string | null }> {
  const response = await page.request.get('/api/config');
  const body = (await response.json()) as { data: { shopName: string; businessName: string | null } };
  return body.data;
}

export async function logIn(page: Page, credentials: { username: string; password: string } = DEMO_ADMIN): Promise<void> {
  await page.goto('/backend');
  await page.getByLabel('Benutzername').fill(credentials.username);
  await page.getByLabel('Passwort').fill(credentials.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('backoffice')).toBeVisible();
}
