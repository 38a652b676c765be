import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { takeawayOrder } from '@theke/svc-orders/testing';
import { percentile } from './src/percentile';
import { forkBenchChild, stopBenchChild } from './src/bench-child';

/**
 * Issue 23 benchmark (ADR 0042 "Benchmarks"): 500 paired TVs, each holding the gateway's live
 * stream (`GET /api/events`, `Authorization: Device <token>`) open, as node http clients (the
 * player reads the stream with fetch; no browsers). svc-catalog, svc-content and svc-orders run in
 * one child process, the gateway in another, over the local RabbitMQ and PostgreSQL.
 * (a) A 'message' command to every TV through the staff API, at a steady rate (5 a second to half of
 *     them: the target; then 25 a second to the other half: where it saturates); each TV acknowledges
 *     (`POST …/commands/{id}/ack`) the moment its stream brings the pending command. Command sent →
 *     acknowledgement answered, p95 ≤ 500 ms.
 * (b) Orders of branch 1 confirmed at the desk (`POST /api/orders/{id}/status/confirm`) one after
 *     another: confirm sent → the status-changed event on each of the branch's TVs, p95 ≤ 1 s; each
 *     TV then re-reads its pickup board as the player does, and that answer is timed too.
 * TVs of one branch share one address (127.0.0.1x, x the branch), as behind a shop's router: the
 * gateway's device-token throttle counts per address.
 */

const ROLE_ENV = 'THEKE_SIGNAGE_PLAYERS_BENCH_ROLE';
const SERVICES_ENV = 'THEKE_SIGNAGE_PLAYERS_BENCH_SERVICES';
const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const BRANCHES = [1, 2, 3, 4, 5];
const PLAYERS = 500;
/** Streams opened at the same time while connecting (S1: a burst from one address meets the throttle). */
const CONNECT_WAVE = 250;
/** Commands at a staff-like rate (the target) to half the TVs, then a burst rate to the other half. */
const COMMAND_RATES = [5, 25];
const ORDERS = 40;
const CONFIRM_EVERY_MS = 1_000;
/** Every TV of the orders' branch re-reads its pickup board on each order event (the player does). */
const ORDER_BRANCH = 1;

type ChildMessage = { type: 'ready'; urls: Record<string, string>; contentDatabaseUrl?: string };

async function connectedBus(name: string) {
  const { RabbitBus, createLogger, delay } = await import('@theke/server');
  const bus = new RabbitBus({ url: AMQP_URL, log: createLogger(name) });
  bus.start();
  for (let attempt = 0; !bus.isReady(); attempt++) {
    if (attempt > 200) throw new Error(`RabbitMQ at ${AMQP_URL} unreachable`);
    await delay(50);
  }
  return bus;
}

function onStop(stop: () => Promise<void>): void {
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stop') void stop().then(() => process.exit(0));
  });
}

/** Child 1: the services (orders pinned to an opening hour, so guests' orders are taken). */
async function serveServices(): Promise<void> {
  const { startService } = await import('@theke/server');
  const { createTestDatabase, TEST_INTERNAL_SECRET } = await import('@theke/server/testing');
  const { catalogService } = await import('@theke/svc-catalog');
  const { contentService } = await import('@theke/svc-content');
  const { createOrdersService } = await import('@theke/svc-orders');
  const { OPEN_WEDNESDAY } = await import('@theke/svc-orders/testing');
  const bus = await connectedBus('bench-services');
  const databases = await Promise.all(['catalog', 'content', 'orders'].map((name) => createTestDatabase(`theke_bench_signage_${name}`)));
  const [catalogDb, contentDb, ordersDb] = databases;
  if (!catalogDb || !contentDb || !ordersDb) throw new Error('no databases');
  const common = { bus, internalSecret: TEST_INTERNAL_SECRET, port: 0, host: '127.0.0.1' };
  const content = await startService(contentService, { ...common, databaseUrl: contentDb.url, seedDemo: true });
  const catalog = await startService(catalogService, { ...common, databaseUrl: catalogDb.url, seedDemo: true, peers: { content: content.url } });
  const orders = await startService(
    createOrdersService({ settings: { now: () => OPEN_WEDNESDAY, demoProviders: false, smtp: null, sms: null } }),
    { ...common, databaseUrl: ordersDb.url, peers: { catalog: catalog.url, content: content.url } },
  );
  onStop(async () => {
    for (const service of [orders, catalog, content]) await service.stop();
    await bus.close();
    for (const database of databases) await database.drop();
  });
  process.send?.({ type: 'ready', urls: { catalog: catalog.url, content: content.url, orders: orders.url }, contentDatabaseUrl: contentDb.url });
}

/** Child 2: the gateway, alone in its process as a replica would be. */
async function serveGateway(): Promise<void> {
  const { createTestDatabase, TEST_INTERNAL_SECRET } = await import('@theke/server/testing');
  const { startGateway } = await import('@theke/gateway');
  const urls = JSON.parse(process.env[SERVICES_ENV] ?? '{}') as Record<string, string>;
  const bus = await connectedBus('bench-gateway');
  const database = await createTestDatabase('theke_bench_signage_gateway');
  const orders = urls.orders ?? '';
  const gateway = await startGateway({
    databaseUrl: database.url,
    services: { catalog: urls.catalog ?? '', content: urls.content ?? '', orders, workforce: orders },
    bus,
    internalSecret: TEST_INTERNAL_SECRET,
    sessionSecret: 'bench-session-secret',
    port: 0,
    host: '127.0.0.1',
    seedDemo: true,
  });
  onStop(async () => {
    await gateway.stop();
    await bus.close();
    await database.drop();
  });
  process.send?.({ type: 'ready', urls: { gateway: gateway.url } });
}

function fail(error: unknown): void {
  console.error(error);
  process.exit(1);
}

if (process.env[ROLE_ENV] === 'services') serveServices().catch(fail);
if (process.env[ROLE_ENV] === 'gateway') serveGateway().catch(fail);

// ---------------------------------------------------------------- the staff side

/** The administrator's session: cookies and the CSRF token for writes. */
class Staff {
  private readonly cookies = new Map<string, string>();
  private csrf = '';

  constructor(private readonly baseUrl: string) {}

  private remember(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  private headers(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { cookie, 'x-csrf-token': this.csrf, 'content-type': 'application/json' };
  }

  private async refreshCsrf(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/csrf`, { headers: this.headers() });
    this.remember(response);
    this.csrf = ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
  }

  async logIn(): Promise<void> {
    await this.refreshCsrf();
    const login = await fetch(`${this.baseUrl}/api/login`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ username: 'admin', password: 'theke-admin' }),
    });
    if (!login.ok) throw new Error(`login answered ${login.status}`);
    this.remember(login);
    await this.refreshCsrf();
  }

  async post<T>(path: string, body: unknown = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers: this.headers(), body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  }
}

/** 100 TVs per demo branch, each playing the demo scene with its branch's two demo streams. */
async function createTvs(staff: Staff): Promise<Array<{ id: number; branch: number }>> {
  const tvs: Array<{ id: number; branch: number }> = [];
  let next = 0;
  const worker = async () => {
    while (next < PLAYERS) {
      const index = next++;
      const branch = BRANCHES[index % BRANCHES.length] ?? 1;
      const tv = await staff.post<{ id: number }>('/api/digital-signage-devices', {
        name: `Bench TV ${index + 1}`,
        branch: { id: branch },
        orientation: 'landscape',
        scene: { id: 1 },
        regions: [
          { region: 'main', stream: { id: branch * 2 - 1 } },
          { region: 'side', stream: { id: branch * 2 } },
        ],
      });
      tvs.push({ id: tv.id, branch });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return tvs.sort((a, b) => a.id - b.id);
}

/**
 * Pairs the TVs as the pairing poll would (a token of 256 bits, its SHA-256 stored, pairedAt set),
 * in svc-content's database: the pairing API's 30 codes per 15 minutes and address would take hours.
 */
async function pairInDatabase(databaseUrl: string, tvs: Array<{ id: number }>): Promise<Map<number, string>> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  const tokens = new Map(tvs.map((tv) => [tv.id, randomBytes(32).toString('base64url')]));
  const hashes = [...tokens].map(([id, token]) => ({ id, hash: createHash('sha256').update(token, 'utf8').digest('hex') }));
  await pool.query(
    `UPDATE digital_signage_devices AS device SET "tokenHash" = paired.hash, "pairedAt" = now()
     FROM json_to_recordset($1::json) AS paired(id int, hash text) WHERE device.id = paired.id`,
    [JSON.stringify(hashes)],
  );
  await pool.end();
  return tokens;
}

// ---------------------------------------------------------------- the TVs

interface Envelope {
  type: string;
  data: Record<string, unknown>;
}

const addressOf = (branch: number) => `127.0.0.${10 + branch}`;

/** Keep-alive connections for the TVs' calls (the agent pools them per local address). */
const agent = new http.Agent({ keepAlive: true });

function call(url: string, method: string, headers: Record<string, string>, branch: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent, localAddress: addressOf(branch) }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

class Player {
  private pending = '';
  private request: http.ClientRequest | null = null;
  onEvent: (player: Player, event: Envelope, at: number) => void = () => undefined;

  constructor(
    readonly id: number,
    readonly branch: number,
    private readonly token: string,
    private readonly baseUrl: string,
  ) {}

  private get authorization() {
    return { authorization: `Device ${this.token}` };
  }

  /** Opens the live stream; resolves with the answer's status (200: streaming). */
  connect(): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${this.baseUrl}/api/events`,
        { agent: false, localAddress: addressOf(this.branch), headers: { accept: 'text/event-stream', ...this.authorization } },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            resolve(response.statusCode ?? 0);
            return;
          }
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => this.read(chunk, performance.now()));
          this.request = request;
          resolve(200);
        },
      );
      request.on('error', reject);
    });
  }

  private read(chunk: string, at: number): void {
    this.pending += chunk;
    const frames = this.pending.split('\n\n');
    this.pending = frames.pop() ?? '';
    for (const frame of frames) {
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (!data || !/^event: /m.test(frame)) continue;
      this.onEvent(this, JSON.parse(data) as Envelope, at);
    }
  }

  acknowledge(commandId: number) {
    return call(`${this.baseUrl}/api/digital-signage-player/commands/${commandId}/ack`, 'POST', this.authorization, this.branch);
  }

  pickupBoard() {
    return call(`${this.baseUrl}/api/digital-signage-player/pickup-board`, 'GET', this.authorization, this.branch);
  }

  close(): void {
    this.request?.destroy();
  }
}

/** Opens every TV's stream, `CONNECT_WAVE` at a time; a refused one (429) tries again in the next wave. */
async function connectAll(players: Player[]) {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  let waiting = [...players];
  let waves = 0;
  while (waiting.length > 0) {
    waves++;
    const wave = waiting.slice(0, CONNECT_WAVE);
    const answers = await Promise.all(wave.map((player) => player.connect()));
    const refused = wave.filter((_, index) => answers[index] !== 200);
    for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    if (refused.some((player) => answers[wave.indexOf(player)] !== 429)) throw new Error(`streams refused: ${JSON.stringify(statuses)}`);
    waiting = [...refused, ...waiting.slice(CONNECT_WAVE)];
    if (refused.length > 0) await sleep(1_000);
  }
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), waves, statuses };
}

// ---------------------------------------------------------------- figures

const summary = (values: number[]) => ({
  count: values.length,
  p50Ms: percentile(values, 50, 1),
  p95Ms: percentile(values, 95, 1),
  p99Ms: percentile(values, 99, 1),
  maxMs: percentile(values, 100, 1),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(20);
}

const countOf = (statuses: Record<string, number>, status: number) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
};

/** (a) One 'message' command per TV at a steady rate; each TV acknowledges it on arrival. */
async function commandsToAcknowledgements(staff: Staff, players: Player[], perSecond: number) {
  const sentAt = new Map<number, number>();
  const arrived: number[] = [];
  const acknowledged: number[] = [];
  const ackCall: number[] = [];
  const commandAnswer: number[] = [];
  const ackStatuses: Record<string, number> = {};
  const seen = new Set<number>();
  for (const player of players) {
    player.onEvent = (tv, event, at) => {
      if (event.type !== 'content.signage.command' || event.data.state !== 'pending' || event.data.deviceId !== tv.id) return;
      const commandId = Number(event.data.id);
      if (seen.has(commandId)) return;
      seen.add(commandId);
      const sent = sentAt.get(tv.id) ?? at;
      arrived.push(at - sent);
      void tv.acknowledge(commandId).then(({ status }) => {
        const done = performance.now();
        countOf(ackStatuses, status);
        ackCall.push(done - at);
        if (status === 200) acknowledged.push(done - sent);
      });
    };
  }
  const started = performance.now();
  await Promise.all(
    players.map(async (player, index) => {
      const wait = (index * 1_000) / perSecond - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      const sent = performance.now();
      sentAt.set(player.id, sent);
      await staff.post(`/api/digital-signage-devices/${player.id}/command`, { command: 'message', message: `Benchmark ${index + 1}`, durationSeconds: 5 });
      commandAnswer.push(performance.now() - sent);
    }),
  );
  await until(() => Object.values(ackStatuses).reduce((sum, count) => sum + count, 0) >= players.length, 20_000);
  return {
    commands: players.length,
    perSecond,
    delivered: arrived.length,
    acknowledged: acknowledged.length,
    ackStatuses,
    sentToAcknowledged: summary(acknowledged),
    sentToStreamFrame: summary(arrived),
    commandAnswer: summary(commandAnswer),
    ackCall: summary(ackCall),
  };
}

/** Guests' takeaway orders of the branch, placed before the measured part. */
async function placeOrders(baseUrl: string): Promise<Array<{ id: number; ticketNumber: string }>> {
  const placed: Array<{ id: number; ticketNumber: string }> = [];
  const body = JSON.stringify(takeawayOrder({ branch: { id: ORDER_BRANCH } }));
  for (let index = 0; index < ORDERS; index++) {
    const response = await fetch(`${baseUrl}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body });
    if (response.status !== 201) throw new Error(`POST /api/orders answered ${response.status}: ${await response.text()}`);
    const { data } = (await response.json()) as { data: { uid: string; hash: string; ticketNumber: string } };
    const view = (await (await fetch(`${baseUrl}/api/orders/public/${data.uid}/${data.hash}`)).json()) as { data: { id: number } };
    placed.push({ id: view.data.id, ticketNumber: data.ticketNumber });
  }
  return placed;
}

/** (b) Orders confirmed at the desk one after another; the branch's TVs receive it and re-read their board. */
async function confirmationsToBoards(baseUrl: string, staff: Staff, players: Player[]) {
  const orders = await placeOrders(baseUrl);
  const branchPlayers = players.filter((player) => player.branch === ORDER_BRANCH);
  const confirmedAt = new Map<number, number>();
  const arrived: number[] = [];
  const boardShowsIt: number[] = [];
  const boardStatuses: Record<string, number> = {};
  let boardWithoutTicket = 0;
  let boardsAsked = 0;
  const ticketOf = new Map(orders.map((order) => [order.id, order.ticketNumber]));
  for (const player of players) {
    player.onEvent = (tv, event, at) => {
      if (event.type !== 'orders.order.status-changed' || event.data.change !== 'confirmed') return;
      const orderId = Number(event.data.id);
      const sent = confirmedAt.get(orderId);
      if (sent === undefined) return;
      arrived.push(at - sent);
      boardsAsked++;
      void tv.pickupBoard().then(({ status, body }) => {
        countOf(boardStatuses, status);
        if (status !== 200) return;
        const board = JSON.parse(body) as { data: { tickets: Array<{ ticketNumber: string; status: string }> } };
        const shown = board.data.tickets.some((ticket) => ticket.ticketNumber === ticketOf.get(orderId) && ticket.status === 'preparing');
        if (shown) boardShowsIt.push(performance.now() - sent);
        else boardWithoutTicket++;
      });
    };
  }
  const confirmAnswer: number[] = [];
  for (const order of orders) {
    const sent = performance.now();
    confirmedAt.set(order.id, sent);
    await staff.post(`/api/orders/${order.id}/status/confirm`);
    confirmAnswer.push(performance.now() - sent);
    await sleep(CONFIRM_EVERY_MS);
  }
  const expected = orders.length * branchPlayers.length;
  await until(() => arrived.length >= expected && Object.values(boardStatuses).reduce((sum, count) => sum + count, 0) >= boardsAsked, 15_000);
  return {
    orders: orders.length,
    branchPlayers: branchPlayers.length,
    confirmEveryMs: CONFIRM_EVERY_MS,
    deliveries: arrived.length,
    expected,
    confirmSentToStreamFrame: summary(arrived),
    confirmAnswer: summary(confirmAnswer),
    boardReReads: { asked: boardsAsked, statuses: boardStatuses, withoutTheTicket: boardWithoutTicket },
    confirmSentToBoardShowingTicket: summary(boardShowsIt),
  };
}

export async function run(): Promise<void> {
  const loadBefore = Number(os.loadavg()[0]?.toFixed(2));
  const services = await forkBenchChild<ChildMessage>(__filename, ROLE_ENV, 'services', { LOG_LEVEL: 'silent' });
  let gateway: Awaited<ReturnType<typeof forkBenchChild<ChildMessage>>> | null = null;
  const players: Player[] = [];
  try {
    gateway = await forkBenchChild<ChildMessage>(__filename, ROLE_ENV, 'gateway', { LOG_LEVEL: 'silent', [SERVICES_ENV]: JSON.stringify(services.ready.urls) });
    const baseUrl = gateway.ready.urls.gateway ?? '';
    const staff = new Staff(baseUrl);
    await staff.logIn();
    const tvs = await createTvs(staff);
    const tokens = await pairInDatabase(services.ready.contentDatabaseUrl ?? '', tvs);
    for (const tv of tvs) players.push(new Player(tv.id, tv.branch, tokens.get(tv.id) ?? '', baseUrl));
    const connecting = await connectAll(players);
    console.log('connected:', JSON.stringify(connecting));
    await sleep(2_000);

    // Warm-up: the command path once per branch, not counted.
    await commandsToAcknowledgements(staff, players.slice(0, 10), 5);
    const half = PLAYERS / 2;
    const commandRuns = [];
    for (const [index, perSecond] of COMMAND_RATES.entries()) {
      commandRuns.push(await commandsToAcknowledgements(staff, players.slice(index * half, (index + 1) * half), perSecond));
      console.log('commands:', JSON.stringify(commandRuns.at(-1)));
      await sleep(2_000);
    }
    const [commands] = commandRuns;
    if (!commands) throw new Error('no command run');
    const boards = await confirmationsToBoards(baseUrl, staff, players);
    console.log('pickup boards:', JSON.stringify(boards));

    const report = {
      benchmark: 'signage-players',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? null, node: process.version, loadAverage1m: loadBefore, loadAverageAfter1m: Number(os.loadavg()[0]?.toFixed(2)) },
      setup:
        'svc-catalog, svc-content and svc-orders (pinned to an opening hour) in one child process, the gateway in another, over the local RabbitMQ and PostgreSQL; the 500 TVs are node http clients in the parent process on the same 2 cores, 100 per demo branch, each branch from its own loopback address (127.0.0.11-15). TVs created through the staff API (demo scene, the branch\'s demo streams), their tokens stored hashed in svc-content\'s database as the pairing poll does. Streams opened 250 at a time (50 per address), a refused one (429) again in the next wave. (a) one \'message\' command per TV through POST /api/digital-signage-devices/{id}/command at a steady rate (5/s to TVs 1-250, the target\'s run; 25/s to TVs 251-500), each TV acknowledging on the stream frame of the pending command; latency from before the staff POST to the acknowledgement\'s answer. (b) guest takeaway orders of branch 1 (100 TVs) confirmed at the desk one per second; latency from before the confirm POST to the status-changed frame on each TV of the branch; each TV then re-reads GET /api/digital-signage-player/pickup-board once, as the player does on order events (no retry on 4xx, as its query client).',
      players: PLAYERS,
      connecting,
      commands: commandRuns,
      pickupBoards: boards,
      targets: { commandToAcknowledgementP95Ms: 500, orderStatusToPickupBoardP95Ms: 1_000 },
      met: {
        commandToAcknowledgement: commands.acknowledged === commands.commands && commands.sentToAcknowledged.p95Ms <= 500,
        orderStatusToPickupBoard: boards.deliveries === boards.expected && boards.confirmSentToStreamFrame.p95Ms <= 1_000,
      },
    };
    writeFileSync(path.join(__dirname, 'results', 'signage-players.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('targets met:', report.met);
  } finally {
    for (const player of players) player.close();
    agent.destroy();
    if (gateway) await stopBenchChild(gateway.child);
    await stopBenchChild(services.child);
  }
}
