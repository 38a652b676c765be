import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildFrontends } from '../scripts/build-frontends';
import { startPlatform } from '../scripts/platform';
import { measure, type Measurement } from './src';

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Issue 7 targets. */
export const TARGETS = { lcpMs: 2000, tbtMs: 150, cls: 0.02, firstLoadJavaScriptKiB: 170 } as const;

interface LighthouseFigures {
  route: string;
  url: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  javascriptTransferKiB: number;
  performanceScore: number | null;
}

// lighthouse and chrome-launcher are ES modules; the swc require hook would turn `import()` into
// `require()`, so the real dynamic import is reached through Function.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}
interface LighthouseResult {
  lhr: { audits: Record<string, Audit | undefined>; categories: { performance?: { score: number | null } } };
}

async function lighthouseRun(route: string, url: string): Promise<LighthouseFigures> {
  const { launch } = await importEsm<{ launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }> }>('chrome-launcher');
  const { default: lighthouse } = await importEsm<{ default(url: string, flags: Record<string, unknown>): Promise<LighthouseResult | undefined> }>('lighthouse');
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    // Lighthouse's default is the mobile profile (Moto G Power emulation, simulated slow 4G).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const audits = result.lhr.audits;
    const scripts = audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? [];
    return {
      route,
      url,
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(4)),
      javascriptTransferKiB: Number((scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1)),
      performanceScore: result.lhr.categories.performance?.score ?? null,
    };
  } finally {
    chrome.kill();
  }
}

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
    pages.push(await lighthouseRun('/', `${platform.url}/`));
    pages.push(await lighthouseRun('/store/{identifier}', `${platform.url}/store/wien-mariahilf`));
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
