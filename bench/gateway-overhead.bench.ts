import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '../scripts/platform';
import { Measurement, measure } from './src';

/**
 * Issue 4 benchmark: GET /api/init and a proxied catalogue read through the gateway versus
 * the catalogue service directly. Target: the gateway keeps at least 70% of direct throughput.
 */
export async function run(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const platform = await startPlatform({
    port: 0,
    databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    fresh: true,
  });
  try {
    const results: Measurement[] = [];
    results.push(await measure('gateway GET /api/init (guest)', `${platform.url}/api/init`));
    results.push(await measure('gateway GET /api/branches', `${platform.url}/api/branches`));
    results.push(await measure('direct  GET /api/branches (svc-catalog)', `${platform.serviceUrls.catalog}/api/branches`));
    results.push(await measure('gateway GET /api/products', `${platform.url}/api/products`));
    results.push(await measure('direct  GET /api/products (svc-catalog)', `${platform.serviceUrls.catalog}/api/products`));
    const ratio = (gateway: Measurement | undefined, direct: Measurement | undefined) =>
      gateway && direct ? Number((gateway.requestsPerSecond / direct.requestsPerSecond).toFixed(2)) : null;
    const report = {
      benchmark: 'gateway-overhead',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      results,
      gatewayToDirectThroughput: {
        branches: ratio(results[1], results[2]),
        products: ratio(results[3], results[4]),
      },
      target: 'gateway keeps >= 0.70 of direct throughput',
    };
    writeFileSync(path.join(__dirname, 'results', 'gateway-overhead.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(results.map(({ label, requestsPerSecond, p50Ms, p99Ms, errors, non2xx }) => ({ label, requestsPerSecond, p50Ms, p99Ms, errors, non2xx })));
    console.log('gateway/direct throughput:', report.gatewayToDirectThroughput);
  } finally {
    await platform.stop();
  }
}
