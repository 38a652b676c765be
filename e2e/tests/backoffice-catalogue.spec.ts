import type { Page } from '@playwright/test';
import { dismissInstallPrompt, expect, logIn, openPage, test } from '../support/fixtures';

/**
 * Issue 19 back-office journey: an administrator creates a branch (opening hours, a delivery
 * area) and a menu for it with the demo's category and products, ordered with the keyboard
 * alternative of drag and drop; the new branch's store then lists them. Everything it makes is
 * deleted again, so the other journeys see the demo data as seeded.
 */

interface Named {
  id: number;
  name: string;
}

interface DemoEntries {
  category: Named;
  products: Named[];
}

/** The first category of the demo branch's newest menu and two of its enabled products. */
async function demoEntries(page: Page): Promise<DemoEntries> {
  const read = async <T,>(path: string): Promise<T> => ((await (await page.request.get(path)).json()) as { data: T }).data;
  const branches = await read<{ id: number; identifier: string }[]>('/api/branches');
  const demo = branches.find((branch) => branch.identifier === 'wien-mariahilf') ?? branches[0];
  const menus = await read<{ catalog: { id: number; products: { id: number; isEnabled: boolean }[] }[] }[]>(`/api/branches/${demo?.id}/menus`);
  const categories = await read<(Named & { isEnabled: boolean })[]>('/api/categories');
  const products = await read<(Named & { isEnabled: boolean; type: string })[]>('/api/products');
  for (const entry of menus.at(-1)?.catalog ?? []) {
    const category = categories.find((candidate) => candidate.id === entry.id && candidate.isEnabled);
    const chosen = entry.products
      .filter((item) => item.isEnabled)
      .map((item) => products.find((product) => product.id === item.id && product.isEnabled && product.type !== 'bundle'))
      .filter((product): product is Named & { isEnabled: boolean; type: string } => Boolean(product));
    if (category && chosen.length >= 2) return { category, products: chosen.slice(0, 2) };
  }
  throw new Error('the demo data has no category with two enabled products');
}

async function deleteAsAdmin(page: Page, path: string): Promise<void> {
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
  await page.request.delete(path, { headers: { 'X-CSRF-Token': csrf } });
}

test('an administrator creates a branch and its menu, and the new store lists the product', async ({ page, pageErrors }) => {
  const suffix = Date.now().toString(36);
  const branchName = `Filiale Journey ${suffix}`;
  const identifier = `journey-${suffix}`;
  const created: string[] = [];
  await logIn(page);
  const demo = await demoEntries(page);
  const [first, second] = demo.products as [Named, Named];

  try {
    // The branch: general data, opening hours in the weekly table, one delivery area.
    await page.getByRole('navigation', { name: 'Backend' }).getByRole('link', { name: 'Filialen' }).click();
    await page.getByRole('button', { name: 'Neu anlegen' }).click();
    const form = page.getByTestId('entity-form');
    await form.getByLabel('Name *').fill(branchName);
    await form.getByLabel('Kennung *').fill(identifier);
    await form.getByRole('tab', { name: 'Öffnungszeiten' }).click();
    const daily = form.getByTestId('openingHours-daily');
    await daily.getByRole('button', { name: '+ Zeitraum' }).click();
    await daily.getByLabel('Täglich: von (1)').fill('00:00');
    await daily.getByLabel('Täglich: bis (1)').fill('24:00');
    await form.getByTestId('openingHours-sunday').getByRole('checkbox').check();
    await form.getByRole('tab', { name: 'Lieferung' }).click();
    await form.getByRole('button', { name: 'Liefergebiete: Eintrag hinzufügen' }).click();
    await form.getByLabel('Gebiet *').fill('Wien 1010');
    await form.getByLabel('Liefergebühr *').fill('4,90');
    await form.getByRole('tab', { name: 'Bestellarten' }).click();
    await form.getByRole('checkbox', { name: 'Lieferung' }).check();
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/#\/branches\/\d+$/);
    const branchId = Number(/#\/branches\/(\d+)$/.exec(page.url())?.[1]);
    created.push(`/api/branches/${branchId}`);
    const branch = ((await (await page.request.get(`/api/branches/${branchId}`)).json()) as { data: Record<string, unknown> }).data;
    expect(branch).toMatchObject({
      identifier,
      openingHours: [
        { type: 'daily', date: null, isClosed: false, from: '00:00', to: '24:00' },
        { type: 'sunday', date: null, isClosed: true, from: null, to: null },
      ],
      deliveryAreas: [{ id: expect.any(Number), area: 'Wien 1010', price: 4.9, tax: null, free: false }],
      isDeliveryEnabled: true,
    });

    // The menu: the new branch, the demo category with two products, the second moved up.
    await page.getByRole('navigation', { name: 'Backend' }).getByRole('link', { name: 'Menüs' }).click();
    await page.getByRole('button', { name: 'Neu anlegen' }).click();
    await form.getByLabel('Name', { exact: true }).fill(`Menü ${suffix}`);
    await form.getByLabel('Verfügbar ab *').fill('2020-01-01');
    await form.getByLabel('Verfügbar ab: Uhrzeit').fill('00:00');
    await form.getByRole('checkbox', { name: branchName }).check();
    const catalogue = form.getByTestId('menu-catalog');
    await catalogue.getByTestId('menu-catalog-add-category').selectOption({ label: demo.category.name });
    await catalogue.getByRole('button', { name: 'Hinzufügen' }).click();
    const category = catalogue.getByTestId('menu-catalog-category');
    for (const product of [first, second]) {
      await category.getByTestId('menu-catalog-add-product').selectOption({ label: product.name });
      await category.getByRole('button', { name: 'Hinzufügen' }).click();
    }
    await category.getByRole('button', { name: `Produkt „${second.name}“ nach oben` }).click();
    await expect(category.getByTestId('menu-catalog-product').first()).toContainText(second.name);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/#\/menus\/\d+$/);
    const menuId = Number(/#\/menus\/(\d+)$/.exec(page.url())?.[1]);
    created.unshift(`/api/menus/${menuId}`);
    const menu = ((await (await page.request.get(`/api/menus/${menuId}`)).json()) as { data: Record<string, unknown> }).data;
    expect(menu).toMatchObject({
      branches: [branchId],
      catalog: [{ id: demo.category.id, products: [{ id: second.id, isEnabled: true, schedule: null }, { id: first.id, isEnabled: true, schedule: null }] }],
    });

    // The new branch's store lists the products (the catalogue cache follows the change events).
    await expect
      .poll(async () => {
        await openPage(page, `/store/${identifier}`);
        return page.getByTestId('store-page').getByText(first.name, { exact: true }).count();
      })
      .toBeGreaterThan(0);
    await expect(page.getByTestId('store-page').getByRole('heading', { name: branchName })).toBeVisible();
    await expect(page.getByTestId('store-page').getByText(second.name, { exact: true }).first()).toBeVisible();
  } finally {
    for (const path of created) await deleteAsAdmin(page, path);
  }
  expect(pageErrors).toEqual([]);
});

/** A staff member's API calls with the CSRF token of the page's session. */
async function asStaff(page: Page, method: 'post' | 'put', path: string, data: unknown): Promise<{ id: number }> {
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
  const response = await page.request[method](path, { data, headers: { 'X-CSRF-Token': csrf } });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data;
}

const money = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

test('an administrator builds a configurable product, a guest pays the previewed price, an employee marks it sold out', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const productName = `Fensterpaket ${suffix}`;
  const created: string[] = [];
  await logIn(page);

  try {
    // A branch open around the clock that takes takeaway orders paid in cash (the form is proven above).
    const branch = await asStaff(page, 'post', '/api/branches', {
      name: `Filiale Produkt ${suffix}`,
      identifier: `produkt-${suffix}`,
      openingHours: [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '24:00' }],
      isTakeawayEnabled: true,
      isCashEnabled: true,
    });
    created.push(`/api/branches/${branch.id}`);

    // The category.
    const nav = page.getByRole('navigation', { name: 'Backend' });
    const form = page.getByTestId('entity-form');
    await nav.getByRole('link', { name: 'Kategorien' }).click();
    await page.getByRole('button', { name: 'Neu anlegen' }).click();
    await form.getByLabel('Name *').fill(`Pakete ${suffix}`);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/#\/categories\/\d+$/);
    const categoryId = Number(/#\/categories\/(\d+)$/.exec(page.url())?.[1]);
    created.unshift(`/api/categories/${categoryId}`);

    // The product: € 20 a piece, also sold by the pack of five, with a scent that costs € 2,50 more.
    await nav.getByRole('link', { name: 'Produkte' }).click();
    await page.getByRole('button', { name: 'Neu anlegen' }).click();
    await form.getByLabel('Name *').fill(productName);
    await form.getByLabel('Produktart *').selectOption({ label: 'Konfigurierbar' });
    await form.getByRole('tab', { name: 'Preis & Einheiten' }).click();
    await form.getByLabel('Preis *').fill('20,00');
    await form.getByRole('button', { name: 'Alternative Einheiten: Eintrag hinzufügen' }).click();
    const alternative = form.getByTestId('alternativeUnits-item');
    await alternative.getByLabel('Einheit *').selectOption({ label: 'Packung' });
    await alternative.getByLabel('Preisfaktor *').fill('5');
    await form.getByRole('tab', { name: 'Konfiguration' }).click();
    await form.getByRole('button', { name: 'Schritte: Eintrag hinzufügen' }).click();
    const part = form.getByTestId('config.parts-item');
    await part.getByLabel('Schritt *').fill('Duft');
    await part.getByLabel('Eingabeart *').selectOption({ label: 'Auswahl (eine Option)' });
    await part.getByRole('button', { name: 'Optionen: Eintrag hinzufügen' }).click();
    const option = part.getByTestId('config.parts.0.options-item');
    await option.getByLabel('Option *').fill('Lavendel');
    await option.getByLabel('Preiswirkung *').selectOption({ label: 'Aufschlag' });
    await option.getByLabel('Betrag *').fill('2,50');
    await form.getByRole('tab', { name: 'Verfügbarkeit' }).click();
    await form.getByRole('checkbox', { name: 'Sichtbar, wenn nicht verfügbar' }).check();

    // The live preview: one pack with lavender, as a guest will order it.
    const preview = page.getByTestId('price-preview');
    await preview.getByLabel('Einheit').selectOption({ label: 'Packung' });
    await preview.getByLabel('Duft').selectOption({ label: 'Lavendel' });
    const previewed = money(await preview.getByTestId('price-preview-takeaway').locator('strong').textContent());
    expect(previewed).toMatch(/^€ \d+,\d\d$/);

    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/#\/products\/\d+$/);
    const productId = Number(/#\/products\/(\d+)$/.exec(page.url())?.[1]);
    created.unshift(`/api/products/${productId}`);

    // The menu of the new branch holds the category with the product.
    const menu = await asStaff(page, 'post', '/api/menus', {
      name: `Menü ${suffix}`,
      availableFrom: '2020-01-01T00:00:00+01:00',
      branches: [branch.id],
      catalog: [{ id: categoryId, products: [{ id: productId, isEnabled: true, schedule: null }] }],
    });
    created.unshift(`/api/menus/${menu.id}`);

    // A guest orders one pack with lavender and pays what the preview showed.
    const guest = await browser.newContext();
    // The journey accepts cookies: the install prompt (SPEC §4) would open over the store.
    await dismissInstallPrompt(guest);
    const guestPage = await guest.newPage();
    try {
      await expect
        .poll(async () => {
          await openPage(guestPage, `/store/produkt-${suffix}`);
          return guestPage.getByTestId('product-card').filter({ hasText: productName }).count();
        })
        .toBe(1);
      const banner = guestPage.getByTestId('cookie-banner');
      if (await banner.isVisible().catch(() => false)) await banner.getByRole('button', { name: 'Akzeptieren' }).click();
      await guestPage.getByTestId('product-card').filter({ hasText: productName }).click();
      const overlay = guestPage.getByTestId('configuration-overlay');
      await overlay.getByLabel('Einheit').selectOption({ label: 'Packung' });
      await overlay.getByTestId('part-field').getByRole('button', { name: /Lavendel/ }).click();
      await expect(overlay.getByTestId('item-price')).toHaveText(previewed.replace(' ', '\u00a0'));
      await overlay.getByTestId('add-to-cart').click();
      await guestPage.getByTestId('cart-toggle').click();
      await guestPage.getByRole('radio', { name: 'Takeaway' }).click();
      expect(money(await guestPage.getByTestId('cart-total').textContent())).toBe(previewed);
      await guestPage.getByTestId('cart-submit').click();
      await expect(guestPage.getByTestId('checkout-form')).toBeVisible();
      await guestPage.getByLabel('Vorname').fill('Eva');
      await guestPage.getByLabel('Nachname').fill('Huber');
      await guestPage.getByLabel('E-Mail').fill('eva.huber@example.at');
      await guestPage.getByLabel('Telefon').fill('+436641234567');
      await guestPage.getByTestId('legal-legalInstructions').check();
      await guestPage.getByTestId('legal-privacyPolicy').check();
      await guestPage.getByTestId('checkout-submit').click();
      await expect(guestPage).toHaveURL(/\/status\/[^/]+\/[^/]+$/);
      expect(money(await guestPage.getByTestId('status-total').textContent())).toBe(previewed);

      // An employee of the branch marks the product sold out with one tap; the store shows it unavailable.
      const employee = { username: `journey-${suffix}`, password: 'journey-passwort' };
      const user = await asStaff(page, 'post', '/api/users', {
        ...employee,
        roles: ['ROLE_EMPLOYEE'],
        branches: [{ id: branch.id }],
      });
      created.unshift(`/api/users/${user.id}`);
      const staff = await browser.newContext();
      const staffPage = await staff.newPage();
      try {
        await logIn(staffPage, employee);
        await staffPage.getByRole('navigation', { name: 'Backend' }).getByRole('link', { name: 'Produkte' }).click();
        const toggle = staffPage.getByRole('switch', { name: `${productName} verfügbar` });
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'false');
      } finally {
        await staff.close();
      }
      await expect
        .poll(async () => {
          await openPage(guestPage, `/store/produkt-${suffix}`);
          return guestPage.getByTestId('product-card').filter({ hasText: productName }).isDisabled();
        })
        .toBe(true);
      await expect(guestPage.getByTestId('product-card').filter({ hasText: productName })).toContainText('Derzeit nicht verfügbar');
    } finally {
      await guest.close();
    }
  } finally {
    for (const path of created) await deleteAsAdmin(page, path);
  }
  expect(pageErrors).toEqual([]);
});
