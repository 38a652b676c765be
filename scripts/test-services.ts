import amqp from 'amqplib';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '@theke/server/testing';

/**
 * The PostgreSQL and RabbitMQ `npm test` runs against (ARCHITECTURE "Single machine and
 * scale-out"): the configured ones (TEST_DATABASE_URL, AMQP_URL), else the running local ones
 * (127.0.0.1:5432, 127.0.0.1:5672), else started here: an embedded PostgreSQL as `npm start` runs
 * it and a RabbitMQ node of its own, both under `.data/test/` on free ports, stopped again by
 * `stop()`. Where a service can be neither found nor started, `TestServiceMissing` says in one
 * line what to install.
 */

const REPO_ROOT = path.resolve(__dirname, '..');
const DATA_ROOT = path.join(REPO_ROOT, '.data', 'test');
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_RABBITMQ = 'amqp://guest:guest@127.0.0.1:5672';
const RABBITMQ_NODE = 'theke-test@localhost';
const RABBITMQ_READY_TIMEOUT_MS = 90_000;
const RABBITMQ_STOP_TIMEOUT_MS = 30_000;
const EPMD_PORT = 4369;

/** A service that can be neither found nor started; the message is the one line to print. */
export class TestServiceMissing extends Error {}

export interface TestServices {
  /** TEST_DATABASE_URL and (when RabbitMQ was asked for) AMQP_URL, for every test process. */
  env: { TEST_DATABASE_URL: string; AMQP_URL?: string };
  /** One line per service: where it is and whether it was started here. */
  summary: string[];
  /** The services started here, by name. */
  started: string[];
  /** Stops what was started here (services found running are left alone). */
  stop(): Promise<void>;
}

interface Resolved {
  url: string;
  summary: string;
  /** Set when started here: its name and how to stop it. */
  started?: { name: string; stop(): Promise<void> };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1).replace('.', ',')} s`;
const relative = (file: string) => path.relative(REPO_ROOT, file);

/** The URL without its password, for the console. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1_000 });
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket
      .once('connect', () => done(true))
      .once('error', () => done(false))
      .once('timeout', () => done(false));
  });
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function rabbitmqAnswers(url: string): Promise<boolean> {
  try {
    const connection = await amqp.connect(url, { timeout: 3_000 });
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

const isRoot = () => process.getuid?.() === 0;

// ---------------------------------------------------------------------------------------------
// PostgreSQL

async function resolvePostgres(): Promise<Resolved> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    if (await postgresAnswers(configured))
      return { url: configured, summary: `PostgreSQL: ${shown(configured)} (TEST_DATABASE_URL)` };
    throw new TestServiceMissing(
      `PostgreSQL unter TEST_DATABASE_URL (${shown(configured)}) antwortet nicht: den Server dort starten oder TEST_DATABASE_URL entfernen.`,
    );
  }
  if (await postgresAnswers(LOCAL_POSTGRES))
    return { url: LOCAL_POSTGRES, summary: 'PostgreSQL: 127.0.0.1:5432 (läuft bereits)' };

  const started = Date.now();
  // Loaded only here: the package registers process-wide exit hooks when it is loaded.
  const { startEmbeddedPostgres } = await withoutExitHooks(() => import('./embedded-postgres'));
  const port = await freePort();
  try {
    const database = await startEmbeddedPostgres(DATA_ROOT, port);
    return {
      url: database.url,
      summary: `PostgreSQL: eingebettet gestartet auf 127.0.0.1:${port} (${relative(path.join(DATA_ROOT, 'postgres'))}) in ${seconds(started)}`,
      started: { name: 'PostgreSQL (eingebettet)', stop: () => database.stop() },
    };
  } catch (error) {
    // The message is a line and PostgreSQL's last words: the last of them names the cause.
    const [head, ...log] = (error instanceof Error ? error.message : String(error)).split('\n');
    const cause =
      log
        .map((line) => line.trim())
        .filter(Boolean)
        .pop() ?? head;
    throw new TestServiceMissing(
      `PostgreSQL (eingebettet, ${relative(path.join(DATA_ROOT, 'postgres'))}) startete nicht: ${cause}`,
    );
  }
}

/**
 * embedded-postgres (through async-exit-hook) answers SIGINT, SIGTERM and the end of the event
 * loop by stopping PostgreSQL and exiting the process, before a RabbitMQ started alongside is
 * down and whatever the tests' exit code. The caller of `ensureTestServices` stops everything
 * itself, so the listeners that loading it adds are taken off again. Its `exit` listener stays:
 * it sends PostgreSQL SIGINT should the process end without `stop()`.
 */
async function withoutExitHooks<T>(load: () => Promise<T>): Promise<T> {
  const emitter: NodeJS.EventEmitter = process;
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
  const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
  const loaded = await load();
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.includes(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return loaded;
}

// ---------------------------------------------------------------------------------------------
// RabbitMQ

async function resolveRabbitmq(): Promise<Resolved> {
  const configured = process.env.AMQP_URL;
  if (configured) {
    if (await rabbitmqAnswers(configured))
      return { url: configured, summary: `RabbitMQ: ${shown(configured)} (AMQP_URL)` };
    throw new TestServiceMissing(
      `RabbitMQ unter AMQP_URL (${shown(configured)}) antwortet nicht: den Broker dort starten oder AMQP_URL entfernen.`,
    );
  }
  if (await rabbitmqAnswers(LOCAL_RABBITMQ))
    return { url: LOCAL_RABBITMQ, summary: 'RabbitMQ: 127.0.0.1:5672 (läuft bereits)' };
  return startRabbitmq(ensureRabbitmqInstalled());
}

/**
 * The script that runs a node as the calling user. Debian's (and the RPM's) `rabbitmq-server` on
 * the PATH is a wrapper that, as root, switches to the `rabbitmq` user and works in
 * /var/lib/rabbitmq, the system instance's home: the script behind it is used instead.
 */
function rabbitmqServerScript(): string | null {
  const packaged = '/usr/lib/rabbitmq/bin/rabbitmq-server';
  if (existsSync(packaged)) return packaged;
  return onPath('rabbitmq-server');
}

function ensureRabbitmqInstalled(): string {
  const found = rabbitmqServerScript();
  if (found) return found;
  const install =
    'Bitte "apt-get install -y rabbitmq-server" als root ausführen (oder AMQP_URL auf einen laufenden RabbitMQ setzen).';
  if (!isRoot() || !onPath('apt-get'))
    throw new TestServiceMissing(
      `RabbitMQ fehlt (kein rabbitmq-server, nichts auf 127.0.0.1:5672). ${install}`,
    );
  console.log('  RabbitMQ fehlt: apt-get install -y rabbitmq-server …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'rabbitmq-server']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0)
      throw new TestServiceMissing(
        `RabbitMQ konnte nicht installiert werden ("apt-get ${args.join(' ')}" schlug fehl). ${install}`,
      );
  }
  const installed = rabbitmqServerScript();
  if (!installed)
    throw new TestServiceMissing(
      `Nach "apt-get install rabbitmq-server" fehlt rabbitmq-server weiterhin. ${install}`,
    );
  return installed;
}

/** Files of the node started here, all under `.data/test/rabbitmq`: nothing of a system instance is read or written. */
function rabbitmqFiles(base: string) {
  return {
    base,
    mnesia: path.join(base, 'mnesia'),
    logs: path.join(base, 'log'),
    pidFile: path.join(base, 'rabbitmq.pid'),
    config: path.join(base, 'rabbitmq.conf'),
    envFile: path.join(base, 'rabbitmq-env.conf'),
    plugins: path.join(base, 'enabled_plugins'),
    cookie: path.join(base, '.erlang.cookie'),
    log: path.join(base, 'log', `${RABBITMQ_NODE}.log`),
  };
}

function readPid(pidFile: string): number | null {
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function startRabbitmq(script: string): Promise<Resolved> {
  const started = Date.now();
  const files = rabbitmqFiles(path.join(DATA_ROOT, 'rabbitmq'));
  const leftover = readPid(files.pidFile);
  if (leftover && isAlive(leftover)) {
    throw new TestServiceMissing(
      `Der RabbitMQ-Knoten der Tests läuft noch (pid ${leftover}, ${relative(files.base)}): ein anderes "npm test" in diesem Verzeichnis? Sonst "kill ${leftover}" und erneut starten.`,
    );
  }
  const [port, distPort] = [await freePort(), await freePort()];
  // A fresh node each run: no queues or messages of an earlier run.
  rmSync(files.mnesia, { recursive: true, force: true });
  rmSync(files.pidFile, { force: true });
  mkdirSync(files.mnesia, { recursive: true });
  mkdirSync(files.logs, { recursive: true });
  writeFileSync(files.config, `listeners.tcp.1 = 127.0.0.1:${port}\nloopback_users.guest = true\n`);
  // An empty env file: the machine's /etc/rabbitmq/rabbitmq-env.conf names the system node.
  writeFileSync(
    files.envFile,
    '# the test node takes its settings from the environment (scripts/test-services.ts)\n',
  );
  writeFileSync(files.plugins, '[].\n');
  // Erlang reads the cookie from $HOME and refuses one others can read.
  rmSync(files.cookie, { force: true });
  writeFileSync(files.cookie, randomBytes(24).toString('hex').toUpperCase());
  chmodSync(files.cookie, 0o400);
  const epmdWasRunning = await portAnswers(EPMD_PORT);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: files.base,
    RABBITMQ_NODENAME: RABBITMQ_NODE,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(port),
    RABBITMQ_DIST_PORT: String(distPort),
    RABBITMQ_CONF_ENV_FILE: files.envFile,
    RABBITMQ_CONFIG_FILE: files.config,
    RABBITMQ_ADVANCED_CONFIG_FILE: path.join(files.base, 'advanced.config'),
    RABBITMQ_ENABLED_PLUGINS_FILE: files.plugins,
    RABBITMQ_MNESIA_BASE: files.mnesia,
    RABBITMQ_LOG_BASE: files.logs,
    RABBITMQ_PID_FILE: files.pidFile,
    RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-kernel inet_dist_use_interface {127,0,0,1}',
    ERL_EPMD_ADDRESS: '127.0.0.1',
    ERL_CRASH_DUMP: path.join(files.base, 'erl_crash.dump'),
  };
  // -detached: the node leaves this process group (Ctrl+C does not reach it) and the command
  // returns at once; it is ready when it accepts an AMQP login, and writes its pid file on the way.
  const launch = spawnSync(script, ['-detached'], {
    cwd: files.base,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (launch.status !== 0) {
    const reason =
      `${launch.stderr ?? ''}${launch.stdout ?? ''}`.trim().split('\n')[0] ||
      launch.error?.message ||
      `Exit-Code ${launch.status}`;
    throw new TestServiceMissing(`RabbitMQ (${script} -detached) startete nicht: ${reason}`);
  }
  const url = `amqp://guest:guest@127.0.0.1:${port}`;
  const stop = () => stopRabbitmq(files.pidFile, epmdWasRunning);
  const deadline = Date.now() + RABBITMQ_READY_TIMEOUT_MS;
  for (;;) {
    if (await rabbitmqAnswers(url)) break;
    const pid = readPid(files.pidFile);
    if (pid && !isAlive(pid)) {
      throw new TestServiceMissing(`RabbitMQ beendete sich beim Start; siehe ${relative(files.log)}.`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new TestServiceMissing(
        `RabbitMQ nahm nach ${RABBITMQ_READY_TIMEOUT_MS / 1000} s keine Verbindung an; siehe ${relative(files.log)}.`,
      );
    }
    await delay(250);
  }
  return {
    url,
    summary: `RabbitMQ: eigener Knoten ${RABBITMQ_NODE} gestartet auf 127.0.0.1:${port} (${relative(files.base)}) in ${seconds(started)}`,
    started: { name: `RabbitMQ (${RABBITMQ_NODE})`, stop },
  };
}

/** SIGTERM is RabbitMQ's graceful stop; epmd goes too when it came up with this node (`-kill` refuses while nodes are registered). */
async function stopRabbitmq(pidFile: string, epmdWasRunning: boolean): Promise<void> {
  const pid = readPid(pidFile);
  if (pid && isAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + RABBITMQ_STOP_TIMEOUT_MS;
    while (isAlive(pid) && Date.now() < deadline) await delay(100);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(pidFile, { force: true });
  const epmd = onPath('epmd');
  if (!epmdWasRunning && epmd)
    spawnSync(epmd, ['-kill'], { stdio: 'ignore', env: { ...process.env, ERL_EPMD_ADDRESS: '127.0.0.1' } });
}

// ---------------------------------------------------------------------------------------------

/** Finds or starts PostgreSQL and, unless `rabbitmq: false`, RabbitMQ (both at once). */
export async function ensureTestServices(options: { rabbitmq?: boolean } = {}): Promise<TestServices> {
  const wanted = [
    resolvePostgres(),
    options.rabbitmq === false ? Promise.resolve(null) : resolveRabbitmq(),
  ] as const;
  const [postgres, rabbitmq] = await Promise.allSettled(wanted);
  const resolved = [postgres, rabbitmq].flatMap((outcome) =>
    outcome.status === 'fulfilled' && outcome.value ? [outcome.value] : [],
  );
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= Promise.all(resolved.map((service) => service.started?.stop())).then(() => undefined));
  for (const outcome of [postgres, rabbitmq]) {
    if (outcome.status === 'rejected') {
      await stop();
      throw outcome.reason;
    }
  }
  const database = (postgres as PromiseFulfilledResult<Resolved>).value;
  const broker = (rabbitmq as PromiseFulfilledResult<Resolved | null>).value;
  return {
    env: broker
      ? { TEST_DATABASE_URL: database.url, AMQP_URL: broker.url }
      : { TEST_DATABASE_URL: database.url },
    summary: resolved.map((service) => service.summary),
    started: resolved.flatMap((service) => (service.started ? [service.started.name] : [])),
    stop,
  };
}
