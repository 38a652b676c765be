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

  test('the live page brings its own styles, and the first screen’s leave with its markup', async ({ page, pageErrors }) => {
    // The server's rules are marked as the first screen's, not as styled-components': taken over by
    // the browser's copy, they could put a live rule ahead of one it must follow.
    const html = await (await page.request.get('/leistungen')).text();
    expect(html).toContain('<style data-first-screen-styles');
    expect(html).not.toContain('<style data-styled="true"');
    await page.setViewportSize({ width: 1000, height: 800 });
    await openPage(page, '/leistungen');
    await expect(page.locator('style[data-first-screen-styles]')).toHaveCount(0);
    // Up to 1120 px a teaser card's back face (the whole-card link) stays hidden: one link per card.
    await expect(page.getByTestId('teaser-card').first().getByRole('link')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });
});
