import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { onShutdown } from '@theke/server';
import { REPO_ROOT, startPlatform } from './platform';

/**
 * The whole platform in a child process on fresh databases, started like `npm start` (swc's require
 * hook), for the e2e journeys and the benchmarks: the gateway renders first screens from the
 * frontends' sources, which Playwright's own module loader would load as native ES modules, and a
 * load generator does not share the platform's event loop.
 */
export interface PlatformProcess {
  url: string;
  stop(): Promise<void>;
}

interface ReadyMessage {
  ready?: boolean;
  error?: string;
}

export function startPlatformProcess(options: { port: number; databaseUrl?: string; env?: NodeJS.ProcessEnv }): Promise<PlatformProcess> {
  const child: ChildProcess = fork(path.join(REPO_ROOT, 'scripts', 'run-ts.js'), [__filename], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PLATFORM_CHILD: '1', PLATFORM_PORT: String(options.port), PLATFORM_DATABASE_URL: options.databaseUrl ?? '' },
  });
  const stop = (): Promise<void> =>
    child.exitCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
  return new Promise((resolve, reject) => {
    child.once('message', (message: ReadyMessage) => {
      if (message.ready) resolve({ url: `http://127.0.0.1:${options.port}`, stop });
      else reject(new Error(`the platform did not start: ${message.error ?? 'unknown'}`));
    });
    child.once('exit', (code) => reject(new Error(`the platform exited with ${code}`)));
  });
}

/** In the child: serve, report `ready` (or the failure) over IPC; SIGTERM, or the parent going away, stops it and drops its databases. */
async function serve(): Promise<void> {
  const platform = await startPlatform({
    port: Number(process.env.PLATFORM_PORT),
    host: '127.0.0.1',
    fresh: true,
    databaseUrl: process.env.PLATFORM_DATABASE_URL || undefined,
  });
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= platform.stop());
  onShutdown(stop);
  // A run that ends without its teardown (a crash, Ctrl+C) must not leave the port taken.
  process.once('disconnect', () => void stop().finally(() => process.exit(0)));
  process.send?.({ ready: true });
}

// Imported by the parent for startPlatformProcess; run by run-ts.js in the child.
if (process.env.PLATFORM_CHILD === '1' && process.send) {
  serve().catch((error: unknown) => {
    process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  });
}
