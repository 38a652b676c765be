import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { delay, MemoryBus, type DomainEvent, type Mailer, type Principal } from '@theke/server';
import { authHeaders, startTestService, TEST_ADMIN, type TestService } from '@theke/server/testing';
import { catalogService } from '@theke/svc-catalog';
import { contentService } from '@theke/svc-content';
import type { SmsSender } from '../notifications/sms';
import type { OrdersServiceRuntime } from '../orders-runtime';
import { FakeDatatrans } from '../payments/fakes/fake-datatrans';
import { FakeMollie } from '../payments/fakes/fake-mollie';
import { createOrdersService } from '../service';
import type { OrdersSettings } from '../settings';

import { takeawayOrder } from './order-payloads';

export { takeawayOrder };

/** Wednesday 15 October 2025, 10:00 in Vienna: every public demo branch is open, menus are active. */
export const OPEN_WEDNESDAY = new Date('2025-10-15T08:00:00Z');

export interface OrdersTestPlatform {
  bus: MemoryBus;
  catalog: TestService;
  content: TestService;
  orders: TestService;
  runtime: OrdersServiceRuntime;
  mollie: FakeMollie;
  datatrans: FakeDatatrans;
  clock: { now: Date };
  /** The orders service's outbox, oldest first: what it announced. */
  events(type?: string): Promise<DomainEvent[]>;
  /** Saves config fields through svc-content (as an admin would) and lets orders see them at once. */
  updateConfig(fields: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

export interface TestPlatformOptions {
  settings?: Partial<OrdersSettings>;
  /** Seed the demo orders too. */
  seedDemo?: boolean;
  mailer?: Mailer;
  sms?: SmsSender;
  /** The PostgreSQL server of the orders database only (a private one an outage test restarts). */
  ordersDatabaseServer?: string;
}

/**
 * svc-catalog and svc-content with their demo data, and svc-orders asking them as peers, all
 * on throwaway databases of the real PostgreSQL, sharing one in-memory bus; payment providers
 * are local fakes speaking the providers' HTTP APIs.
 */
export async function startOrdersTestPlatform(
  options: TestPlatformOptions = {},
): Promise<OrdersTestPlatform> {
  const bus = new MemoryBus();
  const [catalog, content] = await Promise.all([
    startTestService(catalogService, { seedDemo: true, bus }),
    startTestService(contentService, { seedDemo: true, bus }),
  ]);
  const mollie = new FakeMollie();
  const datatrans = new FakeDatatrans();
  await Promise.all([mollie.start(), datatrans.start()]);
  const clock = { now: OPEN_WEDNESDAY };
  let runtime: OrdersServiceRuntime | null = null;
  const definition = createOrdersService({
    mailer: options.mailer,
    sms: options.sms,
    onRuntime: (created) => {
      runtime = created;
    },
    settings: {
      publicUrl: null,
      mollie: { apiUrl: mollie.url, apiKey: 'test_theke0000000000000000000000' },
      datatrans: { apiUrl: datatrans.url, payUrl: datatrans.url, ...datatrans.merchant },
      smtp: null,
      sms: null,
      demoProviders: false,
      catalogueRefreshSeconds: 0,
      catalogueMaxAgeSeconds: 3600,
      now: () => clock.now,
      ...options.settings,
    },
  });
  const orders = await startTestService(definition, {
    peers: { catalog: catalog.url, content: content.url },
    bus,
    seedDemo: options.seedDemo ?? false,
    databaseServer: options.ordersDatabaseServer,
  });
  if (!runtime) throw new Error('orders runtime was not created');
  const started: OrdersServiceRuntime = runtime;

  return {
    bus,
    catalog,
    content,
    orders,
    runtime: started,
    mollie,
    datatrans,
    clock,
    async events(type) {
      const rows = await orders.context.sequelize.query<{
        id: string;
        type: string;
        occurredAt: Date;
        data: unknown;
      }>(
        `SELECT id, type, "occurredAt", data FROM outbox_events ${type ? 'WHERE type = :type' : ''} ORDER BY seq`,
        { type: QueryTypes.SELECT, replacements: { type: type ?? null } },
      );
      return rows.map((row) => ({ ...row, occurredAt: new Date(row.occurredAt).toISOString() }));
    },
    async updateConfig(fields) {
      await request(content.app).post('/api/config').set(authHeaders(TEST_ADMIN)).send(fields).expect(200);
      started.catalogue.invalidate();
    },
    async close() {
      await orders.close();
      await Promise.all([catalog.close(), content.close(), mollie.close(), datatrans.close()]);
      await bus.close();
    },
  };
}

/** Headers the gateway would add for a staff member. */
export const as = (principal: Principal) => authHeaders(principal);

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(25);
  }
}


/** A valid delivery order at Wien-Mariahilf into area 2 (9,90 fee, free from 150, minimum 30). */
export function deliveryOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return takeawayOrder({
    isDelivery: true,
    deliveryArea: { id: 2 },
    items: [{ product: { id: 16 }, amount: 2, unit: 'piece', parts: [] }],
    street: 'Neubaugasse 12',
    zipCode: '1070',
    city: 'Wien',
    ...overrides,
  });
}
