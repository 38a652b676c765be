import request from 'supertest';
import { Order } from './order.model';
import { startOrdersTestPlatform, takeawayOrder, type OrdersTestPlatform } from '../testing/test-platform';

let platform: OrdersTestPlatform;
const post = (key: string, body: Record<string, unknown>) =>
  request(platform.orders.app).post('/api/orders').set('Idempotency-Key', key).send(body);

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

describe('Idempotency-Key', () => {
  it('answers a retry with the same key and body with the first answer, and stores one order', async () => {
    const first = await post('retry-1', takeawayOrder()).expect(201);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(takeawayOrder()).reverse());
    const retry = await post('retry-1', reordered).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data).toEqual(first.body.data);
    expect(await Order.count({ where: { idempotencyKey: 'retry-1' } })).toBe(1);
  });

  it('answers a different body under a used key with 409', async () => {
    await post('reused-1', takeawayOrder()).expect(201);
    const conflict = await post(
      'reused-1',
      takeawayOrder({ items: [{ product: { id: 15 }, amount: 4, unit: 'piece' }] }),
    ).expect(409);
    expect(conflict.body.errors).toEqual([
      {
        message: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
        code: 'idempotency_key_reused',
      },
    ]);
  });

  it('creates one order from 10 concurrent posts with one key, and all ten get it', async () => {
    const before = await Order.count();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post('concurrent-1', takeawayOrder())),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.body.data.uid)).size).toBe(1);
    expect(new Set(responses.map((response) => response.body.data.ticketNumber)).size).toBe(1);
    expect(await Order.count()).toBe(before + 1);
    const placed = (await platform.events('orders.order.placed')).filter(
      (event) => (event.data as { uid: string }).uid === responses[0]?.body.data.uid,
    );
    expect(placed).toHaveLength(1);
  });

  it('lets concurrent duplicates take no ticket number: the next order gets the next one', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post('concurrent-ticket', takeawayOrder())),
    );
    const ticket = Number(responses[0]?.body.data.ticketNumber);
    expect(responses.every((response) => Number(response.body.data.ticketNumber) === ticket)).toBe(true);
    const next = await post('after-concurrent-ticket', takeawayOrder()).expect(201);
    expect(Number(next.body.data.ticketNumber)).toBe(ticket + 1);
  });

  it('places a burst of 40 orders with distinct keys (guests retrying after an outage) without starving the pool', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => post(`burst-${index}`, takeawayOrder())),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(201));
  });

  it('creates one provider payment for concurrent duplicates of an online order', async () => {
    await platform.updateConfig({ enablePluginMollie: true, enableMollie: true });
    const payments = platform.mollie.payments.size;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post('concurrent-mollie', takeawayOrder({ paymentMethod: 'mollie' }))),
    );
    expect(responses.map((response) => [response.status, response.body.errors])).toEqual(
      Array(5).fill([201, undefined]),
    );
    expect(new Set(responses.map((response) => response.body.data.paymentRedirectUrl)).size).toBe(1);
    expect(platform.mollie.payments.size).toBe(payments + 1);
  });

  it('refuses a malformed key', async () => {
    const response = await post('x'.repeat(256), takeawayOrder()).expect(400);
    expect(response.body.errors[0].code).toBe('invalid_idempotency_key');
  });

  it('keeps answering the first answer after the branch closed', async () => {
    const first = await post('after-closing', takeawayOrder()).expect(201);
    platform.clock.now = new Date('2025-10-19T08:00:00Z');
    try {
      const retry = await post('after-closing', takeawayOrder()).expect(201);
      expect(retry.body.data.uid).toBe(first.body.data.uid);
    } finally {
      platform.clock.now = new Date('2025-10-15T08:00:00Z');
    }
  });
});
