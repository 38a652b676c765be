import { expect, openPage, shopConfig, test } from '../support/fixtures';

test.describe('a guest on the public site', () => {
  test('opens / and sees the demo business with its branches', async ({ page, pageErrors }) => {
    const { shopName } = await shopConfig(page);
    await openPage(page, '/');
    await expect(page.getByTestId('header')).toContainText(shopName);
    await expect(page.getByTestId('branch-card').first()).toBeVisible();
    expect(await page.getByTestId('branch-card').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('footer')).toBeVisible();
    await expect(page.getByTestId('toolbar')).toContainText(/Standorte? geöffnet|Alle Standorte geschlossen/);
    expect(pageErrors).toEqual([]);
  });

  test('sees the 404 texts on an unknown path, inside the layout', async ({ page, pageErrors }) => {
    await openPage(page, '/diese-seite-gibt-es-nicht');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('dismisses the public popup with a click', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByTestId('public-popup');
    await expect(popup).toBeVisible();
    await popup.click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(popup).toBeHidden();
  });

  test('opens a branch from the list and sees its name in the toolbar with a back link', async ({ page, pageErrors }) => {
    await openPage(page, '/');
    const first = page.getByTestId('branch-card').first();
    const name = (await first.locator('h3').textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/store\/[^/]+$/);
    await expect(page.getByTestId('toolbar')).toContainText(name);
    await expect(page.getByTestId('toolbar-state')).toHaveText(/^(Geöffnet bis \d\d:\d\d|Geschlossen)$/);
    await page.getByTestId('toolbar').getByRole('link', { name: /Zurück/ }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(pageErrors).toEqual([]);
  });
});
