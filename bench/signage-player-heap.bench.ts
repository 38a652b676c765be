import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { buildFrontends } from '../scripts/build-frontends';
import { startPlatform } from '../scripts/platform';
import { csrfToken, signInAdmin } from './src';

/**
 * Issue 23 benchmark (ADR 0042 "Benchmarks"): the built player (`/signage/player`, production
 * builds) in headless Chromium, paired as a TV is, loops a stream of 20 entries of one second each
 * through 2,000 transitions. The TV's clock is Playwright's, paused and moved one turn at a time
 * (each turn renders before the next is due), so 2,000 seconds of programme take about a minute.
 * The JS heap (after a forced garbage collection, CDP `HeapProfiler.collectGarbage` and
 * `Runtime.getHeapUsage`) after the run must be within 10 % of the heap after the first loop.
 * Heap snapshots at both points split that heap into V8's compiled code and the page's JS objects
 * (ADR 0042 "Player heap": what grows is code V8 optimises as the loop runs, not what the player keeps).
 */

const TARGET_GROWTH = 0.1;
const ENTRIES = 20;
const TRANSITIONS = 2_000;
const SAMPLE_EVERY = 200;
const BRANCH = 1;
/**
 * The demo's segments in turn (ADR 0042 "Demo"): images 1 and 2 (kept in Cache Storage, shown
 * through object URLs, cross-faded), the video 3 (muted), the text block 4, branch 1's menu board
 * 11 and pickup board 12: every kind the player renders but the unrendered image template.
 */
const SEGMENTS = [1, 2, 4, 11, 3, 12];
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The administrator's writes through the API (their own browser context). */
async function adminPost<T>(baseUrl: string, context: BrowserContext, path: string, data: unknown): Promise<T> {
  const response = await context.request.post(`${baseUrl}${path}`, { data, headers: { 'X-CSRF-Token': await csrfToken(baseUrl, context) } });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A full-screen scene whose one region loops the 20 one-second entries. */
async function heapProgramme(baseUrl: string, admin: BrowserContext) {
  const scene = await adminPost<{ id: number }>(baseUrl, admin, '/api/scenes', {
    name: 'Bench Vollbild',
    path: 'bench-vollbild',
    orientation: 'landscape',
    regions: [{ name: 'vollbild', x: 0, y: 0, width: 100, height: 100 }],
  });
  const stream = await adminPost<{ id: number }>(baseUrl, admin, '/api/digital-signage-streams', {
    name: 'Bench 20 Sequenzen',
    branch: { id: BRANCH },
    entries: Array.from({ length: ENTRIES }, (_, index) => ({
      segment: { id: SEGMENTS[index % SEGMENTS.length] },
      durationSeconds: 1,
      weekdays: [],
      fromTime: null,
      toTime: null,
      fromDate: null,
      toDate: null,
    })),
  });
  return { scene, stream };
}

/** Opens the player on a fresh TV (clock paused), registers it with the code it shows and waits for its first turn. */
async function pairedPlayer(baseUrl: string, admin: BrowserContext, tv: Page, programme: { scene: { id: number }; stream: { id: number } }) {
  await tv.clock.install();
  await tv.goto(`${baseUrl}/signage/player`);
  const code = ((await tv.getByTestId('signage-pairing-code').textContent({ timeout: 30_000 })) ?? '').trim();
  await tv.clock.pauseAt((await tv.evaluate(() => Date.now())) + 1_000);
  await adminPost(baseUrl, admin, '/api/digital-signage-devices', {
    name: 'Bench TV',
    branch: { id: BRANCH },
    orientation: 'landscape',
    scene: { id: programme.scene.id },
    regions: [{ region: 'vollbild', stream: { id: programme.stream.id } }],
    pairingCode: code,
  });
  for (let waited = 0; (await tv.getByTestId('signage-segment').count()) === 0; waited += 500) {
    if (waited > 20_000) throw new Error('the TV did not start playing');
    await tv.clock.runFor(500);
    await tv.waitForTimeout(100);
  }
}

const startedAt = (tv: Page) => tv.evaluate(() => document.querySelector('[data-testid="signage-segment"]')?.getAttribute('data-started-at') ?? null);

/** Moves the TV's clock on to the next turn and waits (real time) until it rendered. */
async function nextTurn(tv: Page, previous: string | null): Promise<string> {
  await tv.clock.runFor(1_000);
  for (let attempt = 0; attempt < 200; attempt++) {
    const now = await startedAt(tv);
    if (now !== null && now !== previous) return now;
    // A turn may still wait for a render (React schedules by message channel, which the clock leaves alone).
    if (attempt % 20 === 19) await tv.clock.runFor(50);
    else await tv.waitForTimeout(5);
  }
  throw new Error(`no new turn after ${previous}`);
}

interface HeapSample {
  transitions: number;
  usedHeapMb: number;
  domNodes: number;
  jsEventListeners: number;
}

interface HeapParts {
  /** V8's code: compiled and optimised functions, bytecode, feedback, deoptimisation data (snapshot node type 'code'). */
  codeMb: number;
  /** The page's JS values: objects, closures, arrays, strings, numbers (what a player that kept what it showed would grow). */
  jsObjectsMb: number;
}

const JS_VALUE_TYPES = new Set(['object', 'closure', 'array', 'string', 'concatenated string', 'sliced string', 'regexp', 'number', 'symbol', 'bigint']);

/** Self sizes of a heap snapshot (CDP HeapProfiler.takeHeapSnapshot) summed by kind. */
async function heapParts(cdp: CDPSession): Promise<HeapParts> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const width = snapshot.meta.node_fields.length;
  const typeAt = snapshot.meta.node_fields.indexOf('type');
  const sizeAt = snapshot.meta.node_fields.indexOf('self_size');
  const typeNames = snapshot.meta.node_types[0];
  let code = 0;
  let values = 0;
  for (let node = 0; node < nodes.length; node += width) {
    const type = typeNames[nodes[node + typeAt] ?? -1];
    const size = nodes[node + sizeAt] ?? 0;
    if (type === 'code') code += size;
    else if (type && JS_VALUE_TYPES.has(type)) values += size;
  }
  return { codeMb: Number((code / 1e6).toFixed(3)), jsObjectsMb: Number((values / 1e6).toFixed(3)) };
}

const growthOf = (before: number, after: number) => Number(((after - before) / before).toFixed(4));

/** The heap after two forced collections, with the DOM counters (a leak of nodes or listeners shows there). */
async function sample(cdp: CDPSession, transitions: number): Promise<HeapSample> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { transitions, usedHeapMb: Number((heap.usedSize / 1e6).toFixed(3)), domNodes: dom.nodes, jsEventListeners: dom.jsEventListeners };
}

export async function run(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  const loadBefore = Number(os.loadavg()[0]?.toFixed(2));
  // The built player is what is measured: with BENCH_REUSE_BUILD=1 a build newer than its sources
  // is used, one older than them is built again (a stale player must not be measured). The report
  // names the builds' times.
  await buildFrontends({ onlyIfMissing: process.env.BENCH_REUSE_BUILD === '1' });
  const stamps = ['shell', 'mfe-signage'].map((pkg) => path.join(__dirname, '..', pkg, 'dist', '.built'));
  const builds = Object.fromEntries(stamps.map((stamp) => [path.basename(path.dirname(path.dirname(stamp))), readFileSync(stamp, 'utf8').trim()]));
  const platform = await startPlatform({ port: 0, databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', fresh: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const admin = await browser.newContext();
    await signInAdmin(platform.url, admin);
    const programme = await heapProgramme(platform.url, admin);

    const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
    const tv = await tvContext.newPage();
    const pageErrors: string[] = [];
    tv.on('pageerror', (error) => pageErrors.push(error.message));
    await pairedPlayer(platform.url, admin, tv, programme);
    // Media into Cache Storage and the boards' first reads happen on the real clock.
    await tv.waitForTimeout(3_000);
    const cdp = await tvContext.newCDPSession(tv);

    const began = Date.now();
    const segmentsSeen = new Set<string>();
    let turn = await startedAt(tv);
    const samples: HeapSample[] = [];
    let partsAfterFirstLoop: HeapParts | null = null;
    for (let transitions = 1; transitions <= TRANSITIONS; transitions++) {
      turn = await nextTurn(tv, turn);
      segmentsSeen.add((await tv.getByTestId('signage-segment').getAttribute('data-segment')) ?? '');
      if (transitions === ENTRIES || transitions % SAMPLE_EVERY === 0) samples.push(await sample(cdp, transitions));
      if (transitions === ENTRIES) partsAfterFirstLoop = await heapParts(cdp);
    }
    // The last turn's fade ends before the final reading, as it did before the first one.
    await tv.clock.runFor(900);
    const final = await sample(cdp, TRANSITIONS);
    const partsAfterRun = await heapParts(cdp);
    const loadAfter = Number(os.loadavg()[0]?.toFixed(2));
    const afterFirstLoop = samples[0];
    if (!afterFirstLoop || !partsAfterFirstLoop) throw new Error('no sample after the first loop');
    const growth = (final.usedHeapMb - afterFirstLoop.usedHeapMb) / afterFirstLoop.usedHeapMb;

    const report = {
      benchmark: 'signage-player-heap',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, chromium: browser.version(), loadAverage1m: loadBefore, loadAverage1mAfter: loadAfter },
      setup:
        'The whole platform in one process (fresh databases, demo data), production builds, headless Chromium. A TV context opens /signage/player with Playwright\'s clock installed and paused; the administrator registers it with the code it shows. Its full-screen scene loops one stream of 20 one-second entries over the demo segments 1, 2 (images from Cache Storage), 4 (block), 11 (menu board), 3 (video), 12 (pickup board) in turn. The clock moves 1 s per turn and each turn is awaited in the DOM (data-started-at), 2,000 transitions = 100 loops; heartbeats (every 30 s) and programme refreshes (every 5 min) run on that clock against the real gateway. Heap: CDP HeapProfiler.collectGarbage twice, then Runtime.getHeapUsage usedSize; DOM counters from Memory.getDOMCounters. Heap parts: a heap snapshot (HeapProfiler.takeHeapSnapshot) after the first loop\'s and the final reading, self sizes summed for node type code (compiled code, bytecode, feedback, deoptimisation data) and for JS values (objects, closures, arrays, strings, numbers).',
      builds,
      transitions: TRANSITIONS,
      segmentsShown: segmentsSeen.size,
      realSeconds: Math.round((Date.now() - began) / 1000),
      afterFirstLoop,
      afterRun: final,
      samples,
      heapGrowth: Number(growth.toFixed(4)),
      heapParts: {
        afterFirstLoop: partsAfterFirstLoop,
        afterRun: partsAfterRun,
        codeGrowth: growthOf(partsAfterFirstLoop.codeMb, partsAfterRun.codeMb),
        jsObjectsGrowth: growthOf(partsAfterFirstLoop.jsObjectsMb, partsAfterRun.jsObjectsMb),
      },
      pageErrors,
      target: `used heap after ${TRANSITIONS} transitions within ${TARGET_GROWTH * 100} % of the heap after the first loop (${ENTRIES} transitions)`,
      met: Math.abs(growth) <= TARGET_GROWTH && pageErrors.length === 0,
    };
    writeFileSync(path.join(__dirname, 'results', 'signage-player-heap.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table([...samples, { ...final, transitions: 'final' }]);
    console.log('heap growth', report.heapGrowth, 'met:', report.met, 'parts', report.heapParts);
  } finally {
    await browser.close();
    await platform.stop();
  }
}
