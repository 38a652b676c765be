import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { buildFrontends } from '../../scripts/build-frontends';
import { E2E_SMTP_PORT, startMailbox } from './mailbox';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

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

/** Starts e2e/support/platform-process.ts and resolves once it serves. */
function startPlatformProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = fork(path.join(REPO_ROOT, 'scripts', 'run-ts.js'), [path.join(__dirname, 'platform-process.ts')], { cwd: REPO_ROOT, env });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { ready?: boolean; error?: string }) => {
      if (message.ready) resolve(child);
      else reject(new Error(`the e2e platform did not start: ${message.error ?? 'unknown'}`));
    });
    child.once('exit', (code) => reject(new Error(`the e2e platform exited with ${code}`)));
  });
}

function stopPlatformProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Builds the frontends when missing, then serves the whole platform with fresh demo data. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildFrontends({ onlyIfMissing: true });
  const databaseUrl = await testDatabaseServer();
  // Contact requests and order e-mails really go out, to a local SMTP server journeys can read.
  const stopMailbox = await startMailbox();
  const platform = await startPlatformProcess({
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    E2E_DATABASE_URL: databaseUrl ?? '',
  });
  return async () => {
    await stopPlatformProcess(platform);
    await stopMailbox();
  };
}
