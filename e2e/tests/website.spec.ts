import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/fixtures';
import { receivedMails } from '../support/mailbox';

/** The map hero embeds OpenStreetMap; answered locally so no test reaches the internet. */
const MAP_HOST = /^https:\/\/www\.openstreetmap\.org\//;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const NOT_BLANK = 'Dieser Wert sollte nicht leer sein.';

async function acceptCookies(page: Page): Promise<void> {
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Akzeptieren' }).click();
}

/** The field's wrapper (label, input, error) of a labelled input. */
const fieldOf = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator('xpath=..');

test.describe('company website (issue 10)', () => {
  test('shows the demo site home with its hero, history, video and contact people', async ({ page, pageErrors }) => {
    await openPage(page, '/ueber-uns');
    await expect(page.getByRole('heading', { level: 1, name: 'Wer wir sind' })).toBeVisible();
    await expect(page.getByTestId('service-hero').getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('history-event')).toHaveCount(5);
    await expect(page.getByTestId('history-event').filter({ hasText: '2024' }).locator('img')).toHaveCount(3);
    await expect(page.getByTestId('video-section').locator('video')).toHaveAttribute('loop', '');
    await expect(page.getByTestId('contact-section').getByTestId('contact-person')).toHaveCount(2);
    await expect(page).toHaveTitle(/^Wer wir sind - /);
    expect(pageErrors).toEqual([]);
  });

  test('shows a content page with teasers, columns, links and a slider', async ({ page, pageErrors }) => {
    await openPage(page, '/leistungen');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsere Leistungen' })).toBeVisible();
    await expect(page.getByTestId('teaser-card')).toHaveCount(4);
    await expect(page.getByTestId('columns').getByTestId('column')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Preisliste 2025 (PDF)' }).first()).toHaveAttribute('href', /^\/upload\/[^/]+\/1-1\.pdf$/);
    await expect(page.getByTestId('image-slider-section').getByTestId('slider')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('opens a job from the career section with workload, start and place', async ({ page, pageErrors }) => {
    await openPage(page, '/karriere');
    const career = page.getByTestId('career-section');
    await expect(career.getByRole('link')).toHaveCount(2);
    await career.getByRole('link', { name: /Reinigungskraft \(m\/w\/d\) in Wien/ }).click();
    await expect(page).toHaveURL(/\/karriere\/reinigungskraft-wien$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reinigungskraft (m/w/d) in Wien' })).toBeVisible();
    const facts = page.locator('dl');
    await expect(facts.getByText('Beschäftigung')).toBeVisible();
    await expect(facts.getByText('Teilzeit, 25 Wochenstunden')).toBeVisible();
    await expect(facts.getByText('Beginn')).toBeVisible();
    await expect(facts.getByText('ab sofort')).toBeVisible();
    await expect(facts.getByText('Ort', { exact: true })).toBeVisible();
    await expect(facts.getByText('Wien', { exact: true })).toBeVisible();
    await expect(page.getByTestId('contact-person-section')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  for (const [path, heading] of [
    ['/site/terms-and-conditions', 'AGB'],
    ['/site/privacy', 'Datenschutz'],
    ['/site/imprint', 'Impressum'],
    ['/site/allergens', 'Allergene'],
    ['/datenschutzerklaerung', 'Datenschutz'],
  ] as const) {
    test(`shows the legal page ${path} with the configured text`, async ({ page, pageErrors }) => {
      await openPage(page, path);
      const legal = page.getByTestId('legal-page');
      await expect(legal.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect((await legal.innerText()).length).toBeGreaterThan(100);
      expect(pageErrors).toEqual([]);
    });
  }

  test('answers an old address with a real 301 to its target', async ({ page }) => {
    const response = await page.request.get('/jobs', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/karriere');
  });

  test('shows the 404 view for an unknown path', async ({ page }) => {
    await openPage(page, '/gibt-es-nicht');
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expect(page.getByText('Leider wurde die angeforderte Seite nicht gefunden.')).toBeVisible();
  });

  test('advances the slider, wraps at both ends and jumps by its indicators', async ({ page, pageErrors }) => {
    await openPage(page, '/leistungen');
    const slider = page.getByTestId('image-slider-section').getByTestId('slider');
    // Keyboard presses: independent of the shell's delayed route scroll.
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute('data-index', '0');
    await slider.getByRole('button', { name: 'Vorheriges Bild' }).press('Enter');
    await expect(slider).toHaveAttribute('data-index', '3');
    await slider.getByRole('button', { name: 'Nächstes Bild' }).press('Enter');
    await expect(slider).toHaveAttribute('data-index', '0');
    await slider.getByRole('button', { name: 'Bild 3 anzeigen' }).press('Enter');
    await expect(slider).toHaveAttribute('data-index', '2');
    // Auto-advance (every 5 s): the next slide comes without a click.
    await expect(slider).toHaveAttribute('data-index', '3', { timeout: 8000 });
    expect(pageErrors).toEqual([]);
  });

  test('embeds the map only after the visitor accepts cookies', async ({ page, pageErrors }) => {
    await page.route(MAP_HOST, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Karte</p>' }));
    await openPage(page, '/kontakt');
    const hero = page.getByTestId('map-hero');
    await expect(hero.getByTestId('map-placeholder')).toBeVisible();
    await expect(hero.locator('iframe')).toHaveCount(0);
    await hero.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(hero.locator('iframe')).toHaveAttribute('src', MAP_HOST);
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect(pageErrors).toEqual([]);
  });

  test('gives teaser cards a separate link up to 1120 px and flips whole-card links above', async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await openPage(page, '/leistungen');
    const card = page.getByTestId('teaser-card').first();
    const link = card.getByRole('link', { name: 'Mehr erfahren' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/leistungen/fensterreinigung');
    // The card itself is no link: nothing around it is an anchor.
    await expect(card.locator('xpath=ancestor::a')).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(/\/leistungen\/fensterreinigung$/);
    expect(pageErrors).toEqual([]);
  });

  test('sends the contact form: German errors when empty, then success with two files', async ({ page, pageErrors }) => {
    await openPage(page, '/kontakt');
    await acceptCookies(page);
    const form = page.getByTestId('contact-form');
    // Keyboard, not a pointer click: the shell's delayed route scroll may move the page under the pointer.
    const submit = form.getByRole('button', { name: 'Absenden' });
    await submit.press('Enter');
    for (const label of ['Nachname', 'Mailadresse', 'Telefonnummer']) {
      await expect(fieldOf(page, label)).toContainText(NOT_BLANK);
    }
    await expect(page.getByLabel('Anliegen oder Fragen').locator('xpath=..')).toContainText(NOT_BLANK);
    await expect(fieldOf(page, 'Vorname')).not.toContainText(NOT_BLANK);
    await expect(page.getByLabel('Mailadresse', { exact: true })).toHaveAttribute('type', 'email');

    await page.getByLabel('Vorname', { exact: true }).fill('Anna');
    await page.getByLabel('Nachname', { exact: true }).fill('Berger');
    await page.getByLabel('Mailadresse', { exact: true }).fill('anna.berger@example.at');
    await page.getByLabel('Telefonnummer', { exact: true }).fill('+43 664 1234567');
    await page.getByLabel('Anliegen oder Fragen').fill('Bitte um ein Angebot für die Fensterreinigung.');
    await page.getByLabel('Bilder-Upload').setInputFiles([
      { name: 'fenster.png', mimeType: 'image/png', buffer: PNG },
      { name: 'grundriss.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect(page.getByTestId('contact-form-files').getByRole('listitem')).toHaveCount(2);
    await form.locator('input[name="dataProtection"]').check();

    const sent = page.waitForResponse((response) => response.url().endsWith('/api/custom/contact-form'));
    await submit.press('Enter');
    const response = await sent;
    expect(response.status()).toBe(201);
    const payload = response.request().postDataJSON() as { uploads: unknown[]; dataProtection: boolean; lastName: string };
    expect(payload).toMatchObject({ lastName: 'Berger', dataProtection: true });
    expect(payload.uploads).toHaveLength(2);

    const status = page.getByTestId('contact-form-status');
    await expect(status.getByText('Vielen Dank!')).toBeVisible();
    // The request went out by e-mail (through the outbox) with both uploads attached.
    const mailOfBerger = async () => (await receivedMails()).find((mail) => mail.subject === 'Kontaktanfrage von Anna Berger');
    await expect.poll(mailOfBerger, { timeout: 15_000 }).toMatchObject({
      attachments: expect.arrayContaining([
        { filename: 'fenster.png', contentType: 'image/png', size: PNG.length },
        { filename: 'grundriss.pdf', contentType: 'application/pdf', size: PDF.length },
      ]),
    });
    await expect(status.getByText('Wir melden uns in Kürze bei Ihnen.')).toBeVisible();
    await status.getByRole('button', { name: 'Zurück' }).click();
    await expect(page.getByLabel('Nachname', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Anliegen oder Fragen')).toHaveValue('');
    await expect(form.locator('input[name="dataProtection"]')).not.toBeChecked();
    expect(pageErrors).toEqual([]);
  });
});
