import { buildFrontends } from '../../scripts/build-frontends';
import { startPlatform } from '../../scripts/platform';
import { E2E_PORT } from './environment';

/** Builds the frontends when missing, then serves the whole platform with fresh demo data. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.LOG_LEVEL ??= 'warn';
  await buildFrontends({ onlyIfMissing: true });
  const platform = await startPlatform({ port: E2E_PORT, host: '127.0.0.1', fresh: true });
  return () => platform.stop();
}
