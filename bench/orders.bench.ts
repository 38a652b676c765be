import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { takeawayOrder } from '@theke/svc-orders/testing';
import { forkBenchChild, nextMessage, stopBenchChild } from './src/bench-child';

/**
 * Issue 8 benchmark: POST /api/orders (valid takeaway orders, a fresh Idempotency-Key each) and
 * the public status read with If-None-Match, against svc-orders with svc-catalog and svc-content
 * as peers on throwaway databases. The services run in a child process so that autocannon does
 * not share their event loop. Targets on the 2-core machine: >= 500 orders/s with p99 <= 60 ms,
 * <= 8 SQL statements in the placing transaction; status read >= 3000 req/s, p99 <= 15 ms (304).
 */

const ROLE_ENV = 'THEKE_ORDERS_BENCH_ROLE';

type ServerMessage = { type: 'ready'; ordersUrl: string } | { type: 'statements'; summary: StatementSummary };

interface StatementSummary {
  ordersPlaced: number;
  maxStatementsInPlacingTransaction: number;
  avgStatementsInPlacingTransaction: number;
  allStatements: number;
}

/** The child: catalogue, content and orders on one in-memory bus, as in the one-process mode. */
async function serve(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const { MemoryBus } = await import('@theke/server');
  const { startTestService } = await import('@theke/server/testing');
  const { catalogService } = await import('@theke/svc-catalog');
  const { contentService } = await import('@theke/svc-content');
  const { createOrdersService } = await import('@theke/svc-orders');
  const { StatementCounter } = await import('@theke/svc-orders/testing');
  const { OPEN_WEDNESDAY } = await import('@theke/svc-orders/testing');

  const bus = new MemoryBus();
  const [catalog, content] = await Promise.all([
    startTestService(catalogService, { seedDemo: true, bus }),
    startTestService(contentService, { seedDemo: true, bus }),
  ]);
  const orders = await startTestService(
    createOrdersService({
      // Pinned to a time the demo branch is open; without SMTP the e-mails are rendered and logged.
      settings: { now: () => OPEN_WEDNESDAY, demoProviders: false, smtp: null, sms: null },
    }),
    { peers: { catalog: catalog.url, content: content.url }, bus },
  );
  const counter = new StatementCounter(orders.context.sequelize, { keepStatements: false });
  const send = (message: ServerMessage) => process.send?.(message);
  process.on('message', (message: { type: string }) => {
    if (message.type === 'reset') counter.reset();
    if (message.type === 'statements') send({ type: 'statements', summary: counter.summary() });
    if (message.type === 'stop') {
      void (async () => {
        await orders.close();
        await Promise.all([catalog.close(), content.close()]);
        await bus.close();
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

interface Run {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  statusCodes: Record<string, number>;
}

function summarize(label: string, result: autocannon.Result): Run {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stats.count ?? 0;
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    statusCodes,
  };
}

interface LoadOptions {
  seconds: number;
  /** Offered load in requests per second; without it, as fast as 20 connections go (saturation). */
  rate?: number;
}

async function placeOrders(ordersUrl: string, { seconds, rate }: LoadOptions): Promise<autocannon.Result> {
  return autocannon({
    url: `${ordersUrl}/api/orders`,
    connections: 20,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: TAKEAWAY_ORDER,
        // A retry-safe client sends a fresh key per order.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  });
}

function readStatus(url: string, { seconds, rate }: LoadOptions, etag?: string): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: 20,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    ...(etag ? { headers: { 'if-none-match': etag } } : {}),
  });
}

/** Lets the background work of the last run (notifications, outbox relay) finish before the next. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

export async function run(): Promise<void> {
  const loadBefore = Number(os.loadavg()[0]?.toFixed(2));
  const { child, ready } = await forkBenchChild<ServerMessage>(__filename, ROLE_ENV, 'server');
  const { ordersUrl } = ready;
  try {
    await placeOrders(ordersUrl, { seconds: 3 });
    await settle();
    child.send({ type: 'reset' });
    const saturation = summarize(
      'POST /api/orders, 20 connections, unthrottled',
      await placeOrders(ordersUrl, { seconds: 15 }),
    );
    await settle();
    const statements = (await nextMessage<ServerMessage, 'statements'>(child, 'statements', 'statements')).summary;
    const atTarget = summarize(
      'POST /api/orders at 500 orders/s offered',
      await placeOrders(ordersUrl, { seconds: 15, rate: 500 }),
    );
    await settle();

    const placed = await fetch(`${ordersUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: TAKEAWAY_ORDER,
    });
    const { data } = (await placed.json()) as { data: { uid: string; hash: string } };
    const statusUrl = `${ordersUrl}/api/orders/public/${data.uid}/${data.hash}`;
    const etag = (await fetch(statusUrl)).headers.get('etag') ?? '';
    await readStatus(statusUrl, { seconds: 2 }, etag);
    const unchanged = summarize(
      'GET public order, If-None-Match (304), unthrottled',
      await readStatus(statusUrl, { seconds: 10 }, etag),
    );
    const unchangedAtTarget = summarize(
      'GET public order, If-None-Match (304), 3000 req/s offered',
      await readStatus(statusUrl, { seconds: 10, rate: 3000 }, etag),
    );
    const full = summarize(
      'GET public order (200, full body), unthrottled',
      await readStatus(statusUrl, { seconds: 10 }),
    );

    const report = {
      benchmark: 'orders',
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? null,
        node: process.version,
        // The machine is shared with other work: the load before the run says how quiet it was.
        loadAverage1m: loadBefore,
      },
      setup:
        'svc-orders with svc-catalog and svc-content (demo data) in a child process, one in-memory bus, local PostgreSQL; autocannon with 20 connections in the parent process (same 2 cores). Valid takeaway orders (2 items, cash) at one branch, a fresh Idempotency-Key each. The new-order notifications run as in production (inbox read and write per order), the e-mails are rendered and go to the log transport (no SMTP in the bench).',
      results: [saturation, atTarget, unchanged, unchangedAtTarget, full],
      ordersPerSecond: saturation.requestsPerSecond,
      sqlStatements: {
        ...statements,
        allStatementsPerOrder:
          statements.ordersPlaced > 0
            ? Number((statements.allStatements / statements.ordersPlaced).toFixed(2))
            : null,
        note: 'The placing transaction is one statement (order, items and outbox event in data-modifying CTEs); before it one statement takes the ticket number. allStatements counts everything the service sent during the saturation run: ticket and placing, the outbox relay batches, and the notification consumer (order read with its inbox check, inbox insert).',
      },
      targets: {
        orders: '>= 500 orders/s, p99 <= 60 ms, <= 8 statements in the placing transaction',
        statusRead: '>= 3000 req/s, p99 <= 15 ms when unchanged (304)',
      },
      met: {
        ordersPerSecond: saturation.requestsPerSecond >= 500,
        ordersP99At500: atTarget.p99Ms <= 60,
        statementBudget: statements.maxStatementsInPlacingTransaction <= 8,
        statusReadPerSecond: unchanged.requestsPerSecond >= 3000,
        statusReadP99At3000: unchangedAtTarget.p99Ms <= 15,
      },
    };
    writeFileSync(path.join(__dirname, 'results', 'orders.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(
      report.results.map(({ label, requestsPerSecond, p50Ms, p99Ms, errors }) => ({
        label,
        requestsPerSecond,
        p50Ms,
        p99Ms,
        errors,
      })),
    );
    console.log('SQL statements:', report.sqlStatements);
    console.log('targets met:', report.met);
  } finally {
    await stopBenchChild(child);
  }
}
