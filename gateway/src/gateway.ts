import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ChangeLog,
  type EventBus,
  type Logger,
  Outbox,
  closeServer,
  createLogger,
  createMailer,
  type MailSettings,
  createPool,
  createSequelize,
  ensureDatabase,
  kitMigrations,
  listen,
  migrate,
} from '@theke/server';
import { FrontendRoutes, createGatewayApp } from './app';
import { defineLoginLink } from './auth/login-link.model';
import { LoginLinks } from './auth/login-links';
import { LiveEventHub } from './events/live-event-hub';
import { LiveEventLog } from './events/live-event-log';
import { migrations } from './migrations';
import type { ServiceUrls } from './proxy/service-map';
import { loginLinkSettingsFromEnv } from './settings';
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
  /** Login-link mails; default from SMTP_URL and MAIL_FROM. */
  mail?: MailSettings;
  /** Where links in e-mails point; default PUBLIC_URL, else the address each request was sent to. */
  publicUrl?: string | null;
  /** Where the gateway logs (default: the process's JSON log); tests read what it writes. */
  log?: Logger;
}

export interface RunningGateway {
  url: string;
  port: number;
  server: Server;
  stop(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const log = options.log ?? createLogger('gateway');
  await ensureDatabase(options.databaseUrl);
  const sequelize = createSequelize({ url: options.databaseUrl, log });
  // The kit's outbox: staff-user changes reach the audit log like every service's (issue 19).
  await migrate(sequelize, [...kitMigrations, ...migrations], log);
  defineUser(sequelize);
  defineLoginLink(sequelize);
  if (options.seedDemo) await seedDemoUsers();
  const fromEnv = loginLinkSettingsFromEnv();
  const publicUrl = options.publicUrl === undefined ? fromEnv.publicUrl : options.publicUrl;
  if (!publicUrl && process.env.NODE_ENV === 'production')
    log.warn('PUBLIC_URL is not set: login links point at whatever host a request names (ADR 0029)');
  const loginLinks = new LoginLinks({ mailer: createMailer(options.mail ?? fromEnv.mail, log), log });
  const outbox = new Outbox(sequelize, options.bus, log);
  outbox.start();
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
    changeLog: new ChangeLog(outbox, 'gateway'),
    loginLinks,
    publicUrl,
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
      await loginLinks.settle();
      await outbox.stop();
      await pool.end();
      await sequelize.close();
    },
  };
}
