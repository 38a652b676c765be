import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, openPage, test } from '../support/fixtures';

/**
 * Issue 20, ADR 0047: an administrator drops two images at once into the media library `#/media`,
 * gives one an alt text, sees where it is used and is refused its deletion while it is; a theme
 * colour changed in `#/settings` shows on the storefront after a reload.
 */

/** A 2 × 2 PNG of one colour, as a browser would read it from disk. */
const PNG_2X2 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgK5kARAwQCgAb/gRJPTJvIAAAAABJRU5ErkJggg==';

async function csrfToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
}

interface LibraryImage {
  id: number;
  version: number;
  extension: string;
  width: number;
  name: string | null;
}

async function imagesNamed(request: APIRequestContext, names: string[]): Promise<LibraryImage[]> {
  const images = ((await (await request.get('/api/images')).json()) as { data: LibraryImage[] }).data;
  return images.filter((image) => image.name !== null && names.includes(image.name));
}

/** Drops files on the zone as a browser's drag and drop does (a DataTransfer holding Files). */
async function dropFiles(page: Page, names: string[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ names: fileNames, base64 }) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      for (const name of fileNames) transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      return transfer;
    },
    { names, base64: PNG_2X2 },
  );
  await page.getByTestId('media-drop-zone').dispatchEvent('drop', { dataTransfer });
}

test('media library: two images dropped at once, alt text, usage, deletion refused while in use', async ({ page, pageErrors }) => {
  const suffix = Date.now().toString(36);
  const names = [`fassade-${suffix}.png`, `fenster-${suffix}.png`];
  await logIn(page);
  await page.goto('/backend#/media');
  await expect(page.getByTestId('media-library')).toBeVisible();

  await dropFiles(page, names);
  const transfers = page.getByTestId('media-transfer');
  await expect(transfers).toHaveCount(2);
  for (const name of names) await expect(transfers.filter({ hasText: `Hochgeladen: ${name}` })).toHaveCount(1);

  // The grid shows both as 128 px thumbnails; the search finds one.
  const grid = page.getByRole('list', { name: 'Bilder' });
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(suffix);
  await expect(grid.getByRole('button')).toHaveCount(2);
  await expect(grid.locator('img').first()).toHaveAttribute('src', /^\/image\/thumbnail\/\d+-1\.png$/);
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(names[0] ?? '');
  await expect(grid.getByRole('button')).toHaveCount(1);

  // SPEC §7 media by path through the gateway: a versioned URL is immutable and revalidates by ETag.
  const thumbnail = String(await grid.locator('img').first().getAttribute('src'));
  const served = await page.request.get(thumbnail);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const etag = served.headers().etag ?? '';
  expect(etag).toMatch(/^"image-\d+-1-thumbnail"$/);
  expect((await page.request.get(thumbnail, { headers: { 'If-None-Match': etag } })).status()).toBe(304);

  await grid.getByRole('button', { name: names[0] }).click();
  const detail = page.getByTestId('media-detail');
  await expect(detail.getByTestId('media-usage')).toHaveText('Nirgends verwendet.');
  await detail.getByLabel('Alternativtext').fill('Glasfassade am Morgen');
  await detail.getByRole('button', { name: 'Speichern' }).click();
  await expect(detail.getByText('Gespeichert.')).toBeVisible();

  // A tag shows the first image: the library names it, and the server refuses the deletion.
  // Found by name: the two uploads ran at once, so either may have the lower id.
  const uploaded = await imagesNamed(page.request, names);
  const used = uploaded.find((image) => image.name === names[0]);
  const free = uploaded.find((image) => image.name === names[1]);
  expect(used).toBeDefined();
  expect(free).toBeDefined();
  const token = await csrfToken(page.request);
  const tagName = `Glasreinigung ${suffix}`;
  const tag = await page.request.post('/api/tags', {
    headers: { 'X-CSRF-Token': token },
    data: { name: tagName, image: { id: used?.id, version: used?.version, extension: used?.extension, width: used?.width, alt: null } },
  });
  expect(tag.status()).toBe(201);
  const tagId = ((await tag.json()) as { data: { id: number } }).data.id;
  try {
    await page.reload();
    await page.getByRole('searchbox', { name: 'Suchen' }).fill(names[0] ?? '');
    await grid.getByRole('button', { name: names[0] }).click();
    await expect(detail.getByTestId('media-usage')).toHaveText(`Verwendet auf: Tag „${tagName}“`);
    await expect(detail.getByLabel('Alternativtext')).toHaveValue('Glasfassade am Morgen');
    page.once('dialog', (dialog) => void dialog.accept());
    await detail.getByRole('button', { name: 'Löschen' }).click();
    await expect(detail.getByRole('alert')).toHaveText(
      `Die Datei wird noch verwendet und kann nicht gelöscht werden. Verwendet auf: Tag „${tagName}“.`,
    );
    await expect(grid.getByRole('button', { name: names[0] })).toBeVisible();
  } finally {
    await page.request.delete(`/api/tags/${tagId}`, { headers: { 'X-CSRF-Token': token } });
  }

  // Unused, the second one goes.
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(names[1] ?? '');
  await grid.getByRole('button', { name: names[1] }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await detail.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText(`„${names[1]}“ gelöscht.`)).toBeVisible();
  expect(await imagesNamed(page.request, [names[1] ?? ''])).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a theme colour changed in #/settings shows on the storefront after a reload', async ({ page, browser, pageErrors }) => {
  await logIn(page);
  await page.goto('/backend#/settings');
  const form = page.getByTestId('entity-form');
  await form.getByRole('tab', { name: 'Design' }).click();
  const colours = page.getByTestId('theme-colours');
  try {
    await colours.getByLabel('Hintergrundfarbe').fill('#fff8e1');
    // Light grey text on it is hard to read: the form warns before saving.
    await colours.getByLabel('Textfarbe').fill('#bbbbbb');
    await expect(colours.getByRole('alert')).toContainText('Der Kontrast zwischen Textfarbe und Hintergrundfarbe beträgt nur');
    await colours.getByLabel('Textfarbe').fill('#1a1a1a');
    await expect(colours.getByRole('alert')).toHaveCount(0);
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/config'));
    await form.getByRole('button', { name: 'Speichern' }).click();
    expect((await saved).status()).toBe(200);

    const guest = await (await browser.newContext()).newPage();
    await expect
      .poll(async () => {
        await openPage(guest, '/');
        return guest.evaluate(() => getComputedStyle(document.body).backgroundColor);
      })
      .toBe('rgb(255, 248, 225)');
    // The server-rendered HTML carries it already, before any script runs.
    const html = await (await guest.request.get('/')).text();
    expect(html).toContain('--theke-background:#fff8e1');
    await guest.context().close();
  } finally {
    const token = await csrfToken(page.request);
    await page.request.post('/api/config', { headers: { 'X-CSRF-Token': token }, data: { themeBackgroundColor: '#ffffff', themeTextColor: '#1a1a1a' } });
  }
  expect(pageErrors).toEqual([]);
});
