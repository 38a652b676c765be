import { act, screen } from '@testing-library/react';
import type { ProgrammeSegment, SignageCommand, SignageDeviceCommand, SignageProgramme } from '@theke/contracts';
import { fakeResponse, renderWithClient } from '@theke/ui/testing';
import SignagePlayer from '../../routes/SignagePlayer';
import { DEVICE_KEY } from '../device-store';

// Wednesday 4 March 2026, 12:00 in Vienna.
const NOW = Date.parse('2026-03-04T11:00:00Z');
const TOKEN = 'tv-token';

const segment = (id: number): ProgrammeSegment => ({
  id,
  name: `Sequenz ${id}`,
  type: 'block',
  durationSeconds: 10,
  imageUrl: null,
  image: null,
  videoUrl: null,
  video: null,
  block: { id, name: `Block ${id}`, content: { text: `<p>Angebot ${id}</p>` } },
  menuBoard: null,
  pickupBoard: null,
});
const ALL_DAY = { weekdays: [], fromTime: null, toTime: null, fromDate: null, toDate: null };

/** A live stream the test writes server-sent events into. */
class FakeStream {
  private waiting: ((chunk: IteratableResult) => void) | null = null;
  private queued: string[] = [];
  send(type: string, data: unknown, id: number) {
    this.push(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify({ id: `e${id}`, type, occurredAt: new Date().toISOString(), data })}\n\n`);
  }
  private push(text: string) {
    if (this.waiting) {
      this.waiting({ done: false, value: new TextEncoder().encode(text) });
      this.waiting = null;
    } else this.queued.push(text);
  }
  response(): Response {
    const reader = {
      read: () =>
        new Promise<IteratableResult>((resolve) => {
          const next = this.queued.shift();
          if (next !== undefined) resolve({ done: false, value: new TextEncoder().encode(next) });
          else this.waiting = resolve;
        }),
    };
    return { ok: true, status: 200, body: { getReader: () => reader } } as unknown as Response;
  }
}
type IteratableResult = { done: boolean; value?: Uint8Array };

/** svc-content and the gateway as the player sees them. */
class FakeServer {
  registered = false;
  online = true;
  /** How far the server's clock is ahead of the TV's. */
  skewMs = 0;
  streamDown = false;
  programme: SignageProgramme = {
    device: { id: 9, name: 'TV Theke', branch: { id: 1 }, orientation: 'landscape' },
    scene: { id: 3, name: 'Filiale', path: 'filiale', orientation: 'landscape' },
    regions: [
      {
        name: 'main',
        x: 0,
        y: 0,
        width: 100,
        height: 100,
        stream: {
          id: 5,
          name: 'Angebote',
          entries: [
            { segment: segment(11), durationSeconds: 3, ...ALL_DAY },
            { segment: segment(12), durationSeconds: 2, ...ALL_DAY },
            { segment: segment(13), durationSeconds: 1, ...ALL_DAY },
          ],
        },
      },
    ],
    serverTime: new Date(NOW).toISOString(),
    timeZone: 'Europe/Vienna',
  };
  commands: SignageDeviceCommand[] = [];
  acknowledged: number[] = [];
  heartbeats: unknown[] = [];
  stream = new FakeStream();

  fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const path = new URL(url, 'http://theke.test').pathname;
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (path === '/api/digital-signage-pairings') return fakeResponse(201, { data: { code: 'K7P2QX', pairingId: 'p1', secret: 's', expiresAt: '2026-03-04T11:15:00Z' } });
    if (path === '/api/digital-signage-pairings/p1')
      return fakeResponse(200, { data: this.registered ? { state: 'paired', deviceId: 9, token: TOKEN } : { state: 'waiting', expiresAt: '2026-03-04T11:15:00Z' } });
    if (headers.Authorization !== `Device ${TOKEN}`) return fakeResponse(401, { errors: [{ message: 'Nicht angemeldet' }] });
    if (path === '/api/events') return this.streamDown ? fakeResponse(503, {}) : this.stream.response();
    if (path === '/api/digital-signage-player/programme') return fakeResponse(200, { data: { ...this.programme, serverTime: new Date(Date.now() + this.skewMs).toISOString() } });
    if (path === '/api/digital-signage-player/commands') return fakeResponse(200, { data: this.commands.filter((command) => command.state !== 'acknowledged') });
    const ack = /^\/api\/digital-signage-player\/commands\/(\d+)\/ack$/.exec(path);
    if (ack) {
      this.acknowledged.push(Number(ack[1]));
      this.commands = this.commands.map((command) => (command.id === Number(ack[1]) ? { ...command, state: 'acknowledged' } : command));
      return fakeResponse(200, { data: { id: Number(ack[1]), state: 'acknowledged' } });
    }
    if (path === '/api/digital-signage-player/heartbeat') {
      this.heartbeats.push(JSON.parse(String(init.body)));
      return fakeResponse(204, '');
    }
    return fakeResponse(404, {});
  };
}

const command = (id: number, fields: Partial<SignageDeviceCommand>): SignageDeviceCommand => ({
  id,
  command: 'message',
  state: 'pending',
  scene: null,
  segment: null,
  durationSeconds: null,
  message: null,
  expiresAt: new Date(NOW + 3_600_000).toISOString(),
  device: { id: 9 },
  isExpired: false,
  createdAt: new Date(NOW).toISOString(),
  deliveredAt: null,
  acknowledgedAt: null,
  abortedAt: null,
  ...fields,
});

/** Lets time pass in small steps, so the timers each render sets run within the span too. */
async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) await act(() => jest.advanceTimersByTimeAsync(Math.min(100, ms - passed)));
  await act(() => jest.advanceTimersByTimeAsync(0));
}
const playing = () => screen.getByTestId('signage-segment').getAttribute('data-segment');

describe('the TV player (issue 23)', () => {
  let server: FakeServer;

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    window.localStorage.clear();
    server = new FakeServer();
    global.fetch = jest.fn(server.fetch) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('shows its pairing code until staff register it, then keeps the token and plays the segments in order with their durations', async () => {
    renderWithClient(<SignagePlayer />);
    await advance(0);
    expect(screen.getByTestId('signage-pairing').textContent).toContain('Kopplungscode');
    expect(screen.getByTestId('signage-pairing-code').textContent).toBe('K7P2QX');
    expect(screen.getByText('Geben Sie diesen Code im Backoffice unter Digital Signage → TVs ein.')).toBeTruthy();

    await advance(3_000);
    expect(screen.queryByTestId('signage-player')).toBeNull();
    server.registered = true;
    await advance(3_000);
    expect(JSON.parse(window.localStorage.getItem(DEVICE_KEY) ?? '{}')).toEqual({ deviceId: 9, token: TOKEN });

    expect(playing()).toBe('11');
    expect(screen.getByTestId('signage-segment').textContent).toBe('Angebot 11');
    const order: string[] = [];
    for (const step of [2_999, 1, 1_999, 1, 999, 1]) {
      await advance(step);
      order.push(playing() ?? '');
    }
    expect(order).toEqual(['11', '12', '12', '13', '13', '11']);
    // The heartbeat every 30 s tells the back-office what the region shows.
    await advance(30_000);
    const [shown] = (server.heartbeats.at(-1) as { nowShowing: { region: string; segment: { id: number } }[] }).nowShowing;
    expect(shown?.region).toBe('main');
    expect([11, 12, 13]).toContain(shown?.segment.id);
  });

  it('runs a command that waited while it was away and one that arrives live, each once, and acknowledges them', async () => {
    window.localStorage.setItem(DEVICE_KEY, JSON.stringify({ deviceId: 9, token: TOKEN }));
    server.commands = [command(1, { message: 'Heute geschlossen ab 18 Uhr' })];
    renderWithClient(<SignagePlayer />);
    await advance(0);
    expect(screen.getByTestId('signage-message').textContent).toBe('Heute geschlossen ab 18 Uhr');
    expect(server.acknowledged).toEqual([1]);

    const live: SignageCommand = { ...command(2, { command: 'segment', segment: { id: 13 }, durationSeconds: 5 }), deviceId: 9, branchId: 1 };
    server.stream.send('content.signage.command', live, 1);
    // The same command again (the reconnect fetch overlapping the live event) runs once.
    server.stream.send('content.signage.command', { ...live, state: 'delivered' }, 2);
    await advance(0);
    expect(screen.getByTestId('signage-override').getAttribute('data-segment')).toBe('13');
    expect(screen.queryByTestId('signage-message')).toBeNull();
    expect(server.acknowledged).toEqual([1, 2]);
    await advance(5_000);
    expect(screen.queryByTestId('signage-override')).toBeNull();

    server.stream.send('content.signage.command', { ...live, id: 3, command: 'message', message: 'Gleich zurück', segment: null, durationSeconds: null }, 3);
    await advance(0);
    expect(screen.getByTestId('signage-message').textContent).toBe('Gleich zurück');
    server.stream.send('content.signage.command', { ...live, id: 3, state: 'aborted' }, 4);
    await advance(0);
    expect(screen.queryByTestId('signage-message')).toBeNull();
  });

  it('asks for waiting commands with its heartbeat while the live stream is down', async () => {
    window.localStorage.setItem(DEVICE_KEY, JSON.stringify({ deviceId: 9, token: TOKEN }));
    server.streamDown = true;
    renderWithClient(<SignagePlayer />);
    await advance(0);
    server.commands = [command(5, { message: 'Kassa 2 geöffnet' })];
    await advance(30_000);
    expect(screen.getByTestId('signage-message').textContent).toBe('Kassa 2 geöffnet');
    expect(server.acknowledged).toEqual([5]);
  });

  it('keeps looping the programme it kept when it starts while the server is away', async () => {
    window.localStorage.setItem(DEVICE_KEY, JSON.stringify({ deviceId: 9, token: TOKEN }));
    const first = renderWithClient(<SignagePlayer />);
    await advance(0);
    expect(playing()).toBe('11');
    first.unmount();

    server.online = false;
    renderWithClient(<SignagePlayer />);
    await advance(0);
    expect(screen.getByTestId('signage-player').getAttribute('data-offline')).toBe('true');
    expect(playing()).toBe('11');
    await advance(3_000);
    expect(playing()).toBe('12');
    await advance(3_000);
    expect(playing()).toBe('11');
  });

  it('takes a new offset to the server clock without shortening the segment on screen', async () => {
    window.localStorage.setItem(DEVICE_KEY, JSON.stringify({ deviceId: 9, token: TOKEN }));
    renderWithClient(<SignagePlayer />);
    await advance(0);
    await advance(1_000);
    expect(playing()).toBe('11');
    // The programme is read again (a signage change) while the server's clock is 1.5 s ahead.
    server.skewMs = 1_500;
    server.stream.send('content.signage.stream.changed', { id: 5 }, 1);
    await advance(1_900);
    expect(playing()).toBe('11');
    await advance(100);
    expect(playing()).toBe('12');
  });

  it('clears the browser\'s resource timings whenever it reads its programme, so days of requests do not fill their buffer', async () => {
    window.localStorage.setItem(DEVICE_KEY, JSON.stringify({ deviceId: 9, token: TOKEN }));
    const clearResourceTimings = jest.fn();
    Object.assign(performance, { clearResourceTimings });
    renderWithClient(<SignagePlayer />);
    await advance(0);
    const atStart = clearResourceTimings.mock.calls.length;
    expect(atStart).toBeGreaterThan(0);
    await act(() => jest.advanceTimersByTimeAsync(5 * 60_000));
    expect(clearResourceTimings.mock.calls.length).toBeGreaterThan(atStart);
  });

  it('pairs again when the server refuses its token', async () => {
    window.localStorage.setItem(DEVICE_KEY, JSON.stringify({ deviceId: 9, token: 'renewed-elsewhere' }));
    renderWithClient(<SignagePlayer />);
    await advance(0);
    expect(screen.getByTestId('signage-pairing-code').textContent).toBe('K7P2QX');
    expect(window.localStorage.getItem(DEVICE_KEY)).toBeNull();
  });
});
