import { act, fireEvent, screen, within } from '@testing-library/react';
import { EVENTS, type SignageDeviceCommand } from '@theke/contracts';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import { TvPanel } from './TvPanel';

const TV_BASE = { version: 1, orientation: 'landscape', pairingCode: null, pairedAt: '2025-04-01T08:00:00.000Z' };

const TVS = [
  {
    ...TV_BASE,
    id: 9,
    name: 'TV Theke',
    branch: { id: 3 },
    scene: { id: 7 },
    regions: [
      { region: 'hauptbereich', stream: { id: 5 } },
      { region: 'leiste', stream: { id: 6 } },
    ],
    isOnline: true,
    lastHeartbeatAt: '2025-04-15T08:00:10.000Z',
    nowShowing: [
      { region: 'hauptbereich', segment: { id: 21 } },
      { region: 'leiste', segment: { id: 23 } },
    ],
  },
  {
    ...TV_BASE,
    id: 10,
    name: 'TV Schaufenster',
    branch: { id: 4 },
    scene: null,
    regions: [],
    isOnline: false,
    lastHeartbeatAt: '2025-04-13T20:05:00.000Z',
    nowShowing: [],
  },
];

const SEGMENTS = [
  { id: 21, version: 1, name: 'Frühstück', type: 'image', durationSeconds: 8, image: { id: 4, version: 2, extension: 'jpg', width: 1920, alt: null } },
  { id: 22, version: 1, name: 'Mittagsmenü', type: 'menu-board', durationSeconds: null, image: null },
  { id: 23, version: 1, name: 'Abholtafel', type: 'pickup-board', durationSeconds: null, image: null },
];

type Handler = (url: URL, init: RequestInit) => Response;

/** The live stream: the test says when the gateway sends an event. */
class FakeEventSource {
  static current: FakeEventSource | null = null;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.current = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {}
  send(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

describe('the TV panel', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  let handlers: Record<string, Handler>;
  let commands: Record<number, SignageDeviceCommand[]>;
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(url, 'http://theke.test').pathname === path);
  const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
  const stored = (id: number, command: SignageDeviceCommand['command'], state: SignageDeviceCommand['state']): SignageDeviceCommand => ({
    id,
    command,
    state,
    scene: null,
    segment: null,
    durationSeconds: null,
    message: null,
    expiresAt: '2025-04-16T08:00:00.000Z',
    device: { id: 9 },
    isExpired: false,
    createdAt: '2025-04-15T08:01:00.000Z',
    deliveredAt: null,
    acknowledgedAt: null,
    abortedAt: null,
  });

  beforeEach(() => {
    commands = { 9: [], 10: [] };
    handlers = {
      'GET /api/config': () => fakeResponse(200, { data: { timeZone: 'Europe/Vienna' } }),
      'GET /api/digital-signage-devices': () => fakeResponse(200, { data: TVS }),
      'GET /api/digital-signage-devices/9/commands': () => fakeResponse(200, { data: commands[9] }),
      'GET /api/digital-signage-devices/10/commands': () => fakeResponse(200, { data: commands[10] }),
      'GET /api/branches': () => fakeResponse(200, { data: [{ id: 3, name: 'Wien-Mariahilf' }, { id: 4, name: 'Graz' }] }),
      'GET /api/scenes': () => fakeResponse(200, { data: [{ id: 7, name: 'Theke quer' }] }),
      'GET /api/digital-signage-streams': () => fakeResponse(200, { data: [{ id: 5, name: 'Frühstück & Mittag' }, { id: 6, name: 'Abholung' }] }),
      'GET /api/digital-signage-segments': () => fakeResponse(200, { data: SEGMENTS }),
    };
    global.fetch = fetchMock as unknown as typeof fetch;
    (global as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
    fetchMock.mockImplementation((path, init) => {
      const url = new URL(path, 'http://theke.test');
      const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
      return Promise.resolve(handler ? handler(url, init ?? {}) : fakeResponse(404, {}));
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    delete (global as unknown as { EventSource?: unknown }).EventSource;
  });

  function renderPanel() {
    return renderWithClient(<TvPanel />);
  }

  const tv = async (name: string) => within(await screen.findByRole('listitem', { name }));

  it('shows each TV’s state, what it shows, its branch, scene and streams, and links to its form', async () => {
    commands[10] = [{ ...stored(40, 'message', 'pending'), device: { id: 10 }, isExpired: true }];
    await act(async () => void renderPanel());
    const counter = await tv('TV Theke');
    expect(counter.getByTestId('signage-tv-state').textContent).toBe('Online');
    expect(await counter.findByText('Wien-Mariahilf')).toBeTruthy();
    expect(await counter.findByText('Theke quer')).toBeTruthy();
    expect(await counter.findByText('hauptbereich → Frühstück & Mittag, leiste → Abholung')).toBeTruthy();
    const shown = await counter.findByTestId('signage-tv-now-showing');
    expect(within(shown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['hauptbereich: Frühstück', 'leiste: Abholtafel']);
    // An image segment shows as its thumbnail.
    expect(shown.querySelector('img')?.getAttribute('src')).toBe('/image/thumbnail/4-2.jpg');
    expect(counter.getByText('15.04.2025 10:00')).toBeTruthy();
    expect(counter.getByRole('link', { name: 'TV Theke' }).getAttribute('href')).toBe('#/signage/tvs/9');

    const window = await tv('TV Schaufenster');
    expect(window.getByTestId('signage-tv-state').textContent).toBe('Offline seit 13.04.2025 22:05');
    expect(await window.findByText('Keine Szene')).toBeTruthy();
    expect(window.getByText('Keine Streams zugeordnet')).toBeTruthy();
    // A command that waited past its expiry for the offline TV is never delivered: nothing to abort.
    expect(within(await window.findByTestId('signage-tv-commands')).getByRole('listitem').textContent).toBe('Nachricht · 15.04.2025 10:01: Abgelaufen');
    expect(window.queryByRole('button', { name: 'Befehl abbrechen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'TV registrieren' }).getAttribute('href')).toBe('#/signage/tvs/new');
  });

  it('sends a command, follows its state live, and aborts an open one', async () => {
    handlers['POST /api/digital-signage-devices/9/command'] = (_url, init) => {
      commands[9] = [stored(31, bodyOf(init).command as SignageDeviceCommand['command'], 'pending')];
      return fakeResponse(201, { data: { id: 31, state: 'pending' } });
    };
    handlers['POST /api/digital-signage-devices/9/command/abort'] = () => {
      commands[9] = commands[9]?.map((command) => ({ ...command, state: 'aborted' as const })) ?? [];
      return fakeResponse(200, { data: { id: 31, state: 'aborted' } });
    };
    await act(async () => void renderPanel());
    const counter = await tv('TV Theke');
    expect(await counter.findByText('Noch keine Befehle.')).toBeTruthy();
    expect(counter.queryByRole('button', { name: 'Befehl abbrechen' })).toBeNull();

    await act(async () => void fireEvent.click(counter.getByRole('button', { name: 'Neu laden' })));
    expect(bodyOf(calls('POST', '/api/digital-signage-devices/9/command')[0]?.[1])).toEqual({ command: 'reload' });
    const history = await counter.findByTestId('signage-tv-commands');
    expect(await within(history).findByText('Ausstehend')).toBeTruthy();
    expect(within(history).getByRole('listitem').textContent).toBe('Neu laden · 15.04.2025 10:01: Ausstehend');

    // The TV fetched and acknowledged it: the live stream says so, the panel reads the state again.
    commands[9] = [stored(31, 'reload', 'delivered')];
    await act(async () => FakeEventSource.current?.send(EVENTS.signageCommand, { data: { id: 31, deviceId: 9, branchId: 3, state: 'delivered' } }));
    expect(await within(history).findByText('Zugestellt')).toBeTruthy();

    await act(async () => void fireEvent.click(counter.getByRole('button', { name: 'Befehl abbrechen' })));
    expect(calls('POST', '/api/digital-signage-devices/9/command/abort')).toHaveLength(1);
    expect(await within(history).findByText('Abgebrochen')).toBeTruthy();
    expect(counter.queryByRole('button', { name: 'Befehl abbrechen' })).toBeNull();
  });

  it('asks which segment to show now and for how long, and shows the server’s refusal', async () => {
    handlers['POST /api/digital-signage-devices/9/command'] = () =>
      fakeResponse(422, { errors: [{ message: 'Diese Filmsequenz gibt es nicht mehr.' }] });
    await act(async () => void renderPanel());
    const counter = await tv('TV Theke');
    await act(async () => void fireEvent.click(counter.getByRole('button', { name: 'Sequenz jetzt zeigen' })));
    const dialog = within(await screen.findByTestId('signage-command-dialog'));
    expect(dialog.getByRole('heading').textContent).toBe('Sequenz zeigen: TV Theke');
    const send = dialog.getByRole('button', { name: 'Senden' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(await dialog.findByLabelText('Filmsequenz'), { target: { value: '22' } });
    fireEvent.change(dialog.getByLabelText('Dauer (Sekunden)'), { target: { value: '30' } });
    await act(async () => void fireEvent.click(send));
    expect(bodyOf(calls('POST', '/api/digital-signage-devices/9/command')[0]?.[1])).toEqual({ command: 'segment', segment: { id: 22 }, durationSeconds: 30 });
    expect(await dialog.findByText('Diese Filmsequenz gibt es nicht mehr.')).toBeTruthy();
  });

  it('asks for the message to show', async () => {
    handlers['POST /api/digital-signage-devices/10/command'] = () => fakeResponse(201, { data: { id: 40, state: 'pending' } });
    await act(async () => void renderPanel());
    const window = await tv('TV Schaufenster');
    await act(async () => void fireEvent.click(window.getByRole('button', { name: 'Nachricht anzeigen' })));
    const dialog = within(await screen.findByTestId('signage-command-dialog'));
    fireEvent.change(dialog.getByLabelText('Nachricht'), { target: { value: 'Heute ab 14 Uhr geschlossen' } });
    await act(async () => void fireEvent.click(dialog.getByRole('button', { name: 'Senden' })));
    expect(bodyOf(calls('POST', '/api/digital-signage-devices/10/command')[0]?.[1])).toEqual({ command: 'message', message: 'Heute ab 14 Uhr geschlossen', durationSeconds: null });
    expect(screen.queryByTestId('signage-command-dialog')).toBeNull();
  });

  it('shows the latest lines a TV sent, read again when its logs command is acknowledged', async () => {
    let logs: unknown[] = [];
    handlers['GET /api/digital-signage-devices/9/logs'] = () => fakeResponse(200, { data: logs });
    await act(async () => void renderPanel());
    const counter = await tv('TV Theke');
    // Not read before anyone asks to see them.
    expect(calls('GET', '/api/digital-signage-devices/9/logs')).toHaveLength(0);
    await act(async () => void fireEvent.click(counter.getByRole('button', { name: 'Logs anzeigen' })));
    expect(await counter.findByText('Noch keine Logs empfangen.')).toBeTruthy();

    logs = [{ id: 3, device: { id: 9 }, command: { id: 31 }, receivedAt: '2025-04-15T08:02:00.000Z', lines: ['08:01 programme loaded', '08:02 command 31: logs'] }];
    commands[9] = [stored(31, 'logs', 'acknowledged')];
    await act(async () => FakeEventSource.current?.send(EVENTS.signageCommand, { data: { id: 31, deviceId: 9, branchId: 3, state: 'acknowledged' } }));
    const shown = await counter.findByTestId('signage-tv-logs');
    expect(shown.querySelector('pre')?.textContent).toBe('08:01 programme loaded\n08:02 command 31: logs');
    expect(within(shown).getByText('Empfangen am 15.04.2025 10:02')).toBeTruthy();

    await act(async () => void fireEvent.click(counter.getByRole('button', { name: 'Logs ausblenden' })));
    expect(counter.queryByTestId('signage-tv-logs')).toBeNull();
  });
});
