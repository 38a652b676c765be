import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { takeawayOrder } from '@theke/svc-orders/testing';
import { percentile } from './src/percentile';
import { forkBenchChild, nextMessage, stopBenchChild } from './src/bench-child';

/**
 * Issue 9 benchmark (docs/adr/0021): live events through the gateway, in the scale-out shape.
 * svc-catalog, svc-content and svc-orders run in one child process, the gateway in another,
 * all talking over the real RabbitMQ; the clients run in this process.
 * (a) 500 guest orders through `POST /api/orders`, one after another: time from the answer to
 *     the `orders.order.placed` frame on an open branch screen stream. Target p95 <= 1 s.
 * (b) N open streams (half staff sessions, half branch screens): time from publishing an event
 *     on the broker to its arrival on every stream. Target: p95 < 1 s with N >= 2000.
 */

const ROLE_ENV = 'THEKE_LIVE_EVENTS_BENCH_ROLE';
const SERVICES_ENV = 'THEKE_LIVE_EVENTS_BENCH_SERVICES';
const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const ORDERS = 500;
const FAN_OUT_LEVELS = [500, 1000, 2000, 4000];
const EVENTS_PER_LEVEL = 20;

type ChildMessage =
  | { type: 'ready'; urls: Record<string, string>; branchKey?: string }
  | { type: 'memory'; rssMb: number }
  | { type: 'stored'; p50Ms: number; p95Ms: number; maxMs: number };

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
    if (message.type === 'memory') process.send?.({ type: 'memory', rssMb: Math.round(process.memoryUsage().rss / 1e6) });
    if (message.type === 'stop') void stop().then(() => process.exit(0));
  });
}

/** Child 1: the services the order needs, pinned to a time the demo branch is open. */
async function serveServices(): Promise<void> {
  const { createPeerClient, startService } = await import('@theke/server');
  const { createTestDatabase, TEST_INTERNAL_SECRET } = await import('@theke/server/testing');
  const { catalogService } = await import('@theke/svc-catalog');
  const { contentService } = await import('@theke/svc-content');
  const { createOrdersService } = await import('@theke/svc-orders');
  const { OPEN_WEDNESDAY } = await import('@theke/svc-orders/testing');
  const bus = await connectedBus('bench-services');
  const databases = await Promise.all(['catalog', 'content', 'orders'].map((name) => createTestDatabase(`theke_bench_${name}`)));
  const [catalogDb, contentDb, ordersDb] = databases;
  if (!catalogDb || !contentDb || !ordersDb) throw new Error('no databases');
  const common = { bus, internalSecret: TEST_INTERNAL_SECRET, port: 0, host: '127.0.0.1' };
  const catalog = await startService(catalogService, { ...common, databaseUrl: catalogDb.url, seedDemo: true });
  const content = await startService(contentService, { ...common, databaseUrl: contentDb.url, seedDemo: true });
  const orders = await startService(
    createOrdersService({ settings: { now: () => OPEN_WEDNESDAY, demoProviders: false, smtp: null, sms: null } }),
    { ...common, databaseUrl: ordersDb.url, peers: { catalog: catalog.url, content: content.url } },
  );
  const branch = await createPeerClient('bench', { catalog: catalog.url }, TEST_INTERNAL_SECRET).get<{ apiKey: string }>('catalog', '/branches/1');
  onStop(async () => {
    for (const service of [orders, content, catalog]) await service.stop();
    await bus.close();
    for (const database of databases) await database.drop();
  });
  process.send?.({ type: 'ready', urls: { catalog: catalog.url, content: content.url, orders: orders.url }, branchKey: branch.apiKey });
}

/** Child 2: the gateway, alone in its process as a replica would be. */
async function serveGateway(): Promise<void> {
  const { createTestDatabase, TEST_INTERNAL_SECRET } = await import('@theke/server/testing');
  const { startGateway } = await import('@theke/gateway');
  const urls = JSON.parse(process.env[SERVICES_ENV] ?? '{}') as Record<string, string>;
  const bus = await connectedBus('bench-gateway');
  const database = await createTestDatabase('theke_bench_gateway');
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
  const { Pool } = await import('pg');
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'stored') return;
    void storedAfterOccurred(new Pool({ connectionString: database.url, max: 1 })).then((figures) => process.send?.({ type: 'stored', ...figures }));
  });
  process.send?.({ type: 'ready', urls: { gateway: gateway.url } });
}

/** How long after svc-orders created each order event the gateway stored it (relay, broker, consumer, append). */
async function storedAfterOccurred(pool: import('pg').Pool): Promise<{ p50Ms: number; p95Ms: number; maxMs: number }> {
  const { rows } = await pool.query<{ p50: number; p95: number; max: number }>(`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY ms) AS p95, max(ms) AS max
    FROM (SELECT extract(epoch FROM "receivedAt" - (envelope::json->>'occurredAt')::timestamptz) * 1000 AS ms
          FROM live_events WHERE type = 'orders.order.placed') AS delays`);
  await pool.end();
  const row = rows[0];
  const round = (value: number | undefined) => Number(Number(value ?? Number.NaN).toFixed(1));
  return { p50Ms: round(row?.p50), p95Ms: round(row?.p95), maxMs: round(row?.max) };
}

if (process.env[ROLE_ENV] === 'services') serveServices().catch(fail);
if (process.env[ROLE_ENV] === 'gateway') serveGateway().catch(fail);

function fail(error: unknown): void {
  console.error(error);
  process.exit(1);
}

async function staffCookie(gatewayUrl: string): Promise<string> {
  const csrf = await fetch(`${gatewayUrl}/api/csrf`);
  const cookie = (csrf.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const { data } = (await csrf.json()) as { data: { csrfToken: string } };
  const login = await fetch(`${gatewayUrl}/api/login`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': data.csrfToken },
    body: JSON.stringify({ username: 'admin', password: 'theke-admin' }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

/** Opens a stream and hands every chunk to `onChunk` with its arrival time; resolves once the answer started. */
function openStream(url: string, headers: Record<string, string>, onChunk: (chunk: string, at: number) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => onChunk(chunk, performance.now()));
      resolve(request);
    });
    request.on('error', reject);
  });
}

const TAKEAWAY_ORDER = JSON.stringify(takeawayOrder());

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

/** (a) Orders placed one after another; each answer's uid is matched with its frame on the screen. */
async function orderToScreen(gatewayUrl: string, branchKey: string) {
  const arrivals = new Map<string, number>();
  /** Arrival minus the envelope's occurredAt (set by svc-orders just before the order's statement): the relay's share. */
  const sinceOccurred: number[] = [];
  let pending = '';
  const stream = await openStream(`${gatewayUrl}/api/events/branch/1/${branchKey}`, {}, (chunk, at) => {
    pending += chunk;
    const frames = pending.split('\n\n');
    pending = frames.pop() ?? '';
    for (const frame of frames) {
      const uid = /^event: orders\.order\.placed$[\s\S]*"uid":"([^"]+)"/m.exec(frame)?.[1];
      const occurredAt = /"occurredAt":"([^"]+)"/.exec(frame)?.[1];
      if (!uid) continue;
      arrivals.set(uid, at);
      if (occurredAt) sinceOccurred.push(performance.timeOrigin + at - Date.parse(occurredAt));
    }
  });
  const place = async () => {
    const sentAt = performance.now();
    const response = await fetch(`${gatewayUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: TAKEAWAY_ORDER,
    });
    const answeredAt = performance.now();
    if (response.status !== 201) throw new Error(`POST /api/orders answered ${response.status}: ${await response.text()}`);
    const { data } = (await response.json()) as { data: { uid: string } };
    return { uid: data.uid, sentAt, answeredAt };
  };
  for (let warmUp = 0; warmUp < 20; warmUp++) await place();
  const placed: Array<Awaited<ReturnType<typeof place>>> = [];
  for (let index = 0; index < ORDERS; index++) placed.push(await place());
  await until(() => placed.every((order) => arrivals.has(order.uid)), 15_000);
  stream.destroy();
  const received = placed.filter((order) => arrivals.has(order.uid));
  const fromAnswer = received.map((order) => (arrivals.get(order.uid) ?? 0) - order.answeredAt);
  return {
    orders: ORDERS,
    received: received.length,
    answerToFrame: summary(fromAnswer),
    requestToFrame: summary(received.map((order) => (arrivals.get(order.uid) ?? 0) - order.sentAt)),
    orderAnswer: summary(received.map((order) => order.answeredAt - order.sentAt)),
    occurredAtToFrame: summary(sinceOccurred.slice(-ORDERS)),
    frameBeforeAnswer: fromAnswer.filter((ms) => ms < 0).length,
  };
}

/** (b) Fan-out to N open streams: every delivery's latency from publish, per level. */
async function fanOut(gatewayUrl: string, branchKey: string, gateway: ChildProcess) {
  const { createEvent } = await import('@theke/server');
  const bus = await connectedBus('bench-publisher');
  const cookie = await staffCookie(gatewayUrl);
  const publishedAt = new Map<number, number>();
  let latencies: number[] = [];
  let deliveries = 0;
  const streams: http.ClientRequest[] = [];
  const onChunk = (chunk: string, at: number) => {
    for (const match of chunk.matchAll(/"benchSeq":(\d+)/g)) {
      const sent = publishedAt.get(Number(match[1]));
      if (sent === undefined) continue;
      latencies.push(at - sent);
      deliveries++;
    }
  };
  const levels = [];
  let seq = 0;
  try {
    for (const level of FAN_OUT_LEVELS) {
      const openStarted = performance.now();
      while (streams.length < level) {
        const batch = Array.from({ length: Math.min(100, level - streams.length) }, (_, index) =>
          (streams.length + index) % 2 === 0
            ? openStream(`${gatewayUrl}/api/events`, { cookie }, onChunk)
            : openStream(`${gatewayUrl}/api/events/branch/1/${branchKey}`, {}, onChunk),
        );
        streams.push(...(await Promise.all(batch)));
      }
      const openSeconds = Number(((performance.now() - openStarted) / 1000).toFixed(1));
      await sleep(1_000);
      latencies = [];
      deliveries = 0;
      const spreads: number[] = [];
      for (let index = 0; index < EVENTS_PER_LEVEL; index++) {
        seq++;
        publishedAt.set(seq, performance.now());
        // A type no service consumes, so the probe only exercises the gateway; streams get `orders.#`.
        await bus.publish(createEvent('orders.bench.probe', { branchId: 1, benchSeq: seq }));
        const before = latencies.length;
        await until(() => latencies.length - before >= level, 5_000);
        const these = latencies.slice(before);
        if (these.length > 0) spreads.push(Math.max(...these) - Math.min(...these));
        await sleep(100);
      }
      const expected = level * EVENTS_PER_LEVEL;
      levels.push({
        clients: level,
        openedInSeconds: openSeconds,
        events: EVENTS_PER_LEVEL,
        delivered: deliveries,
        expected,
        publishToFrame: summary(latencies),
        firstToLastArrival: summary(spreads),
        gatewayRssMb: (await nextMessage<ChildMessage, 'memory'>(gateway, 'memory', 'memory')).rssMb,
        met: deliveries === expected && percentile(latencies, 95, 1) < 1_000,
      });
      console.log(`fan-out ${level}:`, JSON.stringify(levels.at(-1)));
    }
  } finally {
    for (const stream of streams) stream.destroy();
    await bus.close();
  }
  return levels;
}

export async function run(): Promise<void> {
  const loadBefore = Number(os.loadavg()[0]?.toFixed(2));
  const services = await forkBenchChild<ChildMessage>(__filename, ROLE_ENV, 'services', { LOG_LEVEL: 'silent' });
  let gateway: ChildProcess | null = null;
  try {
    const started = await forkBenchChild<ChildMessage>(__filename, ROLE_ENV, 'gateway', { LOG_LEVEL: 'silent', [SERVICES_ENV]: JSON.stringify(services.ready.urls) });
    gateway = started.child;
    const gatewayUrl = started.ready.urls.gateway ?? '';
    const branchKey = services.ready.branchKey ?? '';
    const screen = await orderToScreen(gatewayUrl, branchKey);
    const { type: _stored, ...storedAfterOccurredAt } = await nextMessage<ChildMessage, 'stored'>(gateway, 'stored', 'stored');
    const latency = { ...screen, occurredAtToStoredByGateway: storedAfterOccurredAt };
    console.log('order to screen:', JSON.stringify(latency));
    const fanOutLevels = await fanOut(gatewayUrl, branchKey, gateway);
    const held = fanOutLevels.filter((level) => level.met).map((level) => level.clients);
    const report = {
      benchmark: 'live-events',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? null, node: process.version, loadAverage1m: loadBefore },
      setup:
        'svc-catalog, svc-content and svc-orders (pinned to an opening hour) in one child process, the gateway in another, all over the local RabbitMQ and PostgreSQL; clients (fetch, raw http streams) in the parent process, on the same 2 cores. (a) guest takeaway orders through the gateway one after another, a branch screen stream (api key) of the branch open. (b) N streams, every other one a staff session (admin), the others branch screens; probe events of that branch (orders.bench.probe, consumed by no service) published on the broker, each 100 ms after the previous one reached every stream; latency measured from before the publish to the arrival of the frame in this process (so it includes the parsing by the clients on the shared cores).',
      orderToScreen: latency,
      fanOut: fanOutLevels,
      clientsHeldWithP95UnderOneSecond: held.length > 0 ? Math.max(...held) : 0,
      targets: { orderToScreenP95Ms: 1_000, fanOutClients: 2_000, fanOutP95Ms: 1_000 },
      met: {
        orderToScreen: latency.received === ORDERS && latency.answerToFrame.p95Ms <= 1_000,
        fanOut: held.some((clients) => clients >= 2_000),
      },
    };
    writeFileSync(path.join(__dirname, 'results', 'live-events.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('targets met:', report.met);
  } finally {
    if (gateway) await stopBenchChild(gateway);
    await stopBenchChild(services.child);
  }
}
