import { expect, FIRST_SCREEN, openPage, test } from '../support/fixtures';

test.describe('guest pages arrive server-rendered (ADR 0023)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a guest sees the branch list, a branch’s products and a content page, and links still lead on', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('branch-card').first()).toBeVisible();
      await expect(page.getByTestId('branch-counter')).toHaveText('5 von 5 Filialen werden angezeigt.');
      // Search and tag tiles wait, disabled, for the live page: nothing typed there can be lost.
      await expect(page.getByTestId('branch-search')).toBeDisabled();

      await page.getByTestId('branch-card').first().click();
      await expect(page).toHaveURL(/\/store\/[^/]+$/);
      await expect(page.getByTestId('store-page')).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toContainText('€');

      await page.goto('/leistungen');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('footer')).toBeVisible();
    });
  });

  test('the live page takes the first screen’s place and works', async ({ page, pageErrors }) => {
    await openPage(page, '/');
    await expect(page.locator(FIRST_SCREEN)).toHaveCount(0);
    await page.getByTestId('branch-search').fill('Wien');
    await expect(page.getByTestId('branch-counter')).toHaveText('1 von 5 Filialen werden angezeigt.');
    expect(pageErrors).toEqual([]);
  });
});
