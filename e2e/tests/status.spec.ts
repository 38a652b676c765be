import path from 'node:path';
import { expect, openPage, test } from '../support/fixtures';
import { changeBranch, placeTakeawayOrder, staffApi, WIEN, type StaffApi } from '../support/orders';

/** Screenshots to look at, wherever Playwright is started from (not checked in). */
const SCREENS = path.resolve(__dirname, '../.artifacts/screens');

/**
 * Issue 8 public status page: staff act through the API (SPEC §7 PUT /orders/{id}, status
 * transitions), the guest follows and answers on /status/{uid}/{hash}. wien-mariahilf takes
 * preorders meanwhile so orders are accepted at any hour.
 */
let staff: StaffApi;
let restoreBranch: () => Promise<void>;

test.beforeAll(async () => {
  staff = await staffApi();
  restoreBranch = await changeBranch(staff, WIEN.id, { isPreorderEnabled: true });
});

test.afterAll(async () => {
  await restoreBranch();
  await staff.dispose();
});

test.describe('a guest on the order status page', () => {
  test('sees thanks, ticket, status, timeline, the order and the branch contact', async ({ page, pageErrors }) => {
    const order = await placeTakeawayOrder(page);
    await openPage(page, `/status/${order.uid}/${order.hash}`);
    await expect(page.getByTestId('status-thank-you')).toHaveText('Vielen Dank für Ihre Bestellung!');
    await expect(page.getByTestId('status-ticket-number')).toHaveText(order.ticketNumber);
    await expect(page.getByTestId('status-text')).toHaveText('Warten auf Bestätigung');
    const steps = page.getByTestId('status-timeline').getByRole('listitem');
    await expect(steps).toHaveText(['Warten auf Bestätigung', 'In Zubereitung', 'Abholbereit', 'Abgeschlossen']);
    await expect(page.getByTestId('status-item')).toContainText('Bio-Allzweckreiniger');
    await expect(page.getByTestId('status-total')).toHaveText('€ 7,35');
    await expect(page.getByTestId('status-tax')).toHaveText('€ 1,22');
    await expect(page.getByTestId('status-branch-contact')).toContainText('Mariahilfer Straße 88');
    await expect(page.getByTestId('status-install')).toContainText('App installieren');

    await staff.post(`/api/orders/${order.id}/status/confirm`);
    await staff.post(`/api/orders/${order.id}/status/in-delivery`);
    await page.reload();
    await expect(page.getByTestId('status-text')).toHaveText('Abholbereit');
    await expect(steps).toHaveText(['Bestätigt', 'Zubereitet', 'Abholbereit', 'Abgeschlossen']);
    expect(pageErrors).toEqual([]);
  });

  test('confirms the counter appointment the branch proposes', async ({ page, pageErrors }) => {
    const order = await placeTakeawayOrder(page);
    await staff.put(`/api/orders/${order.id}`, { counterAppointment: '2026-12-03T09:30:00+01:00' });
    await openPage(page, `/status/${order.uid}/${order.hash}`);
    await expect(page.getByTestId('counter-appointment')).toContainText('03.12.2026 09:30');
    await page.getByTestId('counter-confirm').click();
    await expect(page.getByTestId('counter-appointment')).toBeHidden();
    await expect(page.getByTestId('status-appointment')).toHaveText('03.12.2026 09:30');
    await expect(page.getByTestId('status-text')).toHaveText('Warten auf Bestätigung');
    expect(pageErrors).toEqual([]);
  });

  test('rejecting the counter appointment cancels the order', async ({ page, pageErrors }) => {
    const order = await placeTakeawayOrder(page);
    await staff.put(`/api/orders/${order.id}`, { counterAppointment: '2026-12-03T09:30:00+01:00' });
    await openPage(page, `/status/${order.uid}/${order.hash}`);
    await page.getByTestId('counter-reject').click();
    await expect(page.getByTestId('status-text')).toHaveText('Storniert');
    await expect(page.getByTestId('status-message')).toContainText('Ihre Bestellung wurde storniert.');
    await expect(page.getByTestId('status-timeline').getByRole('listitem')).toHaveText(['Bestellung storniert']);
    expect(pageErrors).toEqual([]);
  });

  test('rates a completed order with four stars ratings and a comment', async ({ page, pageErrors }) => {
    const order = await placeTakeawayOrder(page);
    await staff.post(`/api/orders/${order.id}/status/confirm`);
    await staff.post(`/api/orders/${order.id}/status/completed`);
    await openPage(page, `/status/${order.uid}/${order.hash}`);
    await expect(page.getByTestId('status-text')).toHaveText('Abgeschlossen');
    const submit = page.getByTestId('questionnaire-submit');
    await expect(submit).toBeDisabled();
    await page.getByTestId('rating-rating').getByRole('button', { name: '5 von 5 Sternen' }).click();
    await page.getByTestId('rating-foodRating').getByRole('button', { name: '4 von 5 Sternen' }).click();
    await page.getByTestId('rating-serviceRating').getByRole('button', { name: '5 von 5 Sternen' }).click();
    await expect(page.getByTestId('questionnaire-comment')).toBeHidden();
    await page.getByTestId('rating-processRating').getByRole('button', { name: '3 von 5 Sternen' }).click();
    await page.getByTestId('questionnaire-comment').fill('Sehr gründlich, danke!');
    await submit.click();
    await expect(page.getByTestId('questionnaire-thanks')).toHaveText('Vielen Dank für Ihre Bewertung!');
    await expect(page.getByTestId('questionnaire')).toBeHidden();
    expect(pageErrors).toEqual([]);
  });

  test('shows the not-found view for a wrong hash', async ({ page, pageErrors }) => {
    const order = await placeTakeawayOrder(page);
    await openPage(page, `/status/${order.uid}/${'0'.repeat(48)}`);
    await expect(page.getByText('404 Not Found')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('looks right on a phone', async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const order = await placeTakeawayOrder(page);
    await openPage(page, `/status/${order.uid}/${order.hash}`);
    await expect(page.getByTestId('status-text')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SCREENS, 'status-phone.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
