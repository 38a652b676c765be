import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { Sequelize } from 'sequelize';
import { createSequelize, migrate } from '../db/database';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { createLogger } from '../http/logger';
import { DomainEvent, delay } from './event-bus';
import { withInbox } from './inbox';
import { MemoryBus } from './memory-bus';
import { Outbox, kitMigrations } from './outbox';
import { withPayloadCheck } from './payload-check';
import { EXCHANGE } from './event-bus';
import { RabbitBus, deadLetterQueue } from './rabbit-bus';
import { TcpProxy } from '../testing/tcp-proxy';

const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const log = createLogger('bus-test');

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(50);
  }
}

let database: TestDatabase;
let sequelize: Sequelize;

beforeAll(async () => {
  database = await createTestDatabase();
  sequelize = createSequelize({ url: database.url });
  await migrate(sequelize, kitMigrations);
  await sequelize.query('CREATE TABLE things (id SERIAL PRIMARY KEY, name TEXT NOT NULL)');
});

afterAll(async () => {
  await sequelize.close();
  await database.drop();
});

describe('transactional outbox over RabbitMQ', () => {
  it('delivers 200 changes committed while the broker was unreachable exactly once each, once it is reachable', async () => {
    const proxy = new TcpProxy(await TcpProxy.freePort(), '127.0.0.1', Number(new URL(AMQP_URL).port || 5672));
    const brokerUrl = AMQP_URL.replace(/:(\d+)(\/|$)/, `:${proxy.port}$2`);
    const bus = new RabbitBus({ url: brokerUrl, log, minReconnectMs: 50, maxReconnectMs: 200 });
    const outbox = new Outbox(sequelize, bus, log);
    const topic = `test.thing-${randomUUID().slice(0, 8)}.created`;
    const handled: string[] = [];
    const queue = `test.outbox-${randomUUID()}`;
    await bus.subscribe({
      queue,
      patterns: [topic],
      handler: withInbox(sequelize, 'test-consumer', async (event) => {
        handled.push(event.id);
      }),
    });
    bus.start();
    outbox.start();

    for (let index = 0; index < 200; index++) {
      await sequelize.transaction(async (transaction) => {
        await sequelize.query('INSERT INTO things (name) VALUES (:name)', { transaction, replacements: { name: `t${index}` } });
        await outbox.recordUnchecked(transaction, topic, { index });
      });
    }
    await delay(300);
    expect(bus.isReady()).toBe(false);
    expect(await outbox.pendingCount()).toBe(200);

    await proxy.open();
    await waitFor(() => handled.length >= 200);
    await delay(300);
    expect(handled).toHaveLength(200);
    expect(new Set(handled).size).toBe(200);
    expect(await outbox.pendingCount()).toBe(0);

    await outbox.stop();
    await bus.close();
    await proxy.close();
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteQueue(deadLetterQueue(queue));
    await connection.close();
  });

  it('publishes nothing for a change whose transaction rolls back', async () => {
    await sequelize.query('DELETE FROM outbox_events');
    const bus = new MemoryBus(log);
    const outbox = new Outbox(sequelize, bus, log);
    const seen: DomainEvent[] = [];
    const topic = `test.rollback-${randomUUID().slice(0, 8)}.created`;
    await bus.subscribe({ queue: 'test.rollback', patterns: [topic], handler: async (event) => void seen.push(event) });
    await expect(
      sequelize.transaction(async (transaction) => {
        await outbox.recordUnchecked(transaction, topic, { doomed: true });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await outbox.drainOnce()).toBe(0);
    await delay(50);
    expect(seen).toHaveLength(0);
  });

  it('publishes a change committed while a batch is being published without waiting for the next poll', async () => {
    await sequelize.query('DELETE FROM outbox_events');
    const gate = { open: () => undefined as void, publishing: false };
    const opened = new Promise<void>((resolve) => (gate.open = resolve));
    /** The broker holds the first confirm until the test lets it go. */
    class SlowConfirmBus extends MemoryBus {
      override async publish(event: DomainEvent): Promise<void> {
        if ((event.data as { first?: boolean }).first) {
          gate.publishing = true;
          await opened;
        }
        await super.publish(event);
      }
    }
    const bus = new SlowConfirmBus(log);
    // The poll is out of the picture: only kicks can make the relay publish.
    const outbox = new Outbox(sequelize, bus, log, { pollMs: 3_600_000 });
    const topic = `test.kick-${randomUUID().slice(0, 8)}.created`;
    const seen: unknown[] = [];
    await bus.subscribe({ queue: 'test.kick', patterns: [topic], handler: async (event) => void seen.push(event.data) });
    outbox.start();
    await sequelize.transaction((transaction) => outbox.recordUnchecked(transaction, topic, { first: true }));
    await waitFor(() => gate.publishing);
    await sequelize.transaction((transaction) => outbox.recordUnchecked(transaction, topic, { second: true }));
    gate.open();
    await waitFor(() => seen.length === 2);
    await outbox.stop();
    expect(seen).toEqual([{ first: true }, { second: true }]);
  });

  it('publishes rows written beside record() once kickSoon() wakes it, without waiting for the poll', async () => {
    await sequelize.query('DELETE FROM outbox_events');
    const bus = new MemoryBus(log);
    const outbox = new Outbox(sequelize, bus, log, { pollMs: 3_600_000 });
    const topic = `test.soon-${randomUUID().slice(0, 8)}.created`;
    const seen: unknown[] = [];
    await bus.subscribe({ queue: 'test.soon', patterns: [topic], handler: async (event) => void seen.push(event.data) });
    outbox.start();
    // As svc-orders and the clock write their event rows: in their own statement, then kickSoon.
    for (let index = 0; index < 20; index++) {
      await sequelize.query(
        'INSERT INTO outbox_events (id, type, "occurredAt", data) VALUES (:id, :type, now(), CAST(:data AS JSONB))',
        { replacements: { id: randomUUID(), type: topic, data: JSON.stringify({ index }) } },
      );
      outbox.kickSoon();
    }
    await waitFor(() => seen.length === 20);
    await outbox.stop();
    expect(seen).toEqual(Array.from({ length: 20 }, (_, index) => ({ index })));
  });

  it('handles a redelivered event once thanks to the inbox', async () => {
    let calls = 0;
    const handler = withInbox(sequelize, 'test-idempotent', async () => {
      calls++;
    });
    const event: DomainEvent = { id: randomUUID(), type: 'test.thing.created', occurredAt: new Date().toISOString(), data: {} };
    await handler(event);
    await handler(event);
    expect(calls).toBe(1);
  });
});

describe('dead-letter queue', () => {
  it('parks a message whose consumer keeps throwing after the configured attempts, while others keep flowing', async () => {
    const bus = new RabbitBus({ url: AMQP_URL, log });
    bus.start();
    await waitFor(() => bus.isReady());
    const queue = `test.dlq-${randomUUID()}`;
    const topic = `test.poison-${randomUUID().slice(0, 8)}.created`;
    const attemptsByEvent = new Map<string, number>();
    const delivered: number[] = [];
    await bus.subscribe({
      queue,
      patterns: [topic],
      maxAttempts: 3,
      handler: async (event) => {
        const { index } = event.data as { index: number };
        attemptsByEvent.set(event.id, (attemptsByEvent.get(event.id) ?? 0) + 1);
        if (index === 2) throw new Error('poison');
        delivered.push(index);
      },
    });
    const events = [0, 1, 2, 3, 4].map((index) => ({
      id: randomUUID(),
      type: topic,
      occurredAt: new Date().toISOString(),
      data: { index },
    }));
    for (const event of events) await bus.publish(event);
    await waitFor(() => delivered.length === 4);

    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createChannel();
    let parked: amqp.GetMessage | false = false;
    await waitFor(async () => {
      parked = await channel.get(deadLetterQueue(queue), { noAck: true });
      return parked !== false;
    });
    const poison = JSON.parse((parked as unknown as amqp.GetMessage).content.toString()) as DomainEvent;
    expect(poison.data).toEqual({ index: 2 });
    expect(attemptsByEvent.get(events[2]?.id ?? '')).toBe(3);
    expect(delivered.sort()).toEqual([0, 1, 3, 4]);

    await channel.deleteQueue(queue);
    await channel.deleteQueue(deadLetterQueue(queue));
    await connection.close();
    await bus.close();
  });

  it('parks a message no retry can mend at its first delivery: a payload outside its contract, a body that is not JSON', async () => {
    const bus = new RabbitBus({ url: AMQP_URL, log });
    bus.start();
    await waitFor(() => bus.isReady());
    const queue = `test.unprocessable-${randomUUID()}`;
    const topic = `test.unprocessable-${randomUUID().slice(0, 8)}.created`;
    let calls = 0;
    // The consumer takes only catalogue changes: an event of another type is refused by the check.
    const checked = withPayloadCheck(['catalog.catalog.changed'], async () => undefined);
    await bus.subscribe({
      queue,
      patterns: [topic],
      maxAttempts: 5,
      handler: async (event) => {
        calls++;
        await checked(event);
      },
    });
    await bus.publish({ id: randomUUID(), type: topic, occurredAt: new Date().toISOString(), data: {} });
    const connection = await amqp.connect(AMQP_URL);
    const channel = await connection.createChannel();
    channel.publish(EXCHANGE, topic, Buffer.from('{not json'), { persistent: true, messageId: 'broken-1' });

    const parked: amqp.GetMessage[] = [];
    await waitFor(async () => {
      const message = await channel.get(deadLetterQueue(queue), { noAck: true });
      if (message) parked.push(message);
      return parked.length === 2;
    });
    const reasons = parked.map((message) => String(message.properties.headers?.['x-theke-error'])).sort();
    expect(reasons[0]).toMatch(/^message broken-1 is not JSON/);
    expect(reasons[1]).toMatch(/is not an event this consumer takes$/);
    expect(parked.map((message) => message.properties.headers?.['x-theke-attempts'])).toEqual([1, 1]);
    expect(calls).toBe(1);

    await channel.deleteQueue(queue);
    await channel.deleteQueue(deadLetterQueue(queue));
    await connection.close();
    await bus.close();
  });

  it('parks a payload outside its contract in the in-memory bus at once too', async () => {
    const bus = new MemoryBus(log);
    let calls = 0;
    const checked = withPayloadCheck(['catalog.catalog.changed'], async () => undefined);
    await bus.subscribe({
      queue: 'test.memory-unprocessable',
      patterns: ['test.#'],
      maxAttempts: 5,
      handler: async (event) => {
        calls++;
        await checked(event);
      },
    });
    await bus.publish({ id: randomUUID(), type: 'test.thing.created', occurredAt: new Date().toISOString(), data: {} });
    await waitFor(() => bus.deadLettered('test.memory-unprocessable').length === 1);
    expect(calls).toBe(1);
  });

  it('parks failing events in the in-memory bus the same way', async () => {
    const bus = new MemoryBus(log);
    let attempts = 0;
    await bus.subscribe({
      queue: 'test.memory',
      patterns: ['test.#'],
      maxAttempts: 2,
      handler: async () => {
        attempts++;
        throw new Error('poison');
      },
    });
    await bus.publish({ id: randomUUID(), type: 'test.thing.created', occurredAt: new Date().toISOString(), data: {} });
    await waitFor(() => bus.deadLettered('test.memory').length === 1);
    expect(attempts).toBe(2);
  });
});
