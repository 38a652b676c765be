import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { request, type APIRequestContext } from 'playwright-core';
import { startPlatformProcess } from '../scripts/platform-process';
import { percentile } from './src/percentile';

/**
 * Issue 20 benchmark: how long after a page's save is answered does the public page show it? An
 * administrator saves a new text into a public page (`PUT /api/sites/{id}`); from the moment the
 * answer arrives, a guest reads the page's server-rendered HTML again and again (every 10 ms) until
 * it carries the new text: the change's way through the outbox, the bus and the gateway's caches
 * (init, first screen, page meta). Target: p95 ≤ 1 s. The platform runs in a child process on
 * throwaway databases (in-memory bus, as `npm start`).
 */
const PORT = Number(process.env.BENCH_CONTENT_PORT ?? 4397);
const DATABASE_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHANGES = Number(process.env.BENCH_CONTENT_CHANGES ?? 50);
const POLL_MS = 10;
const GIVE_UP_MS = 10_000;

interface StoredSite {
  id: number;
  version: number;
  [field: string]: unknown;
}

async function adminSession(baseURL: string): Promise<{ staff: APIRequestContext; token: string }> {
  const staff = await request.newContext({ baseURL });
  const csrf = async () => ((await (await staff.get('/api/csrf')).json()) as { data: { csrfToken: string } }).data.csrfToken;
  const login = await staff.post('/api/login', { data: { username: 'admin', password: 'theke-admin' }, headers: { 'X-CSRF-Token': await csrf() } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  return { staff, token: await csrf() };
}

const body = (text: string) => ({ body: [{ type: 'wysiwyg', value: { text: `<p>${text}</p>` } }] });

/** Milliseconds from now until the guest's HTML of `pagePath` contains `marker`. */
async function untilVisible(guest: APIRequestContext, pagePath: string, marker: string): Promise<number> {
  const start = performance.now();
  for (;;) {
    const html = await (await guest.get(pagePath)).text();
    if (html.includes(marker)) return performance.now() - start;
    if (performance.now() - start > GIVE_UP_MS) throw new Error(`"${marker}" not visible after ${GIVE_UP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function run(): Promise<void> {
  const platform = await startPlatformProcess({ port: PORT, databaseUrl: DATABASE_URL, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  const loadBefore = loadavg();
  try {
    const { staff, token } = await adminSession(platform.url);
    const guest = await request.newContext({ baseURL: platform.url });
    const pagePath = `/bench-inhalt-${Date.now().toString(36)}`;
    const created = await staff.post('/api/sites', {
      data: { name: 'Bench', title: 'Bench', path: pagePath, isPublic: true, content: body('Start') },
      headers: { 'X-CSRF-Token': token },
    });
    let site = ((await created.json()) as { data: StoredSite }).data;
    await untilVisible(guest, pagePath, 'Start');
    const delays: number[] = [];
    const saves: number[] = [];
    for (let change = 1; change <= CHANGES; change += 1) {
      const marker = `Fassung-${change}-${Math.random().toString(36).slice(2)}`;
      const sentAt = performance.now();
      const saved = await staff.put(`/api/sites/${site.id}`, { data: { ...site, content: body(marker) }, headers: { 'X-CSRF-Token': token } });
      if (!saved.ok()) throw new Error(`save ${change} failed: ${saved.status()} ${await saved.text()}`);
      saves.push(performance.now() - sentAt);
      site = ((await saved.json()) as { data: StoredSite }).data;
      delays.push(await untilVisible(guest, pagePath, marker));
    }
    await staff.delete(`/api/sites/${site.id}`, { headers: { 'X-CSRF-Token': token } });
    const sorted = [...delays].sort((a, b) => a - b);
    const sortedSaves = [...saves].sort((a, b) => a - b);
    const round = (value: number) => Math.round(value);
    const report = {
      benchmark: 'content-change',
      recordedAt: new Date().toISOString(),
      setup: `npm start platform in a child process (in-memory bus, local PostgreSQL, demo data); ${CHANGES} saves of a public page's text, each followed by guest GETs of its server-rendered HTML every ${POLL_MS} ms until the text shows`,
      loadAverage: { before: loadBefore.map((value) => Number(value.toFixed(2))), after: loadavg().map((value) => Number(value.toFixed(2))) },
      target: { p95Ms: 1000 },
      saveAnswerToPublicPageMs: { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? Number.NaN) },
      saveAnsweredMs: { p50: round(percentile(sortedSaves, 50)), p95: round(percentile(sortedSaves, 95)) },
      withinTarget: percentile(sorted, 95) <= 1000,
    };
    writeFileSync(path.join(__dirname, 'results', 'content-change.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(report);
    await staff.dispose();
    await guest.dispose();
  } finally {
    await platform.stop();
  }
}
