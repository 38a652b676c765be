import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import request from 'supertest';
import { createLogger, deadLetterQueue, RabbitBus, startService, withInbox, type RunningService } from '@theke/server';
import { createTestDatabase, startTestService, TEST_INTERNAL_SECRET, type TestDatabase, type TestService, TcpProxy } from '@theke/server/testing';
import { catalogService } from '@theke/svc-catalog';
import { contentService } from '@theke/svc-content';
import { createOrdersService } from '../service';
import { OPEN_WEDNESDAY, takeawayOrder, waitFor } from '../testing/test-platform';

/** Issue 8: an order placed while RabbitMQ is unreachable is stored, and its event is delivered once the broker is back. */
const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const prefix = `test-${randomUUID().slice(0, 8)}.`;
const log = createLogger('orders-broker-test');

let catalog: TestService;
let content: TestService;
let database: TestDatabase;
let proxy: TcpProxy;
let bus: RabbitBus;
let orders: RunningService;

beforeAll(async () => {
  [catalog, content] = await Promise.all([
    startTestService(catalogService, { seedDemo: true }),
    startTestService(contentService, { seedDemo: true }),
  ]);
  database = await createTestDatabase('theke_test_orders_broker');
  proxy = new TcpProxy(await TcpProxy.freePort(), '127.0.0.1', Number(new URL(AMQP_URL).port || 5672));
  bus = new RabbitBus({
    url: AMQP_URL.replace(/:(\d+)(\/|$)/, `:${proxy.port}$2`),
    log,
    minReconnectMs: 50,
    maxReconnectMs: 200,
  });
  bus.start();
  orders = await startService(
    createOrdersService({
      queuePrefix: prefix,
      settings: {
        now: () => OPEN_WEDNESDAY,
        demoProviders: false,
        smtp: null,
        sms: null,
        catalogueRefreshSeconds: 0,
      },
    }),
    {
      databaseUrl: database.url,
      bus,
      internalSecret: TEST_INTERNAL_SECRET,
      peers: { catalog: catalog.url, content: content.url },
    },
  );
});

afterAll(async () => {
  await orders.stop();
  await bus.close();
  await proxy.close();
  const connection = await amqp.connect(AMQP_URL);
  const channel = await connection.createChannel();
  for (const channelName of ['email', 'sms']) {
    const queue = `${prefix}orders.new-order-${channelName}`;
    await channel.deleteQueue(queue);
    await channel.deleteQueue(deadLetterQueue(queue));
  }
  await channel.deleteQueue(`${prefix}observer`);
  await channel.deleteQueue(deadLetterQueue(`${prefix}observer`));
  await connection.close();
  await database.drop();
  await Promise.all([catalog.close(), content.close()]);
});

describe('orders while the broker is away', () => {
  it('stores the order at once and delivers its event exactly once when RabbitMQ is reachable again', async () => {
    const delivered: string[] = [];
    await bus.subscribe({
      queue: `${prefix}observer`,
      patterns: ['orders.order.placed'],
      handler: withInbox(orders.context.sequelize, 'test-observer', async (event) => {
        delivered.push((event.data as { uid: string }).uid);
      }),
    });
    expect(bus.isReady()).toBe(false);

    const placed = (await request(orders.app).post('/api/orders').send(takeawayOrder()).expect(201)).body
      .data;
    const stored = await request(orders.app)
      .get(`/api/orders/public/${placed.uid}/${placed.hash}`)
      .expect(200);
    expect(stored.body.data.ticketNumber).toBe(placed.ticketNumber);
    expect(await orders.context.outbox.pendingCount()).toBe(1);

    await proxy.open();
    // The exchange is shared with other test files that place orders on the same broker meanwhile.
    const ours = () => delivered.filter((uid) => uid === placed.uid);
    await waitFor(() => ours().length > 0, 30_000);
    await waitFor(async () => (await orders.context.outbox.pendingCount()) === 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ours()).toEqual([placed.uid]);
  });
});
