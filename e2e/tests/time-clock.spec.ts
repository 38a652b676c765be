import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_EMPLOYEE } from '../support/environment';
import { expect, logIn, test } from '../support/fixtures';

/**
 * Issue 21 "Screens" and "Offline-safe", the employee's side, on a phone: the demo employee opens
 * the personal clocking link (no staff login), clocks in, pauses, resumes and ends, and sees the
 * totals; a press while offline is kept and synced after reconnecting, with the time it was made.
 */

interface ClockActivity {
  start: string;
  end: string | null;
  pauses: Array<{ start: string; end: string | null }>;
}

/** The employee's own link, read as the back-office reads it: `GET /api/users/me/access-token` signed in. */
async function employeeLink(request: APIRequestContext): Promise<{ path: string; api: string }> {
  const csrf = ((await (await request.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
  const login = await request.post('/api/login', { data: DEMO_EMPLOYEE, headers: { 'X-CSRF-Token': csrf } });
  expect(login.ok()).toBe(true);
  const token = (await (await request.get('/api/users/me/access-token')).json()) as {
    data: { username: string; accessToken: string; path: string };
  };
  const { username, accessToken, path } = token.data;
  expect(path).toBe(`/zeiterfassung/${username}/${accessToken}`);
  return { path, api: `/api/time-tracking/${encodeURIComponent(username)}/${encodeURIComponent(accessToken)}` };
}

/** What the server holds: the clock's state and the employee's activities of the last day. */
async function serverClock(request: APIRequestContext, api: string) {
  const me = (await (await request.get(`${api}/me`)).json()) as { data: { state: string } };
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const list = (await (await request.get(`${api}/working-activities?from=${encodeURIComponent(from)}`)).json()) as {
    data: ClockActivity[];
  };
  return { state: me.data.state, activities: list.data };
}

const clock = (page: Page) => page.getByTestId('time-clock');
const press = (page: Page, label: string) => clock(page).getByRole('button', { name: label, exact: true }).click();

async function expectState(page: Page, text: string, enabled: string[]) {
  await expect(clock(page).getByTestId('time-clock-state')).toHaveText(text);
  for (const label of ['Starten', 'Pause', 'Fortsetzen', 'Beenden']) {
    const button = clock(page).getByRole('button', { name: label, exact: true });
    if (enabled.includes(label)) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the employee clocks in, pauses, resumes and ends through the personal link, and sees the totals', async ({ page, playwright, baseURL, pageErrors }) => {
  const request = await playwright.request.newContext({ baseURL });
  const link = await employeeLink(request);
  await page.goto(link.path);
  await expect(page).toHaveTitle(/^Zeiterfassung/);
  await expect(clock(page)).toBeVisible();
  // A journey before may have left the employee working.
  if ((await serverClock(request, link.api)).state !== 'idle') {
    await press(page, 'Beenden');
    await expect.poll(async () => (await serverClock(request, link.api)).state).toBe('idle');
  }
  await expectState(page, 'Nicht eingestempelt', ['Starten']);

  await press(page, 'Starten');
  await expectState(page, 'Arbeitszeit läuft', ['Pause', 'Beenden']);
  await expect.poll(async () => (await serverClock(request, link.api)).state).toBe('running');
  await press(page, 'Pause');
  await expectState(page, 'In Pause', ['Fortsetzen', 'Beenden']);
  await expect.poll(async () => (await serverClock(request, link.api)).state).toBe('paused');
  await press(page, 'Fortsetzen');
  await expectState(page, 'Arbeitszeit läuft', ['Pause', 'Beenden']);
  await expect.poll(async () => (await serverClock(request, link.api)).state).toBe('running');
  await press(page, 'Beenden');
  await expectState(page, 'Nicht eingestempelt', ['Starten']);
  await expect.poll(async () => (await serverClock(request, link.api)).state).toBe('idle');

  const { activities } = await serverClock(request, link.api);
  const last = activities[activities.length - 1];
  expect(last?.end).not.toBeNull();
  expect(last?.pauses).toEqual([{ start: expect.any(String), end: expect.any(String) }]);

  await expect(clock(page).getByTestId('time-clock-today')).toHaveText(/^\d+:\d{2} h von \d+:\d{2} h geplantPausen: \d+:\d{2} h$/);
  await expect(clock(page).getByTestId('time-clock-week')).toHaveText(/^\d+:\d{2} h von \d+:\d{2} h geplant/);
  await expect(clock(page).getByTestId('time-clock-holidays')).toContainText('Resturlaub');
  // The demo plans shifts for the employee this week and next.
  await expect(clock(page).getByTestId('time-clock-shifts').getByRole('listitem').first()).toHaveText(/^\w+, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}–\d{2}:\d{2}/);
  await request.dispose();
  expect(pageErrors).toEqual([]);
});

test('a press while offline is kept, shown at once, and synced after reconnecting with the time it was made', async ({ page, context, playwright, baseURL, pageErrors }) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext({ baseURL });
  const link = await employeeLink(request);
  await page.goto(link.path);
  await expect(clock(page)).toBeVisible();
  if ((await serverClock(request, link.api)).state !== 'idle') {
    await press(page, 'Beenden');
    await expect.poll(async () => (await serverClock(request, link.api)).state).toBe('idle');
  }
  await expectState(page, 'Nicht eingestempelt', ['Starten']);

  await context.setOffline(true);
  const before = Date.now();
  await press(page, 'Starten');
  const after = Date.now();
  await expectState(page, 'Arbeitszeit läuft', ['Pause', 'Beenden']);
  await expect(page.getByTestId('time-clock-offline')).toHaveText(
    'Offline – 1 Buchung wird übertragen, sobald wieder eine Verbindung besteht.',
  );
  // Still offline a little later: the sync below happens clearly after the press.
  await page.waitForTimeout(2_000);
  expect((await serverClock(request, link.api)).state).toBe('idle');

  const reconnected = Date.now();
  await context.setOffline(false);
  // Sent when the browser reports the connection back (or at the queue's next periodic try).
  await expect.poll(async () => (await serverClock(request, link.api)).state, { timeout: 30_000 }).toBe('running');
  await expect(page.getByTestId('time-clock-offline')).toBeHidden();
  const { activities } = await serverClock(request, link.api);
  const started = Date.parse(activities[activities.length - 1]?.start ?? '');
  // The device's time of the press, not the time it reached the server.
  expect(started).toBeGreaterThanOrEqual(before - 1_000);
  expect(started).toBeLessThanOrEqual(after + 1_000);
  expect(started).toBeLessThan(reconnected);

  await press(page, 'Beenden');
  await expect.poll(async () => (await serverClock(request, link.api)).state).toBe('idle');
  await request.dispose();
  expect(pageErrors).toEqual([]);
});

test("every staff member finds 'Zeiterfassung' in the back-office, with the same clock and the personal link", async ({ page, pageErrors }) => {
  await logIn(page, DEMO_EMPLOYEE);
  await page.getByRole('navigation').getByRole('link', { name: 'Zeiterfassung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zeiterfassung' })).toBeVisible();
  await expect(clock(page).getByRole('button')).toHaveText(['Starten', 'Pause', 'Fortsetzen', 'Beenden']);
  const link = page.getByTestId('time-clock-link-url');
  await expect(link).toHaveText(/\/zeiterfassung\/mitarbeiter\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('time-clock-link').getByRole('img', { name: 'Ihr persönlicher Link' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
