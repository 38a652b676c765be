import { Router } from 'express';
import { type EventBus, type Logger, MemoryBus, NotFound, ROLE_SERVICE, RabbitBus, type RunningService, type ServiceDefinition, principalOf, requireStaff, startService, createLogger, delay, withDatabase } from '@theke/server';
import { TEST_INTERNAL_SECRET, createTestDatabase, freePort, TestSmtpServer } from '@theke/server/testing';
import { type RunningGateway, startGateway } from '../gateway';

/** Api keys of the echo service's branches (what svc-catalog shows other services). */
export const TEST_BRANCH_KEYS: Record<number, string> = { 1: 'branch-one-key-0000000000000', 2: 'branch-two-key-0000000000000' };

/** A real kit service that echoes who the gateway says is calling. */
const echoService: ServiceDefinition = {
  name: 'echo',
  migrations: [],
  defineModels: () => undefined,
  publicRoutes: [{ method: 'GET', path: /^\/branches$/ }],
  router: () => {
    const router = Router();
    router.get('/branches', (req, res) => {
      res.json({ data: { principal: principalOf(req), requestId: req.get('x-request-id') } });
    });
    router.get('/branches/:id', (req, res) => {
      const id = Number(req.params.id);
      const apiKey = TEST_BRANCH_KEYS[id];
      if (!apiKey) throw new NotFound();
      res.json({ data: principalOf(req).roles.includes(ROLE_SERVICE) ? { id, apiKey } : { id } });
    });
    router.post('/orders', (req, res) => {
      res.status(201).json({ data: { principal: principalOf(req) } });
    });
    router.get('/orders', requireStaff, (req, res) => {
      res.json({ data: { principal: principalOf(req) } });
    });
    router.get('/config', (_req, res) => {
      res.json({ data: { shopName: 'Test' } });
    });
    // What a clock link's call arrives as (ADR 0041): path, caller and the headers that could carry a secret.
    router.all('/time-tracking/*rest', (req, res) => {
      res.json({
        data: {
          principal: principalOf(req),
          method: req.method,
          path: req.originalUrl,
          body: req.body as unknown,
          cookie: req.get('cookie') ?? null,
          referer: req.get('referer') ?? null,
        },
      });
    });
    return router;
  },
};

export interface TestGateway {
  gateway: RunningGateway;
  bus: EventBus;
  service: RunningService;
  /** Where the gateway's mails (login links) arrive. */
  smtp: TestSmtpServer;
  /** The gateway's database (shared by its replicas). */
  databaseUrl: string;
  /** Another gateway replica on the same database and broker (its own bus connection when `broker`). */
  startReplica(): Promise<RunningGateway>;
  close(): Promise<void>;
}

export interface TestGatewayOptions {
  /** Use the real RabbitMQ (AMQP_URL or the local one) instead of the in-memory bus. */
  broker?: boolean;
  /** Reach RabbitMQ at this URL instead (a proxy a test opens and closes); implies `broker`. */
  amqpUrl?: string;
  /** The PostgreSQL server of the gateway's and echo service's databases (default: the tests' shared one). */
  databaseServer?: string;
  /** The gateway's logger (default: silent in tests), for tests of what it logs. */
  log?: Logger;
}

const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

async function connectedRabbitBus(url: string): Promise<RabbitBus> {
  const bus = new RabbitBus({ url, log: createLogger('test-gateway-bus') });
  bus.start();
  for (let attempt = 0; !bus.isReady(); attempt++) {
    if (attempt > 200) throw new Error(`RabbitMQ at ${url} unreachable`);
    await delay(50);
  }
  return bus;
}

export async function startTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const database = await createTestDatabase('theke_test_gateway', options.databaseServer);
  const brokerUrl = options.amqpUrl ?? (options.broker ? AMQP_URL : null);
  const newBus = async (): Promise<EventBus> => (brokerUrl ? connectedRabbitBus(brokerUrl) : new MemoryBus());
  const bus = await newBus();
  const service = await startService(echoService, {
    databaseUrl: withDatabase(database.url, `${new URL(database.url).pathname.slice(1)}_echo`),
    bus,
    internalSecret: TEST_INTERNAL_SECRET,
  });
  const smtp = new TestSmtpServer(await freePort());
  await smtp.start();
  const replicas: Array<{ gateway: RunningGateway; bus: EventBus }> = [];
  const launchGateway = async (replicaBus: EventBus, seedDemo: boolean) =>
    startGateway({
      databaseUrl: database.url,
      services: { catalog: service.url, orders: service.url, content: service.url, workforce: service.url },
      bus: replicaBus,
      internalSecret: TEST_INTERNAL_SECRET,
      sessionSecret: 'test-session-secret',
      port: 0,
      host: '127.0.0.1',
      seedDemo,
      mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Theke <backend@theke.test>' },
      publicUrl: null,
      log: options.log,
    });
  const gateway = await launchGateway(bus, true);
  return {
    gateway,
    bus,
    service,
    smtp,
    databaseUrl: database.url,
    async startReplica() {
      const replicaBus = brokerUrl ? await newBus() : bus;
      const replica = await launchGateway(replicaBus, false);
      replicas.push({ gateway: replica, bus: replicaBus });
      return replica;
    },
    async close() {
      for (const replica of replicas) {
        await replica.gateway.stop();
        if (replica.bus !== bus) await replica.bus.close();
      }
      await gateway.stop();
      await smtp.stop();
      await service.stop();
      await bus.close();
      const echoDb = { url: withDatabase(database.url, `${new URL(database.url).pathname.slice(1)}_echo`) };
      await database.drop();
      const { Sequelize } = await import('sequelize');
      const admin = new Sequelize(withDatabase(echoDb.url, 'postgres'), { dialect: 'postgres', logging: false });
      await admin.query(`DROP DATABASE IF EXISTS "${new URL(echoDb.url).pathname.slice(1)}" WITH (FORCE)`);
      await admin.close();
    },
  };
}
