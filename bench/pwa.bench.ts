import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildFrontends } from '../scripts/build-frontends';
import { startPlatform } from '../scripts/platform';
import { lighthouseMobile, type LighthouseFigures } from './src';

/** Issue 24: a repeat visit of the store page with the service worker, LCP at most 1.0 s (Lighthouse mobile). */
export const TARGETS = { repeatVisitLcpMs: 1000 } as const;

/**
 * Installs the worker as a guest who accepted the prompt would (registration, one visit of the page
 * under its control, so the page and the catalogue are cached), through the same browser Lighthouse
 * then measures with its storage kept.
 */
function installedWorker(origin: string, pathname: string) {
  return {
    async prepare(port: number) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        const context = browser.contexts()[0] ?? (await browser.newContext());
        const page = await context.newPage();
        await page.goto(`${origin}${pathname}`);
        await page.evaluate(async () => {
          await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
          await navigator.serviceWorker.ready;
        });
        await page.reload({ waitUntil: 'networkidle' });
        const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
        if (!controlled) throw new Error('the service worker does not control the page');
        await page.close();
      } finally {
        await browser.close();
      }
    },
  };
}

export async function run(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  await buildFrontends({ onlyIfMissing: process.env.BENCH_REUSE_BUILD === '1' });
  const platform = await startPlatform({
    port: 0,
    databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    fresh: true,
  });
  try {
    const store = '/store/wien-mariahilf';
    const [loadBefore = 0] = os.loadavg();
    const firstVisit: LighthouseFigures = await lighthouseMobile('/store/{identifier} first visit', `${platform.url}${store}`);
    const repeatVisit: LighthouseFigures = await lighthouseMobile(
      '/store/{identifier} repeat visit, service worker installed',
      `${platform.url}${store}`,
      ['performance'],
      installedWorker(platform.url, store),
    );
    const report = {
      benchmark: 'pwa',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverage1m: [Number(loadBefore.toFixed(2)), Number((os.loadavg()[0] ?? 0).toFixed(2))] },
      targets: TARGETS,
      note: 'Lighthouse 12 (mobile, simulated throttling) in Debian chromium, medians of 5 runs; Lighthouse 12 has no PWA/installability category any more, so installability is checked by e2e/tests/pwa.spec.ts (manifest, icons, worker).',
      lighthouse: [firstVisit, repeatVisit],
    };
    writeFileSync(path.join(__dirname, 'results', 'pwa.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(report.lighthouse);
  } finally {
    await platform.stop();
  }
}
