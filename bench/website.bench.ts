import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startPlatformProcess } from '../scripts/platform-process';
import { lighthouseMobile, measure, type LighthouseFigures } from './src';

/**
 * Issue 10 benchmark: Lighthouse 12 (mobile, default simulated throttling) on the demo site's home
 * and a content page, and autocannon on the server-rendered HTML of a site page (the gateway's
 * cached first screen and title/og tags). The platform runs in a child process on throwaway databases, so
 * autocannon does not share its event loop. Targets: LCP ≤ 2.0 s, CLS ≤ 0.02, SEO score 100.
 */
const PORT = Number(process.env.BENCH_WEBSITE_PORT ?? 4395);
/** The local PostgreSQL, like the tests; an embedded one would start (and stop) otherwise. */
const DATABASE_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGES = [
  { label: 'demo site home (/ueber-uns)', path: '/ueber-uns' },
  { label: 'content page (/leistungen)', path: '/leistungen' },
];

export async function run(): Promise<void> {
  const platform = await startPlatformProcess({ port: PORT, databaseUrl: DATABASE_URL, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  try {
    const pages: LighthouseFigures[] = [];
    for (const page of PAGES) pages.push(await lighthouseMobile(page.label, `${platform.url}${page.path}`, ['performance', 'seo']));
    const html = await measure('server-rendered HTML of /ueber-uns (first screen, title, og tags)', `${platform.url}/ueber-uns`, { connections: 20, seconds: 10 });
    const report = {
      recordedAt: new Date().toISOString(),
      setup:
        'npm start platform (all services + gateway, in-memory bus, local PostgreSQL, demo data) in a child process; Lighthouse 12 mobile (simulated throttling) in headless Debian chromium, medians of 5 runs per page; autocannon 20 connections, 10 s after 2 s warm-up',
      targets: { lcpMs: 2000, cls: 0.02, seoScore: 100 },
      lighthouse: pages,
      html,
    };
    writeFileSync(path.join(__dirname, 'results', 'website.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(pages);
    console.table([html]);
  } finally {
    await platform.stop();
  }
}
