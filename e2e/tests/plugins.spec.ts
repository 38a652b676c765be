import { expect, logIn, openPage, test } from '../support/fixtures';
import { changeBranch, changeConfig, placeTakeawayOrder, staffApi, WIEN, type StaffApi } from '../support/orders';

/**
 * Issue 19: an administrator switches plugins with POST /api/config, and the storefront, the
 * back-office and the branch screens follow on their next load, without a redeploy. The gateway
 * and svc-orders learn of the change from content.config.changed, so each journey waits for the
 * API to answer the new way before it loads the page. Every switch is restored afterwards.
 */
let staff: StaffApi;
const restores: Array<() => Promise<void>> = [];

test.beforeAll(async () => {
  staff = await staffApi();
  // Orders are taken at any hour.
  restores.push(await changeBranch(staff, WIEN.id, { isPreorderEnabled: true }));
});

test.afterAll(async () => {
  for (const restore of restores.reverse()) await restore();
  await staff.dispose();
});

/** Switches config flags for the journey; the returned function switches them back (once). */
async function switchPlugins(flags: Record<string, boolean>): Promise<() => Promise<void>> {
  const restore = await changeConfig(staff, flags);
  let restored = false;
  const once = async () => {
    if (restored) return;
    restored = true;
    await restore();
  };
  restores.push(once);
  return once;
}

test.describe('plugin switches (SPEC §3 Config, issue 19)', () => {
  test('the frontdesk plugin switched off takes the counter display away, switched on brings it back', async ({ page, pageErrors }) => {
    const { apiKey } = (await staff.get(`/api/branches/${WIEN.id}`)) as { apiKey: string };
    const display = `/orders/frontdesk/${WIEN.id}/${apiKey}`;
    const status = async () => (await page.request.get(`/api${display}`)).status();
    await page.goto(display);
    await expect(page.getByTestId('branch-screen-frontdesk')).toBeVisible();

    const switchBack = await switchPlugins({ enablePluginFrontdesk: false });
    await expect.poll(status).toBe(404);
    const answer = await page.request.get(`/api${display}`);
    expect((await answer.json()) as unknown).toEqual({ errors: [{ message: expect.any(String), code: 'not_found' }] });
    // The open display ends at its next read (a new order makes it read) ...
    await placeTakeawayOrder(page, WIEN.id, 'Schalteraus');
    await expect(page.getByTestId('not-found')).toBeVisible();
    // ... and a fresh load shows the not-found view.
    await page.reload();
    await expect(page.getByTestId('not-found')).toContainText('404 Not Found');
    await expect(page.getByTestId('branch-screen-frontdesk')).toHaveCount(0);

    await switchBack();
    await expect.poll(status).toBe(200);
    await page.reload();
    await expect(page.getByTestId('branch-screen-frontdesk')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the order desk offers "SMS erneut senden" only while the SMS plugin is on', async ({ page, pageErrors }) => {
    const order = await placeTakeawayOrder(page, WIEN.id, 'Smstest');
    await logIn(page);
    await page.goto(`/backend#/orders/${order.id}`);
    const actions = page.getByTestId('order-actions');
    await expect(actions.getByRole('button', { name: 'E-Mail erneut senden' })).toBeVisible();
    // The demo has no SMS plugin: svc-orders would refuse the resend, so it is not offered.
    await expect(actions.getByRole('button', { name: 'SMS erneut senden' })).toHaveCount(0);

    await switchPlugins({ enablePluginSMS: true });
    await page.reload();
    const resend = actions.getByRole('button', { name: 'SMS erneut senden' });
    await expect(resend).toBeVisible();
    const sent = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${order.id}/resend-new-order-sms`));
    await resend.click();
    // svc-orders sees the plugin through content.config.changed; the demo logs the SMS it sends.
    expect((await sent).status()).toBe(200);
    expect(pageErrors).toEqual([]);
  });

  test('the storefront drops branch search and toolbar on the next load, first screen included', async ({ page, pageErrors }) => {
    const firstScreen = async () => (await page.request.get('/')).text();
    await openPage(page, '/');
    await expect(page.getByTestId('branch-search')).toBeVisible();
    await expect(page.getByTestId('toolbar')).toBeVisible();
    expect(await firstScreen()).toContain('data-testid="branch-search"');

    const switchBack = await switchPlugins({ enablePluginSearch: false, enablePluginToolbar: false });
    // The gateway forgets its guest /api/init and first screens on content.config.changed.
    await expect.poll(firstScreen).not.toContain('data-testid="branch-search"');
    expect(await firstScreen()).not.toContain('data-testid="toolbar"');
    await openPage(page, '/');
    await expect(page.getByTestId('branch-card').first()).toBeVisible();
    await expect(page.getByTestId('branch-search')).toHaveCount(0);
    await expect(page.getByTestId('toolbar')).toHaveCount(0);

    await switchBack();
    await expect.poll(firstScreen).toContain('data-testid="branch-search"');
    await openPage(page, '/');
    await expect(page.getByTestId('branch-search')).toBeVisible();
    await expect(page.getByTestId('toolbar')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
