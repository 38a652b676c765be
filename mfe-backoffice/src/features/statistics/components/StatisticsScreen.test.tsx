/**
 * The statistics screen against fake answers of the ADR 0043 endpoints: totals against the previous
 * period, a chart's table and CSV, the heat map, the funnel, orders per staff hour, the profile,
 * SPEC §8's fallback for a failed figure, and what an employee sees. The drawing itself is
 * Chart.js's (jsdom has no canvas): the tests check the table each chart is given.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeOnlyTheClock, fakeResponse, renderWithClient } from '@theke/ui/testing';
import type { Viewer } from '../../frame';
import { drawChart } from '../charts/draw-chart';
import type { StatisticsTable } from '../statistics-table';
import { StatisticsScreen } from './StatisticsScreen';

jest.mock('../charts/draw-chart', () => ({ drawChart: jest.fn(() => ({ destroy: jest.fn() })) }));
const drawn = drawChart as jest.MockedFunction<typeof drawChart>;

const ADMIN: Viewer = { isAdmin: true, branchIds: [] };
const EMPLOYEE: Viewer = { isAdmin: false, branchIds: [2] };

/** Monday 30 March 2026, 10:00 in Vienna: 'Letzte 7 Tage' is 24–30 March, compared with 17–23 March. */
const NOW = new Date('2026-03-30T08:00:00Z');

const days = (from: number, values: number[]) =>
  values.map((value, index) => ({
    start: new Date(Date.UTC(2026, 2, from + index - 1, 23)).toISOString(),
    value,
  }));

function answer(path: string, query: URLSearchParams): unknown {
  const current = query.get('from') === '2026-03-24';
  const name = path.replace('/api/statistics/', '');
  if (query.get('interval') === 'hour' && (name === 'orders' || name === 'working-activities')) {
    // 11:00 in Vienna on 30 March (CEST): 6 orders, 2 staff hours.
    const start = '2026-03-30T09:00:00.000Z';
    return { total: 0, series: [{ start, value: name === 'orders' ? 6 : 120 }] };
  }
  switch (name) {
    case 'orders':
      return { total: current ? 120 : 100, series: days(24, [10, 20, 30, 10, 10, 20, 20]) };
    case 'canceled-orders':
      return { total: current ? 3 : 4, series: days(24, [0, 1, 0, 1, 0, 1, 0]) };
    case 'revenue':
      return {
        total: current ? 1234.5 : 1234.5,
        series: days(24, [100, 200, 300, 134.5, 200, 150, 150]),
        taxes: [],
      };
    case 'items':
      return { total: current ? 300 : 0, series: days(24, [0, 0, 0, 0, 0, 0, 300]) };
    case 'unique-visitors':
      return { total: current ? 1500 : 1000, series: days(24, [200, 200, 200, 200, 200, 200, 300]) };
    case 'page-views':
      return { total: 4000, series: days(24, [500, 500, 500, 500, 500, 500, 1000]) };
    case 'working-activities':
      return { total: current ? 2430 : 2400, series: days(24, [480, 480, 0, 0, 510, 480, 480]), rows: [] };
    case 'order-times':
      return { total: 120, series: [], cells: [{ weekday: 1, hour: 11, value: 7 }], durations: {} };
    case 'visitor-times':
      return { total: 4000, series: [], cells: [{ weekday: 6, hour: 20, value: 40 }] };
    case 'pages':
      return { total: 4000, series: [], rows: [{ path: '/speisekarte', views: 2500, visitors: 900 }] };
    case 'popular-items':
      return {
        total: 80,
        series: [],
        rows: [{ product: { id: 1, name: 'Wiener Schnitzel' }, quantity: 80, gross: 1192 }],
      };
    case 'funnel':
      return {
        total: 1000,
        series: [],
        steps: [
          { step: 'store-view', value: 1000 },
          { step: 'add-to-cart', value: 250 },
          { step: 'checkout-start', value: 150 },
          { step: 'purchase', value: 120 },
        ],
      };
    case 'user-profile':
      return {
        employee: { id: 5, username: 'anna' },
        plannedMinutes: 2400,
        workedMinutes: 2430,
        workedUntilNowMinutes: 2430,
        plannedUntilNowMinutes: 2400,
        overtimeMinutes: 30,
        holidayBalance: { year: 2026, remainingDays: 12.5 },
      };
    case 'user-profile-working-activities':
      return {
        total: 510,
        series: [],
        rows: [{ day: '2026-03-28', workedMinutes: 510, plannedMinutes: 480 }],
      };
    default:
      return null;
  }
}

const fetchMock = jest.fn<Promise<Response>, [string]>();
let failing: string | null = null;

beforeEach(() => {
  fakeOnlyTheClock(NOW);
  drawn.mockClear();
  failing = null;
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockImplementation(async (url: string) => {
    const [path = '', search = ''] = url.split('?');
    if (path === '/api/config')
      return fakeResponse(200, { data: { timeZone: 'Europe/Vienna', currency: 'EUR' } });
    if (path === '/api/branches')
      return fakeResponse(200, {
        data: [
          { id: 1, name: 'Graz' },
          { id: 2, name: 'Linz' },
        ],
      });
    if (failing && path.endsWith(`/${failing}`))
      return fakeResponse(500, { errors: [{ message: 'kaputt' }] });
    const data = answer(path, new URLSearchParams(search));
    return data === null ? fakeResponse(404, { errors: [] }) : fakeResponse(200, { data });
  });
});
afterEach(() => {
  jest.useRealTimers();
  fetchMock.mockReset();
});

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const requested = () => fetchMock.mock.calls.map(([url]) => url);
const card = (id: string) => screen.getByTestId(`card-${id}`);
const tableOf = (id: string): StatisticsTable | undefined =>
  drawn.mock.calls.find(([canvas]) => canvas.closest(`[data-testid="statistics-${id}"]`))?.[2];

async function open(viewer = ADMIN) {
  await act(async () => void renderWithClient(<StatisticsScreen viewer={viewer} />));
  await screen.findByText('120');
}

describe('StatisticsScreen', () => {
  it('shows the totals of the last 7 days against the 7 days before', async () => {
    await open();
    expect(requested()).toContain('/api/statistics/orders?from=2026-03-24&to=2026-03-30&interval=day');
    expect(requested()).toContain('/api/statistics/orders?from=2026-03-17&to=2026-03-23&interval=day');
    expect(screen.getByText('Verglichen mit 17.03.2026 – 23.03.2026')).toBeTruthy();
    expect(card('orders').textContent).toBe('Bestellungen120+20,0\u00a0% Vorher: 100');
    expect(card('revenue').textContent).toBe('Umsatz€\u00a01.234,50±0,0\u00a0% Vorher: €\u00a01.234,50');
    expect(card('canceled').textContent).toContain('−25,0\u00a0%');
    expect(card('items').textContent).toBe('Artikel300– Vorher: 0');
    expect(card('visitors').textContent).toBe('Besucher1.500+50,0\u00a0% Vorher: 1.000');
    expect(card('working-hours').textContent).toBe(
      'Arbeitsstunden40:30\u00a0h+1,3\u00a0% Vorher: 40:00\u00a0h',
    );
  });

  it('draws each chart from its table and shows that table on request, as a CSV file too', async () => {
    await open();
    expect(tableOf('orders')?.rows[0]).toEqual(['24.03.2026', 10, 0]);
    const panel = screen.getByTestId('statistics-revenue');
    fireEvent.click(within(panel).getByRole('button', { name: 'Tabelle' }));
    const rows = within(panel)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('ZeitUmsatz');
    expect(rows[4]).toBe('27.03.2026€\u00a0134,50');

    let csv: Blob | null = null;
    URL.createObjectURL = jest.fn((blob: Blob) => ((csv = blob), 'blob:statistik'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(within(panel).getByRole('button', { name: 'CSV' }));
    expect(click).toHaveBeenCalled();
    expect(await textOf(csv as unknown as Blob)).toContain('Zeit;Umsatz\r\n24.03.2026;100\r\n');
    click.mockRestore();
  });

  it('shows the heat maps, top lists, the funnel and orders per staff hour', async () => {
    await open();
    expect(await screen.findByTitle('Montag, 11:00: 7')).toBeTruthy();
    expect(screen.getByTitle('Samstag, 20:00: 40')).toBeTruthy();
    expect(within(screen.getByTestId('statistics-pages')).getAllByRole('row')[1]?.textContent).toBe(
      '/speisekarte2.500900',
    );
    expect(within(screen.getByTestId('statistics-popular-items')).getAllByRole('row')[1]?.textContent).toBe(
      'Wiener Schnitzel80€\u00a01.192,00',
    );
    const funnel = screen.getByTestId('statistics-funnel');
    fireEvent.click(within(funnel).getByRole('button', { name: 'Tabelle' }));
    expect(
      within(funnel)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SchrittAnzahlAnteil am Vorschritt',
      'Shop besucht1.000–',
      'In den Warenkorb25025,0\u00a0%',
      'Kasse begonnen15060,0\u00a0%',
      'Gekauft12080,0\u00a0%',
    ]);
    expect(requested()).toContain(
      '/api/statistics/working-activities?from=2026-03-24&to=2026-03-30&interval=hour',
    );
    expect(tableOf('orders-per-staff-hour')?.rows).toEqual([['11:00', 6, 2, 3]]);
  });

  it('shows the own profile: hours against the schedule, overtime and holidays', async () => {
    await open();
    const profile = screen.getByTestId('statistics-profile');
    expect(requested()).toContain('/api/statistics/user-profile?start=2026-03-24&end=2026-03-30');
    expect(within(profile).getByText('Überstunden').nextSibling?.textContent).toBe('0:30\u00a0h');
    expect(within(profile).getByText('12,5 Tage (2026)')).toBeTruthy();
    expect(tableOf('profile-days')?.rows).toEqual([['28.03.2026', 8.5, 8]]);
  });

  it('says so where a figure could not be loaded', async () => {
    failing = 'revenue';
    await open();
    expect(within(card('revenue')).getByText('Statistik konnte nicht geladen werden.')).toBeTruthy();
    expect(
      within(screen.getByTestId('statistics-revenue')).getByText('Statistik konnte nicht geladen werden.'),
    ).toBeTruthy();
    expect(card('orders').textContent).toContain('120');
  });

  it('reads another range and branch, and refuses a reversed custom range', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Zeitraum'), { target: { value: 'today' } });
    fireEvent.change(screen.getByLabelText('Filiale'), { target: { value: '1' } });
    await act(async () => undefined);
    expect(requested()).toContain(
      '/api/statistics/orders?from=2026-03-30&to=2026-03-30&interval=hour&branch=1',
    );
    expect(requested()).toContain(
      '/api/statistics/orders?from=2026-03-29&to=2026-03-29&interval=hour&branch=1',
    );
    fireEvent.change(screen.getByLabelText('Zeitraum'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '2026-03-01' } });
    expect(screen.getByText(/Bitte wählen Sie einen gültigen Zeitraum/)).toBeTruthy();
  });

  it('shows employees their branches and no visitor figures', async () => {
    await open(EMPLOYEE);
    expect(screen.queryByTestId('card-visitors')).toBeNull();
    expect(screen.queryByTestId('statistics-visits')).toBeNull();
    expect(screen.queryByTestId('statistics-funnel')).toBeNull();
    expect(
      requested().some((url) => /unique-visitors|page-views|visitor-times|\/pages|funnel/.test(url)),
    ).toBe(false);
    const branches = within(screen.getByLabelText('Filiale'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(branches).toEqual(['Meine Filialen', 'Linz']);
    expect(screen.getByTestId('statistics-profile')).toBeTruthy();
  });
});
