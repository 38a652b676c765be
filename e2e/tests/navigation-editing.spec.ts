import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { dismissInstallPrompt, expect, logIn, openPage, test } from '../support/fixtures';

/**
 * Issue 20: an administrator adds an item to the main navigation in `#/navigations` (a site picked
 * from the list), copies it and pastes it into the mobile navigation. A guest then finds it in the
 * desktop header, its server-rendered first screen included, and in the burger menu.
 */

interface StoredNavigation {
  id: number;
  version: number;
  identifier: string;
  items: unknown[];
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
}

async function navigations(request: APIRequestContext): Promise<StoredNavigation[]> {
  return ((await (await request.get('/api/navigations')).json()) as { data: StoredNavigation[] }).data;
}

/** Puts the navigations back as they were, on their latest versions (other journeys read the demo menus). */
async function restore(request: APIRequestContext, before: StoredNavigation[]): Promise<void> {
  const token = await csrfToken(request);
  for (const now of await navigations(request)) {
    const old = before.find((navigation) => navigation.id === now.id);
    if (!old) continue;
    await request.put(`/api/navigations/${now.id}`, {
      headers: { 'X-CSRF-Token': token },
      data: { identifier: now.identifier, items: old.items, version: now.version },
    });
  }
}

async function openNavigation(page: Page, name: string) {
  await page.goto('/backend#/navigations');
  await page.getByTestId('entity-list-navigation').getByRole('link', { name }).click();
  const tree = page.getByTestId('navigation-tree');
  await expect(tree.getByTestId('navigation-item').first()).toBeVisible();
  return tree;
}

async function saveNavigation(page: Page): Promise<void> {
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/navigations\/\d+$/.test(response.url()));
  await page.getByTestId('entity-form').getByRole('button', { name: 'Speichern' }).click();
  expect((await saved).status()).toBe(200);
}

async function guestPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await dismissInstallPrompt(context);
  return context.newPage();
}

test('a navigation item added in #/navigations appears in the website header and the mobile menu', async ({ page, browser, pageErrors }) => {
  // Two saves, two guest browsers and the wait for the change event: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const label = `Unterhalt ${Date.now().toString(36)}`;
  await logIn(page);
  const before = await navigations(page.request);
  try {
    // Main navigation: a new item at the end, linking to a page picked from the sites.
    const main = await openNavigation(page, 'Hauptnavigation');
    await main.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
    const added = main.getByRole('listitem', { name: '(ohne Bezeichnung)' });
    await added.getByLabel('Bezeichnung *').fill(label);
    // The row is named by its label now.
    const item = main.getByRole('listitem', { name: label });
    await item.getByLabel('Seite *').selectOption({ label: 'Unterhaltsreinigung' });
    await item.getByRole('button', { name: `${label} kopieren` }).click();
    await saveNavigation(page);

    // Mobile navigation: the copied item pasted from the clipboard.
    const mobile = await openNavigation(page, 'Mobile Navigation');
    const clipboard = page.getByTestId('clipboard-navigation-item');
    await expect(clipboard).toContainText(`„${label}“ aus Hauptnavigation`);
    await clipboard.getByRole('button', { name: 'Einfügen' }).click();
    await expect(mobile.getByRole('listitem', { name: label })).toBeVisible();
    await saveNavigation(page);

    // The guest's first screen (server-rendered) shows it in the header once the change arrived.
    const desktop = await guestPage(browser, { width: 1280, height: 900 });
    const link = new RegExp(`<a[^>]*href="/leistungen/unterhaltsreinigung"[^>]*>${label}</a>`);
    await expect.poll(async () => link.test(await (await desktop.request.get('/')).text()), { timeout: 15_000 }).toBe(true);
    await openPage(desktop, '/');
    const header = desktop.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(header.getByRole('link', { name: label })).toHaveAttribute('href', '/leistungen/unterhaltsreinigung');

    const phone = await guestPage(browser, { width: 390, height: 844 });
    await openPage(phone, '/');
    await phone.getByTestId('burger').click();
    const menu = phone.getByTestId('mobile-menu');
    await menu.getByRole('link', { name: label }).click();
    await expect(phone).toHaveURL(/\/leistungen\/unterhaltsreinigung$/);
    expect(pageErrors).toEqual([]);
  } finally {
    await restore(page.request, before);
  }
});

test("the admin toolbar's 'Seite bearbeiten' opens the page shown, 'Navigationen' the navigations", async ({ page, pageErrors }) => {
  await logIn(page);
  await openPage(page, '/leistungen');
  const toolbar = page.getByTestId('admin-toolbar');
  const pages = (await (await page.request.get('/api/sites?path=/leistungen')).json()) as { data: Array<{ id: number }> };
  await expect(toolbar.getByRole('link', { name: 'Seite bearbeiten' })).toHaveAttribute('href', `/backend#/sites/${pages.data[0]?.id}`);
  await toolbar.getByRole('link', { name: 'Seite bearbeiten' }).click();
  await expect(page).toHaveURL(new RegExp(`/backend#/sites/${pages.data[0]?.id}$`));
  await expect(page.getByTestId('entity-form')).toBeVisible();
  await expect(page.getByTestId('backoffice-not-found')).toHaveCount(0);

  await openPage(page, '/store/wien-mariahilf');
  await expect(toolbar.getByRole('link', { name: 'Seite bearbeiten' })).toHaveCount(0);
  await toolbar.getByRole('link', { name: 'Navigationen' }).click();
  await expect(page.getByTestId('entity-list-navigation').getByRole('link', { name: 'Hauptnavigation' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('items are reordered and nested by dragging their handle', async ({ page }) => {
  // Tall enough for the whole tree: the pointer drags between rows on the screen.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await logIn(page);
  const tree = await openNavigation(page, 'Hauptnavigation');
  const names = () => tree.getByTestId('navigation-item').evaluateAll((rows) => rows.map((row) => `${row.getAttribute('data-depth')} ${row.getAttribute('aria-label')}`));
  const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  /** Drags a row by its handle until its top lies on the target row's top, moved sideways by `sideways` px. */
  const dragOnto = async (name: string, target: string, sideways: number) => {
    const handle = await box(tree.getByRole('button', { name: `${name} verschieben` }));
    const row = await box(tree.getByRole('listitem', { name }));
    const over = await box(tree.getByRole('listitem', { name: target }));
    const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + sideways, over.y + (start.y - row.y), { steps: 12 });
    await page.mouse.up();
  };
  const before = await names();
  expect(before.slice(0, 2)).toEqual(['0 Startseite', '0 Leistungen']);
  // Kontakt up onto the first row: it becomes the first item, still at the top level.
  await dragOnto('Kontakt', 'Startseite', 0);
  await expect.poll(names).toEqual(['0 Kontakt', ...before.filter((row) => row !== '0 Kontakt')]);
  // Back down onto Startseite and far to the right: after it, one level deeper (never more).
  await dragOnto('Kontakt', 'Startseite', 90);
  await expect.poll(async () => (await names()).slice(0, 3)).toEqual(['0 Startseite', '1 Kontakt', '0 Leistungen']);
  // Only the editor changed: nothing is stored until 'Speichern'.
  const stored = ((await (await page.request.get('/api/navigations?identifier=main')).json()) as { data: Array<{ items: Array<{ label: string }> }> }).data[0];
  expect(stored?.items.map((item) => item.label).slice(0, 2)).toEqual(['Startseite', 'Leistungen']);
});
