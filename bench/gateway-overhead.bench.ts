import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import { startPlatform } from '../scripts/platform';
import { Measurement, measure } from './src';

/**
 * Issue 4 benchmark: GET /api/init and proxied catalogue reads through the gateway versus the
 * catalogue service directly. Target: the gateway keeps at least 70% of direct throughput.
 * Measured twice: with the gateway and services as separate processes (the scale-out shape,
 * what the target is about) and in the one-process mode of `npm start`, where gateway and
 * service share one event loop.
 */
const ROOT = path.resolve(__dirname, '..');
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Urls {
  gateway: string;
  catalog: string;
}

async function measureAll(urls: Urls, mode: string): Promise<Measurement[]> {
  return [
    await measure(`${mode}: gateway GET /api/init (guest)`, `${urls.gateway}/api/init`),
    await measure(`${mode}: gateway GET /api/branches`, `${urls.gateway}/api/branches`),
    await measure(`${mode}: direct  GET /api/branches`, `${urls.catalog}/api/branches`),
    await measure(`${mode}: gateway GET /api/products`, `${urls.gateway}/api/products`),
    await measure(`${mode}: direct  GET /api/products`, `${urls.catalog}/api/products`),
  ];
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

async function oneProcess(): Promise<Measurement[]> {
  const platform = await startPlatform({ port: 0, databaseUrl: SERVER, fresh: true });
  try {
    return await measureAll({ gateway: platform.url, catalog: platform.serviceUrls.catalog }, 'one process');
  } finally {
    await platform.stop();
  }
}

const ratio = (results: Measurement[], gateway: number, direct: number) => {
  const g = results[gateway];
  const d = results[direct];
  return g && d ? Number((g.requestsPerSecond / d.requestsPerSecond).toFixed(2)) : null;
};

export async function run(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const processes = await separateProcesses();
  const single = await oneProcess();
  const report = {
    benchmark: 'gateway-overhead',
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))) },
    results: [...processes, ...single],
    gatewayToDirectThroughput: {
      processes: { branches: ratio(processes, 1, 2), products: ratio(processes, 3, 4) },
      oneProcess: { branches: ratio(single, 1, 2), products: ratio(single, 3, 4) },
    },
    target: 'gateway keeps >= 0.70 of direct throughput',
  };
  writeFileSync(path.join(__dirname, 'results', 'gateway-overhead.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.table(report.results.map(({ label, requestsPerSecond, p50Ms, p99Ms, errors, non2xx }) => ({ label, requestsPerSecond, p50Ms, p99Ms, errors, non2xx })));
  console.log('gateway/direct throughput:', JSON.stringify(report.gatewayToDirectThroughput));
}
