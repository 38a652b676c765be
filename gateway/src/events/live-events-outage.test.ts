/**
 * Issue 17: RabbitMQ restarts while staff screens stream live events. The machine's broker is
 * shared with other test files and is never restarted; instead every connection of this test
 * goes through a TCP proxy per client (the gateway's, and a service's outbox relay), and closing
 * the proxies drops all of them and refuses new ones, which is what clients see of a restart.
 * Bringing the publisher back first is the race a real restart has: the outbox drains the moment
 * its relay reconnects, possibly before the gateway has reconnected its consumer.
 */
import request from 'supertest';
import { Sequelize } from 'sequelize';
import {
  createLogger,
  createSequelize,
  migrate,
  kitMigrations,
  Outbox,
  RabbitBus,
  type DomainEvent,
} from '@theke/server';
import { createTestDatabase, TcpProxy, type TestDatabase } from '@theke/server/testing';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { SseClient, envelopeId, type SseFrame } from '../testing/sse-client';

const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const log = createLogger('live-events-outage-test');

async function proxyToBroker(): Promise<{ proxy: TcpProxy; url: string }> {
  const proxy = new TcpProxy(await TcpProxy.freePort(), '127.0.0.1', Number(new URL(AMQP_URL).port || 5672));
  await proxy.open();
  return { proxy, url: AMQP_URL.replace(/:(\d+)(\/|$)/, `:${proxy.port}$2`) };
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

let harness: TestGateway;
let gatewayLink: TcpProxy;
let serviceLink: TcpProxy;
let serviceBus: RabbitBus;
let database: TestDatabase;
let sequelize: Sequelize;
let outbox: Outbox;

beforeAll(async () => {
  const toGateway = await proxyToBroker();
  const toService = await proxyToBroker();
  gatewayLink = toGateway.proxy;
  serviceLink = toService.proxy;
  harness = await startTestGateway({ amqpUrl: toGateway.url });
  database = await createTestDatabase('theke_test_live_outage');
  sequelize = createSequelize({ url: database.url });
  await migrate(sequelize, kitMigrations);
  serviceBus = new RabbitBus({ url: toService.url, log });
  serviceBus.start();
  outbox = new Outbox(sequelize, serviceBus, log);
  outbox.start();
});

afterAll(async () => {
  await outbox.stop();
  await serviceBus.close();
  await harness.close();
  await Promise.all([gatewayLink.close(), serviceLink.close()]);
  await sequelize.close();
  await database.drop();
});

async function loginCookie(): Promise<string> {
  const agent = request.agent(harness.gateway.url);
  const csrf = await agent.get('/api/csrf');
  const login = await agent.post('/api/login').set('X-CSRF-Token', csrf.body.data.csrfToken).send({ username: 'admin', password: 'theke-admin' }).expect(200);
  const cookies = login.headers['set-cookie'] as unknown as string[];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** What the order service announces: each a committed change with its outbox row. */
async function placeOrders(from: number, count: number): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  for (let id = from; id < from + count; id++) {
    events.push(await sequelize.transaction((transaction) => outbox.recordUnchecked(transaction, 'orders.order.placed', { id, branchId: 1 })));
  }
  return events;
}

const readiness = async () => (await request(harness.gateway.url).get('/readyz')).status;
const idsOf = (events: DomainEvent[]) => events.map((event) => event.id);

describe('live events while RabbitMQ restarts', () => {
  it('shows every order on the staff screens exactly once, in order, also on a screen that reconnects with Last-Event-ID', async () => {
    const cookie = await loginCookie();
    const steady = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie });
    const reconnecting = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie });
    await until(() => serviceBus.isReady());

    const before = await placeOrders(1, 10);
    await reconnecting.waitForEvent(before[9]?.id ?? '');

    await Promise.all([gatewayLink.close(), serviceLink.close()]);
    await until(async () => (await readiness()) === 503);
    const readyDuringOutage = await readiness();
    reconnecting.close();
    const during = await placeOrders(11, 20);

    await serviceLink.open();
    await until(async () => (await outbox.pendingCount()) === 0);
    await gatewayLink.open();
    await until(async () => (await readiness()) === 200);
    const after = await placeOrders(31, 10);

    const resumed = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie, 'last-event-id': reconnecting.lastEventId });
    const lastId = after[9]?.id ?? '';
    await Promise.all([steady.waitForEvent(lastId), resumed.waitForEvent(lastId)]);
    steady.close();
    resumed.close();

    const ours = new Set(idsOf([...before, ...during, ...after]));
    const shown = (frames: SseFrame[]) => frames.filter((frame) => ours.has(envelopeId(frame) ?? ''));
    const sequences = (frames: SseFrame[]) => shown(frames).map((frame) => Number(frame.id));
    const isIncreasing = (values: number[]) => values.every((value, index) => index === 0 || value > (values[index - 1] ?? 0));
    const everything = idsOf([...before, ...during, ...after]);

    expect(readyDuringOutage).toBe(503);
    expect(shown(steady.frames).map(envelopeId)).toEqual(everything);
    expect([...shown(reconnecting.frames), ...shown(resumed.frames)].map(envelopeId)).toEqual(everything);
    expect(isIncreasing(sequences(steady.frames))).toBe(true);
    expect(isIncreasing([...sequences(reconnecting.frames), ...sequences(resumed.frames)])).toBe(true);
  });
});
