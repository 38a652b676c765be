import { MemoryBus, type RunningService, startService, withDatabase } from '@theke/server';
import { TEST_INTERNAL_SECRET, createTestDatabase } from '@theke/server/testing';
import { catalogService } from '@theke/svc-catalog';
import { contentService } from '@theke/svc-content';
import { createOrdersService, ordersService, type OrdersServiceOptions } from '@theke/svc-orders';
import { workforceService } from '@theke/svc-workforce';
import { Sequelize } from 'sequelize';
import type { FrontendRoutes } from '../app';
import { type RunningGateway, startGateway } from '../gateway';

/** The real services with their demo data behind the gateway, on throwaway databases. */
export interface TestPlatform {
  gateway: RunningGateway;
  services: Record<string, RunningService>;
  close(): Promise<void>;
}

/**
 * `frontend`: the gateway also serves pages (a built or fake shell). `orders`: svc-orders with
 * these options instead of the environment's (a pinned clock, so orders meet open branches).
 */
export async function startTestPlatform(options: { frontend?: FrontendRoutes; orders?: OrdersServiceOptions } = {}): Promise<TestPlatform> {
  const database = await createTestDatabase('theke_test_platform');
  const prefix = new URL(database.url).pathname.slice(1);
  const bus = new MemoryBus();
  const services: Record<string, RunningService> = {};
  const peers: Record<string, string> = {};
  const orders = options.orders ? createOrdersService(options.orders) : ordersService;
  // Content first: the catalogue asks it for the shop currency (price labels), orders asks both.
  for (const definition of [contentService, catalogService, orders, workforceService]) {
    const service = await startService(definition, {
      databaseUrl: withDatabase(database.url, `${prefix}_${definition.name}`),
      bus,
      internalSecret: TEST_INTERNAL_SECRET,
      seedDemo: true,
      peers: { ...peers },
    });
    services[definition.name] = service;
    peers[definition.name] = service.url;
  }
  const gateway = await startGateway({
    databaseUrl: database.url,
    services: { catalog: peers.catalog ?? '', orders: peers.orders ?? '', content: peers.content ?? '', workforce: peers.workforce ?? '' },
    bus,
    internalSecret: TEST_INTERNAL_SECRET,
    sessionSecret: 'test-session-secret',
    port: 0,
    host: '127.0.0.1',
    seedDemo: true,
    frontend: options.frontend,
  });
  return {
    gateway,
    services,
    async close() {
      await gateway.stop();
      for (const service of Object.values(services)) await service.stop();
      await bus.close();
      const admin = new Sequelize(withDatabase(database.url, 'postgres'), { dialect: 'postgres', logging: false });
      for (const name of Object.keys(services)) await admin.query(`DROP DATABASE IF EXISTS "${prefix}_${name}" WITH (FORCE)`);
      await admin.close();
      await database.drop();
    },
  };
}
