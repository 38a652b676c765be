import { onShutdown } from '@theke/server';
import { startPlatform } from '../../scripts/platform';
import { E2E_PORT } from './environment';

/**
 * The e2e platform as its own process, started like `npm start` (scripts/run-ts.js): the gateway
 * renders first screens from the frontends' sources, which Playwright's own module loader would
 * load differently. Reports `ready` (or the failure) to the parent over IPC; SIGTERM, or the parent
 * going away, stops it and drops its fresh databases.
 */
async function main(): Promise<void> {
  const platform = await startPlatform({ port: E2E_PORT, host: '127.0.0.1', fresh: true, databaseUrl: process.env.E2E_DATABASE_URL || undefined });
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= platform.stop());
  onShutdown(stop);
  // A test run that ends without its teardown (a crash, Ctrl+C) must not leave the port taken.
  process.once('disconnect', () => void stop().finally(() => process.exit(0)));
  process.send?.({ ready: true });
}

main().catch((error: unknown) => {
  process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
