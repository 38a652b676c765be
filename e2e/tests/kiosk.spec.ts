import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addRefillCleaner, changeBranch, changeConfig, staffApi, WIEN, type StaffApi } from '../support/orders';

/**
 * Issue 24: a branch's self-service kiosk at /kiosk/{identifier} (docs/adr/0050-self-service-kiosk.md).
 * Wien takes preorders meanwhile (the journeys run at any hour) and offers cash, the card at the
 * counter and Mollie, so the kiosk has an online method to leave out. Product 10,
 * 'Bio-Allzweckreiniger (Abfüllstation)', is sold by the litre.
 */
let staff: StaffApi;
const restores: Array<() => Promise<void>> = [];

test.beforeAll(async () => {
  staff = await staffApi();
  restores.push(await changeConfig(staff, { enablePluginATMCard: true, enableATMCard: true, enablePluginMollie: true, enableMollie: true }));
  restores.push(await changeBranch(staff, WIEN.id, { isPreorderEnabled: true, isCashEnabled: true, isATMCardEnabled: true, isMollieEnabled: true }));
});

test.afterAll(async () => {
  for (const restore of restores.reverse()) await restore();
  await staff.dispose();
});

const kiosk = (page: Page) => page.getByTestId('kiosk');
const storage = (page: Page, area: 'localStorage' | 'sessionStorage', key: string) =>
  page.evaluate(([where, name]) => window[where as 'localStorage'].getItem(name as string), [area, key]);

async function openKiosk(page: Page, search = ''): Promise<void> {
  await page.goto(`/kiosk/${WIEN.identifier}${search}`);
  await expect(kiosk(page).getByTestId('store-page')).toBeVisible();
  // Full screen: none of the website's header, footer or cookie banner.
  await expect(page.getByTestId('header')).toHaveCount(0);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
}

test.describe('the self-service kiosk', () => {
  test('shows the screensaver when left alone, and a tap opens an empty store; no cookie banner ever', async ({ page, pageErrors }) => {
    await openKiosk(page, '?idle=5');
    await addRefillCleaner(page, '2');
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);

    const screensaver = page.getByTestId('kiosk-screensaver');
    await expect(screensaver).toHaveText('Tippen um zu bestellen', { timeout: 20_000 });
    await screensaver.click();
    await expect(screensaver).toBeHidden();
    await expect(kiosk(page).getByTestId('store-page')).toBeVisible();
    await expect(page.getByTestId('cart-toggle')).toHaveText('Keine Produkte im Warenkorb');
    expect(JSON.parse((await storage(page, 'localStorage', `theke.cart.${WIEN.identifier}`)) ?? '{}')).toMatchObject({ items: [] });
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("keeps its menu through a network loss with the app's worker, even across a reload", async ({ page, pageErrors }) => {
    await openKiosk(page);
    // The kiosk registers the app's worker itself (no install prompt there); once it controls the
    // page, a reload keeps the page, the catalogue and the kiosk's chunks.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await page.reload();
    const product = page.getByTestId('product-card').filter({ hasText: 'Bio-Allzweckreiniger' });
    await expect(product).toBeVisible();

    await page.context().setOffline(true);
    try {
      await page.reload();
      await expect(kiosk(page).getByTestId('store-page')).toBeVisible();
      await expect(product).toBeVisible();
      await addRefillCleaner(page, '2');
    } finally {
      await page.context().setOffline(false);
    }
    expect(pageErrors).toEqual([]);
  });

  test('orders with a counter payment only, waits through a network loss, then shows the ticket and starts empty', async ({ page, pageErrors }) => {
    const lastName = `Kiosk${Date.now()}`;
    await openKiosk(page);
    await addRefillCleaner(page, '1,5');
    await page.getByTestId('cart-toggle').click();
    await page.getByRole('radio', { name: 'Takeaway' }).click();
    await page.getByTestId('cart-submit').click();
    await expect(page).toHaveURL(new RegExp(`/kiosk/${WIEN.identifier}/checkout$`));
    await expect(page.getByTestId('checkout-form')).toBeVisible();

    // The counter's methods only: no online payment at the kiosk.
    const methods = page.getByTestId('checkout-payment').getByRole('radio');
    await expect(methods).toHaveCount(2);
    await expect(page.getByTestId('checkout-payment')).toContainText('Barzahlung');
    await expect(page.getByTestId('checkout-payment')).toContainText('Bankomatkarte');
    await expect(page.getByTestId('checkout-payment')).not.toContainText('Mollie');
    await page.getByRole('radio', { name: 'Bankomatkarte' }).check();

    await page.getByLabel('Vorname').fill('Eva');
    await page.getByLabel('Nachname').fill(lastName);
    await page.getByLabel('E-Mail').fill('eva.huber@example.at');
    await page.getByLabel('Telefon').fill('+436641234567');
    await page.getByTestId('legal-legalInstructions').check();
    await page.getByTestId('legal-privacyPolicy').check();
    expect(await storage(page, 'localStorage', `theke.draft.${WIEN.identifier}`)).toContain(lastName);

    // The connection drops as the guest sends the order: it waits, and goes out once it is back.
    await page.context().setOffline(true);
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-waiting-for-network')).toHaveText(
      'Keine Verbindung – die Bestellung wird gesendet, sobald die Verbindung wieder da ist.',
    );
    await page.context().setOffline(false);

    await expect(page.getByTestId('kiosk-status')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`/kiosk/${WIEN.identifier}/status/[^/]+/[^/]+$`));
    await expect(page.getByTestId('kiosk-ticket-number')).toHaveText(/^\d+$/);
    // SPEC §4 self-service: the stored order draft is gone with the cart.
    expect(await storage(page, 'localStorage', `theke.draft.${WIEN.identifier}`)).toBeNull();
    expect(JSON.parse((await storage(page, 'localStorage', `theke.cart.${WIEN.identifier}`)) ?? '{}')).toMatchObject({ items: [] });

    await page.getByTestId('kiosk-new-order').click();
    await expect(page).toHaveURL(new RegExp(`/kiosk/${WIEN.identifier}$`));
    await expect(page.getByTestId('cart-toggle')).toHaveText('Keine Produkte im Warenkorb');
    expect(await storage(page, 'localStorage', `theke.draft.${WIEN.identifier}`)).toBeNull();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);

    // Sent once: one order under this name, paid at the counter by card, marked for staff as the kiosk's.
    const orders = (await staff.get(`/api/orders?search=${lastName}`)) as Array<{ lastName: string; paymentMethod: string; isSelfService: boolean }>;
    expect(orders.map((order) => [order.lastName, order.paymentMethod, order.isSelfService])).toEqual([[lastName, 'atm-card', true]]);
    expect(pageErrors).toEqual([]);
  });
});
