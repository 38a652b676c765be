import { request, type Browser, type Page } from '@playwright/test';
import { expect, logIn, openPage, test } from '../support/fixtures';
import { E2E_PORT } from '../support/environment';
import { addRefillCleaner, changeBranch, staffApi, WIEN, type StaffApi } from '../support/orders';

/**
 * Issue 22 statistics (ADR 0043): a guest with consent browses the store, adds to the cart and
 * orders; the administrator's `#/statistics` for 'Heute' then shows the visit, the funnel's steps
 * and the order's revenue, and the dashboard's summary the same revenue. A guest without consent
 * is not counted. Figures of earlier journeys are read first (the platform lives for the whole
 * run), and svc-content batches its ingest while svc-orders' rollups follow events: each journey
 * waits for the figures through the API, never for a fixed time.
 */

// isbot counts Chromium's 'HeadlessChrome' as a bot, and bots are never counted.
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER_USER_AGENT });

let staff: StaffApi;
const restores: Array<() => Promise<void>> = [];

test.beforeAll(async () => {
  staff = await staffApi();
  // Journeys run at any hour: Vienna takes preorders meanwhile.
  restores.push(await changeBranch(staff, WIEN.id, { isPreorderEnabled: true }));
});

test.afterAll(async () => {
  for (const restore of restores.reverse()) await restore();
  await staff.dispose();
});

/** Today's business day in Vienna, the statistics' `from` and `to`. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

interface Answer {
  total: number;
  steps?: Array<{ step: string; value: number }>;
  rows?: Array<{ type: string; action: string; category: string; count: number }>;
}

const statistic = (name: string): Promise<Answer> =>
  staff.get(`/api/statistics/${name}?from=${today()}&to=${today()}`) as Promise<Answer>;

async function funnelSteps(): Promise<Record<string, number>> {
  const { steps = [] } = await statistic('funnel');
  return Object.fromEntries(steps.map((step) => [step.step, step.value]));
}

const cents = (amount: number) => Math.round(amount * 100);

/** The shop's money format ('€ 1.234,50'; the screen's no-break space matches a space). */
function euros(amount: number): string {
  const value = cents(amount);
  const whole = String(Math.floor(value / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `€ ${whole},${String(value % 100).padStart(2, '0')}`;
}

/** '€ 7,35' → 7.35 */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
/** '1.234' → 1234 */
const countOf = (text: string | null) => Number((text ?? '').replace(/\./g, '') || Number.NaN);

/**
 * Waits until svc-content has stored everything sent before: a consented entry of its own (its
 * ingest keeps the order of arrival) shows in the `events` figure.
 */
async function ingestSettled(): Promise<void> {
  const action = `marker-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const guest = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const response = await guest.post('/api/analytics-log', {
    data: { type: 'e2e', action, category: 'marker', data: {} },
    headers: { Cookie: 'cookie-acceptance=true', 'User-Agent': BROWSER_USER_AGENT },
  });
  expect(response.status()).toBe(202);
  await guest.dispose();
  await expect
    .poll(async () => ((await statistic('events')).rows ?? []).some((row) => row.action === action), { timeout: 15_000 })
    .toBe(true);
}

async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(banner).toBeHidden();
}

/** The administrator's statistics for 'Heute', in a browser of their own. */
async function openTodaysStatistics(browser: Browser): Promise<{ admin: Page; errors: Error[] }> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  const errors: Error[] = [];
  admin.on('pageerror', (error) => errors.push(error));
  await logIn(admin);
  await admin.goto('/backend#/statistics');
  const statistics = admin.getByTestId('statistics');
  await statistics.getByRole('combobox', { name: 'Zeitraum' }).selectOption({ label: 'Heute' });
  return { admin, errors };
}

const cardValue = (admin: Page, id: string) => admin.getByTestId(`card-${id}`).locator('strong');

/** A card's count once shown ('1.234' → 1234), NaN while it loads. */
async function shownCount(admin: Page, id: string): Promise<number> {
  const value = cardValue(admin, id);
  return (await value.count()) === 1 ? countOf(await value.textContent()) : Number.NaN;
}

test.describe('statistics (issue 22)', () => {
  test('a guest with consent browses, adds to the cart and orders; the statistics show the visit, the funnel and the revenue', async ({
    page,
    browser,
    pageErrors,
  }) => {
    test.slow();
    await ingestSettled();
    const before = { views: (await statistic('page-views')).total, revenue: (await statistic('revenue')).total, funnel: await funnelSteps() };

    await openPage(page, '/');
    await acceptCookies(page);
    await openPage(page, `/store/${WIEN.identifier}`);
    // 1,5 l of the refill cleaner: € 7,35.
    await addRefillCleaner(page, '1,5');
    await page.getByTestId('cart-toggle').click();
    await page.getByRole('radio', { name: 'Takeaway' }).click();
    await page.getByTestId('cart-submit').click();
    await expect(page.getByTestId('checkout-form')).toBeVisible();
    await page.getByLabel('Vorname').fill('Eva');
    await page.getByLabel('Nachname').fill('Huber');
    await page.getByLabel('E-Mail').fill('eva.huber@example.at');
    await page.getByLabel('Telefon').fill('+436641234567');
    await page.getByTestId('legal-legalInstructions').check();
    await page.getByTestId('legal-privacyPolicy').check();
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('status-thank-you')).toHaveText('Vielen Dank für Ihre Bestellung!');
    const paid = amountOf((await page.getByTestId('status-total').textContent()) ?? '');
    expect(paid).toBe(7.35);

    // The figures as the services keep them: the ingest after its batch, the orders' rollup after the event.
    const revenue = before.revenue + paid;
    await expect.poll(async () => cents((await statistic('revenue')).total), { timeout: 15_000 }).toBe(cents(revenue));
    await ingestSettled();
    const steps = await funnelSteps();
    expect(steps['add-to-cart']).toBe((before.funnel['add-to-cart'] ?? 0) + 1);
    expect(steps['checkout-start']).toBe((before.funnel['checkout-start'] ?? 0) + 1);
    expect(steps.purchase).toBe((before.funnel.purchase ?? 0) + 1);
    expect(steps['store-view']).toBeGreaterThan(before.funnel['store-view'] ?? 0);

    // What the administrator sees.
    const { admin, errors } = await openTodaysStatistics(browser);
    await expect(cardValue(admin, 'revenue')).toHaveText(euros(revenue));
    await expect.poll(() => shownCount(admin, 'page-views')).toBeGreaterThan(before.views);
    await expect.poll(() => shownCount(admin, 'visitors')).toBeGreaterThanOrEqual(1);

    const funnel = admin.getByTestId('statistics-funnel');
    await funnel.getByRole('button', { name: 'Tabelle' }).click();
    const addToCart = funnel.getByRole('row').filter({ hasText: 'In den Warenkorb' });
    await expect(addToCart.getByRole('cell').first()).toHaveText(String(steps['add-to-cart']));
    const purchase = funnel.getByRole('row').filter({ hasText: 'Gekauft' });
    await expect(purchase.getByRole('cell').first()).toHaveText(String(steps.purchase));

    // The dashboard's summary: the same revenue today.
    await admin.getByRole('navigation', { name: 'Backend' }).getByRole('link', { name: 'Dashboard' }).click();
    const summary = admin.getByTestId('dashboard-statistics');
    await expect(summary.getByTestId('dashboard-statistics-revenue').locator('strong')).toHaveText(euros(revenue));
    await summary.getByRole('link', { name: 'Alle Statistiken' }).click();
    await expect(admin).toHaveURL(/\/backend#\/statistics$/);

    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a guest without consent is not counted, whatever the browser sends', async ({ page, browser, pageErrors }) => {
    test.slow();
    await ingestSettled();
    const views = (await statistic('page-views')).total;
    const sent: string[] = [];
    page.on('request', (call) => {
      if (call.url().endsWith('/api/analytics-log')) sent.push(call.url());
    });

    await openPage(page, '/');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await openPage(page, `/store/${WIEN.identifier}`);
    // 1,5 l of the refill cleaner: € 7,35.
    await addRefillCleaner(page, '1,5');
    expect(sent).toEqual([]);
    // The server refuses too: a page view sent by hand without the consent cookie is answered alike.
    const forged = await page.request.post('/api/analytics-log', {
      data: { type: 'pageview', action: 'view', category: 'page', data: { path: `/store/${WIEN.identifier}` } },
      // The header the gateway sets for svc-content when the cookie is there; a browser's own is dropped.
      headers: { 'X-Theke-Analytics-Consent': '1' },
    });
    expect(forged.status()).toBe(202);

    await ingestSettled();
    expect((await statistic('page-views')).total).toBe(views);
    const { admin, errors } = await openTodaysStatistics(browser);
    await expect.poll(() => shownCount(admin, 'page-views')).toBe(views);
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
