/**
 * Total blocking time counted from the main thread's CPU time instead of its wall-clock time
 * (ADR 0051). Lighthouse adds up, for each main-thread task after the first contentful paint, what
 * a task lasts beyond 50 ms once multiplied by the CPU slowdown (4× on mobile). It takes a task's
 * wall-clock duration, and on a machine with two cores that also counts the time the renderer's
 * main thread waits for a core while the browser's other processes and the server under test run:
 * a 100 ms loop of pure JavaScript shows 57–90 ms of thread time in the first second of a fresh
 * Chromium here. The thread time (`tdur` of the trace's tasks) is what the page's own work costs.
 */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const LONG_TASK_MS = 50;

/** The renderer main thread that ran the most tasks: the page's (other renderers are extensions, workers' pages). */
function pageMainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || !mainThreads.has(thread)) continue;
    const tasks = tasksByThread.get(thread);
    if (tasks) tasks.push(event);
    else tasksByThread.set(thread, [event]);
  }
  return [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

/**
 * Lighthouse's sum over the page's main-thread tasks that start in [fromTs, toTs] (trace clock,
 * µs), taken from their thread time multiplied by `slowdown`, in ms.
 */
export function blockingTimeFromCpuTime(events: TraceEvent[], fromTs: number, toTs: number, slowdown = 4): number {
  let blockingMs = 0;
  for (const task of pageMainThreadTasks(events)) {
    if (task.ts >= fromTs && task.ts <= toTs) blockingMs += Math.max(0, (slowdown * (task.tdur ?? 0)) / 1000 - LONG_TASK_MS);
  }
  return Math.round(blockingMs);
}
