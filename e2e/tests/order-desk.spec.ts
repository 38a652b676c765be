import type { Browser, Page } from '@playwright/test';
import { DEMO_EMPLOYEE } from '../support/environment';
import { expect, logIn, openPage, test } from '../support/fixtures';
import { changeBranch, GRAZ, placeTakeawayOrder, staffApi, WIEN, type PlacedOrder, type StaffApi } from '../support/orders';

/**
 * Issue 9 order desk: staff follow orders live in the back-office (SSE) in one browser context
 * while guests order and watch their status page in another; branch tablets follow the same
 * orders with the branch's api key. Vienna and Graz take preorders meanwhile, so orders are
 * accepted at any hour.
 */
let staff: StaffApi;
const restores: Array<() => Promise<void>> = [];

test.beforeAll(async () => {
  staff = await staffApi();
  restores.push(await changeBranch(staff, WIEN.id, { isPreorderEnabled: true }));
  restores.push(await changeBranch(staff, GRAZ.id, { isPreorderEnabled: true }));
});

test.afterAll(async () => {
  for (const restore of restores.reverse()) await restore();
  await staff.dispose();
});

/** Counts the alert's tones: the browser's Web Audio oscillators, not our code, are observed. */
async function countAlertTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { alertTones: number };
    counted.alertTones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      counted.alertTones += 1;
      return create.call(this);
    };
  });
}

const alertTones = (page: Page) => page.evaluate(() => (window as unknown as { alertTones: number }).alertTones);

/** A second browser context: a staff member logged in on the back-office, or a branch tablet. */
async function staffDesk(browser: Browser, credentials?: { username: string; password: string }): Promise<{ desk: Page; errors: Error[] }> {
  const context = await browser.newContext();
  const desk = await context.newPage();
  const errors: Error[] = [];
  desk.on('pageerror', (error) => errors.push(error));
  await countAlertTones(desk);
  await logIn(desk, credentials);
  return { desk, errors };
}

async function enableSound(desk: Page): Promise<void> {
  const button = desk.getByRole('button', { name: 'Ton aktivieren' });
  if (await button.isVisible()) await button.click();
  await expect(button).toBeHidden();
}

const orderCard = (desk: Page, order: PlacedOrder) => desk.locator(`a[href="#/orders/${order.id}"]`);

async function openDetail(desk: Page, order: PlacedOrder): Promise<void> {
  await desk.goto(`/backend#/orders/${order.id}`);
  await expect(desk.getByTestId('order-detail')).toBeVisible();
}

/** The wall-clock day three days ahead in Vienna, as the date picker labels it (DD.MM.YYYY). */
function dayAhead(days: number): string {
  const parts = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(Date.now() + days * 24 * 3600_000))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.day}.${parts.month}.${parts.year}`;
}

test.describe('the order desk (issue 9)', () => {
  test('shows a new order live to staff, who confirm it, and the guest’s status page follows', async ({ page, browser, pageErrors }) => {
    const { desk, errors } = await staffDesk(browser);
    await desk.getByRole('navigation', { name: 'Backend' }).getByRole('link', { name: 'Bestellungen' }).click();
    await expect(desk.getByTestId('orders-current')).toBeVisible();
    await enableSound(desk);

    const order = await placeTakeawayOrder(page);
    await openPage(page, `/status/${order.uid}/${order.hash}`);
    await expect(page.getByTestId('status-text')).toHaveText('Warten auf Bestätigung');

    // No reload: the list refreshes from the event stream, with a notice and the alert sound.
    await expect(orderCard(desk, order)).toBeVisible();
    await expect(orderCard(desk, order).getByTestId('order-status')).toHaveText('Warten auf Bestätigung');
    await expect(desk.getByTestId('live-notice')).toHaveText('Neue Bestellung eingegangen.');
    await expect.poll(() => alertTones(desk)).toBeGreaterThan(0);

    await orderCard(desk, order).click();
    await expect(desk.getByTestId('order-detail')).toContainText(`Bestellung ${order.ticketNumber}`);
    await expect(desk.getByTestId('order-items')).toContainText('Bio-Allzweckreiniger');
    await expect(desk.getByTestId('order-customer-data')).toContainText('Eva Huber');
    await desk.getByTestId('order-actions').getByRole('button', { name: 'Bestätigen' }).click();
    await expect(desk.getByTestId('order-detail-status')).toHaveText('In Zubereitung');
    await expect(desk.getByTestId('order-actions').getByRole('button', { name: 'Bestätigen' })).toHaveCount(0);

    // SPEC §4: the status page polls every 10 s.
    await expect(page.getByTestId('status-text')).toHaveText('In Zubereitung', { timeout: 20_000 });
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a rejection with a message shows ‘Storniert’ and the message to the guest', async ({ page, browser, pageErrors }) => {
    const { desk, errors } = await staffDesk(browser);
    const order = await placeTakeawayOrder(page);
    await openDetail(desk, order);
    await desk.getByTestId('order-actions').getByRole('button', { name: 'Ablehnen' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Bestellung ablehnen' });
    await dialog.getByLabel('Nachricht an den Gast (optional)').fill('Leider ist der Reiniger ausverkauft.');
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(dialog).toBeHidden();
    await expect(desk.getByTestId('order-detail-status')).toHaveText('Storniert');
    await expect(desk.getByTestId('order-facts')).toContainText('Leider ist der Reiniger ausverkauft.');
    await expect(desk.getByTestId('order-actions').getByRole('button')).not.toContainText(['Bestätigen', 'Ablehnen', 'Stornieren']);

    await openPage(page, `/status/${order.uid}/${order.hash}`);
    await expect(page.getByTestId('status-text')).toHaveText('Storniert');
    await expect(page.getByTestId('status-message')).toContainText('Ihre Bestellung wurde storniert.');
    await expect(page.getByTestId('status-message')).toContainText('Leider ist der Reiniger ausverkauft.');
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('staff propose a counter appointment with the pickers and the guest confirms it', async ({ page, browser, pageErrors }) => {
    const { desk, errors } = await staffDesk(browser);
    const order = await placeTakeawayOrder(page);
    await openDetail(desk, order);
    await desk.getByTestId('order-actions').getByRole('button', { name: 'Termin vorschlagen' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Neuen Termin vorschlagen' });
    await dialog.getByRole('button', { name: 'Datum' }).click();
    const day = dayAhead(3);
    const dayButton = dialog.getByTestId('date-picker').getByRole('button', { name: day, exact: true });
    if (!(await dayButton.isVisible())) await dialog.getByRole('button', { name: 'Nächster Monat' }).click();
    await dayButton.click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByRole('button', { name: 'Uhrzeit' }).click();
    const clock = dialog.getByTestId('time-picker');
    const time = `${await clock.getByTestId('time-picker-hour').textContent()}:${await clock.getByTestId('time-picker-minute').textContent()}`;
    await clock.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByRole('button', { name: 'Termin vorschlagen' }).click();
    await expect(dialog).toBeHidden();
    await expect(desk.getByTestId('counter-appointment')).toContainText(`${day} ${time}`);

    await openPage(page, `/status/${order.uid}/${order.hash}`);
    await expect(page.getByTestId('counter-appointment')).toContainText(`${day} ${time}`);
    await page.getByTestId('counter-confirm').click();
    await expect(page.getByTestId('status-appointment')).toHaveText(`${day} ${time}`);

    // The guest's answer reaches the open detail live: the proposal became the appointment.
    await expect(desk.getByTestId('counter-appointment')).toHaveCount(0);
    await expect(desk.getByTestId('order-facts')).toContainText(`${day} ${time}`);
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('staff change a line’s amount and the order’s comment; the server prices it again', async ({ page, browser, pageErrors }) => {
    const { desk, errors } = await staffDesk(browser);
    const order = await placeTakeawayOrder(page);
    await openDetail(desk, order);
    await expect(desk.getByTestId('order-items')).toContainText('1,5 l Bio-Allzweckreiniger');
    await desk.getByTestId('order-items').getByRole('button', { name: 'Ändern' }).click();
    const itemDialog = desk.getByRole('dialog');
    await itemDialog.getByLabel('Menge').fill('2');
    await itemDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(itemDialog).toBeHidden();
    await expect(desk.getByTestId('order-items')).toContainText('2 l Bio-Allzweckreiniger');
    await expect(desk.getByTestId('order-pricing')).toContainText('€ 9,80');

    await desk.getByTestId('order-actions').getByRole('button', { name: 'Bearbeiten' }).click();
    const editDialog = desk.getByRole('dialog', { name: 'Bestellung bearbeiten' });
    await editDialog.getByLabel('Anmerkung').fill('Bitte beim Hintereingang läuten');
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(editDialog).toBeHidden();
    await expect(desk.getByTestId('order-customer-data')).toContainText('Bitte beim Hintereingang läuten');
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('an employee sees only the orders of their branch', async ({ page, browser, pageErrors }) => {
    const vienna = await placeTakeawayOrder(page, WIEN.id, 'Wienerin');
    const graz = await placeTakeawayOrder(page, GRAZ.id, 'Grazerin');
    const { desk, errors } = await staffDesk(browser, DEMO_EMPLOYEE);
    await desk.goto('/backend#/orders');
    await expect(orderCard(desk, vienna)).toBeVisible();
    await expect(orderCard(desk, graz)).toHaveCount(0);

    await desk.getByRole('link', { name: 'Bestellverlauf' }).click();
    await expect(desk.getByLabel('Filiale')).toHaveCount(0);
    await desk.getByLabel('Suche').fill('erin');
    await expect(orderCard(desk, vienna)).toBeVisible();
    await expect(orderCard(desk, graz)).toHaveCount(0);
    await desk.goto(`/backend#/orders/${graz.id}`);
    await expect(desk.getByTestId('not-found')).toBeVisible();
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('an admin narrows the current orders to a branch and filters the history by branch, status and name', async ({
    page,
    browser,
    pageErrors,
  }) => {
    const graz = await placeTakeawayOrder(page, GRAZ.id, 'Verlaufstester');
    const vienna = await placeTakeawayOrder(page, WIEN.id, 'Wientester');
    const { desk, errors } = await staffDesk(browser);
    await desk.goto('/backend#/orders');
    await expect(orderCard(desk, vienna)).toBeVisible();
    await desk.getByLabel('Filiale').selectOption({ label: 'Theke Reinigung Graz' });
    await expect(orderCard(desk, graz)).toBeVisible();
    await expect(orderCard(desk, vienna)).toHaveCount(0);

    await desk.getByRole('link', { name: 'Bestellverlauf' }).click();
    await desk.getByLabel('Suche').fill('Verlaufstester');
    await expect(orderCard(desk, graz)).toBeVisible();
    await expect(desk.getByTestId('orders-total')).toHaveText('1 Bestellung');
    await desk.getByLabel('Filiale').selectOption({ label: 'Theke Reinigung Graz' });
    await expect(orderCard(desk, graz)).toBeVisible();
    await desk.getByLabel('Status').selectOption({ label: 'Abgeschlossen' });
    await expect(desk.getByTestId('orders-empty')).toBeVisible();
    await desk.getByRole('button', { name: 'Zurücksetzen' }).click();
    await expect(desk.getByLabel('Suche')).toHaveValue('');
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('hides item lines and customer data by the settings toggles, stored as 1 and 0', async ({ page, browser, pageErrors }) => {
    const order = await placeTakeawayOrder(page);
    const { desk, errors } = await staffDesk(browser);
    await desk.goto('/backend#/orders');
    const card = orderCard(desk, order);
    await expect(card.getByTestId('order-lines')).toContainText('Bio-Allzweckreiniger');
    await expect(card.getByTestId('order-customer')).toHaveText('Eva Huber');
    await desk.getByLabel('Produktdaten anzeigen').uncheck();
    await desk.getByLabel('Kundendaten anzeigen').uncheck();
    await expect(card.getByTestId('order-lines')).toHaveCount(0);
    await expect(card.getByTestId('order-customer')).toHaveCount(0);
    expect(await desk.evaluate(() => [localStorage.getItem('showProductData'), localStorage.getItem('showCustomerData')])).toEqual(['0', '0']);
    await desk.reload();
    await expect(desk.getByLabel('Produktdaten anzeigen')).not.toBeChecked();
    await desk.getByLabel('Produktdaten anzeigen').check();
    await expect(card.getByTestId('order-lines')).toBeVisible();
    expect(await desk.evaluate(() => localStorage.getItem('showProductData'))).toBe('1');
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('branch screens with the api key (no staff login)', () => {
  async function apiKeyOf(branchId: number): Promise<string> {
    return ((await staff.get(`/api/branches/${branchId}`)) as { apiKey: string }).apiKey;
  }

  test('the frontdesk counter display shows a new order live and calls it when ready', async ({ page, pageErrors }) => {
    const key = await apiKeyOf(WIEN.id);
    await page.goto(`/orders/frontdesk/${WIEN.id}/${key}`);
    await expect(page.getByTestId('branch-screen-frontdesk')).toBeVisible();
    const guest = await page.context().browser()?.newContext();
    const guestPage = await guest?.newPage();
    if (!guestPage) throw new Error('no guest page');
    const order = await placeTakeawayOrder(guestPage);
    // By the order's id: ticket numbers restart each business day, so a run across midnight
    // (Vienna) can show yesterday's ticket 1 beside today's.
    const ticket = `[data-order-id="${order.id}"]`;
    const preparing = page.getByTestId('frontdesk-preparing');
    const ready = page.getByTestId('frontdesk-ready');
    await expect(preparing.locator(ticket)).toHaveText(order.ticketNumber);
    await expect(page.getByTestId('live-notice')).toHaveText('Neue Bestellung eingegangen.');

    await staff.post(`/api/orders/${order.id}/status/confirm`);
    await staff.post(`/api/orders/${order.id}/status/in-delivery`);
    await expect(ready.locator(ticket)).toHaveText(order.ticketNumber);
    await expect(preparing.locator(ticket)).toHaveCount(0);
    // A counter display is read-only.
    await expect(page.getByRole('button', { name: 'Bestätigen' })).toHaveCount(0);
    await guest?.close();
    expect(pageErrors).toEqual([]);
  });

  test('the backoffice desk confirms an order through the key', async ({ page, pageErrors }) => {
    const key = await apiKeyOf(WIEN.id);
    await page.goto(`/orders/backoffice/${WIEN.id}/${key}`);
    await expect(page.getByTestId('branch-screen-backoffice')).toBeVisible();
    const order = await placeTakeawayOrder(page, WIEN.id, 'Tablettest');
    const entry = page.getByTestId('branch-order').filter({ hasText: 'Tablettest' });
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(entry.getByTestId('order-status')).toHaveText('In Zubereitung');
    await expect(entry.getByRole('button', { name: 'Bestätigen' })).toHaveCount(0);
    const view = (await staff.get(`/api/orders/${order.id}`)) as { isConfirmed: boolean };
    expect(view.isConfirmed).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a wrong key shows the 404 view', async ({ page, pageErrors }) => {
    await page.goto(`/orders/frontdesk/${WIEN.id}/falscher-schluessel-000000000000`);
    await expect(page.getByTestId('not-found')).toContainText('404 Not Found');
    await expect(page.getByTestId('not-found')).toContainText('Leider wurde die angeforderte Seite nicht gefunden.');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('devices (SPEC §7)', () => {
  test('a printer shows its CloudPRNT URL; a notification device’s test rings on the branch’s screens', async ({ page, browser, pageErrors }) => {
    const { desk, errors } = await staffDesk(browser);
    await desk.goto('/backend#/devices');
    await expect(desk.getByTestId('devices')).toBeVisible();

    await desk.getByRole('button', { name: 'Gerät anlegen' }).click();
    const form = desk.getByTestId('device-form');
    await form.getByLabel('Name').fill('Bondrucker Theke');
    await form.getByLabel('Kennung').fill(`drucker-${Date.now()}`);
    await form.getByLabel('Typ').selectOption({ label: 'Drucker' });
    await form.getByLabel('Filiale').selectOption({ label: 'Theke Reinigung Wien-Mariahilf' });
    await form.getByLabel('Jede Bestellung bei Bestätigung drucken').check();
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(form).toBeHidden();
    const printer = desk.getByTestId('device-card').filter({ hasText: 'Bondrucker Theke' });
    await expect(printer.getByTestId('cloudprnt-url')).toContainText('/api/cloudprnt/');
    await printer.getByRole('button', { name: 'Testdruck' }).click();
    await expect(printer.getByRole('button', { name: /Testdruck \(Angefordert\.\)/ })).toBeVisible();
    await expect(printer).toContainText('Offene Druckaufträge1');

    await desk.getByRole('button', { name: 'Gerät anlegen' }).click();
    await form.getByLabel('Name').fill('Glocke Theke');
    await form.getByLabel('Kennung').fill(`glocke-${Date.now()}`);
    await form.getByLabel('Filiale').selectOption({ label: 'Theke Reinigung Wien-Mariahilf' });
    await form.getByRole('button', { name: 'Speichern' }).click();
    const bell = desk.getByTestId('device-card').filter({ hasText: 'Glocke Theke' });
    await expect(bell).toContainText('Benachrichtigung');

    const key = ((await staff.get(`/api/branches/${WIEN.id}`)) as { apiKey: string }).apiKey;
    await countAlertTones(page);
    await page.goto(`/orders/frontdesk/${WIEN.id}/${key}`);
    await expect(page.getByTestId('branch-screen-frontdesk')).toBeVisible();
    await enableSound(page);
    await bell.getByRole('button', { name: 'Testbenachrichtigung senden' }).click();
    await expect(page.getByTestId('live-notice')).toHaveText('Testbenachrichtigung');
    await expect.poll(() => alertTones(page)).toBeGreaterThan(0);
    await expect(desk.getByTestId('live-notice')).toHaveText('Testbenachrichtigung');

    await bell.getByRole('button', { name: 'Löschen' }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await expect(bell).toHaveCount(0);
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('order desk layout', () => {
  for (const width of [1280, 390]) {
    test(`lists and detail fit a ${width} px wide screen`, async ({ page, browser }, testInfo) => {
      const order = await placeTakeawayOrder(page);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const desk = await context.newPage();
      await logIn(desk);
      for (const [name, hash, ready] of [
        ['current', '#/orders', 'order-list'],
        ['history', '#/orders/history', 'order-list'],
        ['detail', `#/orders/${order.id}`, 'order-detail'],
      ] as const) {
        await desk.goto(`/backend${hash}`);
        await expect(desk.getByTestId(ready)).toBeVisible();
        await desk.screenshot({ path: testInfo.outputPath(`order-desk-${name}-${width}.png`), fullPage: true });
        // What sticks out on the right, named for the failure message.
        const wider = await desk.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 3)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
        );
        expect(wider, `${name} scrolls sideways`).toEqual([]);
      }
      const key = ((await staff.get(`/api/branches/${WIEN.id}`)) as { apiKey: string }).apiKey;
      await desk.goto(`/orders/frontdesk/${WIEN.id}/${key}`);
      await expect(desk.getByTestId('frontdesk-preparing')).toContainText(order.ticketNumber);
      await desk.screenshot({ path: testInfo.outputPath(`order-desk-frontdesk-${width}.png`), fullPage: true });
      await context.close();
    });
  }
});
