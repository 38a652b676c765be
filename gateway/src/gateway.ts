import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type EventBus,
  closeServer,
  createLogger,
  createPool,
  createSequelize,
  ensureDatabase,
  listen,
  migrate,
} from '@theke/server';
import { FrontendRoutes, createGatewayApp } from './app';
import { LiveEventHub } from './events/live-event-hub';
import { LiveEventLog } from './events/live-event-log';
import { migrations } from './migrations';
import type { ServiceUrls } from './proxy/service-map';
import { seedDemoUsers } from './users/demo-users';
import { defineUser } from './users/user.model';

export interface GatewayOptions {
  databaseUrl: string;
  services: ServiceUrls;
  bus: EventBus;
  internalSecret: string;
  sessionSecret: string;
  port: number;
  host: string;
  seedDemo?: boolean;
  secureCookies?: boolean;
  trustProxy?: number | false;
  frontend?: FrontendRoutes;
}

export interface RunningGateway {
  url: string;
  port: number;
  server: Server;
  stop(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const log = createLogger('gateway');
  await ensureDatabase(options.databaseUrl);
  const sequelize = createSequelize({ url: options.databaseUrl, log });
  await migrate(sequelize, migrations, log);
  defineUser(sequelize);
  if (options.seedDemo) await seedDemoUsers();
  const pool = createPool({ url: options.databaseUrl, log });
  const liveEvents = new LiveEventHub({ log: new LiveEventLog(pool), logger: log });
  await liveEvents.start(options.bus);
  const app = createGatewayApp({
    services: options.services,
    pool,
    bus: options.bus,
    log,
    internalSecret: options.internalSecret,
    sessionSecret: options.sessionSecret,
    secureCookies: options.secureCookies ?? false,
    trustProxy: options.trustProxy ?? false,
    frontend: options.frontend,
    liveEvents,
    isDatabaseReady: () => sequelize.authenticate().then(() => true, () => false),
  });
  const server = await listen(app, options.port, options.host);
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
  log.info({ port }, 'gateway ready');
  return {
    url: `http://${shownHost}:${port}`,
    port,
    server,
    async stop() {
      await liveEvents.stop();
      await closeServer(server);
      await pool.end();
      await sequelize.close();
    },
  };
}
