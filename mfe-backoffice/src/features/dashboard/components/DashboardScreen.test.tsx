import { act, screen, within } from '@testing-library/react';
import type { LogEntry } from '@theke/contracts';
import { makeBranch, rule } from '@theke/domain/testing';
import { fakeOnlyTheClock, fakeResponse, renderWithClient } from '@theke/ui/testing';
import type { Viewer } from '../../frame';
import { DashboardScreen } from './DashboardScreen';

const ADMIN: Viewer = { isAdmin: true, branchIds: [] };
const EMPLOYEE: Viewer = { isAdmin: false, branchIds: [2] };

// Sunday 30 March 2025, 22:30 UTC: already Monday 31 March, 00:30, in Vienna (summer time).
const NOW = new Date('2025-03-30T22:30:00Z');

const BRANCHES = [
  makeBranch({ id: 1, name: 'Wien Mitte', openingHours: [rule('daily', '08:00', '18:00')] }),
  makeBranch({ id: 2, name: 'Nachtreinigung', openingHours: [rule('daily', '22:00', '02:00')] }),
  makeBranch({
    id: 3,
    name: 'Graz',
    openingHours: [],
    closedMessage: 'Wegen Umbau geschlossen.',
    isPublic: false,
  }),
];

const COUNTS: Record<string, number> = {
  total: 5,
  waiting: 2,
  preparing: 1,
  'in-delivery': 0,
  completed: 2,
  rejected: 0,
  canceled: 0,
  failed: 0,
};

const ENTRY: LogEntry = {
  id: 12,
  service: 'catalog',
  entity: 'tag',
  entityId: 4,
  action: 'updated',
  title: 'Graffitischutz',
  user: { id: 1, username: 'admin' },
  occurredAt: '2025-03-30T22:05:00.000Z',
  changes: { name: { before: 'Graffiti', after: 'Graffitischutz' } },
};

type Route = (url: URL) => Response | Promise<Response>;

function renderScreen(viewer: Viewer) {
  return renderWithClient(<DashboardScreen viewer={viewer} />);
}

const textsOf = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('DashboardScreen', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let routes: { orders: Route; branches: Route; logs: Route; sheets: Route };
  const requested = (path: string) =>
    fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(path));

  beforeEach(() => {
    fakeOnlyTheClock(NOW);
    routes = {
      orders: (url) =>
        fakeResponse(
          200,
          { data: [] },
          'application/json',
          { 'x-total-count': String(COUNTS[url.searchParams.get('status') ?? 'total']) },
        ),
      branches: () => fakeResponse(200, { data: BRANCHES }),
      logs: () => fakeResponse(200, { data: [ENTRY] }),
      sheets: () => fakeResponse(200, { data: [] }),
    };
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockImplementation((path) => {
      const url = new URL(path, 'http://theke.test');
      if (url.pathname === '/api/config')
        return Promise.resolve(fakeResponse(200, { data: { timeZone: 'Europe/Vienna' } }));
      if (url.pathname === '/api/orders') return Promise.resolve(routes.orders(url));
      if (url.pathname === '/api/branches') return Promise.resolve(routes.branches(url));
      if (url.pathname === '/api/logs') return Promise.resolve(routes.logs(url));
      if (url.pathname === '/api/time-sheets/monthly') return Promise.resolve(routes.sheets(url));
      if (url.pathname === '/api/statistics/orders' || url.pathname === '/api/statistics/revenue')
        return Promise.resolve(fakeResponse(200, { data: { total: 0, series: [] } }));
      return Promise.resolve(fakeResponse(404, {}));
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    jest.useRealTimers();
  });

  it("shows an administrator today's orders by status, open branches, the latest changes and every shortcut", async () => {
    await act(async () => void renderScreen(ADMIN));

    const orders = screen.getByTestId('dashboard-orders');
    const counts = await within(orders).findAllByTestId('dashboard-order-count');
    expect(textsOf(counts)).toEqual([
      'Warten auf Bestätigung2',
      'In Zubereitung1',
      'In Zustellung / Abholbereit0',
      'Abgeschlossen2',
      'Abgelehnt0',
      'Storniert0',
      'Zahlung fehlgeschlagen0',
    ]);
    expect(counts.map((link) => link.getAttribute('href'))).toEqual([
      '#/orders',
      '#/orders',
      '#/orders',
      '#/orders/history',
      '#/orders/history',
      '#/orders/history',
      '#/orders/history',
    ]);
    expect(within(orders).getByText('Gesamt: 5')).toBeTruthy();
    // Today is the Vienna business day (already the 31st), for every branch the user may see.
    for (const url of requested('/api/orders')) {
      const query = new URL(url, 'http://theke.test').searchParams;
      expect([query.get('from'), query.get('to'), query.get('limit'), query.get('branch')]).toEqual([
        '2025-03-31',
        '2025-03-31',
        '1',
        null,
      ]);
    }
    expect(requested('/api/orders')).toHaveLength(8);

    const branches = within(screen.getByTestId('dashboard-branches')).getAllByTestId('dashboard-branch');
    expect(textsOf(branches)).toEqual([
      'Wien MitteGeschlossen · Öffnet um 08:00 Uhr',
      'NachtreinigungGeöffnet bis 02:00 Uhr',
      'GrazGeschlossen · Wegen Umbau geschlossen.Nicht öffentlich',
    ]);

    const changes = screen.getByTestId('dashboard-changes');
    const change = await within(changes).findByTestId('dashboard-change');
    expect(change.textContent).toBe('Tag: Graffitischutz31.03.2025 00:05 · Geändert von admin');
    expect(within(change).getByRole('link').getAttribute('href')).toBe('#/logs');
    expect(requested('/api/logs')).toEqual(['/api/logs?page=1&limit=8']);

    // Today's figures against yesterday's (StatisticsSummaryPanel.test.tsx has the details).
    const summary = screen.getByTestId('dashboard-statistics');
    expect(await within(summary).findByText('€ 0,00')).toBeTruthy();
    expect(within(summary).getByTestId('dashboard-statistics-revenue').textContent).toBe(
      'Umsatz€\u00a00,00±0,0\u00a0% · Gestern: €\u00a00,00',
    );
    const tiles = within(screen.getByTestId('dashboard-tasks')).getAllByRole('link');
    expect(textsOf(tiles)).toEqual([
      'Aktuelle Bestellungen',
      'Verpasste Bestellungen',
      'Bestellverlauf',
      'Produkte',
      'Kategorie anlegen',
      'Tische verwalten',
    ]);
  });

  it("shows the working-time rules' warnings of the last seven days, newest first, and leads to the sheets", async () => {
    const day = (date: string, message: string) => ({
      date,
      plannedMinutes: 480,
      workedMinutes: 0,
      breakMinutes: 0,
      absence: null,
      activities: [],
      warnings: [{ code: 'missed-shift', message }],
    });
    routes.sheets = () =>
      fakeResponse(200, {
        data: [
          {
            employee: { id: 2, username: 'mitarbeiter' },
            month: '2025-03',
            days: [day('2025-03-20', 'Zu lange her.'), day('2025-03-27', 'Schicht nicht angetreten.'), day('2025-03-28', 'Pause zu kurz.')],
            totals: { workedMinutes: 0, breakMinutes: 0, plannedMinutes: 1440 },
            approval: null,
          },
        ],
      });
    await act(async () => void renderScreen(ADMIN));

    const panel = screen.getByTestId('dashboard-working-time');
    const lines = await within(panel).findAllByTestId('dashboard-working-time-warning');
    expect(textsOf(lines)).toEqual(['Pause zu kurz.28.03.2025 · mitarbeiter', 'Schicht nicht angetreten.27.03.2025 · mitarbeiter']);
    expect(within(panel).getByRole('link', { name: 'Zu den Stundenzetteln' }).getAttribute('href')).toBe('#/time-sheets');
    expect(requested('/api/time-sheets/monthly')).toEqual(['/api/time-sheets/monthly?month=2025-03']);
  });

  it('shows an employee their own branches and shortcuts, and never asks for the log', async () => {
    await act(async () => void renderScreen(EMPLOYEE));
    await screen.findAllByTestId('dashboard-order-count');
    expect(textsOf(screen.getAllByTestId('dashboard-branch'))).toEqual([
      'NachtreinigungGeöffnet bis 02:00 Uhr',
    ]);
    expect(screen.queryByTestId('dashboard-changes')).toBeNull();
    expect(requested('/api/logs')).toEqual([]);
    expect(textsOf(within(screen.getByTestId('dashboard-tasks')).getAllByRole('link'))).toEqual([
      'Aktuelle Bestellungen',
      'Verpasste Bestellungen',
      'Bestellverlauf',
      'Produkte',
    ]);
  });

  it('shows a loader in each panel while its data is on the way', async () => {
    const pending = () => new Promise<Response>(() => undefined);
    routes = { orders: pending, branches: pending, logs: pending, sheets: pending };
    await act(async () => void renderScreen(ADMIN));
    for (const panel of ['dashboard-orders', 'dashboard-branches', 'dashboard-changes', 'dashboard-working-time']) {
      expect(within(screen.getByTestId(panel)).getByTestId('loader')).toBeTruthy();
    }
  });

  it('says which panel could not be loaded', async () => {
    routes = {
      orders: () => fakeResponse(500, {}),
      branches: () => fakeResponse(500, {}),
      logs: () => fakeResponse(500, {}),
      sheets: () => fakeResponse(500, {}),
    };
    await act(async () => void renderScreen(ADMIN));
    expect((await within(screen.getByTestId('dashboard-orders')).findByRole('alert')).textContent).toBe(
      'Bestellungen konnten nicht geladen werden.',
    );
    expect((await within(screen.getByTestId('dashboard-branches')).findByRole('alert')).textContent).toBe(
      'Filialen konnten nicht geladen werden.',
    );
    expect((await within(screen.getByTestId('dashboard-changes')).findByRole('alert')).textContent).toBe(
      'Protokoll konnte nicht geladen werden.',
    );
    expect((await within(screen.getByTestId('dashboard-working-time')).findByRole('alert')).textContent).toBe(
      'Der Stundenzettel konnte nicht geladen werden.',
    );
  });

  it('says when there is nothing yet: no orders today, no changes, no branches of the employee', async () => {
    routes = {
      orders: () => fakeResponse(200, { data: [] }, 'application/json', { 'x-total-count': '0' }),
      branches: () => fakeResponse(200, { data: BRANCHES }),
      logs: () => fakeResponse(200, { data: [] }),
      sheets: () => fakeResponse(200, { data: [] }),
    };
    await act(async () => void renderScreen(ADMIN));
    expect(
      await within(screen.getByTestId('dashboard-orders')).findByText('Heute noch keine Bestellungen.'),
    ).toBeTruthy();
    expect(
      await within(screen.getByTestId('dashboard-working-time')).findByText('Keine Hinweise in den letzten 7 Tagen.'),
    ).toBeTruthy();
    expect(
      await within(screen.getByTestId('dashboard-changes')).findByText('Noch keine Änderungen.'),
    ).toBeTruthy();
  });

  it('tells an employee without branches that none are assigned', async () => {
    await act(async () => void renderScreen({ isAdmin: false, branchIds: [] }));
    expect(
      await within(screen.getByTestId('dashboard-branches')).findByText('Keine Filialen zugeordnet.'),
    ).toBeTruthy();
  });
});
