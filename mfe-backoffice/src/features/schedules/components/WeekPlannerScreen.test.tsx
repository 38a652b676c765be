import { act, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@theke/contracts';
import { fakeOnlyTheClock, fakeResponse, renderWithClient } from '@theke/ui/testing';
import { WeekPlannerScreen } from './WeekPlannerScreen';

// Wednesday 2 April 2025, 10:00 in Vienna: the week of Monday 31 March (KW 14).
const NOW = new Date('2025-04-02T08:00:00Z');

const USERS = [
  { id: 1, username: 'admin', name: 'Chefin', branches: [] },
  { id: 4, username: 'anna', name: 'Anna Huber', branches: [{ id: 3 }] },
  { id: 5, username: 'ben', name: '', branches: [{ id: 3 }] },
  { id: 6, username: 'linz', name: 'Lena Linz', branches: [{ id: 4 }] },
];

const SHIFTS = [
  { id: 11, version: 2, employee: { id: 4, username: 'anna' }, department: { id: 5 }, day: '2025-04-01', from: '08:00', to: '12:00', plannedBreakMinutes: null, note: null },
  { id: 12, version: 1, employee: { id: 4, username: 'anna' }, department: { id: 5 }, day: '2025-04-01', from: '11:00', to: '15:00', plannedBreakMinutes: null, note: null },
  { id: 13, version: 1, employee: { id: 5, username: 'ben' }, department: { id: 5 }, day: '2025-04-02', from: '18:00', to: '02:00', plannedBreakMinutes: 30, note: 'Inventur' },
];

type Handler = (url: URL, init: RequestInit) => Response;

// jsdom has no PointerEvent: without one a fired pointer event carries no clientX.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
(globalThis as { PointerEvent?: unknown }).PointerEvent ??= TestPointerEvent;

function renderScreen() {
  return renderWithClient(<WeekPlannerScreen />);
}

describe('WeekPlannerScreen', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let writes: Record<string, Handler>;
  const calls = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => new URL(url, 'http://theke.test').pathname === path);
  const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

  beforeEach(() => {
    fakeOnlyTheClock(NOW);
    writes = {};
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockImplementation((path, init) => {
      const url = new URL(path, 'http://theke.test');
      const method = init?.method ?? 'GET';
      const write = writes[`${method} ${url.pathname}`];
      if (write) return Promise.resolve(write(url, init));
      const reads: Record<string, unknown> = {
        '/api/config': { timeZone: 'Europe/Vienna' },
        '/api/branches': [
          { id: 3, name: 'Wien Mitte' },
          { id: 4, name: 'Linz' },
        ],
        '/api/departments': [
          { id: 5, name: 'Küche', branch: { id: 3 } },
          { id: 7, name: 'Lager', branch: { id: 4 } },
        ],
        '/api/users': USERS,
        '/api/working-schedules': url.searchParams.get('from') === '2025-03-31' ? SHIFTS : [],
        '/api/working-activities': [{ id: 70, employee: { id: 5, username: 'ben' }, start: '2025-04-02T06:00:00.000Z', state: 'running' }],
      };
      return Promise.resolve(
        method === 'GET' && url.pathname in reads ? fakeResponse(200, { data: reads[url.pathname] }) : fakeResponse(404, {}),
      );
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    jest.useRealTimers();
  });

  async function chooseKitchen() {
    await act(async () => void renderScreen());
    expect(screen.getByText('Bitte Filiale und Abteilung wählen.')).toBeTruthy();
    await screen.findByRole('option', { name: 'Wien Mitte' });
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: 'Filiale' }), { target: { value: '3' } }));
    const department = screen.getByRole('combobox', { name: 'Abteilung' });
    expect(within(department).getAllByRole('option').map((option) => option.textContent)).toEqual(['–', 'Küche']);
    await act(async () => fireEvent.change(department, { target: { value: '5' } }));
    return screen.findAllByTestId('planner-row');
  }

  it('shows the department’s week: the branch’s employees by days, shifts as times, overlaps marked, who is on duty', async () => {
    const rows = await chooseKitchen();
    expect(screen.getByRole('heading', { name: 'KW 14: 31.03.2025 – 06.04.2025' })).toBeTruthy();
    const grid = screen.getByTestId('week-grid');
    expect(within(grid).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Mitarbeiter',
      'Mo 31.03.',
      'Di 01.04.',
      'Mi 02.04.',
      'Do 03.04.',
      'Fr 04.04.',
      'Sa 05.04.',
      'So 06.04.',
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Anna Huber', 'ben']);
    const annasTuesday = within(rows[0] as HTMLElement).getAllByRole('cell')[1] as HTMLElement;
    expect(within(annasTuesday).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
      ['08:00–12:00 ⚠', 'Schicht von Anna Huber am Di 01.04., 08:00–12:00 – Überschneidet sich mit einer anderen Schicht'],
      ['11:00–15:00 ⚠', 'Schicht von Anna Huber am Di 01.04., 11:00–15:00 – Überschneidet sich mit einer anderen Schicht'],
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Schicht von ben am Mi 02.04., 18:00–02:00' }).textContent).toBe('18:00–02:00');
    expect(calls('/api/working-schedules').map(([url]) => url)).toEqual(['/api/working-schedules?department=5&from=2025-03-31&to=2025-04-06']);
    const onDuty = screen.getByTestId('on-duty');
    expect(await within(onDuty).findByText('ben – seit 08:00 Uhr')).toBeTruthy();
    expect(calls('/api/working-activities').map(([url]) => url)).toEqual(['/api/working-activities?state=running&department=5']);
  });

  it('moves by weeks and back to this week', async () => {
    await chooseKitchen();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nächste Woche' })));
    expect(screen.getByRole('heading', { name: 'KW 15: 07.04.2025 – 13.04.2025' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Schicht von/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Vorherige Woche' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Vorherige Woche' })));
    expect(screen.getByRole('heading', { name: 'KW 13: 24.03.2025 – 30.03.2025' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Diese Woche' })));
    expect(screen.getByRole('heading', { name: 'KW 14: 31.03.2025 – 06.04.2025' })).toBeTruthy();
    expect(calls('/api/working-schedules').map(([url]) => new URL(url, 'http://theke.test').searchParams.get('from'))).toEqual([
      '2025-03-31',
      '2025-04-07',
      '2025-03-24',
    ]);
  });

  it('plans a shift by dragging over a day’s band: the form opens with the dragged times, rounded to 15 minutes', async () => {
    const rows = await chooseKitchen();
    writes['POST /api/working-schedules'] = (_url, init) => fakeResponse(201, { data: { id: 20, version: 1, ...bodyOf(init) } });
    const band = within(rows[1] as HTMLElement).getByRole('generic', { name: 'Zeitband ben, Do 03.04.' });
    // 480 px for the day: 3 minutes a pixel.
    band.getBoundingClientRect = () => ({ left: 100, width: 480, top: 0, height: 28, right: 580, bottom: 28, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(band, { button: 0, pointerId: 1, clientX: 100 + 182 }); // 09:06 → 09:00
    fireEvent.pointerMove(band, { pointerId: 1, clientX: 100 + 250 }); // 12:30
    expect(within(band).getByText('09:00–12:30')).toBeTruthy();
    await act(async () => fireEvent.pointerUp(band, { pointerId: 1, clientX: 100 + 343 })); // 17:09 → 17:15
    const dialog = screen.getByRole('dialog', { name: 'Schicht anlegen' });
    expect((within(dialog).getByRole('combobox', { name: 'Mitarbeiter *' }) as HTMLSelectElement).value).toBe('5');
    expect((within(dialog).getByLabelText('Tag *') as HTMLInputElement).value).toBe('2025-04-03');
    expect((within(dialog).getByLabelText('Von *') as HTMLInputElement).value).toBe('09:00');
    expect((within(dialog).getByLabelText(/^Bis \*/) as HTMLInputElement).value).toBe('17:15');
    expect(within(dialog).queryByLabelText(/Abteilung/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Geplante Pause/), { target: { value: '30' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' })));
    const [[, init]] = calls('/api/working-schedules').filter(([, request]) => request?.method === 'POST') as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({
      employee: { id: 5, username: 'ben' },
      department: { id: 5 },
      day: '2025-04-03',
      from: '09:00',
      to: '17:15',
      plannedBreakMinutes: 30,
      note: '',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plans a shift without a pointer: ‘Schicht anlegen’ opens the same form for today', async () => {
    await chooseKitchen();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schicht anlegen' })));
    const dialog = screen.getByRole('dialog', { name: 'Schicht anlegen' });
    expect((within(dialog).getByLabelText('Tag *') as HTMLInputElement).value).toBe('2025-04-02');
    expect((within(dialog).getByLabelText('Von *') as HTMLInputElement).value).toBe('09:00');
    expect((within(dialog).getByRole('combobox', { name: 'Mitarbeiter *' }) as HTMLSelectElement).value).toBe('');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' })));
    expect(within(dialog).getByText('Bitte prüfen Sie die markierten Eingaben.')).toBeTruthy();
    expect(calls('/api/working-schedules').some(([, request]) => request?.method === 'POST')).toBe(false);
  });

  it('changes a shift with its version and shows a save that came too late as the form’s conflict', async () => {
    await chooseKitchen();
    writes['PUT /api/working-schedules/13'] = () =>
      fakeResponse(409, { errors: [{ message: MESSAGES.staleVersion, field: 'version', code: 'stale_version' }] });
    writes['GET /api/working-schedules/13'] = () => fakeResponse(200, { data: { ...SHIFTS[2], version: 2, to: '01:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schicht von ben am Mi 02.04., 18:00–02:00' })));
    const dialog = screen.getByRole('dialog', { name: 'Schicht bearbeiten' });
    fireEvent.change(within(dialog).getByLabelText('Von *'), { target: { value: '17:30' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' })));
    const put = calls('/api/working-schedules/13').find(([, request]) => request?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({ from: '17:30', to: '02:00', version: 1, department: { id: 5 } });
    expect(within(dialog).getByText(MESSAGES.staleVersion)).toBeTruthy();
    expect(within(dialog).getByText('Inzwischen geändert: Bis.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Meine Eingaben behalten und erneut speichern' })).toBeTruthy();
  });

  it('deletes a shift after asking', async () => {
    await chooseKitchen();
    writes['DELETE /api/working-schedules/13'] = () => fakeResponse(204, '');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schicht von ben am Mi 02.04., 18:00–02:00' })));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog', { name: 'Schicht bearbeiten' })).getByRole('button', { name: 'Löschen' })));
    const confirm = screen.getByTestId('delete-dialog');
    expect(confirm.textContent).toContain('„Schicht von ben am Mi 02.04., 18:00–02:00“ wirklich löschen?');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' })));
    expect(calls('/api/working-schedules/13').map(([, request]) => request?.method)).toEqual(['DELETE']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies the week into the next after a confirmation and shows that week', async () => {
    await chooseKitchen();
    writes['POST /api/working-schedules/copy-week'] = () => fakeResponse(201, { data: [{ id: 31 }, { id: 32 }, { id: 33 }] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Woche kopieren' })));
    const confirm = screen.getByRole('alertdialog', { name: 'Woche kopieren' });
    expect(confirm.textContent).toContain('Alle Schichten dieser Abteilung aus KW 14 in die KW 15 kopieren?');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Kopieren' })));
    const [[, init]] = calls('/api/working-schedules/copy-week') as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ department: { id: 5 }, from: '2025-03-31', to: '2025-04-07' });
    expect(screen.getByRole('heading', { name: 'KW 15: 07.04.2025 – 13.04.2025' })).toBeTruthy();
    expect(screen.getByText('3 Schichten in die KW 15 kopiert.')).toBeTruthy();
  });
});
