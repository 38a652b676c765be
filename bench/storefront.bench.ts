import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildFrontends } from '../scripts/build-frontends';
import { startPlatform } from '../scripts/platform';
import { lighthouseMobile, measure, type LighthouseFigures, type Measurement } from './src';

/** Issue 7 targets. */
export const TARGETS = { lcpMs: 2000, tbtMs: 150, cls: 0.02, firstLoadJavaScriptKiB: 170 } as const;

/** A revalidation: what a browser with the catalogue cached sends every time (ADR 0014). */
async function measureRevalidation(label: string, url: string): Promise<Measurement> {
  const etag = (await fetch(url)).headers.get('etag') ?? '';
  const options = { url, connections: 20, headers: { 'if-none-match': etag } };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: 10 });
  return {
    label,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors,
    // 304 is the expected answer here.
    non2xx: result.non2xx - (result['3xx'] ?? 0),
  };
}

/**
 * Lighthouse (mobile) on `/` and a branch store of the production build, then autocannon on the
 * catalogue reads through the gateway, plain and as revalidations.
 */
export async function run(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  await buildFrontends({ onlyIfMissing: process.env.BENCH_REUSE_BUILD === '1' });
  const platform = await startPlatform({
    port: 0,
    databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    fresh: true,
  });
  try {
    const pages: LighthouseFigures[] = [];
    pages.push(await lighthouseMobile('/', `${platform.url}/`));
    pages.push(await lighthouseMobile('/store/{identifier}', `${platform.url}/store/wien-mariahilf`));
    const reads: Measurement[] = [];
    for (const collection of ['branches', 'menus', 'categories', 'products']) {
      reads.push(await measure(`gateway GET /api/${collection}`, `${platform.url}/api/${collection}`));
    }
    reads.push(await measureRevalidation('gateway GET /api/products (If-None-Match → 304)', `${platform.url}/api/products`));
    const report = {
      benchmark: 'storefront',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      targets: TARGETS,
      lighthouse: pages,
      catalogueReads: reads,
    };
    writeFileSync(path.join(__dirname, 'results', 'storefront.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(pages);
    console.table(reads.map(({ label, requestsPerSecond, p50Ms, p99Ms, errors, non2xx }) => ({ label, requestsPerSecond, p50Ms, p99Ms, errors, non2xx })));
  } finally {
    await platform.stop();
  }
}
