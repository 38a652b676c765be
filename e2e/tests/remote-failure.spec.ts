import { expect, openPage, shopConfig, test } from '../support/fixtures';

test.describe('remote failure isolation (ARCHITECTURE "Frontend rules")', () => {
  test('a registry entry pointing at a missing remote shows the 500 view with header and footer intact', async ({ page }) => {
    // The gateway inlines the registry into the HTML: point mfe_website at a remote that does not exist.
    await page.route(
      (url) => !url.pathname.startsWith('/api') && !url.pathname.startsWith('/assets') && !url.pathname.startsWith('/image'),
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '/assets/mfe-website/remoteEntry.js',
          '/assets/mfe-website-missing/remoteEntry.js',
        );
        await route.fulfill({ response, body: html });
      },
    );
    await openPage(page, '/leistungen');
    await expect(page.getByRole('heading', { name: '500 Internal Server Error' })).toBeVisible();
    await expect(page.getByText('Leider ist ein interner Fehler aufgetreten')).toBeVisible();
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();

    // Other routes keep working: the storefront remote is healthy.
    const { shopName } = await shopConfig(page);
    await page.getByTestId('header').getByRole('link', { name: shopName, exact: true }).click();
    await expect(page.getByTestId('branch-card').first()).toBeVisible();
    await expect(page.getByTestId('server-error')).toHaveCount(0);
  });

  test('a remote whose chunk fails shows the 500 view, and retrying after recovery renders the page', async ({ page }) => {
    let failing = true;
    await page.route('**/assets/mfe-store/__federation_expose_DivisionPage*', (route) =>
      failing ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await openPage(page, '/');
    await expect(page.getByTestId('server-error')).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByTestId('branch-card').first()).toBeVisible();
  });
});
