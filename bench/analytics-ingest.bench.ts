import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './src/percentile';
import { forkBenchChild, nextMessage, stopBenchChild } from './src/bench-child';

/**
 * Issue 22 benchmark (ADR 0043), svc-content's part:
 * (a) `POST /api/analytics-log` at a fixed offered rate above 2,000 events/s for RATE_SECONDS, sent
 *     over HTTP to the real service (a child process on a throwaway database of the real
 *     PostgreSQL) as the gateway forwards a consenting guest: token, consent header, varied
 *     addresses, user agents, paths and commerce steps. Target: ≥ 2,000 events/s answered with
 *     p99 ≤ 50 ms, and after the final flush exactly as many rows as answers (nothing lost).
 * (b) 1,000,000 entries over the year 2025 seeded set-based (one INSERT … SELECT), the rollups
 *     built by rebuildVisitorStatistics; then every visitor statistics endpoint for the whole year,
 *     for all branches and for one, RUNS times each as an administrator. Target: p95 ≤ 200 ms.
 */

export const TARGETS = { eventsPerSecond: 2_000, ingestP99Ms: 50, seededEntries: 1_000_000, statisticsP95Ms: 200 } as const;
const ROLE_ENV = 'THEKE_ANALYTICS_BENCH_ROLE';
const OFFERED_RATE = 2_500;
const CONNECTIONS = 50;
const RATE_SECONDS = 20;
const RUNS = 30;
const YEAR = { from: '2025-01-01', to: '2025-12-31' };
const ENDPOINTS = ['page-views', 'unique-visitors', 'pages', 'events', 'visitor-times', 'funnel'];

type ChildMessage =
  | { type: 'ready'; url: string }
  | { type: 'flushed'; rows: number; flushMs: number }
  | { type: 'cpu'; ms: number }
  | { type: 'seeded'; rows: number; seedSeconds: number; rebuildSeconds: number };

const round = (value: number) => Math.round(value * 10) / 10;

/** The service alone in its process, so the load generator does not share its event loop. */
async function serveContent(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  const { QueryTypes } = await import('sequelize');
  const { rebuildVisitorStatistics } = await import('@theke/svc-content');
  const { analyticsIngestOf, startContentTestService } = await import('@theke/svc-content/testing');
  const harness = await startContentTestService();
  const { context } = harness.service;
  const count = async () =>
    Number((await context.sequelize.query<{ count: string }>('SELECT count(*) FROM analytics_entries', { type: QueryTypes.SELECT }))[0]?.count);
  process.on('message', (message: { type: string }) => {
    void (async () => {
      // The service's CPU time so far: per event, a figure the machine's other load does not change much.
      if (message.type === 'cpu') {
        const { user, system } = process.cpuUsage();
        process.send?.({ type: 'cpu', ms: (user + system) / 1000 });
      }
      if (message.type === 'flush') {
        const started = performance.now();
        await analyticsIngestOf(context).flush();
        process.send?.({ type: 'flushed', rows: await count(), flushMs: round(performance.now() - started) });
      }
      if (message.type === 'seed') {
        await context.sequelize.query('TRUNCATE analytics_entries, analytics_hours, analytics_page_days, analytics_event_days');
        const seedStarted = performance.now();
        await seedYear(context.sequelize, TARGETS.seededEntries);
        const seedSeconds = round((performance.now() - seedStarted) / 1000);
        const rebuildStarted = performance.now();
        await rebuildVisitorStatistics(context);
        const rebuildSeconds = round((performance.now() - rebuildStarted) / 1000);
        process.send?.({ type: 'seeded', rows: await count(), seedSeconds, rebuildSeconds });
      }
      if (message.type === 'stop') {
        await harness.close();
        process.exit(0);
      }
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
  process.send?.({ type: 'ready', url: harness.service.url });
}

/**
 * A year of entries in one statement: about 1,500 visitors a day (their id a hash of the day and a
 * number, as the daily salt makes it), 85 % page views (40 % of them of one of four stores, else
 * one of 300 pages), the rest commerce steps of a store and a few clicks.
 */
async function seedYear(sequelize: import('sequelize').Sequelize, entries: number): Promise<void> {
  await sequelize.query(
    `INSERT INTO analytics_entries ("occurredAt", "visitorId", "branchId", type, action, category, path)
     SELECT at,
       sha256(convert_to(to_char(at AT TIME ZONE 'Europe/Vienna', 'YYYY-MM-DD') || ':' || visitor, 'UTF8')),
       CASE WHEN kind < 0.85 THEN CASE WHEN store THEN branch END WHEN kind < 0.98 THEN branch END,
       CASE WHEN kind < 0.85 THEN 'pageview' WHEN kind < 0.98 THEN 'commerce' ELSE 'click' END,
       CASE WHEN kind < 0.85 THEN 'view' WHEN kind < 0.92 THEN 'add-to-cart' WHEN kind < 0.96 THEN 'checkout-start'
         WHEN kind < 0.98 THEN 'purchase' ELSE 'phone' END,
       CASE WHEN kind < 0.85 THEN 'page' WHEN kind < 0.98 THEN 'store' ELSE 'contact' END,
       CASE WHEN kind < 0.85 THEN CASE WHEN store THEN '/store/filiale-' || branch ELSE '/seite-' || page END END
     FROM (
       SELECT timestamptz '2025-01-01 00:00:00+01' + random() * interval '365 days' AS at,
         floor(random() * 1500)::int AS visitor, random() AS kind, random() < 0.4 AS store,
         1 + floor(random() * 4)::int AS branch, floor(random() * 300)::int AS page
       FROM generate_series(1, :entries)
     ) seed`,
    { replacements: { entries } },
  );
  await sequelize.query('ANALYZE analytics_entries');
}

if (process.env[ROLE_ENV] === 'content')
  serveContent().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

const USER_AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];

/** One browser's call: about ten entries per visitor over the run, mostly page views. */
function entryBody(sequence: number): { body: string; address: string; userAgent: string } {
  const visitor = Math.floor(Math.random() * ((OFFERED_RATE * RATE_SECONDS) / 10));
  const branch = 1 + (visitor % 4);
  const kind = sequence % 20;
  const entry =
    kind < 17
      ? { type: 'pageview', action: 'view', category: 'page', data: { path: kind < 7 ? `/store/filiale-${branch}` : `/seite-${sequence % 300}`, branchId: kind < 7 ? branch : undefined } }
      : { type: 'commerce', action: ['add-to-cart', 'checkout-start', 'purchase'][kind - 17], category: 'store', data: { branchId: branch, value: 12.5, currency: 'EUR' } };
  return { body: JSON.stringify(entry), address: `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`, userAgent: USER_AGENTS[visitor % 3] ?? '' };
}

/** A fixed number of calls at the offered rate: every call is answered before the run ends, so rows can be matched. */
async function ingest(url: string, headers: Record<string, string>, seconds: number) {
  let sequence = 0;
  const started = performance.now();
  const result = await autocannon({
    url: `${url}/api/analytics-log`,
    connections: CONNECTIONS,
    overallRate: OFFERED_RATE,
    amount: OFFERED_RATE * seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { body, address, userAgent } = entryBody(sequence++);
          return {
            ...request,
            body,
            headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': address, 'user-agent': userAgent },
          };
        },
      },
    ],
  });
  const wallSeconds = (performance.now() - started) / 1000;
  return {
    answered: result['2xx'],
    wallSeconds: round(wallSeconds),
    eventsPerSecond: Math.round(result['2xx'] / wallSeconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

async function statistics(url: string, headers: Record<string, string>) {
  const rows: Array<{ endpoint: string; branch: string; p50Ms: number; p95Ms: number; maxMs: number; total: number }> = [];
  for (const endpoint of ENDPOINTS) {
    for (const branch of [null, 1]) {
      const query = new URLSearchParams({ ...YEAR, ...(branch ? { branch: String(branch) } : {}) });
      const target = `${url}/api/statistics/${endpoint}?${query}`;
      const timed = async () => {
        const started = performance.now();
        const response = await fetch(target, { headers });
        const body = (await response.json()) as { data: { total: number } };
        if (!response.ok) throw new Error(`${target}: ${response.status} ${JSON.stringify(body)}`);
        return { ms: performance.now() - started, total: body.data.total };
      };
      const { total } = await timed();
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push((await timed()).ms);
      rows.push({ endpoint, branch: branch ? String(branch) : 'all', p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), maxMs: round(percentile(times, 100)), total });
    }
  }
  return rows;
}

export async function run(): Promise<void> {
  const { ANALYTICS_CONSENT_HEADER } = await import('@theke/contracts');
  const { INTERNAL_TOKEN_HEADER, signInternalToken } = await import('@theke/server');
  const { TEST_ADMIN, TEST_GUEST, TEST_INTERNAL_SECRET } = await import('@theke/server/testing');
  const { child, ready } = await forkBenchChild<ChildMessage>(__filename, ROLE_ENV, 'content');
  const asGateway = (principal: typeof TEST_GUEST) => ({ [INTERNAL_TOKEN_HEADER]: signInternalToken(principal, TEST_INTERNAL_SECRET, 3_600) });
  try {
    const guest = { ...asGateway(TEST_GUEST), [ANALYTICS_CONSENT_HEADER]: '1' };
    const cpu = async () => (await nextMessage<ChildMessage, 'cpu'>(child as ChildProcess, 'cpu', 'cpu')).ms;
    const warmUp = await ingest(ready.url, guest, 3);
    const cpuBefore = await cpu();
    const measured = await ingest(ready.url, guest, RATE_SECONDS);
    const serviceCpuMsPerEvent = round(((await cpu()) - cpuBefore) / measured.answered * 1000) / 1000;
    const flushed = await nextMessage<ChildMessage, 'flushed'>(child as ChildProcess, 'flushed', 'flush');
    const answered = warmUp.answered + measured.answered;

    const seeded = await nextMessage<ChildMessage, 'seeded'>(child as ChildProcess, 'seeded', 'seed');
    const reads = await statistics(ready.url, asGateway(TEST_ADMIN));

    const report = {
      benchmark: 'analytics-ingest',
      at: new Date().toISOString(),
      // Wall times depend on what else the machine runs (its load average when measured is kept).
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((load) => round(load)) },
      targets: TARGETS,
      ingest: { offeredRate: OFFERED_RATE, connections: CONNECTIONS, seconds: RATE_SECONDS, ...measured, serviceCpuMsPerEvent, answeredInAll: answered, rowsAfterFlush: flushed.rows, finalFlushMs: flushed.flushMs },
      seed: seeded,
      statistics: { range: YEAR, runs: RUNS, rows: reads },
      met: {
        eventsPerSecond: measured.eventsPerSecond >= TARGETS.eventsPerSecond,
        ingestP99: measured.p99Ms <= TARGETS.ingestP99Ms,
        nothingLost: flushed.rows === answered && measured.non2xx === 0 && measured.errors === 0,
        statisticsP95: reads.every((row) => row.p95Ms <= TARGETS.statisticsP95Ms) && seeded.rows === TARGETS.seededEntries,
      },
    };
    writeFileSync(path.join(__dirname, 'results', 'analytics-ingest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table([report.ingest]);
    console.table(reads);
    console.log(report.seed, report.met);
  } finally {
    await stopBenchChild(child);
  }
}
