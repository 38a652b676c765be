import { act, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@theke/contracts';
import { fakeOnlyTheClock, fakeResponse, renderWithClient } from '@theke/ui/testing';
import { TimeSheetScreen } from './TimeSheetScreen';

// 15 April 2025 in Vienna.
const NOW = new Date('2025-04-15T08:00:00Z');

const USERS = [
  { id: 4, username: 'anna', name: 'Anna Huber', branches: [{ id: 3 }] },
  { id: 5, username: 'ben', name: '', branches: [{ id: 3 }] },
];

const ACTIVITY = {
  id: 70,
  start: '2025-04-01T06:00:00.000Z',
  end: '2025-04-01T12:30:00.000Z',
  pauses: [],
  note: null,
  department: { id: 5, name: 'Küche' },
  project: null,
  task: null,
};

const day = (date: string) => ({ date, plannedMinutes: 0, workedMinutes: 0, breakMinutes: 0, absence: null, activities: [], warnings: [] });

const SHEET = {
  employee: { id: 4, username: 'anna' },
  month: '2025-04',
  country: 'AT',
  days: [
    {
      ...day('2025-04-01'),
      plannedMinutes: 480,
      workedMinutes: 390,
      activities: [ACTIVITY],
      warnings: [{ code: 'break-too-short', message: 'Pause zu kurz: Bei mehr als 6 Stunden Arbeit sind 30 Minuten Pause vorgeschrieben.' }],
    },
    { ...day('2025-04-02'), absence: 'holiday' },
    ...Array.from({ length: 28 }, (_, index) => day(`2025-04-${String(index + 3).padStart(2, '0')}`)),
  ],
  totals: { plannedMinutes: 960, workedMinutes: 390, breakMinutes: 0, differenceMinutes: -570, holidayDays: 1, sickDays: 0 },
  approval: null,
  pendingCorrections: 0,
};

const REQUEST = {
  id: 90,
  activity: { id: 71 },
  employee: { id: 5, username: 'ben' },
  author: { id: 5, username: 'ben' },
  reason: 'Vergessen auszustempeln',
  before: { start: '2025-04-03T07:00:00.000Z', end: '2025-04-03T20:00:00.000Z', pauses: [], note: null },
  after: { start: '2025-04-03T07:00:00.000Z', end: '2025-04-03T15:00:00.000Z', pauses: [], note: null },
  state: 'pending',
};

type Handler = (url: URL, init: RequestInit) => Response;

function renderScreen() {
  return renderWithClient(<TimeSheetScreen />);
}

describe('TimeSheetScreen', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let handlers: Record<string, Handler>;
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(url, 'http://theke.test').pathname === path);
  const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

  beforeEach(() => {
    fakeOnlyTheClock(NOW);
    handlers = {
      'GET /api/config': () => fakeResponse(200, { data: { timeZone: 'Europe/Vienna' } }),
      'GET /api/users': () => fakeResponse(200, { data: USERS }),
      // A month without any of the employee's time has no sheet of theirs.
      'GET /api/time-sheets/monthly': (url) => fakeResponse(200, { data: url.searchParams.get('month') === '2025-04' ? [SHEET] : [] }),
      'GET /api/working-activity-corrections': () => fakeResponse(200, { data: [REQUEST] }),
    };
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockImplementation((path, init) => {
      const url = new URL(path, 'http://theke.test');
      const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
      return Promise.resolve(handler ? handler(url, init ?? {}) : fakeResponse(404, {}));
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    jest.useRealTimers();
  });

  async function chooseAnna() {
    await act(async () => void renderScreen());
    expect(screen.getByText('Bitte einen Mitarbeiter wählen.')).toBeTruthy();
    await screen.findByRole('option', { name: 'Anna Huber' });
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Mitarbeiter' }), { target: { value: '4' } }));
    return screen.findByTestId('time-sheet');
  }

  it('shows the employee’s month day by day: planned, worked, breaks, absences, the rules’ warnings, activities and totals', async () => {
    const table = await chooseAnna();
    expect(screen.getByRole('heading', { name: 'April 2025' })).toBeTruthy();
    expect(calls('GET', '/api/time-sheets/monthly').map(([url]) => url)).toEqual(['/api/time-sheets/monthly?month=2025-04&employee=4']);
    const days = within(table).getAllByTestId('time-sheet-day');
    expect(days).toHaveLength(30);
    expect(within(days[0] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '8:00 h',
      '6:30 h',
      '–',
      '',
      'Pause zu kurz: Bei mehr als 6 Stunden Arbeit sind 30 Minuten Pause vorgeschrieben.',
      '08:00–14:30Korrigieren',
    ]);
    expect(within(days[0] as HTMLElement).getByRole('rowheader').textContent).toBe('Di 01.04.2025');
    expect(within(days[1] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe('Urlaub');
    const footer = within(table).getAllByRole('row').slice(-2);
    expect(footer.map((row) => row.textContent)).toEqual(['Summe16:00 h6:30 h0:00 h', 'Differenz zum Plan-9:30 h']);
  });

  it('links the month’s exports as CSV and PDF for the chosen employee and month', async () => {
    await chooseAnna();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Vorheriger Monat' })));
    expect(screen.getByRole('heading', { name: 'März 2025' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Als CSV exportieren' }).getAttribute('href')).toBe('/api/time-sheets/monthly.csv?month=2025-03&employee=4');
    expect(screen.getByRole('link', { name: 'Als PDF exportieren' }).getAttribute('href')).toBe('/api/time-sheets/monthly.pdf?month=2025-03&employee=4');
    // March has nothing of hers: its days, empty.
    const days = await screen.findAllByTestId('time-sheet-day');
    expect(days).toHaveLength(31);
    expect(within(screen.getByTestId('time-sheet')).getAllByRole('row').at(-2)?.textContent).toBe('Summe0:00 h0:00 h0:00 h');
  });

  it('corrects an activity only with a reason, and sends the corrected times in UTC', async () => {
    await chooseAnna();
    handlers['POST /api/working-activities/70/corrections'] = (_url, init) =>
      fakeResponse(201, { data: { id: 91, activity: { id: 70 }, state: 'approved', ...bodyOf(init) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buchung vom Di 01.04.2025 korrigieren: 08:00–14:30' })));
    const dialog = screen.getByRole('dialog', { name: 'Buchung vom Di 01.04.2025 korrigieren' });
    expect((within(dialog).getByLabelText('Ende: Uhrzeit') as HTMLInputElement).value).toBe('14:30');
    fireEvent.change(within(dialog).getByLabelText('Ende: Uhrzeit'), { target: { value: '14:00' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' })));
    expect(within(dialog).getByText(MESSAGES.notBlank)).toBeTruthy();
    expect(calls('POST', '/api/working-activities/70/corrections')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Grund *'), { target: { value: 'Früher gegangen, Stempeln vergessen' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' })));
    const [[, init]] = calls('POST', '/api/working-activities/70/corrections') as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({
      start: '2025-04-01T06:00:00.000Z',
      end: '2025-04-01T12:00:00.000Z',
      pauses: [],
      note: '',
      reason: 'Früher gegangen, Stempeln vergessen',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Korrektur gespeichert.')).toBeTruthy();
  });

  it('lists the open correction requests and approves or rejects them', async () => {
    await act(async () => void renderScreen());
    const request = await screen.findByTestId('correction-request');
    expect(request.textContent).toContain('ben, Buchung vom 03.04.2025');
    expect(request.textContent).toContain('Grund: Vergessen auszustempeln');
    expect(request.textContent).toContain('Bisher: 09:00–22:00');
    expect(request.textContent).toContain('Beantragt: 09:00–17:00');
    handlers['POST /api/working-activity-corrections/90/approve'] = () => fakeResponse(200, { data: { ...REQUEST, state: 'approved' } });
    handlers['GET /api/working-activity-corrections'] = () => fakeResponse(200, { data: [] });
    await act(async () => fireEvent.click(within(request).getByRole('button', { name: 'Genehmigen' })));
    expect(calls('POST', '/api/working-activity-corrections/90/approve')).toHaveLength(1);
    expect(await screen.findByText('Keine offenen Korrekturanträge.')).toBeTruthy();
  });

  it('approves the month after a confirmation and shows who approved it', async () => {
    await chooseAnna();
    handlers['POST /api/time-sheets/approvals'] = () => fakeResponse(201, { data: { employee: { id: 4 }, month: '2025-04' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Monat freigeben' })));
    const confirm = screen.getByRole('alertdialog', { name: 'Monat freigeben' });
    expect(confirm.textContent).toContain('Den Stundenzettel April 2025 von Anna Huber freigeben?');
    handlers['GET /api/time-sheets/monthly'] = () =>
      fakeResponse(200, { data: [{ ...SHEET, approval: { by: { id: 1, username: 'admin' }, at: '2025-04-15T08:00:00.000Z' } }] });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Monat freigeben' })));
    const [[, init]] = calls('POST', '/api/time-sheets/approvals') as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ employee: { id: 4, username: 'anna' }, month: '2025-04' });
    expect(await screen.findByText('Freigegeben am 15.04.2025 von admin.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Monat freigeben' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal in the confirmation when the month cannot be approved yet', async () => {
    await chooseAnna();
    const refusal = 'Der Monat hat noch offene Korrekturanträge.';
    handlers['POST /api/time-sheets/approvals'] = () =>
      fakeResponse(409, { errors: [{ message: refusal, field: 'month', code: 'pending_corrections' }] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Monat freigeben' })));
    const confirm = screen.getByRole('alertdialog', { name: 'Monat freigeben' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Monat freigeben' })));
    // The refusal arrives after the mutation settles, which can take more than the click's act().
    expect((await within(confirm).findByRole('alert')).textContent).toBe(refusal);
  });
});
