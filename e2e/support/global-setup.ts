import { Client } from 'pg';
import { buildFrontends } from '../../scripts/build-frontends';
import { startPlatformProcess } from '../../scripts/platform-process';
import { E2E_PORT } from './environment';
import { E2E_SMTP_PORT, startMailbox } from './mailbox';

/** ARCHITECTURE.md: tests use TEST_DATABASE_URL or 127.0.0.1:5432, else an embedded server. */
async function testDatabaseServer(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Builds the frontends when missing, then serves the whole platform with fresh demo data. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildFrontends({ onlyIfMissing: true });
  const databaseUrl = await testDatabaseServer();
  // Contact requests and order e-mails really go out, to a local SMTP server journeys can read.
  const stopMailbox = await startMailbox();
  const platform = await startPlatformProcess({
    port: E2E_PORT,
    databaseUrl,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}` },
  });
  return async () => {
    await platform.stop();
    await stopMailbox();
  };
}
