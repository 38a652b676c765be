import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';

/**
 * Issue 19 "No lost updates": two administrators edit the same product in two browsers. The
 * second save is refused with 409 and the German message, the form names what the other one
 * changed and keeps the second one's input, which can then be saved on top of the latest version.
 */

const STALE = 'Dieser Eintrag wurde inzwischen von jemand anderem geändert.';

async function csrfToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
}

async function storedProduct(request: APIRequestContext, id: number): Promise<{ description: string | null; price: number }> {
  return ((await (await request.get(`/api/products/${id}`)).json()) as { data: { description: string | null; price: number } }).data;
}

async function openProduct(page: Page, id: number): Promise<void> {
  await page.goto(`/backend#/products/${id}`);
  await expect(page.getByTestId('entity-form').getByLabel('Name *')).toHaveValue(/Konflikt/);
}

test('the second of two concurrent saves gets the 409 message and keeps its input', async ({ page, browser, pageErrors }) => {
  await logIn(page);
  const created = await page.request.post('/api/products', {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: { name: `Konflikt ${Date.now().toString(36)}`, type: 'others', price: 10, unit: 'piece' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await logIn(otherPage);
    // Both read version 1.
    await openProduct(page, id);
    await openProduct(otherPage, id);

    // The other administrator saves first: a new price.
    const theirs = otherPage.getByTestId('entity-form');
    await theirs.getByRole('tab', { name: 'Preis & Einheiten' }).click();
    await theirs.getByLabel('Preis *').fill('12,50');
    await theirs.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(async () => (await storedProduct(page.request, id)).price).toBe(12.5);

    // This one saves a description on top of the old read: refused, the input stays.
    const mine = page.getByTestId('entity-form');
    await mine.getByLabel('Beschreibung').fill('Mit frischen Zutaten.');
    await mine.getByRole('button', { name: 'Speichern' }).click();
    await expect(mine.getByText(STALE)).toBeVisible();
    await expect(mine.getByText('Inzwischen geändert: Preis.')).toBeVisible();
    await expect(mine.getByLabel('Beschreibung')).toHaveValue('Mit frischen Zutaten.');
    expect((await storedProduct(page.request, id)).description ?? '').toBe('');

    // Keeping the input saves it on top of the latest version, without undoing the other price.
    await mine.getByRole('button', { name: 'Meine Eingaben behalten und erneut speichern' }).click();
    await mine.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(async () => (await storedProduct(page.request, id)).description).toBe('Mit frischen Zutaten.');
    expect((await storedProduct(page.request, id)).price).toBe(12.5);
  } finally {
    await other.close();
    await page.request.delete(`/api/products/${id}`, { headers: { 'X-CSRF-Token': await csrfToken(page.request) } });
  }
  expect(pageErrors).toEqual([]);
});
