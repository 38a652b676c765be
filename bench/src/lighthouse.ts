import { blockingTimeFromCpuTime, type TraceEvent } from './blocking-time';

/** Lighthouse 12, mobile profile (Moto G Power emulation, simulated slow 4G and 4× CPU), in Debian's chromium. */
export interface LighthouseFigures {
  label: string;
  url: string;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts on the wire (transfer size) for the whole load. */
  javascriptTransferKiB: number;
  performanceScore: number | null;
  seoScore: number | null;
  /** Lighthouse runs behind the figures, which are their medians (scores too). */
  runs: number;
  /** TBT of each run: on a shared machine it varies several-fold between runs (ADR 0051). */
  tbtMsEachRun: number[];
  /**
   * The same sum from the runs' own traces, counted from the main thread's CPU time instead of
   * wall-clock time (blocking-time.ts), from the first contentful paint to the trace's end: what the
   * page's work costs without the waits for a core on this two-core machine. Median, and each run.
   */
  tbtFromCpuTimeMs: number;
  tbtFromCpuTimeMsEachRun: number[];
}

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated. */
const ATTEMPTS = 3;
/** Runs per page; the figures are medians, as one run of TBT says little (ADR 0051). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

// lighthouse and chrome-launcher are ES modules; the swc require hook would turn `import()` into
// `require()`, so the real dynamic import is reached through Function.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number; observedFirstContentfulPaintTs?: number; observedTraceEndTs?: number }> };
}
interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    audits: Record<string, Audit | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  };
  artifacts: { Trace: { traceEvents: TraceEvent[] } };
}

const score = (value: number | null | undefined): number | null => (typeof value === 'number' ? Math.round(value * 100) : null);

/**
 * A run on a browser prepared first (`prepare` gets its DevTools port, e.g. to install the service
 * worker), measured with its storage kept: a repeat visit.
 */
export interface RepeatVisit {
  prepare(port: number): Promise<void>;
}

async function runOnce(url: string, categories: string[], repeat?: RepeatVisit): Promise<LighthouseResult> {
  const { launch } = await importEsm<{ launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }> }>('chrome-launcher');
  const { default: lighthouse } = await importEsm<{ default(url: string, flags: Record<string, unknown>): Promise<LighthouseResult | undefined> }>('lighthouse');
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    await repeat?.prepare(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      formFactor: 'mobile',
      ...(repeat ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? Number.NaN;
  return (lower + upper) / 2;
}

/** The median of the runs' values, or null when no run has one (a category not asked for). */
function medianOrNull(values: Array<number | null>): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length > 0 ? median(present) : null;
}

async function runRecorded(url: string, categories: string[], repeat?: RepeatVisit): Promise<LighthouseResult> {
  let result = await runOnce(url, categories, repeat);
  for (let attempt = 1; result.lhr.runtimeError && attempt < ATTEMPTS; attempt += 1) result = await runOnce(url, categories, repeat);
  const error = result.lhr.runtimeError;
  if (error) throw new Error(`lighthouse failed on ${url}: ${error.code} ${error.message}`);
  return result;
}

type RunFigures = Omit<LighthouseFigures, 'label' | 'url' | 'runs' | 'tbtMsEachRun' | 'tbtFromCpuTimeMsEachRun'>;

function figuresOf({ lhr, artifacts }: LighthouseResult): RunFigures {
  const audits = lhr.audits;
  const observed = audits.metrics?.details?.items?.[0];
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const scripts = audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? [];
  return {
    lcpMs: Math.round(value('largest-contentful-paint')),
    fcpMs: Math.round(value('first-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    tbtFromCpuTimeMs: blockingTimeFromCpuTime(artifacts.Trace.traceEvents, observed?.observedFirstContentfulPaintTs ?? Number.NaN, observed?.observedTraceEndTs ?? Number.NaN),
    cls: Number(value('cumulative-layout-shift').toFixed(4)),
    javascriptTransferKiB: Number((scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1)),
    performanceScore: score(lhr.categories.performance?.score),
    seoScore: score(lhr.categories.seo?.score),
  };
}

/**
 * Lighthouse mobile runs of a page (BENCH_LIGHTHOUSE_RUNS, 5 unless set), reported as medians. The
 * page is requested once before, as a visitor before would have: the gateway's per-page caches
 * (head tags, first screen) are then what is measured.
 */
export async function lighthouseMobile(label: string, url: string, categories: string[] = ['performance'], repeat?: RepeatVisit): Promise<LighthouseFigures> {
  await fetch(url).then((response) => response.text());
  const runs: RunFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(figuresOf(await runRecorded(url, categories, repeat)));
  const of = <K extends keyof RunFigures>(key: K) => runs.map((figures) => figures[key]);
  return {
    label,
    url,
    lcpMs: median(of('lcpMs')),
    fcpMs: median(of('fcpMs')),
    tbtMs: median(of('tbtMs')),
    tbtFromCpuTimeMs: median(of('tbtFromCpuTimeMs')),
    cls: median(of('cls')),
    javascriptTransferKiB: median(of('javascriptTransferKiB')),
    performanceScore: medianOrNull(of('performanceScore')),
    seoScore: medianOrNull(of('seoScore')),
    runs: runs.length,
    tbtMsEachRun: of('tbtMs'),
    tbtFromCpuTimeMsEachRun: of('tbtFromCpuTimeMs'),
  };
}
