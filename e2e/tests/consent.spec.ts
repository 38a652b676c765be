import type { Page } from '@playwright/test';
import { expect, openPage, test, THIRD_PARTY } from '../support/fixtures';

const PIXEL_SCRIPT = 'script#theke-social-pixel';
const TAG_MANAGER_SCRIPT = 'script#theke-tag-manager';

/** The demo configures no tracking ids; these journeys give it some through /api/init. */
async function withTrackingIds(page: Page): Promise<void> {
  await page.route('**/api/init', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { url: string; data: Record<string, unknown> }[] };
    for (const entry of body.data) {
      if (entry.url === '/api/config') Object.assign(entry.data, { socialPixelId: '1234567890', tagManagerId: 'GTM-THEKE' });
    }
    await route.fulfill({ response, json: body });
  });
}

function recordRequests(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(`${request.method()} ${request.url()}`);
  });
  return urls;
}

test.describe('cookie consent (SPEC §2, §4, §9)', () => {
  test('loads third-party scripts and analytics only after accepting, and remembers consent', async ({ page, context }) => {
    await withTrackingIds(page);
    const thirdParty = recordRequests(page, THIRD_PARTY);
    const analytics = recordRequests(page, /\/api\/analytics-log$/);

    await openPage(page, '/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute('href', /\/site\/privacy|\/datenschutzerklaerung/);
    await expect(page.locator(PIXEL_SCRIPT)).toHaveCount(0);
    await expect(page.locator(TAG_MANAGER_SCRIPT)).toHaveCount(0);
    await page.getByRole('link', { name: 'Leistungen' }).first().click();
    await expect(page).toHaveURL(/\/leistungen$/);
    expect(thirdParty).toEqual([]);
    expect(analytics).toEqual([]);

    await banner.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookie-acceptance');
    expect(cookie?.value).toBe('true');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    await expect(page.locator(PIXEL_SCRIPT)).toHaveAttribute('src', 'https://connect.facebook.net/en_US/fbevents.js');
    await expect(page.locator(TAG_MANAGER_SCRIPT)).toHaveAttribute('src', /googletagmanager\.com\/gtm\.js\?id=GTM-THEKE/);
    await expect.poll(() => analytics.length).toBeGreaterThan(0);

    // With consent already given: no banner, scripts at once.
    await page.reload();
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page.locator(PIXEL_SCRIPT)).toHaveCount(1);
    await expect(page.locator(TAG_MANAGER_SCRIPT)).toHaveCount(1);
  });

  test('loads no third-party script when no ids are configured, even with consent', async ({ page }) => {
    await openPage(page, '/');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    await expect(page.locator(PIXEL_SCRIPT)).toHaveCount(0);
    await expect(page.locator(TAG_MANAGER_SCRIPT)).toHaveCount(0);
  });

  test('shows no cookie banner in the self-service (kiosk) context', async ({ page }) => {
    await page.goto('/?self-service');
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.locator('[data-route-context="self-service"]')).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });
});
