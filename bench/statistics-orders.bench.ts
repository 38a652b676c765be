import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Issue 22 benchmark (ADR 0043): every order statistics endpoint of svc-orders for a one-year
 * range with 200,000 orders seeded (target p95 ≤ 200 ms). svc-orders with svc-catalog and
 * svc-content as peers on throwaway databases of the real PostgreSQL; the orders and their items
 * are inserted set-based (generate_series) over 2025 in three branches, at 10 % and 20 %, in every
 * state the figures tell apart (failed, canceled, rejected, refunded, paid online, on site,
 * confirmed and completed with durations); then the rollups are rebuilt from them
 * (rebuildOrderStatistics, timed). Each endpoint is asked RUNS times in a row over HTTP as an
 * administrator (after one warm-up), by the default interval (month) and by day.
 */

export const TARGETS = { orders: 200_000, p95Ms: 200 } as const;
const RUNS = 40;
const RANGE = 'from=2025-01-01&to=2025-12-31';
const ENDPOINTS = ['orders', 'revenue', 'canceled-orders', 'items', 'popular-items', 'order-times'] as const;

const round = (ms: number) => Math.round(ms * 10) / 10;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

/**
 * Two lines per order from six products (price, rate); the order's pricing (gross, net and tax per
 * rate) computed from its lines as the pricing rules do; states and payment methods by n mod 100; placed between 05:00 and 21:00 UTC on a day of 2025.
 */
const SEED_SQL = `
  CREATE TEMPORARY TABLE bench_lines AS
  WITH products (idx, id, name, price, rate) AS (VALUES
    (0, 15, 'Mikrofasertuch', 2.90, 20), (1, 16, 'Ratgeber „Sauber & grün“', 19.90, 10),
    (2, 12, 'Reinigerkonzentrat Nachfüll-Portion', 1.90, 20), (3, 13, 'Nitril-Handschuhe', 0.60, 20),
    (4, 20, 'Starter-Set Reinigungsmittel', 24.90, 20), (5, 10, 'Bio-Allzweckreiniger', 4.90, 10))
  SELECT n, line AS position, p.id AS "productId", p.name, amount, p.price, p.rate, p.price * amount AS gross
  FROM generate_series(1, :count) n
  CROSS JOIN LATERAL (VALUES (1, abs(hashint4(n)) % 6, 1 + n % 3), (2, abs(hashint4(n + :count)) % 6, 1 + (n / 3) % 2)) l (line, idx, amount)
  JOIN products p ON p.idx = l.idx;
  CREATE INDEX ON bench_lines (n);

  INSERT INTO orders (uid, hash, "branchId", "businessDate", "ticketNumber", currency, gross, "deliveryGross",
    "totalNet", "totalGross", donation, "amountDue", taxes, "paymentMethod", "paymentStatus", "isFailed",
    "isCanceled", "isRejected", "isPaid", "isRefunded", "isConfirmed", "isCompleted", "confirmedAt", "completedAt",
    "createdAt", "updatedAt")
  SELECT 'bench-' || n, md5(CAST(n AS text)), (ARRAY[1, 2, 4])[1 + n % 3], CAST(created AT TIME ZONE 'Europe/Vienna' AS date), n,
    'EUR', goods, 0, net, goods, 0, goods, taxes,
    CASE WHEN state < 30 THEN 'mollie' WHEN state < 40 THEN 'atm-card' ELSE 'cash' END,
    CASE WHEN state < 3 THEN 'failed' WHEN state < 12 AND state >= 10 THEN 'refunded'
         WHEN state < 30 AND state >= 3 THEN 'paid' ELSE 'on-site' END,
    state < 3, state BETWEEN 3 AND 7, state BETWEEN 8 AND 9, state BETWEEN 3 AND 29, state BETWEEN 10 AND 11,
    state >= 8, state >= 12,
    CASE WHEN state >= 8 THEN created + (60 + (n * 37) % 900) * interval '1 second' END,
    CASE WHEN state >= 12 THEN created + (60 + (n * 37) % 900 + 300 + (n * 53) % 3000) * interval '1 second' END,
    created, created
  FROM (
    SELECT n, n % 100 AS state,
      timestamptz '2025-01-01 06:00:00+00' + ((n * 13) % 365) * interval '1 day' + abs(hashint4(-n)) % 57600 * interval '1 second' AS created,
      (SELECT sum(gross) FROM bench_lines l WHERE l.n = g.n) AS goods,
      (SELECT sum(net) FROM (SELECT round(sum(gross) / (1 + rate / 100.0), 2) AS net FROM bench_lines l WHERE l.n = g.n GROUP BY rate) r) AS net,
      (SELECT jsonb_agg(jsonb_build_object('rate', rate, 'net', net, 'tax', gross - net) ORDER BY rate)
       FROM (SELECT rate, sum(gross) AS gross, round(sum(gross) / (1 + rate / 100.0), 2) AS net
             FROM bench_lines l WHERE l.n = g.n GROUP BY rate) r) AS taxes
    FROM generate_series(1, :count) g (n)
  ) seeded;

  INSERT INTO order_items ("orderId", position, "productId", name, amount, unit, parts, options, "calculationModel", "unitPrice", gross, "taxRate")
  SELECT o.id, l.position, l."productId", l.name, l.amount, 'piece', '[]', '[]', 'default', l.price, l.gross, l.rate
  FROM bench_lines l JOIN orders o ON o.uid = 'bench-' || l.n;

  DROP TABLE bench_lines;
  ANALYZE orders;
  ANALYZE order_items;`;

export async function run(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  const { TEST_ADMIN, authHeaders } = await import('@theke/server/testing');
  const { startOrdersTestPlatform } = await import('@theke/svc-orders/testing');
  const { rebuildOrderStatistics } = await import('@theke/svc-orders');

  const platform = await startOrdersTestPlatform();
  const { sequelize } = platform.orders.context;
  try {
    const seedStarted = performance.now();
    await sequelize.query(SEED_SQL, { replacements: { count: TARGETS.orders } });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const rebuildStarted = performance.now();
    await rebuildOrderStatistics(platform.orders.context);
    await sequelize.query(
      'ANALYZE order_statistics_hours; ANALYZE order_statistics_taxes; ANALYZE order_statistics_products;',
    );
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
    const [rollups] = await sequelize.query(
      `SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_items) AS items,
              (SELECT count(*) FROM order_statistics_hours) AS hours, (SELECT count(*) FROM order_statistics_taxes) AS taxes,
              (SELECT count(*) FROM order_statistics_products) AS products`,
    );

    const ask = async (name: string, query: string) => {
      const url = `${platform.orders.url}/api/statistics/${name}?${query}`;
      // Signed internal headers expire: fresh ones for every request, as the gateway sends them.
      const headers = authHeaders(TEST_ADMIN);
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = await response.text();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`${url}: ${response.status} ${body}`);
      return { ms, total: (JSON.parse(body) as { data: { total: number } }).data.total };
    };

    const figures: Record<string, { total: number; p50Ms: number; p95Ms: number; maxMs: number }> = {};
    for (const interval of ['', '&interval=day']) {
      for (const name of ENDPOINTS) {
        const query = `${RANGE}${interval}`;
        const { total } = await ask(name, query);
        const times: number[] = [];
        for (let index = 0; index < RUNS; index++) times.push((await ask(name, query)).ms);
        figures[`${name}${interval ? ' by day' : ''}`] = {
          total,
          p50Ms: round(quantile(times, 0.5)),
          p95Ms: round(quantile(times, 0.95)),
          maxMs: round(Math.max(...times)),
        };
      }
    }

    const report = {
      benchmark: 'statistics-orders',
      at: new Date().toISOString(),
      // Wall times depend on what else the machine runs (its load average when measured is kept).
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverage: os.loadavg().map((load) => round(load)),
      },
      targets: TARGETS,
      range: RANGE,
      runs: RUNS,
      seedSeconds: round(seedSeconds),
      rebuildSeconds: round(rebuildSeconds),
      rows: rollups[0],
      figures,
      met: { p95: Object.values(figures).every((figure) => figure.p95Ms <= TARGETS.p95Ms) },
    };
    writeFileSync(
      path.join(__dirname, 'results', 'statistics-orders.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.table(figures);
    console.log(
      JSON.stringify({
        seedSeconds: report.seedSeconds,
        rebuildSeconds: report.rebuildSeconds,
        rows: report.rows,
        load: report.machine.loadAverage,
      }),
    );
  } finally {
    await platform.close();
  }
}
