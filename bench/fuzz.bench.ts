import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Issue 17 benchmark: how many generated cases the fuzz suite (gateway/src/fuzz) sends and how
 * long it takes, so its share of `npm test` stays visible (budget: 60–90 s for the file on the
 * 2-core machine). Runs the suite's Jest file as `npm test` would and records what it reports
 * through FUZZ_RESULTS, plus the wall time of the whole file (platform start included).
 */
const ROOT = path.resolve(__dirname, '..');

interface SuiteFigures {
  cases: number;
  routes: number;
  regressions: number;
  seconds: number;
  seed: number;
  failures: number;
  knownFailures: number;
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'theke-fuzz-bench-'));
  const resultsFile = path.join(dir, 'fuzz.json');
  const loadBefore = Number(os.loadavg()[0]?.toFixed(2));
  const started = Date.now();
  const jest = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/jest/bin/jest.js'), 'gateway/src/fuzz'],
    {
      cwd: ROOT,
      env: { ...process.env, FUZZ_RESULTS: resultsFile, LOG_LEVEL: 'silent' },
      stdio: 'inherit',
    },
  );
  const fileSeconds = (Date.now() - started) / 1000;
  try {
    if (jest.status !== 0) throw new Error(`the fuzz suite failed (exit ${String(jest.status)})`);
    const suite = JSON.parse(readFileSync(resultsFile, 'utf8')) as SuiteFigures;
    const report = {
      benchmark: 'fuzz',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverage1m: loadBefore },
      cases: suite.cases,
      routes: suite.routes,
      regressions: suite.regressions,
      seed: suite.seed,
      generatedCasesSeconds: Number(suite.seconds.toFixed(1)),
      casesPerSecond: Math.round(suite.cases / suite.seconds),
      fileSeconds: Number(fileSeconds.toFixed(1)),
      failures: suite.failures,
      knownFailures: suite.knownFailures,
      budget: 'the fuzz file finishes within 60–90 s on the 2-core machine',
    };
    console.log(report);
    writeFileSync(path.join(__dirname, 'results', 'fuzz.json'), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
