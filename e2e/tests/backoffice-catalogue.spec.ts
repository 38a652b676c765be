import type { Page } from '@playwright/test';
import { expect, logIn, openPage, test } from '../support/fixtures';

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
    await form.getByLabel('Verfügbar ab *').fill('2020-01-01T00:00');
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
