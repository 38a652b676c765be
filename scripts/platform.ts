import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import {
  type RunningService,
  type ServiceDefinition,
  createBus,
  createLogger,
  startService,
  withDatabase,
} from '@theke/server';
import { type FrontendRoutes, type ServiceName, startGateway } from '@theke/gateway';
import { catalogService } from '@theke/svc-catalog';
import { contentService } from '@theke/svc-content';
import { ordersService } from '@theke/svc-orders';
import { workforceService } from '@theke/svc-workforce';
import { startEmbeddedPostgres } from './embedded-postgres';

export const REPO_ROOT = path.resolve(__dirname, '..');
const DATA_ROOT = path.join(REPO_ROOT, '.data');
// Each service learns the addresses of those started before it: content first, because the
// catalogue asks it for the shop currency (price labels), and orders asks both.
const SERVICES: Array<[ServiceName, ServiceDefinition]> = [
  ['content', contentService],
  ['catalog', catalogService],
  ['orders', ordersService],
  ['workforce', workforceService],
];

export interface PlatformOptions {
  port: number;
  host?: string;
  /** A PostgreSQL server URL; without it (and without DATABASE_URL) an embedded one starts. */
  databaseUrl?: string;
  amqpUrl?: string;
  /** Throwaway databases with a unique prefix, dropped at stop (tests). */
  fresh?: boolean;
  seedDemo?: boolean;
}

export interface Platform {
  url: string;
  /** Internal addresses of the services (benchmarks compare them with the gateway). */
  serviceUrls: Record<ServiceName, string>;
  stop(): Promise<void>;
}

/** A secret that survives restarts, so staff sessions stay valid. */
function persistentSecret(name: string): string {
  mkdirSync(DATA_ROOT, { recursive: true });
  const file = path.join(DATA_ROOT, `${name}.secret`);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function loadFrontend(): FrontendRoutes | undefined {
  const entry = path.join(REPO_ROOT, 'gateway', 'src', 'frontend', 'index.ts');
  if (!existsSync(entry)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional until the frontend lands
  const frontend = require(entry) as { createFrontendRoutes(options: { distRoot: string }): FrontendRoutes };
  return frontend.createFrontendRoutes({ distRoot: REPO_ROOT });
}

async function dropDatabases(serverUrl: string, names: string[]): Promise<void> {
  const admin = new Sequelize(withDatabase(serverUrl, 'postgres'), { dialect: 'postgres', logging: false });
  for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.close();
}

/**
 * The whole platform in one process: each service on an internal port, the gateway in
 * front on `port`, talking over HTTP exactly as in the scale-out mode.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const log = createLogger('platform');
  const host = options.host ?? '127.0.0.1';
  const embedded =
    options.databaseUrl || process.env.DATABASE_URL
      ? null
      : await startEmbeddedPostgres(DATA_ROOT, Number(process.env.EMBEDDED_PG_PORT ?? 54329));
  const serverUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? (embedded ? embedded.url : '');
  const prefix = options.fresh ? `theke_e2e_${randomBytes(4).toString('hex')}` : 'theke';
  const databaseOf = (name: string) => `${prefix}_${name}`;
  const bus = createBus(log, options.amqpUrl ?? process.env.AMQP_URL);
  const internalSecret = options.fresh ? randomBytes(32).toString('hex') : persistentSecret('internal-token');
  const sessionSecret = process.env.SESSION_SECRET ?? (options.fresh ? randomBytes(32).toString('hex') : persistentSecret('session'));
  const seedDemo = options.seedDemo ?? true;

  // Started in order so each service's peers are up: content, catalogue, then orders. Every
  // service gets the one address book, read per call: content asks the catalogue (media usages,
  // ADR 0047) only after both are up.
  const services: RunningService[] = [];
  const peers: Record<string, string> = {};
  for (const [name, definition] of SERVICES) {
    const databaseUrl = withDatabase(serverUrl, databaseOf(name));
    const service = await startService(definition, { databaseUrl, bus, internalSecret, seedDemo, peers });
    services.push(service);
    peers[name] = service.url;
  }
  const urls = Object.fromEntries(services.map((service) => [service.name, service.url])) as Record<ServiceName, string>;
  const gateway = await startGateway({
    databaseUrl: withDatabase(serverUrl, databaseOf('gateway')),
    services: urls,
    bus,
    internalSecret,
    sessionSecret,
    port: options.port,
    host,
    seedDemo,
    frontend: loadFrontend(),
    trustProxy: process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) : false,
    secureCookies: process.env.COOKIE_SECURE === 'true',
  });

  return {
    url: gateway.url,
    serviceUrls: urls,
    async stop() {
      await gateway.stop();
      for (const service of services.reverse()) await service.stop();
      await bus.close();
      if (options.fresh) await dropDatabases(serverUrl, [...SERVICES.map(([name]) => databaseOf(name)), databaseOf('gateway')]);
      await embedded?.stop();
    },
  };
}
