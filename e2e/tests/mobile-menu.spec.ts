import { expect, openPage, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('mobile burger menu (SPEC §2)', () => {
  test('opens sub-menus and goes back with Zurück', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await page.getByTestId('burger').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: /Zurück/ })).toHaveCount(0);

    // "Unternehmen" has children (Über uns, Karriere › job pages): three levels deep.
    await menu.getByRole('button', { name: 'Unternehmen' }).click();
    await expect(menu.getByRole('link', { name: 'Karriere' })).toBeVisible();
    await menu.getByRole('button', { name: 'Karriere' }).click();
    await expect(menu.getByRole('link', { name: 'Reinigungskraft in Wien' })).toBeVisible();

    await menu.getByRole('button', { name: /Zurück/ }).click();
    await expect(menu.getByRole('link', { name: 'Karriere' })).toBeVisible();
    await menu.getByRole('button', { name: /Zurück/ }).click();
    await expect(menu.getByRole('button', { name: /Zurück/ })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeVisible();

    await menu.getByRole('link', { name: 'Kontakt' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/kontakt$/);
  });
});
