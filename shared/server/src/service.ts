import compression from 'compression';
import express, { type Express, type Request, type Router } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Sequelize } from 'sequelize';
import { ChangeLog } from './bus/change-log';
import { EventBus, Subscription } from './bus/event-bus';
import { Outbox, kitMigrations } from './bus/outbox';
import { Migration, createSequelize, ensureDatabase, migrate } from './db/database';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { internalAuth } from './http/internal-auth';
import { Logger, createLogger } from './http/logger';
import { PeerClient, createPeerClient } from './http/peer-client';
import { requestContext } from './http/request-context';
import { cleanUrl, jsonBody } from './http/request-edge';
import { answerClientErrors, serviceHelmet } from './http/security-headers';

export interface ServiceContext {
  name: string;
  sequelize: Sequelize;
  bus: EventBus;
  outbox: Outbox;
  /** The audit log of this service's writes (issue 19), also on each request as `req.changeLog`. */
  changeLog: ChangeLog;
  log: Logger;
  /** Other services this one asks over HTTP (`peers` in the options). */
  peers: PeerClient;
}

export interface PublicRoute {
  /** A public GET also admits HEAD (the same route without a body). */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
}

/** Background work a service runs beside its routes (a retry sweep, a cleanup), stopped before the database closes. */
export interface ServiceWorker {
  stop(): Promise<void>;
}

export interface ServiceDefinition {
  /** Short name: 'catalog', 'orders', 'content', 'workforce'. */
  name: string;
  migrations: Migration[];
  defineModels(sequelize: Sequelize): void;
  /** Routes mounted under /api. */
  router(context: ServiceContext): Router;
  /** Routes guests may call without the gateway's token (everything else answers 401). */
  publicRoutes: PublicRoute[];
  subscriptions?(context: ServiceContext): Subscription[];
  /** Starts the service's background workers once it is migrated and subscribed. */
  workers?(context: ServiceContext): ServiceWorker[];
  /** Request body limit (default 1mb). */
  bodyLimit?: string;
  /** Inserts the demo data when the service's tables are empty (idempotent). */
  seedDemo?(context: ServiceContext): Promise<void>;
  /**
   * Routes mounted at `/` beside `/api` (media by path such as `/image/*`), behind the same
   * token check: without a valid token only `extraPublicRoutes` answer, everything else is 401.
   */
  extraRoutes?(context: ServiceContext): Router;
  /** The extra routes guests may call without the gateway's token; matched against the full path. */
  extraPublicRoutes?: PublicRoute[];
}

export interface ServiceOptions {
  databaseUrl: string;
  bus: EventBus;
  internalSecret: string;
  port?: number;
  host?: string;
  /** Seed demo data on first run (single-machine mode and e2e). */
  seedDemo?: boolean;
  /** Base URLs of the services this one calls, by name ('catalog', 'content', …). */
  peers?: Record<string, string>;
}

export interface RunningService {
  name: string;
  url: string;
  app: Express;
  context: ServiceContext;
  stop(): Promise<void>;
}

function matchesPublicRoute(routes: PublicRoute[]): (req: Request) => boolean {
  return (req) =>
    routes.some(
      (route) =>
        (route.method === req.method || (req.method === 'HEAD' && route.method === 'GET')) &&
        route.path.test(req.path),
    );
}

/** The Express app every service shares: headers, limits, request ids, auth, health, envelope errors. */
export function createServiceApp(definition: ServiceDefinition, context: ServiceContext, internalSecret: string): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(serviceHelmet());
  app.use(requestContext(context.log));
  // The service compresses its own answers (a cached one once, see svc-catalog's CatalogueCache);
  // the gateway passes them through as they are (ADR 0028).
  app.use(compression());
  app.get('/healthz', (_req, res) => {
    res.json({ data: { status: 'ok', service: definition.name } });
  });
  app.get('/readyz', async (_req, res) => {
    const database = await context.sequelize.authenticate().then(
      () => true,
      () => false,
    );
    const bus = context.bus.isReady();
    res.status(database && bus ? 200 : 503).json({ data: { database, bus, service: definition.name } });
  });
  app.use(cleanUrl, ...jsonBody(definition.bodyLimit ?? '1mb'));
  app.use(
    '/api',
    internalAuth(internalSecret, matchesPublicRoute(definition.publicRoutes)),
    (req, _res, next) => {
      req.changeLog = context.changeLog;
      next();
    },
    definition.router(context),
  );
  if (definition.extraRoutes) {
    app.use(
      internalAuth(internalSecret, matchesPublicRoute(definition.extraPublicRoutes ?? [])),
      definition.extraRoutes(context),
    );
  }
  app.use(notFoundHandler);
  app.use(errorHandler(context.log));
  return app;
}

/** Creates the database if needed, migrates, starts the outbox relay, consumers and HTTP server. */
export async function startService(definition: ServiceDefinition, options: ServiceOptions): Promise<RunningService> {
  const log = createLogger(`svc-${definition.name}`);
  await ensureDatabase(options.databaseUrl);
  const sequelize = createSequelize({ url: options.databaseUrl, log });
  await migrate(sequelize, [...kitMigrations, ...definition.migrations], log);
  definition.defineModels(sequelize);
  const outbox = new Outbox(sequelize, options.bus, log);
  const peers = createPeerClient(definition.name, options.peers ?? {}, options.internalSecret);
  const changeLog = new ChangeLog(outbox, definition.name);
  const context: ServiceContext = { name: definition.name, sequelize, bus: options.bus, outbox, changeLog, log, peers };
  if (options.seedDemo && definition.seedDemo) await definition.seedDemo(context);
  for (const subscription of definition.subscriptions?.(context) ?? []) await options.bus.subscribe(subscription);
  outbox.start();
  const workers = definition.workers?.(context) ?? [];
  const app = createServiceApp(definition, context, options.internalSecret);
  const server = await listen(app, options.port ?? 0, options.host ?? '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  log.info({ port }, 'service ready');
  return {
    name: definition.name,
    url: `http://127.0.0.1:${port}`,
    app,
    context,
    async stop() {
      await closeServer(server);
      await Promise.all(workers.map((worker) => worker.stop()));
      await outbox.stop();
      await sequelize.close();
    },
  };
}

export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
    server.keepAliveTimeout = 65_000;
    answerClientErrors(server);
  });
}

/** Graceful: stop accepting, let in-flight requests finish, then drop idle keep-alive sockets. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  });
}
