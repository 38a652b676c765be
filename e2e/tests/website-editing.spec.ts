import type { APIRequestContext, Page } from '@playwright/test';
import { expect, FIRST_SCREEN, logIn, openPage, test } from '../support/fixtures';

/**
 * Issue 20: an administrator builds a page of three blocks in #/sites (an image from the library
 * through the form engine's image field), reorders them, previews them at phone and desktop
 * width, and publishes; a guest gets it server-rendered at its path with its title and og tags,
 * and finds it in the sitemap. The path is then renamed with a redirect: the old path answers 301.
 */

async function csrfToken(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
}

async function saveSite(page: Page, method: 'POST' | 'PUT'): Promise<{ id: number; path: string }> {
  const saved = page.waitForResponse((response) => response.request().method() === method && /\/api\/sites(\/\d+)?$/.test(response.url()));
  await page.getByTestId('entity-form').getByRole('button', { name: 'Speichern' }).click();
  const response = await saved;
  expect(response.status()).toBe(method === 'POST' ? 201 : 200);
  return ((await response.json()) as { data: { id: number; path: string } }).data;
}

async function addBlock(page: Page, label: string, position: number) {
  await page.getByRole('group', { name: 'Block hinzufügen' }).getByRole('button', { name: `+ ${label}`, exact: true }).click();
  const block = page.getByRole('listitem', { name: `Block ${position}: ${label}`, exact: true });
  await block.locator('summary').click();
  return block;
}

test('an administrator builds, previews and publishes a page; a guest sees it; a renamed path redirects', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const path = `/e2e-seite-${stamp}`;
  const renamed = `/e2e-umbenannt-${stamp}`;
  const title = `Frühjahrsputz ${stamp}`;
  const description = 'Gründlich, schnell und zuverlässig: unser Frühjahrsputz.';
  const caption = `Glänzende Fenster ${stamp}`;
  const heading = `Offene Stellen ${stamp}`;
  let siteId: number | null = null;
  await logIn(page);
  try {
    await page.goto('/backend#/sites/new');
    const form = page.getByTestId('entity-form');
    await form.getByLabel('Name *').fill(`Frühjahr ${stamp}`);
    await form.getByLabel('Titel', { exact: true }).first().fill(title);
    await form.getByLabel('Pfad *').fill(path);
    await form.getByLabel('Beschreibung').fill(description);

    // Three blocks from the palette: an image from the library, a line, a career section.
    const image = await addBlock(page, 'Bild', 1);
    await image.getByRole('button', { name: 'Aus der Mediathek wählen' }).click();
    await image.locator('button[title]').first().click();
    await image.getByLabel('Bildunterschrift').fill(caption);
    await addBlock(page, 'Linie', 2);
    const career = await addBlock(page, 'Karriere', 3);
    await career.getByLabel('Titel', { exact: true }).fill(heading);

    // Reordered, the career section first: one place by drag and drop at the handle (the card
    // folded first, so it is as short as the one it passes), one by the arrow button.
    await career.locator('summary').click();
    const handle = await page.getByRole('button', { name: '„Karriere“ verschieben' }).boundingBox();
    const target = await page.getByRole('listitem', { name: 'Block 2: Linie', exact: true }).boundingBox();
    if (!handle || !target) throw new Error('the blocks are not laid out');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, target.y + 5, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByRole('listitem', { name: 'Block 2: Karriere', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '„Karriere“ nach oben' }).click();
    await expect(page.getByTestId('site-block')).toHaveCount(3);
    expect(await page.getByTestId('site-block').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block-type')))).toEqual([
      'career-section',
      'image',
      'line',
    ]);

    // The live preview renders the unsaved page with the website's blocks, at phone and desktop width.
    const phone = page.frameLocator('iframe[title="Vorschau der Seite (390 px)"]');
    await expect(phone.getByTestId('site-page').getByText(caption)).toBeVisible();
    await expect(phone.getByTestId('site-page').getByRole('heading', { name: heading })).toBeVisible();
    // The page as a guest sees it: not the administrator's toolbar, nor what belongs to a visit.
    await expect(phone.locator('[data-route-context="preview"]')).toBeVisible();
    await expect(phone.getByTestId('admin-toolbar')).toHaveCount(0);
    await expect(phone.getByTestId('cookie-banner')).toHaveCount(0);
    await page.getByTestId('site-preview').getByRole('button', { name: 'Desktop' }).click();
    const desktop = page.frameLocator('iframe[title="Vorschau der Seite (1280 px)"]');
    await expect(desktop.getByTestId('site-page').getByText(caption)).toBeVisible();

    // Saved as a draft, then published.
    const created = await saveSite(page, 'POST');
    siteId = created.id;
    await expect(page).toHaveURL(new RegExp(`#/sites/${siteId}$`));
    await page.getByTestId('entity-form').getByLabel('Öffentlich').check();
    await saveSite(page, 'PUT');

    // A guest: the first screen is server-rendered with the page's title and og tags, and the sitemap lists it.
    const guest = await (await browser.newContext()).newPage();
    await expect
      .poll(async () => (await guest.request.get(path)).status(), { timeout: 15_000 })
      .toBe(200);
    const html = await (await guest.request.get(path)).text();
    expect(html).toMatch(new RegExp(`<title>${title} - [^<]+</title>`));
    expect(html).toContain(`<meta property="og:title" content="${title} - `);
    expect(html).toContain(`<meta property="og:description" content="${description}"`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}${path}"`);
    expect(html).toContain(caption);
    await expect.poll(async () => (await guest.request.get('/sitemap.xml')).text(), { timeout: 15_000 }).toContain(`${baseURL}${path}<`);
    await openPage(guest, path);
    await expect(guest.locator(FIRST_SCREEN)).toHaveCount(0);
    await expect(guest.getByTestId('site-page').getByRole('heading', { name: heading })).toBeVisible();
    await expect(guest.getByTestId('site-page').getByText(caption)).toBeVisible();
    await expect(guest).toHaveTitle(new RegExp(`^${title} - `));

    // The path renamed, with the redirect the editor offers.
    await page.getByTestId('entity-form').getByLabel('Pfad *').fill(renamed);
    await saveSite(page, 'PUT');
    await expect(page.getByTestId('redirect-offer')).toContainText(`von ${path} zu ${renamed}`);
    const redirect = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/redirects'));
    await page.getByRole('button', { name: 'Weiterleitung anlegen' }).click();
    expect((await redirect).status()).toBe(201);
    await expect(page.getByText(`Weiterleitung von ${path} nach ${renamed} angelegt.`)).toBeVisible();
    await expect
      .poll(async () => {
        const answer = await guest.request.get(path, { maxRedirects: 0 });
        return [answer.status(), answer.headers().location];
      }, { timeout: 15_000 })
      .toEqual([301, renamed]);
    await expect.poll(async () => (await guest.request.get('/sitemap.xml')).text(), { timeout: 15_000 }).toContain(`${baseURL}${renamed}<`);
    await guest.context().close();
  } finally {
    const token = await csrfToken(page.request);
    if (siteId !== null) await page.request.delete(`/api/sites/${siteId}`, { headers: { 'X-CSRF-Token': token } });
    const redirects = ((await (await page.request.get(`/api/redirects?path=${encodeURIComponent(path)}`)).json()) as { data?: Array<{ id: number }> }).data ?? [];
    for (const redirect of redirects) await page.request.delete(`/api/redirects/${redirect.id}`, { headers: { 'X-CSRF-Token': token } });
  }
});
