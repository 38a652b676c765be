import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Issue 21 benchmark: the monthly time-sheet export for 300 employees (target ≤ 2 s each for the
 * CSV and the PDF of all of them). svc-workforce with a real svc-catalog peer on throwaway
 * databases of the real PostgreSQL, seeded with 300 employees in 6 departments of 3 branches (one
 * in Germany) and a month of shifts and activities each: every weekday a planned shift and an
 * activity with a pause, some days without the pause (a break warning), some shifts not started
 * (missed), some activities booked on a project (seedMonthOfTime). October 2026 holds the autumn
 * DST change.
 * Each export is fetched over HTTP as an administrator: once cold, then RUNS times; besides the
 * wall time, the CPU time of this process (the services run in it) for each export.
 */

export const TARGETS = { employees: 300, exportMs: 2000 } as const;
const MONTH = '2026-10';
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function run(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  const { TEST_ADMIN, authHeaders } = await import('@theke/server/testing');
  const { seedMonthOfTime, startWorkforceTestPlatform } = await import('@theke/svc-workforce/testing');

  const platform = await startWorkforceTestPlatform();
  const admin = authHeaders(TEST_ADMIN);
  try {
    const seedStarted = performance.now();
    const branchIds: number[] = [];
    for (const [index, country] of (['AT', 'AT', 'DE'] as const).entries()) {
      const response = await fetch(`${platform.catalog.url}/api/branches`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: `filiale-${index + 1}`, name: `Filiale ${index + 1}`, country }),
      });
      if (!response.ok) throw new Error(`POST /api/branches: ${response.status} ${await response.text()}`);
      branchIds.push(((await response.json()) as { data: { id: number } }).data.id);
    }
    const seeded = await seedMonthOfTime({ month: MONTH, employees: TARGETS.employees, branchIds });
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const timed = async (extension: 'csv' | 'pdf' | 'json') => {
      const url = `${platform.workforce.url}/api/time-sheets/monthly${extension === 'json' ? '' : `.${extension}`}?month=${MONTH}`;
      const started = performance.now();
      const cpu = process.cpuUsage();
      const response = await fetch(url, { headers: admin });
      const body = Buffer.from(await response.arrayBuffer());
      const ms = performance.now() - started;
      // The service runs in this process: its CPU time for the export, whatever else the machine runs.
      const { user, system } = process.cpuUsage(cpu);
      if (!response.ok) throw new Error(`${url}: ${response.status} ${body.toString()}`);
      return { ms, cpuMs: (user + system) / 1000, body };
    };
    const measure = async (extension: 'csv' | 'pdf' | 'json') => {
      const cold = await timed(extension);
      const runs: number[] = [];
      const cpu: number[] = [];
      for (let index = 0; index < RUNS; index++) {
        const { ms, cpuMs } = await timed(extension);
        runs.push(ms);
        cpu.push(cpuMs);
      }
      return { cold, runs, cpu };
    };

    const json = await measure('json');
    const csv = await measure('csv');
    const pdf = await measure('pdf');
    const sheets = (JSON.parse(json.cold.body.toString()) as { data: unknown[] }).data.length;
    const csvLines = csv.cold.body.toString('utf8').trimEnd().split('\r\n').length;
    const pdfPages = pdf.cold.body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

    const figures = {
      sheets,
      activities: seeded.activities,
      shifts: seeded.shifts,
      jsonColdMs: round(json.cold.ms),
      jsonMedianMs: round(median(json.runs)),
      jsonMedianCpuMs: round(median(json.cpu)),
      csvColdMs: round(csv.cold.ms),
      csvMedianMs: round(median(csv.runs)),
      csvMaxMs: round(Math.max(...csv.runs)),
      csvMedianCpuMs: round(median(csv.cpu)),
      csvBytes: csv.cold.body.length,
      csvLines,
      pdfColdMs: round(pdf.cold.ms),
      pdfMedianMs: round(median(pdf.runs)),
      pdfMaxMs: round(Math.max(...pdf.runs)),
      pdfMedianCpuMs: round(median(pdf.cpu)),
      pdfBytes: pdf.cold.body.length,
      pdfPages,
    };
    const report = {
      benchmark: 'time-sheets',
      at: new Date().toISOString(),
      // Wall times depend on what else the machine runs (its load average when measured is kept).
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((load) => round(load)) },
      targets: TARGETS,
      month: MONTH,
      runs: RUNS,
      seedSeconds: round(seedSeconds),
      figures,
      met: {
        sheets: sheets === TARGETS.employees && pdfPages === TARGETS.employees,
        csv: Math.max(csv.cold.ms, ...csv.runs) <= TARGETS.exportMs,
        pdf: Math.max(pdf.cold.ms, ...pdf.runs) <= TARGETS.exportMs,
      },
    };
    writeFileSync(path.join(__dirname, 'results', 'time-sheets.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.table(figures);
  } finally {
    await platform.close();
  }
}
