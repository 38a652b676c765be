import { Router } from 'express';
import {
  MemoryBus,
  type RunningService,
  type ServiceDefinition,
  TEST_INTERNAL_SECRET,
  createTestDatabase,
  principalOf,
  requireStaff,
  startService,
  withDatabase,
} from '@theke/server';
import { type RunningGateway, startGateway } from './gateway';

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
    router.post('/orders', (req, res) => {
      res.status(201).json({ data: { principal: principalOf(req) } });
    });
    router.get('/orders', requireStaff, (req, res) => {
      res.json({ data: { principal: principalOf(req) } });
    });
    router.get('/config', (_req, res) => {
      res.json({ data: { shopName: 'Test' } });
    });
    return router;
  },
};

export interface TestGateway {
  gateway: RunningGateway;
  bus: MemoryBus;
  service: RunningService;
  close(): Promise<void>;
}

export async function startTestGateway(): Promise<TestGateway> {
  const database = await createTestDatabase('theke_test_gateway');
  const bus = new MemoryBus();
  const service = await startService(echoService, {
    databaseUrl: withDatabase(database.url, `${new URL(database.url).pathname.slice(1)}_echo`),
    bus,
    internalSecret: TEST_INTERNAL_SECRET,
  });
  const gateway = await startGateway({
    databaseUrl: database.url,
    services: { catalog: service.url, orders: service.url, content: service.url, workforce: service.url },
    bus,
    internalSecret: TEST_INTERNAL_SECRET,
    sessionSecret: 'test-session-secret',
    port: 0,
    host: '127.0.0.1',
    seedDemo: true,
  });
  return {
    gateway,
    bus,
    service,
    async close() {
      await gateway.stop();
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
