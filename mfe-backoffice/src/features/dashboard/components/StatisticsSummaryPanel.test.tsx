/**
 * The dashboard's statistics summary against fake answers of `GET /api/statistics/orders` and
 * `/revenue`: the two business days asked by day, today's figure and yesterday's by their buckets,
 * the change in percent, the link to the statistics, and SPEC §8's fallback per figure.
 */
import { act, screen, within } from '@testing-library/react';
import { fakeOnlyTheClock, fakeResponse, renderWithClient } from '@theke/ui/testing';
import { summaryRange } from '../statistics-summary';
import { StatisticsSummaryPanel } from './StatisticsSummaryPanel';

// Sunday 30 March 2025, 22:30 UTC: already Monday 31 March, 00:30, in Vienna; yesterday was the
// 23-hour day of the spring DST change.
const NOW = new Date('2025-03-30T22:30:00Z');
const YESTERDAY = '2025-03-29T23:00:00.000Z';
const TODAY = '2025-03-30T22:00:00.000Z';

type Route = (url: URL) => Response | Promise<Response>;

describe('StatisticsSummaryPanel', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let routes: Record<'orders' | 'revenue', Route>;
  const requested = () =>
    fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/statistics/'));

  beforeEach(() => {
    fakeOnlyTheClock(NOW);
    routes = {
      orders: () =>
        fakeResponse(200, {
          data: { total: 7, series: [{ start: YESTERDAY, value: 4 }, { start: TODAY, value: 3 }] },
        }),
      revenue: () =>
        fakeResponse(200, {
          data: {
            total: 1250,
            series: [{ start: YESTERDAY, value: 1000 }, { start: TODAY, value: 250 }],
            taxes: [],
          },
        }),
    };
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockImplementation((path) => {
      const url = new URL(path, 'http://theke.test');
      if (url.pathname === '/api/config')
        return Promise.resolve(fakeResponse(200, { data: { timeZone: 'Europe/Vienna', currency: 'EUR' } }));
      if (url.pathname === '/api/statistics/orders') return Promise.resolve(routes.orders(url));
      if (url.pathname === '/api/statistics/revenue') return Promise.resolve(routes.revenue(url));
      return Promise.resolve(fakeResponse(404, {}));
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    jest.useRealTimers();
  });

  const renderPanel = () =>
    act(async () => void renderWithClient(<StatisticsSummaryPanel range={summaryRange(NOW, 'Europe/Vienna')} />));

  it("shows today's orders and revenue against yesterday's, and leads to all statistics", async () => {
    await renderPanel();
    const panel = screen.getByTestId('dashboard-statistics');
    expect(within(panel).getByRole('heading').textContent).toBe('Heute im Vergleich zu gestern');
    const orders = within(panel).getByTestId('dashboard-statistics-orders');
    const revenue = within(panel).getByTestId('dashboard-statistics-revenue');
    expect(await within(orders).findByText('3')).toBeTruthy();
    expect(orders.textContent).toBe('Bestellungen3−25,0\u00a0% · Gestern: 4');
    expect(await within(revenue).findByText('€ 250,00')).toBeTruthy();
    expect(revenue.textContent).toBe('Umsatz€\u00a0250,00−75,0\u00a0% · Gestern: €\u00a01.000,00');
    expect(within(panel).getByRole('link', { name: 'Alle Statistiken' }).getAttribute('href')).toBe('#/statistics');

    // The Vienna business days, by day, for every branch the viewer may see (no branch filter).
    expect(requested().sort()).toEqual([
      '/api/statistics/orders?from=2025-03-30&to=2025-03-31&interval=day',
      '/api/statistics/revenue?from=2025-03-30&to=2025-03-31&interval=day',
    ]);
  });

  it('counts a day without a bucket as zero and says when there was nothing to compare with', async () => {
    routes.orders = () => fakeResponse(200, { data: { total: 2, series: [{ start: TODAY, value: 2 }] } });
    await renderPanel();
    const orders = screen.getByTestId('dashboard-statistics-orders');
    expect(await within(orders).findByText('2')).toBeTruthy();
    expect(orders.textContent).toBe('Bestellungen2– · Gestern: 0');
  });

  it('says which figure could not be loaded and keeps the other', async () => {
    routes.revenue = () => fakeResponse(500, {});
    await renderPanel();
    const revenue = screen.getByTestId('dashboard-statistics-revenue');
    expect((await within(revenue).findByRole('alert')).textContent).toBe('Statistik konnte nicht geladen werden.');
    expect(await within(screen.getByTestId('dashboard-statistics-orders')).findByText('3')).toBeTruthy();
  });

  it('shows a loader while a figure is on the way', async () => {
    routes.orders = () => new Promise<Response>(() => undefined);
    await renderPanel();
    expect(within(screen.getByTestId('dashboard-statistics-orders')).getByTestId('loader')).toBeTruthy();
  });
});
