import request from 'supertest';
import { authHeaders, TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { deliveryOrder, startOrdersTestPlatform, takeawayOrder, type OrdersTestPlatform } from '../testing/test-platform';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
const admin = authHeaders(TEST_ADMIN);
const grazEmployee = authHeaders(testEmployee([2]));

interface Row {
  id: number;
  ticketNumber: string;
  lastName: string | null;
  isDelivery: boolean;
  isRejected: boolean;
  paymentMethod: string;
  branch: { id: number };
}

async function place(body: Record<string, unknown>): Promise<Row> {
  return (await api().post('/api/orders').send(body).expect(201)).body.data as Row;
}

async function history(query: string, headers = admin): Promise<{ rows: Row[]; total: number }> {
  const response = await api().get(`/api/orders?limit=200&${query}`).set(headers).expect(200);
  return { rows: response.body.data as Row[], total: Number(response.headers['x-total-count']) };
}

const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

let pickup: Row;
let delivery: Row;
let rejected: Row;

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
  pickup = await place(takeawayOrder({ lastName: 'Abholer-Zettl' }));
  delivery = await place(deliveryOrder({ lastName: 'Lieferhuber' }));
  rejected = await place(takeawayOrder({ lastName: 'Storno-Maier' }));
  await api().post(`/api/orders/${rejected.id}/status/reject`).set(admin).send({ rejectionMessage: 'Ausverkauft' }).expect(200);
});

afterAll(async () => {
  await platform.close();
});

describe('order history filters (GET /orders)', () => {
  it('filters by status: waiting orders and rejected orders apart', async () => {
    const waiting = await history('status=waiting');
    expect(ids(waiting.rows)).toEqual(expect.arrayContaining([pickup.id, delivery.id]));
    expect(ids(waiting.rows)).not.toContain(rejected.id);
    const closed = await history('status=rejected');
    expect(ids(closed.rows)).toEqual([rejected.id]);
    expect(closed.total).toBe(1);
  });

  it('filters by order type', async () => {
    const deliveries = await history('orderType=delivery');
    expect(deliveries.rows.every((row) => row.isDelivery)).toBe(true);
    expect(ids(deliveries.rows)).toContain(delivery.id);
    const takeaways = await history('orderType=takeaway');
    expect(ids(takeaways.rows)).toEqual(expect.arrayContaining([pickup.id, rejected.id]));
    expect(ids(takeaways.rows)).not.toContain(delivery.id);
  });

  it('filters by payment method', async () => {
    expect(ids((await history('paymentMethod=cash')).rows)).toContain(pickup.id);
    expect((await history('paymentMethod=mollie')).rows).toEqual([]);
  });

  it('searches by a part of the name, case-insensitively, or by the ticket number', async () => {
    expect(ids((await history('search=lieferHUB')).rows)).toEqual([delivery.id]);
    const byTicket = await history(`search=${pickup.ticketNumber}&branch=1`);
    expect(byTicket.rows.map((row) => row.ticketNumber)).toEqual([pickup.ticketNumber]);
    expect((await history('search=%25')).rows).toEqual([]);
  });

  it('combines filters with the employee’s branch scope', async () => {
    expect((await history('search=Lieferhuber', grazEmployee)).rows).toEqual([]);
    expect(ids((await history('search=Storno&status=rejected&orderType=takeaway')).rows)).toEqual([rejected.id]);
  });

  it('answers an unknown filter value with a German validation error on its field', async () => {
    const response = await api().get('/api/orders?status=verloren').set(admin).expect(422);
    expect(response.body.errors[0]).toMatchObject({ field: 'status', code: 'invalid_choice' });
    expect(response.body.errors[0].message).toMatch(/Wert/);
  });
});
