import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './src/percentile';
import { forkBenchChild, nextMessage, stopBenchChild } from './src/bench-child';

/**
 * Issue 21 benchmark (ADR 0041): shift start. 300 distinct employees clock in within the same
 * second (`POST /api/time-tracking/working-activities/start`, each with its department and an
 * Idempotency-Key, as the gateway forwards a clock link) against svc-workforce with svc-catalog as
 * its peer on throwaway databases of the local PostgreSQL, in a child process. Measured twice: the
 * 300 spread evenly over one second, and all 300 sent at the same instant (the worst case of that
 * second). Target: p99 <= 100 ms, exactly 300 running activities and 300 started events in the
 * outbox for each run.
 */

const ROLE_ENV = 'THEKE_SHIFT_START_BENCH_ROLE';
const EMPLOYEES = 300;
const WARM_UP_EMPLOYEES = 100;
/** Demo department 1 (Unterhaltsreinigung) of demo branch 1 (Wien-Mariahilf). */
const DEPARTMENT = { id: 1 };
const BRANCH_ID = 1;

interface Counts {
  running: number;
  startedEvents: number;
  /** CPU time of the services' process since the run began (what the load of other work cannot inflate much). */
  serverCpuMs: number;
}

type ChildMessage =
  | { type: 'ready'; workforceUrl: string }
  | { type: 'marked' }
  | { type: 'counts'; counts: Counts };

/** The child: svc-catalog and svc-workforce with their demo data on one in-memory bus. */
async function serve(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const { QueryTypes } = await import('sequelize');
  const { EVENTS } = await import('@theke/contracts');
  const { startWorkforceTestPlatform } = await import('@theke/svc-workforce/testing');
  const platform = await startWorkforceTestPlatform({ seedDemo: true });
  const { sequelize } = platform.workforce.context;
  let cpuAtMark = process.cpuUsage();
  process.on('message', (message: { type: string; from?: number; to?: number }) => {
    if (message.type === 'mark') {
      cpuAtMark = process.cpuUsage();
      process.send?.({ type: 'marked' });
    }
    if (message.type === 'counts') {
      const cpu = process.cpuUsage(cpuAtMark);
      void (async () => {
        const replacements = { from: message.from, to: message.to, type: EVENTS.activityStarted };
        const [running] = await sequelize.query<{ count: string }>(
          'SELECT count(*) AS count FROM working_activities WHERE "end" IS NULL AND "userId" BETWEEN :from AND :to',
          { type: QueryTypes.SELECT, replacements },
        );
        const [started] = await sequelize.query<{ count: string }>(
          `SELECT count(*) AS count FROM outbox_events WHERE type = :type AND (data->>'userId')::int BETWEEN :from AND :to`,
          { type: QueryTypes.SELECT, replacements },
        );
        process.send?.({
          type: 'counts',
          counts: {
            running: Number(running?.count),
            startedEvents: Number(started?.count),
            serverCpuMs: (cpu.user + cpu.system) / 1000,
          },
        });
      })();
    }
    if (message.type === 'stop') void platform.close().then(() => process.exit(0));
  });
  process.send?.({ type: 'ready', workforceUrl: platform.workforce.url });
}

if (process.env[ROLE_ENV] === 'server') {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

interface Shot {
  status: number;
  ms: number;
}

/** Each employee's signed gateway headers, made before the clock runs (signing is the gateway's work). */
async function employeeHeaders(firstUserId: number, count: number): Promise<Array<Record<string, string>>> {
  const { ROLE_EMPLOYEE } = await import('@theke/server');
  const { authHeaders } = await import('@theke/server/testing');
  return Array.from({ length: count }, (_, index) => ({
    ...authHeaders({
      userId: firstUserId + index,
      username: `schicht${firstUserId + index}`,
      roles: [ROLE_EMPLOYEE],
      branchIds: [BRANCH_ID],
    }),
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
  }));
}

async function start(url: string, headers: Record<string, string>): Promise<Shot> {
  const began = performance.now();
  const response = await fetch(`${url}/api/time-tracking/working-activities/start`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ department: DEPARTMENT }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - began };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one start per employee, `spreadMs` apart in total (0: all at once). */
async function shiftStart(
  url: string,
  headers: Array<Record<string, string>>,
  spreadMs: number,
): Promise<Shot[]> {
  const began = performance.now();
  return Promise.all(
    headers.map(async (header, index) => {
      const due = (spreadMs * index) / headers.length;
      const wait = due - (performance.now() - began);
      if (wait > 0) await sleep(wait);
      return start(url, header);
    }),
  );
}

function summarize(label: string, shots: Shot[], counts: Counts) {
  const ms = shots.map((shot) => shot.ms).sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const shot of shots) statusCodes[shot.status] = (statusCodes[shot.status] ?? 0) + 1;
  return {
    label,
    requests: shots.length,
    p50Ms: percentile(ms, 50, 1),
    p95Ms: percentile(ms, 95, 1),
    p99Ms: percentile(ms, 99, 1),
    maxMs: percentile(ms, 100, 1),
    statusCodes,
    runningActivities: counts.running,
    startedEvents: counts.startedEvents,
    serverCpuMsPerStart: Number((counts.serverCpuMs / shots.length).toFixed(2)),
  };
}

export async function run(): Promise<void> {
  const loadBefore = Number(os.loadavg()[0]?.toFixed(2));
  const { child, ready } = await forkBenchChild<ChildMessage>(__filename, ROLE_ENV, 'server');
  const url = ready.workforceUrl;
  const counts = (from: number, to: number) => {
    const answer = nextMessage<ChildMessage, 'counts'>(child, 'counts');
    child.send({ type: 'counts', from, to });
    return answer.then((message) => message.counts);
  };
  const mark = () => {
    const answer = nextMessage<ChildMessage, 'marked'>(child, 'marked');
    child.send({ type: 'mark' });
    return answer;
  };
  try {
    // Warm-up: other employees, so the measured ones start from idle.
    await shiftStart(url, await employeeHeaders(10_000, WARM_UP_EMPLOYEES), 500);
    await sleep(2_000);

    const spreadFirst = 20_000;
    await mark();
    const spreadShots = await shiftStart(url, await employeeHeaders(spreadFirst, EMPLOYEES), 1_000);
    await sleep(2_000);
    const spread = summarize(
      '300 starts spread evenly over one second',
      spreadShots,
      await counts(spreadFirst, spreadFirst + EMPLOYEES - 1),
    );

    const burstFirst = 30_000;
    await mark();
    const burstShots = await shiftStart(url, await employeeHeaders(burstFirst, EMPLOYEES), 0);
    await sleep(2_000);
    const burst = summarize(
      '300 starts sent at the same instant',
      burstShots,
      await counts(burstFirst, burstFirst + EMPLOYEES - 1),
    );

    const exact = (result: typeof spread) =>
      result.statusCodes['201'] === EMPLOYEES &&
      result.runningActivities === EMPLOYEES &&
      result.startedEvents === EMPLOYEES;
    const report = {
      benchmark: 'time-tracking-shift-start',
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? null,
        node: process.version,
        // The machine is shared with other work: the load before the run says how quiet it was.
        loadAverage1m: loadBefore,
      },
      setup:
        'svc-workforce (demo departments) with svc-catalog as its peer in a child process, one in-memory bus, local PostgreSQL, the kit pool of 10 connections. The parent (same 2 cores) sends POST /api/time-tracking/working-activities/start for 300 distinct employees (department {id: 1}, a fresh Idempotency-Key each) with the gateway token signed beforehand, over keep-alive fetch. Each start is one transaction of four statements (ADR 0041, Performance): BEGIN; the employee advisory lock with one read of the key\'s stored answer, the open or overlapping activity and the department; one write of the activity, its outbox event and the key\'s answer; COMMIT. serverCpuMsPerStart: CPU time of the services\' process per start over the run and the 2 s after it (relay included), less sensitive to other work on the machine than the latencies. Warm-up: 100 other employees first.',
      results: [spread, burst],
      target:
        'p99 <= 100 ms; exactly 300 running activities and 300 workforce.activity.started events in the outbox',
      met: {
        spreadP99: spread.p99Ms <= 100,
        spreadExact: exact(spread),
        burstP99: burst.p99Ms <= 100,
        burstExact: exact(burst),
      },
    };
    writeFileSync(
      path.join(__dirname, 'results', 'time-tracking-shift-start.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.table(report.results);
    console.log('targets met:', report.met);
  } finally {
    await stopBenchChild(child);
  }
}
