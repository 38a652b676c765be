import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import { Measurement, measure } from './src';
import { forkBenchChild, stopBenchChild } from './src/bench-child';

/**
 * Issue 26 benchmark (docs/adr/0028-gateway-overhead.md): GET /api/init for guests and a signed-in
 * administrator, and proxied catalogue reads through the gateway versus the catalogue service
 * directly, each without and with `Accept-Encoding: gzip` (what browsers send). Targets: the
 * gateway keeps >= 0.70 of direct throughput; /api/init >= 1,500 req/s with p99 <= 30 ms.
 * Measured in both modes: gateway and services as separate processes (the scale-out shape), and
 * the one process of `npm start`. The load generator (autocannon) always runs in this process,
 * the platform in others, so it never shares their event loop.
 */
const ROOT = path.resolve(__dirname, '..');
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROLE_ENV = 'THEKE_GATEWAY_OVERHEAD_ROLE';
const GZIP = { 'accept-encoding': 'gzip' };

interface Urls {
  gateway: string;
  catalog: string;
}

/** The demo administrator's session cookie, as a browser holds it after signing in. */
async function adminCookie(gateway: string): Promise<string> {
  const cookieOf = (response: Response) => /theke\.sid=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const csrf = await fetch(`${gateway}/api/csrf`);
  const { data } = (await csrf.json()) as { data: { csrfToken: string } };
  const login = await fetch(`${gateway}/api/login`, {
    method: 'POST',
    headers: { cookie: cookieOf(csrf), 'content-type': 'application/json', 'x-csrf-token': data.csrfToken },
    body: JSON.stringify({ username: 'admin', password: 'theke-admin' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return cookieOf(login) || cookieOf(csrf);
}

async function measureAll(urls: Urls, mode: string): Promise<Measurement[]> {
  const staff = { cookie: await adminCookie(urls.gateway) };
  const results: Measurement[] = [];
  for (const [encoding, headers] of [['', {}], [' gzip', GZIP]] as const) {
    results.push(
      await measure(`${mode}: gateway GET /api/init (guest)${encoding}`, `${urls.gateway}/api/init`, { headers }),
      await measure(`${mode}: gateway GET /api/init (staff)${encoding}`, `${urls.gateway}/api/init`, { headers: { ...headers, ...staff } }),
      await measure(`${mode}: gateway GET /api/branches${encoding}`, `${urls.gateway}/api/branches`, { headers }),
      await measure(`${mode}: direct  GET /api/branches${encoding}`, `${urls.catalog}/api/branches`, { headers }),
      await measure(`${mode}: gateway GET /api/products${encoding}`, `${urls.gateway}/api/products`, { headers }),
      await measure(`${mode}: direct  GET /api/products${encoding}`, `${urls.catalog}/api/products`, { headers }),
    );
  }
  return results;
}

async function waitReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const ok = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not become ready`);
}

async function separateProcesses(): Promise<Measurement[]> {
  const prefix = `theke_bench_${randomBytes(3).toString('hex')}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/run-ts.js'), 'scripts/start-services.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: '3390', SERVICES_BASE_PORT: '3390', DATABASE_PREFIX: prefix, DATABASE_URL: SERVER, LOG_LEVEL: 'silent' },
  });
  const urls = { gateway: 'http://127.0.0.1:3390', catalog: 'http://127.0.0.1:3391' };
  try {
    await waitReady(urls.catalog);
    await waitReady(urls.gateway);
    return await measureAll(urls, 'processes');
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const admin = new Sequelize(SERVER, { dialect: 'postgres', logging: false });
    for (const name of ['catalog', 'orders', 'content', 'workforce', 'gateway']) {
      await admin.query(`DROP DATABASE IF EXISTS "${prefix}_${name}" WITH (FORCE)`);
    }
    await admin.close();
  }
}

/** The child: `npm start`'s one process (gateway and services on one event loop), on fresh databases. */
async function servePlatform(): Promise<void> {
  const { startPlatform } = await import('../scripts/platform');
  const platform = await startPlatform({ port: 0, databaseUrl: SERVER, fresh: true });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stop') void platform.stop().then(() => process.exit(0));
  });
  process.send?.({ type: 'ready', urls: { gateway: platform.url, catalog: platform.serviceUrls.catalog } });
}

async function oneProcess(): Promise<Measurement[]> {
  const { child, ready } = await forkBenchChild<{ type: 'ready'; urls: Urls }>(__filename, ROLE_ENV, 'platform', { LOG_LEVEL: 'silent' });
  try {
    return await measureAll(ready.urls, 'one process');
  } finally {
    await stopBenchChild(child);
  }
}

const find = (results: Measurement[], label: string) => results.find((result) => result.label.endsWith(label));

function ratios(results: Measurement[]) {
  const ratio = (what: string) => {
    const gateway = find(results, `gateway GET ${what}`);
    const direct = find(results, `direct  GET ${what}`);
    return gateway && direct ? Number((gateway.requestsPerSecond / direct.requestsPerSecond).toFixed(2)) : null;
  };
  return { branches: ratio('/api/branches'), products: ratio('/api/products'), branchesGzip: ratio('/api/branches gzip'), productsGzip: ratio('/api/products gzip') };
}

const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));

export async function run(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const loadBefore = load();
  const processes = await separateProcesses();
  const single = await oneProcess();
  const results = [...processes, ...single];
  const initMet = results
    .filter((result) => result.label.includes('/api/init'))
    .every((result) => result.requestsPerSecond >= 1500 && result.p99Ms <= 30 && result.errors === 0 && result.non2xx === 0);
  const report = {
    benchmark: 'gateway-overhead',
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: { before: loadBefore, after: load() } },
    results,
    gatewayToDirectThroughput: { processes: ratios(processes), oneProcess: ratios(single) },
    target: 'gateway keeps >= 0.70 of direct throughput; /api/init (guest and staff) >= 1,500 req/s with p99 <= 30 ms',
    initTargetMet: initMet,
  };
  writeFileSync(path.join(__dirname, 'results', 'gateway-overhead.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.table(results.map(({ label, requestsPerSecond, p50Ms, p99Ms, errors, non2xx }) => ({ label, requestsPerSecond, p50Ms, p99Ms, errors, non2xx })));
  console.log('gateway/direct throughput:', JSON.stringify(report.gatewayToDirectThroughput), 'load average:', JSON.stringify(report.machine.loadAverage));
}

if (process.env[ROLE_ENV] === 'platform') void servePlatform();
