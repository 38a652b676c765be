import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';

/**
 * Issue 5 budget for a guest route's first load (docs/adr/0011-bundle-budget.md): checked by the
 * e2e suite on every `npm test` and recorded by `bench/bundles.bench.ts`.
 */
export const GUEST_ROUTE_BUDGET = { javascriptGzipKiB: 170, sequentialJavaScriptRoundTrips: 2 } as const;
/** Issue 19: the back-office's first screen after login (shell + back-office remote), heavy editors excluded. */
export const BACKOFFICE_BUDGET = { javascriptGzipKiB: 250 } as const;

/** One JavaScript file a route downloaded over the network. */
export interface ScriptLoad {
  url: string;
  /** gzip -9 of the decoded body: comparable across servers and encodings. */
  gzipBytes: number;
  /** What went over the wire (the gateway sends brotli when the browser accepts it). */
  transferBytes: number;
  /** Position in the chain of JavaScript requests: 1 = requested by the HTML itself. */
  roundTrip: number;
  /** Requested before the route's content showed (counts for the round trips). */
  beforeContent: boolean;
  initiator: string;
}

export interface RouteMeasurement {
  route: string;
  path: string;
  contentSelector: string;
  /** Every JavaScript file of the first load (until the network is idle). */
  scripts: ScriptLoad[];
  javascriptGzipBytes: number;
  javascriptGzipKiB: number;
  javascriptTransferKiB: number;
  /** Longest chain of JavaScript requests, each waiting for the previous one, before the content showed. */
  sequentialJavaScriptRoundTrips: number;
  /** The same for the data requests too (HTML → … → /api/init), for information. */
  sequentialRoundTripsIncludingData: number;
  msToContent: number;
}

interface RequestRecord {
  id: string;
  url: string;
  type: string;
  initiatorType: string;
  initiatorUrl: string | null;
  started: number;
  transferBytes: number;
  fromCache: boolean;
  finished: boolean;
}

interface CdpInitiator {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: CdpInitiator['stack'] };
}

function initiatorUrl(initiator: CdpInitiator): string | null {
  let stack = initiator.stack;
  while (stack) {
    const frame = stack.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
    stack = stack.parent;
  }
  return initiator.url ?? null;
}

function recordNetwork(cdp: CDPSession): Map<string, RequestRecord> {
  const requests = new Map<string, RequestRecord>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const initiator = event.initiator as CdpInitiator;
    requests.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      type: event.type ?? 'Other',
      initiatorType: initiator.type,
      initiatorUrl: initiatorUrl(initiator),
      started: event.timestamp,
      transferBytes: 0,
      fromCache: false,
      finished: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId);
    if (record) {
      record.finished = true;
      record.transferBytes = event.encodedDataLength;
    }
  });
  return requests;
}

const isScript = (record: RequestRecord) => record.type === 'Script' || /\.js(\?|$)/.test(new URL(record.url).pathname);
const isData = (record: RequestRecord) => record.type === 'Fetch' || record.type === 'XHR';

/**
 * Round trip of each request: 1 when the document asked for it (script tag or preload link),
 * otherwise one more than the script that asked for it.
 */
function roundTrips(records: RequestRecord[], documentUrl: string, include: (record: RequestRecord) => boolean): Map<string, number> {
  const depth = new Map<string, number>();
  const byUrl = new Map(records.map((record) => [record.url, record]));
  const depthOf = (record: RequestRecord, seen: Set<string>): number => {
    const known = depth.get(record.id);
    if (known !== undefined) return known;
    let value = 1;
    const parentUrl = record.initiatorUrl;
    if (parentUrl && parentUrl !== documentUrl && !seen.has(parentUrl)) {
      const parent = byUrl.get(parentUrl);
      if (parent && include(parent)) value = depthOf(parent, new Set([...seen, parentUrl])) + 1;
    }
    depth.set(record.id, value);
    return value;
  };
  for (const record of records) if (include(record)) depthOf(record, new Set());
  return depth;
}

/** Opens the route in a fresh (cold-cache) context and measures what JavaScript it needed. */
export async function measureRoute(
  browser: Browser,
  options: { route: string; url: string; contentSelector: string; prepare?: (context: BrowserContext) => Promise<void> },
): Promise<RouteMeasurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await options.prepare?.(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = recordNetwork(cdp);
  const bodies = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    }
  });

  const started = Date.now();
  await page.goto(options.url);
  await page.waitForSelector(options.contentSelector, { state: 'attached', timeout: 30_000 });
  // A guest page arrives server-rendered (ADR 0023): the content counts once the live page has it.
  await page.waitForSelector('fieldset[data-first-screen]', { state: 'detached', timeout: 30_000 });
  const msToContent = Date.now() - started;
  // What had been requested when the content appeared; later requests (images, analytics) do not count.
  const beforeContent = new Set(requests.keys());
  await page.waitForLoadState('networkidle');
  const records = [...requests.values()].filter((record) => !record.url.startsWith('data:'));
  const documentUrl = records.find((record) => record.type === 'Document')?.url ?? options.url;
  const network = records.filter((record) => !record.fromCache && record.finished);
  const untilContent = network.filter((record) => beforeContent.has(record.id));

  const scriptDepth = roundTrips(network, documentUrl, isScript);
  const allDepth = roundTrips(untilContent, documentUrl, (record) => isScript(record) || isData(record));
  const scripts: ScriptLoad[] = network.filter(isScript).map((record) => {
    const body = bodies.get(record.url) ?? Buffer.alloc(0);
    return {
      url: new URL(record.url).pathname,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      transferBytes: record.transferBytes,
      roundTrip: scriptDepth.get(record.id) ?? 1,
      beforeContent: beforeContent.has(record.id),
      initiator: record.initiatorType === 'parser' ? 'html' : new URL(record.initiatorUrl ?? documentUrl).pathname,
    };
  });
  await context.close();

  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));
  return {
    route: options.route,
    path: new URL(options.url).pathname,
    contentSelector: options.contentSelector,
    scripts,
    javascriptGzipBytes: gzipBytes,
    javascriptGzipKiB: kib(gzipBytes),
    javascriptTransferKiB: kib(scripts.reduce((sum, script) => sum + script.transferBytes, 0)),
    sequentialJavaScriptRoundTrips: Math.max(0, ...scripts.filter((script) => script.beforeContent).map((script) => script.roundTrip)),
    sequentialRoundTripsIncludingData: Math.max(0, ...untilContent.filter((r) => isScript(r) || isData(r)).map((r) => allDepth.get(r.id) ?? 1)),
    msToContent,
  };
}
