import type { Page } from '@playwright/test';
import { expect, logIn, openPage, test } from '../support/fixtures';

/**
 * Issue 7 guest journeys on the demo data: branch 1 `wien-mariahilf` offers takeaway and delivery
 * (area 'Wien 1.–9. Bezirk': € 9,90, free from € 150, minimum € 30); product 8 'Endreinigung nach
 * Auszug' is configurable step by step (required 'Wohnungsgröße' select and 'Zugang zur Wohnung'
 * text); product 10 'Bio-Allzweckreiniger' costs € 4,90 per litre in 0,5 l steps.
 */
const STORE = '/store/wien-mariahilf';

async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible().catch(() => false)) await banner.getByRole('button', { name: 'Akzeptieren' }).click();
}

async function openProduct(page: Page, name: string): Promise<void> {
  await page.getByTestId('product-card').filter({ hasText: name }).click();
  await expect(page.getByTestId('configuration-overlay')).toBeVisible();
}

async function addCleaner(page: Page, amount: string): Promise<void> {
  await openProduct(page, 'Bio-Allzweckreiniger');
  const input = page.getByTestId('amount-input');
  await input.fill(amount);
  await input.press('Enter');
  await expect(page.getByTestId('item-price')).toHaveText('€ 7,35');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-notification')).toHaveText('Produkt zum Warenkorb hinzugefügt.');
}

test.describe('a guest on the division page', () => {
  test('narrows the list by search and by a tag, with the counter', async ({ page, pageErrors }) => {
    await openPage(page, '/');
    const counter = page.getByTestId('branch-counter');
    await expect(counter).toHaveText('5 von 5 Filialen werden angezeigt.');
    await page.getByTestId('branch-search').fill('Wien');
    await expect(page.getByTestId('branch-card')).toHaveCount(1);
    await expect(counter).toHaveText('1 von 5 Filialen werden angezeigt.');
    await expect(page.getByTestId('branch-card')).toContainText('Wien-Mariahilf');
    await page.getByTestId('branch-search').fill('Atlantis');
    await expect(counter).toHaveText('Leider wurden keine Ergebnisse gefunden.');
    await page.getByTestId('branch-search').fill('');

    const tile = page.getByTestId('tag-tile').filter({ hasText: 'Teppich & Polster' });
    await tile.click();
    await expect(counter).toHaveText('1 von 5 Filialen werden angezeigt.');
    await expect(page.getByTestId('branch-card')).toContainText('Graz');
    await tile.click();
    await expect(counter).toHaveText('5 von 5 Filialen werden angezeigt.');

    await page.getByTestId('branch-card').filter({ hasText: 'Wien-Mariahilf' }).click();
    await expect(page).toHaveURL(/\/store\/wien-mariahilf$/);
    await expect(page.getByTestId('store-page')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('a guest in a branch store', () => {
  test('configures a product, adds a unit-priced one, checks the figures and keeps the cart', async ({ page, pageErrors }) => {
    await openPage(page, STORE);
    await acceptCookies(page);
    await expect(page.getByTestId('cart-toggle')).toHaveText('Keine Produkte im Warenkorb');
    await expect(page.getByTestId('cart-toggle')).toBeDisabled();

    await openProduct(page, 'Endreinigung nach Auszug');
    await expect(page.getByTestId('step-counter')).toHaveText('Schritt 1 von 7');
    const next = page.getByRole('button', { name: 'Weiter' });
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: /50 bis 80 m²/ }).click();
    await next.click();
    await next.click();
    await next.click();
    await expect(page.getByTestId('step-counter')).toHaveText('Schritt 4 von 7');
    await expect(next).toBeDisabled();
    await page.getByLabel('Zugang zur Wohnung').fill('Schlüssel beim Hausbesorger');
    await next.click();
    await next.click();
    await next.click();
    await expect(page.getByTestId('step-counter')).toHaveText('Schritt 7 von 7');
    await expect(page.getByTestId('item-price')).toHaveText('€ 249,00');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-toggle')).toHaveText('1 Produkt im Warenkorb');

    await addCleaner(page, '1,5');
    await expect(page.getByTestId('cart-toggle')).toHaveText('2 Produkte im Warenkorb');

    await page.getByTestId('cart-toggle').click();
    await expect(page.getByTestId('cart-toggle')).toHaveText('Warenkorb ausblenden');
    await page.getByRole('radio', { name: 'Takeaway' }).click();
    await expect(page.getByTestId('cart-gross')).toHaveText('€ 256,35');
    await expect(page.getByTestId('cart-total')).toHaveText('€ 256,35');
    await expect(page.getByTestId('cart-address')).toContainText('Mariahilfer Straße 88');

    await page.getByRole('radio', { name: 'Lieferung' }).click();
    await page.getByTestId('delivery-area').selectOption({ label: 'Wien 1.–9. Bezirk' });
    await expect(page.getByTestId('cart-fee')).toHaveText('Kostenlos');
    await expect(page.getByTestId('cart-total')).toHaveText('€ 256,35');
    await expect(page.getByTestId('cart-submit')).toBeEnabled();

    await page.getByRole('button', { name: 'Entfernen: Endreinigung nach Auszug' }).click();
    await expect(page.getByTestId('cart-gross')).toHaveText('€ 7,35');
    await expect(page.getByTestId('cart-fee')).toHaveText('€ 9,90');
    await expect(page.getByTestId('cart-total')).toHaveText('€ 17,25');
    await expect(page.getByTestId('minimum-order')).toHaveText(
      'Sie haben den Mindestbestellwert in Höhe von € 30,00 leider noch nicht erreicht.',
    );
    await expect(page.getByTestId('minimum-missing')).toContainText('€ 22,65');
    await expect(page.getByTestId('free-delivery-hint')).toHaveText('Kostenlose Lieferung ab € 150,00.');
    await expect(page.getByTestId('cart-submit')).toBeDisabled();

    await page.reload();
    await expect(page.getByTestId('cart-toggle')).toHaveText('1 Produkt im Warenkorb');
    await page.getByTestId('cart-toggle').click();
    await expect(page.getByTestId('cart-total')).toHaveText('€ 17,25');
    await expect(page.getByTestId('cart-submit')).toBeDisabled();

    await page.getByRole('button', { name: 'Entfernen: Bio-Allzweckreiniger (Abfüllstation)' }).click();
    await expect(page.getByTestId('cart-details')).toBeHidden();
    await expect(page.getByTestId('cart-toggle')).toHaveText('Keine Produkte im Warenkorb');
    await expect(page.getByTestId('cart-toggle')).toBeDisabled();
    expect(pageErrors).toEqual([]);
  });

  test('shows the closed notice with the next opening time on a Sunday', async ({ page, pageErrors }) => {
    // Sunday 29 November 2026, 10:00 in Vienna: wien-mariahilf has no Sunday hours, it opens Monday 07:30.
    await page.clock.setFixedTime(new Date('2026-11-29T10:00:00+01:00'));
    await openPage(page, STORE);
    await expect(page.getByTestId('notice-closed')).toHaveText(
      'Derzeit haben wir leider geschlossen. Wir öffnen wieder am Montag um 07:30 Uhr.',
    );
    expect(pageErrors).toEqual([]);
  });
});

test.describe('a non-public branch (SPEC §2: listed inactive)', () => {
  const HIDDEN = '/store/innsbruck-maria-theresien-strasse';

  test('is a 404 for a guest, in the answer and on the page', async ({ page, pageErrors }) => {
    const response = await page.goto(HIDDEN);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expect(page.getByTestId('store-page')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('opens for a signed-in staff member', async ({ page, pageErrors }) => {
    await logIn(page);
    const response = await page.goto(HIDDEN);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('store-page')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
