import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activityTransition, type ActivityAction, type ActivityState } from '@theke/domain';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import { queueStorageKey } from '../action-queue';
import type { ClockActivity, ClockMe } from '../clock-view';
import { OwnTimeClock } from './OwnTimeClock';
import { TimeClockScreen } from './TimeClockScreen';

// Monday 31 March 2025, 08:00 in Vienna.
const NOW = new Date('2025-03-31T06:00:00Z');
const LINK = { username: 'mitarbeiter', token: 'tok/en' };
const BASE = '/api/time-tracking/mitarbeiter/tok%2Fen';

interface Received {
  action: ActivityAction;
  at: string;
  key: string | undefined;
}

/**
 * svc-workforce's clock as far as the screen sees it: `…/me` and the four actions through the one
 * state machine, each idempotency key answered once. `online: false` is a lost connection.
 */
class FakeClock {
  online = true;
  linkValid = true;
  state: ActivityState = 'idle';
  activity: ClockActivity | null = null;
  received: Received[] = [];
  readonly answered = new Map<string, Response>();
  renewed = 0;

  me(): ClockMe {
    return {
      user: { id: 2, username: 'mitarbeiter' },
      state: this.state === 'ended' ? 'idle' : this.state,
      workingActivity: this.state === 'ended' ? null : this.activity,
      today: { workedMinutes: 0, breakMinutes: 0, plannedMinutes: 480 },
      week: { workedMinutes: 1200, breakMinutes: 90, plannedMinutes: 2400 },
      nextShifts: [{ id: 7, day: '2025-04-01', from: '08:00', to: '16:30', department: { id: 1, name: 'Textilannahme' } }],
      holidayBalance: { year: 2025, remainingDays: 12.5 },
      warnings: [{ code: 'missed-shift', message: 'Schicht nicht angetreten.', day: '2025-03-28' }],
      breakDue: null,
      serverTime: new Date().toISOString(),
    };
  }

  act(action: ActivityAction, at: string, key: string | undefined): Response {
    this.received.push({ action, at, key });
    const known = key ? this.answered.get(key) : undefined;
    if (known) return known;
    // Older than 24 h: kept as a correction request for an administrator, not applied.
    if (Date.now() - Date.parse(at) > 24 * 3_600_000) return fakeResponse(202, { data: { id: 3, state: 'pending', reason: 'Nachträglich gestempelt' } });
    const transition = activityTransition(this.state, action);
    if (!transition.ok) return fakeResponse(409, { errors: [{ message: transition.message, code: transition.code }] });
    this.state = transition.next;
    if (action === 'start') this.activity = { id: 1, start: at, end: null, pauses: [] };
    else if (this.activity && action === 'pause') this.activity = { ...this.activity, pauses: [...this.activity.pauses, { start: at, end: null }] };
    else if (this.activity) this.activity = { ...this.activity, end: action === 'end' ? at : null, pauses: this.activity.pauses.map((pause) => ({ ...pause, end: pause.end ?? at })) };
    const answer = fakeResponse(200, { data: this.activity });
    if (key) this.answered.set(key, answer);
    return answer;
  }

  fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const path = new URL(url, 'http://theke.test').pathname;
    if (path === '/api/config') return fakeResponse(200, { data: { timeZone: 'Europe/Vienna' } });
    if (path === '/api/users/me/access-token') {
      if (init.method === 'POST') this.renewed += 1;
      const token = this.renewed ? `neu-${this.renewed}` : 'tok/en';
      return fakeResponse(200, { data: { username: 'mitarbeiter', accessToken: token, path: `/zeiterfassung/mitarbeiter/${encodeURIComponent(token)}` } });
    }
    if (!path.startsWith('/api/time-tracking/mitarbeiter/')) return fakeResponse(404, {});
    if (!this.linkValid)
      return fakeResponse(401, { errors: [{ message: 'Der Zugangslink ist ungültig oder wurde erneuert.', code: 'invalid-access-token' }] });
    const rest = path.slice(path.indexOf('/', '/api/time-tracking/mitarbeiter/'.length) + 1);
    if (rest === 'me') return fakeResponse(200, { data: this.me() });
    const action = /^working-activities\/(start|pause|resume|end)$/.exec(rest)?.[1] as ActivityAction | undefined;
    if (!action || init.method !== 'POST') return fakeResponse(404, {});
    const { at } = JSON.parse(String(init.body)) as { at: string };
    return this.act(action, at, (init.headers as Record<string, string>)['Idempotency-Key']);
  };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const enabledButtons = () =>
  within(screen.getByTestId('time-clock-buttons'))
    .getAllByRole('button')
    .filter((candidate) => !(candidate as HTMLButtonElement).disabled)
    .map((candidate) => candidate.textContent);

describe('TimeClockScreen', () => {
  let server: FakeClock;
  let online: jest.SpyInstance<boolean, []>;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask'] });
    jest.setSystemTime(NOW);
    window.localStorage.clear();
    server = new FakeClock();
    global.fetch = jest.fn(server.fetch) as unknown as typeof fetch;
    online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    online.mockRestore();
    jest.useRealTimers();
  });

  /** The browser loses or regains its connection. */
  function setOnline(value: boolean) {
    server.online = value;
    online.mockReturnValue(value);
    act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
  }

  it('offers only the buttons the state machine allows, labelled as pinned, with totals, shifts, holidays and warnings', async () => {
    renderWithClient(<TimeClockScreen link={LINK} />);
    await screen.findByTestId('time-clock');
    expect(screen.getByTestId('time-clock-state').textContent).toBe('Nicht eingestempelt');
    expect(within(screen.getByTestId('time-clock-buttons')).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Starten',
      'Pause',
      'Fortsetzen',
      'Beenden',
    ]);
    expect(enabledButtons()).toEqual(['Starten']);
    expect(screen.getByTestId('time-clock-today').textContent).toBe('0:00 h von 8:00 h geplantPausen: 0:00 h');
    expect(screen.getByTestId('time-clock-week').textContent).toBe('20:00 h von 40:00 h geplantPausen: 1:30 h');
    expect(within(screen.getByTestId('time-clock-shifts')).getByRole('listitem').textContent).toBe(
      'Dienstag, 01.04.2025, 08:00–16:30Textilannahme',
    );
    expect(screen.getByTestId('time-clock-holidays').textContent).toBe('Urlaub12,5 Tage Resturlaub (2025)');
    expect(screen.getByTestId('time-clock-warnings').textContent).toBe('Hinweise28.03.2025: Schicht nicht angetreten.');
  });

  it('clocks in, pauses, resumes and ends, each sent with the press time and its own idempotency key', async () => {
    renderWithClient(<TimeClockScreen link={LINK} />);
    await screen.findByTestId('time-clock');
    fireEvent.click(button('Starten'));
    // Shown at once, before the server answered.
    expect(screen.getByTestId('time-clock-state').textContent).toBe('Arbeitszeit läuft');
    expect(enabledButtons()).toEqual(['Pause', 'Beenden']);
    await waitFor(() => expect(server.state).toBe('running'));

    jest.setSystemTime(new Date('2025-03-31T08:00:00Z'));
    fireEvent.click(button('Pause'));
    await waitFor(() => expect(server.state).toBe('paused'));
    expect(enabledButtons()).toEqual(['Fortsetzen', 'Beenden']);
    fireEvent.click(button('Fortsetzen'));
    await waitFor(() => expect(server.state).toBe('running'));
    fireEvent.click(button('Beenden'));
    await waitFor(() => expect(server.state).toBe('ended'));
    await waitFor(() => expect(enabledButtons()).toEqual(['Starten']));

    expect(server.received.map(({ action, at }) => `${action} ${at}`)).toEqual([
      'start 2025-03-31T06:00:00.000Z',
      'pause 2025-03-31T08:00:00.000Z',
      'resume 2025-03-31T08:00:00.000Z',
      'end 2025-03-31T08:00:00.000Z',
    ]);
    expect(new Set(server.received.map(({ key }) => key)).size).toBe(4);
    expect(window.localStorage.getItem(queueStorageKey('mitarbeiter'))).toBeNull();
  });

  it('clocks in offline: shown at once, kept with its time and key, sent once the connection is back', async () => {
    renderWithClient(<TimeClockScreen link={LINK} />);
    await screen.findByTestId('time-clock');
    setOnline(false);
    fireEvent.click(button('Starten'));
    expect(screen.getByTestId('time-clock-state').textContent).toBe('Arbeitszeit läuft');
    expect((await screen.findByTestId('time-clock-offline')).textContent).toBe(
      'Offline – 1 Buchung wird übertragen, sobald wieder eine Verbindung besteht.',
    );
    const [queued] = JSON.parse(window.localStorage.getItem(queueStorageKey('mitarbeiter')) ?? '[]') as Array<{ idempotencyKey: string }>;
    expect(server.received).toEqual([]);

    jest.setSystemTime(new Date('2025-03-31T06:20:00Z'));
    setOnline(true);
    await waitFor(() => expect(server.state).toBe('running'));
    expect(server.received).toEqual([{ action: 'start', at: '2025-03-31T06:00:00.000Z', key: queued?.idempotencyKey }]);
    await waitFor(() => expect(screen.queryByTestId('time-clock-offline')).toBeNull());
    expect(window.localStorage.getItem(queueStorageKey('mitarbeiter'))).toBeNull();
    // Counted from the recorded start, not from the sync (on the clock's next tick).
    await waitFor(() => expect(screen.getByTestId('time-clock-running').textContent).toBe('0:20:00'), { timeout: 5000 });
  });

  it('sends what a reload left in the queue, with its key, when the screen opens', async () => {
    const waiting = { type: 'start', at: '2025-03-31T05:55:00.000Z', idempotencyKey: 'aus-dem-speicher' };
    window.localStorage.setItem(queueStorageKey('mitarbeiter'), JSON.stringify([waiting]));
    renderWithClient(<TimeClockScreen link={LINK} />);
    await waitFor(() => expect(server.state).toBe('running'));
    expect(server.received).toEqual([{ action: 'start', at: waiting.at, key: 'aus-dem-speicher' }]);
  });

  it('says so when the server keeps a press older than 24 hours as a correction request', async () => {
    const stale = { type: 'start', at: '2025-03-29T06:00:00.000Z', idempotencyKey: 'vorgestern' };
    window.localStorage.setItem(queueStorageKey('mitarbeiter'), JSON.stringify([stale]));
    renderWithClient(<TimeClockScreen link={LINK} />);
    expect((await screen.findByTestId('time-clock-notice')).textContent).toBe(
      'Die Buchung ist älter als 24 Stunden: Sie wurde als Korrekturantrag zur Freigabe gespeichert.',
    );
    expect(server.state).toBe('idle');
    expect(window.localStorage.getItem(queueStorageKey('mitarbeiter'))).toBeNull();
    await waitFor(() => expect(screen.getByTestId('time-clock-state').textContent).toBe('Nicht eingestempelt'));
  });

  it('shows the server’s German message when it refuses an action, and returns to its state', async () => {
    renderWithClient(<TimeClockScreen link={LINK} />);
    await screen.findByTestId('time-clock');
    // Another device clocked in meanwhile: this screen still shows idle.
    server.act('start', '2025-03-31T05:50:00.000Z', 'anderes-geraet');
    fireEvent.click(button('Starten'));
    expect((await screen.findByTestId('time-clock-notice')).textContent).toBe('Nicht gebucht: Die Zeiterfassung läuft bereits.');
    expect(window.localStorage.getItem(queueStorageKey('mitarbeiter'))).toBeNull();
    // Read again: the other device's activity.
    await waitFor(() => expect(screen.getByTestId('time-clock-state').textContent).toBe('Arbeitszeit läuft'));
    fireEvent.click(screen.getByRole('button', { name: 'Ausblenden' }));
    expect(screen.queryByTestId('time-clock-notice')).toBeNull();
  });

  it('says when the link is wrong or was renewed', async () => {
    server.linkValid = false;
    renderWithClient(<TimeClockScreen link={LINK} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Der Zugangslink ist ungültig oder wurde erneuert.');
  });
});

describe('the back-office section Zeiterfassung', () => {
  let server: FakeClock;

  beforeEach(() => {
    window.localStorage.clear();
    server = new FakeClock();
    global.fetch = jest.fn(server.fetch) as unknown as typeof fetch;
  });

  it('clocks through the member’s own link and shows it as text and QR code; renewing asks first', async () => {
    renderWithClient(<OwnTimeClock />);
    await screen.findByTestId('time-clock');
    const link = await screen.findByTestId('time-clock-link-url');
    expect(link.textContent).toBe('http://localhost/zeiterfassung/mitarbeiter/tok%2Fen');
    expect(within(screen.getByTestId('time-clock-link')).getByRole('img', { name: 'Ihr persönlicher Link' }).querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    expect(jest.mocked(global.fetch).mock.calls.map(([url]) => String(url))).toContain(`${BASE}/me`);

    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Link erneuern' }));
    expect(server.renewed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Link erneuern' }));
    await waitFor(() => expect(screen.getByTestId('time-clock-link-url').textContent).toBe('http://localhost/zeiterfassung/mitarbeiter/neu-1'));
    expect(confirm).toHaveBeenLastCalledWith(
      'Einen neuen Link erzeugen? Der bisherige Link und sein QR-Code funktionieren danach nicht mehr.',
    );
    // The screen now clocks through the new link.
    await waitFor(() =>
      expect(jest.mocked(global.fetch).mock.calls.map(([url]) => String(url))).toContain('/api/time-tracking/mitarbeiter/neu-1/me'),
    );
    confirm.mockRestore();
  });
});
