import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lighthouseMobile, measure, type LighthouseFigures } from './src';

/**
 * Issue 10 benchmark: Lighthouse 12 (mobile, default simulated throttling) on the demo site's home
 * and a content page, and autocannon on the server-rendered HTML of a site page (the gateway's
 * cached first screen and title/og tags). The platform runs in a child process on throwaway databases, so
 * autocannon does not share its event loop. Targets: LCP ≤ 2.0 s, CLS ≤ 0.02, SEO score 100.
 */
const PORT = Number(process.env.BENCH_WEBSITE_PORT ?? 4395);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const REPO = path.resolve(__dirname, '..');
/** The local PostgreSQL, like the tests; an embedded one would start (and stop) otherwise. */
const DATABASE_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGES = [
  { label: 'demo site home (/ueber-uns)', path: '/ueber-uns' },
  { label: 'content page (/leistungen)', path: '/leistungen' },
];

async function startPlatform(): Promise<ChildProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'theke-bench-website-'));
  const script = path.join(dir, 'platform.ts');
  writeFileSync(
    script,
    `import { startPlatform } from ${JSON.stringify(path.join(REPO, 'scripts/platform'))};
startPlatform({ port: ${PORT}, host: '127.0.0.1', fresh: true, databaseUrl: ${JSON.stringify(DATABASE_URL)} }).then((platform) => {
  console.log('PLATFORM READY');
  const stop = () => platform.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});\n`,
  );
  const child = spawn(process.execPath, [path.join(REPO, 'scripts/run-ts.js'), script], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('PLATFORM READY')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`platform exited with ${code}`)));
  });
  child.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return child;
}

export async function run(): Promise<void> {
  const platform = await startPlatform();
  try {
    const pages: LighthouseFigures[] = [];
    for (const page of PAGES) pages.push(await lighthouseMobile(page.label, `${ORIGIN}${page.path}`, ['performance', 'seo']));
    const html = await measure('server-rendered HTML of /ueber-uns (first screen, title, og tags)', `${ORIGIN}/ueber-uns`, { connections: 20, seconds: 10 });
    const report = {
      recordedAt: new Date().toISOString(),
      setup:
        'npm start platform (all services + gateway, in-memory bus, local PostgreSQL, demo data) in a child process; Lighthouse 12 mobile (simulated throttling) in headless Debian chromium; autocannon 20 connections, 10 s after 2 s warm-up',
      targets: { lcpMs: 2000, cls: 0.02, seoScore: 100 },
      lighthouse: pages,
      html,
    };
    writeFileSync(path.join(__dirname, 'results', 'website.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(pages);
    console.table([html]);
  } finally {
    platform.kill('SIGTERM');
    await new Promise((resolve) => platform.once('exit', resolve));
  }
}
