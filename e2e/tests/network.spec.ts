import { expect, openPage, test } from '../support/fixtures';

/** Back-office and signage code: their remotes and the shell's back-office chunks. */
const STAFF_CODE = /\/assets\/(mfe-backoffice|mfe-signage)\/|\/assets\/shell\/(backend|admin-toolbar|branch-screen)[.-]/;

test.describe('guest routes load only their own remote (ARCHITECTURE "Frontend rules")', () => {
  for (const path of ['/', '/leistungen', '/site/imprint', '/diese-seite-gibt-es-nicht']) {
    test(`${path} downloads no back-office or signage chunk`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await openPage(page, path);
      await page.waitForLoadState('networkidle');
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(/mfe_backoffice|mfe_signage/);
      expect(requested.filter((url) => STAFF_CODE.test(url))).toEqual([]);
    });
  }

  test('a branch page downloads only the storefront remote', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openPage(page, '/');
    await page.getByTestId('branch-card').first().click();
    await expect(page.getByTestId('store-page')).toBeVisible();
    const remotes = new Set(requested.filter((url) => url.startsWith('/assets/mfe-')).map((url) => url.split('/')[2]));
    expect([...remotes]).toEqual(['mfe-store']);
  });
});
