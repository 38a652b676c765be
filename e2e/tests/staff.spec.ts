import { expect, logIn, openPage, test } from '../support/fixtures';

test.describe('back-office entry (SPEC §2, §5, §6)', () => {
  test('shows a German login form and the login error for wrong credentials', async ({ page }) => {
    await page.goto('/backend');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByLabel('Benutzername')).toBeVisible();
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort').fill('falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText('Fehlerhafte Zugangsdaten.');
    await expect(page.getByTestId('backoffice')).toHaveCount(0);
  });

  test('logs the demo admin in, shows the admin toolbar on the public site and logs out', async ({ page }) => {
    await logIn(page);
    await expect(page.getByRole('navigation', { name: 'Backend' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Navigationen' }).click();
    await expect(page).toHaveURL(/\/backend#\/navigations$/);
    await expect(page.getByRole('heading', { name: 'Navigationen' })).toBeVisible();

    await openPage(page, '/');
    const toolbar = page.getByTestId('admin-toolbar');
    await expect(toolbar).toBeVisible();
    for (const label of ['Seiten', 'Statistiken', 'Navigationen', 'Ins Backend wechseln', 'Abmelden']) {
      await expect(toolbar.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByTestId('admin-user')).not.toBeEmpty();
    await expect(toolbar).toContainText('Version 1.7.2-dev');

    await toolbar.getByRole('link', { name: 'Abmelden' }).click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page).toHaveURL(/\/backend$/);
    const me = await page.request.get('/api/users/me');
    expect(me.status()).toBe(401);
    await openPage(page, '/');
    await expect(page.getByTestId('admin-toolbar')).toHaveCount(0);
  });

  test("leads from the admin toolbar's 'Statistiken' to the back-office's statistics", async ({ page, pageErrors }) => {
    await logIn(page);
    await openPage(page, '/');
    await page.getByTestId('admin-toolbar').getByRole('link', { name: 'Statistiken' }).click();
    await expect(page).toHaveURL(/\/backend#\/statistics$/);
    const backoffice = page.getByTestId('backoffice');
    await expect(backoffice.getByRole('navigation', { name: 'Backend' }).getByRole('link', { name: 'Statistiken' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(backoffice.getByRole('heading', { name: 'Statistiken' })).toBeVisible();
    await expect(backoffice.getByTestId('statistics').getByRole('combobox', { name: 'Zeitraum' })).toBeVisible();
    // Not the fallback of an unknown hash, nor the dashboard.
    await expect(page.getByTestId('backoffice-not-found')).toHaveCount(0);
    await expect(backoffice.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('shows no admin toolbar to an employee', async ({ page }) => {
    await logIn(page, { username: 'mitarbeiter', password: 'theke-mitarbeiter' });
    await openPage(page, '/');
    await expect(page.getByTestId('admin-toolbar')).toHaveCount(0);
  });
});
