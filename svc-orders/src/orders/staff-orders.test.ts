import request from 'supertest';
import { authHeaders, TEST_ADMIN, testEmployee } from '@theke/server/testing';
import {
  startOrdersTestPlatform,
  takeawayOrder,
  deliveryOrder,
  type OrdersTestPlatform,
} from '../testing/test-platform';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
const admin = authHeaders(TEST_ADMIN);
const wienEmployee = authHeaders(testEmployee([1]));
const grazEmployee = authHeaders(testEmployee([2]));

async function place(body = takeawayOrder()) {
  return (await api().post('/api/orders').send(body).expect(201)).body.data as {
    id: number;
    uid: string;
    hash: string;
    ticketNumber: string;
  };
}

async function changesOf(orderId: number): Promise<string[]> {
  return (await platform.events('orders.order.status-changed'))
    .filter((event) => (event.data as { id: number }).id === orderId)
    .map((event) => (event.data as { change: string }).change);
}

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

describe('access', () => {
  it('keeps staff routes from guests (401) and other branches’ orders from employees (404)', async () => {
    const order = await place();
    await api().get('/api/orders').expect(401);
    await api().get(`/api/orders/${order.id}`).expect(401);
    await api().get(`/api/orders/${order.id}`).set(grazEmployee).expect(404);
    await api().post(`/api/orders/${order.id}/status/confirm`).set(grazEmployee).expect(404);
    await api().put(`/api/orders/${order.id}`).set(grazEmployee).send({ comment: 'x' }).expect(404);
    await api().post(`/api/orders/${order.id}/print`).set(grazEmployee).expect(404);
    await api()
      .put(`/api/orders/${order.id}/items/0`)
      .set(grazEmployee)
      .send({ amount: 4, unit: 'piece', parts: [] })
      .expect(404);
    // Naming another branch in a list query is refused outright.
    await api().get('/api/orders?branch=1').set(grazEmployee).expect(403);
    await api().get(`/api/orders/${order.id}`).set(wienEmployee).expect(200);
    await api().get(`/api/orders/${order.id}`).set(admin).expect(200);
    await api().get('/api/orders/999999').set(admin).expect(404);
  });

  it('lists only the orders of the employee’s branches', async () => {
    await place();
    await place(
      takeawayOrder({ branch: { id: 2 }, items: [{ product: { id: 23 }, amount: 1, unit: 'pair' }] }),
    );
    const graz = await api().get('/api/orders').set(grazEmployee).expect(200);
    expect(graz.body.data.length).toBeGreaterThan(0);
    expect(graz.body.data.every((order: { branch: { id: number } }) => order.branch.id === 2)).toBe(true);
    const all = await api().get('/api/orders').set(admin).expect(200);
    expect(new Set(all.body.data.map((order: { branch: { id: number } }) => order.branch.id))).toEqual(
      new Set([1, 2]),
    );
    expect(Number(all.headers['x-total-count'])).toBe(all.body.data.length);
  });

  it('lets only administrators delete an order, announcing it', async () => {
    const order = await place();
    await api().delete(`/api/orders/${order.id}`).set(wienEmployee).expect(403);
    await api().delete(`/api/orders/${order.id}`).set(admin).expect(204);
    await api().get(`/api/orders/${order.id}`).set(admin).expect(404);
    await api().get(`/api/orders/public/${order.uid}/${order.hash}`).expect(404);
    const deleted = await platform.events('orders.order.deleted');
    expect(deleted.map((event) => (event.data as { id: number }).id)).toContain(order.id);
  });
});

describe('staff views', () => {
  it('shows staff the contact data, the draft and the payment', async () => {
    const order = await place();
    const view = (await api().get(`/api/orders/${order.id}`).set(wienEmployee).expect(200)).body.data;
    expect(view).toMatchObject({
      firstName: 'Anna',
      lastName: 'Huber',
      phone: '+436641234567',
      paymentStatus: 'on-site',
      comment: null,
    });
  });

  it('filters the history by branch and business days', async () => {
    const response = await api()
      .get('/api/orders?branch=1&from=2025-10-15&to=2025-10-15&limit=5')
      .set(admin)
      .expect(200);
    expect(response.body.data.length).toBeLessThanOrEqual(5);
    const none = await api().get('/api/orders?branch=1&from=2025-10-16').set(admin).expect(200);
    expect(none.body.data).toEqual([]);
    const invalid = await api().get('/api/orders?limit=1000').set(admin).expect(422);
    expect(invalid.body.errors[0]).toMatchObject({
      field: 'limit',
      message: 'Dieser Wert sollte kleiner oder gleich 200 sein.',
    });
  });

  it('lists current orders, and unconfirmed ones as missed once they are overdue', async () => {
    const order = await place(takeawayOrder({ branch: { id: 4 } }));
    const current = await api().get('/api/orders/current?branch=4').set(admin).expect(200);
    expect(current.body.data.map((row: { id: number }) => row.id)).toContain(order.id);
    const early = await api().get('/api/orders/missed?branch=4').set(admin).expect(200);
    expect(early.body.data.map((row: { id: number }) => row.id)).not.toContain(order.id);
    platform.clock.now = new Date(platform.clock.now.getTime() + 20 * 60_000);
    try {
      const late = await api().get('/api/orders/missed?branch=4').set(admin).expect(200);
      expect(late.body.data.map((row: { id: number }) => row.id)).toContain(order.id);
      await api().post(`/api/orders/${order.id}/status/confirm`).set(admin).expect(200);
      const handled = await api().get('/api/orders/missed?branch=4').set(admin).expect(200);
      expect(handled.body.data.map((row: { id: number }) => row.id)).not.toContain(order.id);
    } finally {
      platform.clock.now = new Date('2025-10-15T08:00:00Z');
    }
  });
});

describe('status transitions (docs/adr/0007-order-lifecycle.md)', () => {
  it('walks a delivery through confirm, in-delivery and completed, one event per change', async () => {
    const order = await place(deliveryOrder());
    const step = (action: string) =>
      api().post(`/api/orders/${order.id}/status/${action}`).set(wienEmployee).expect(200);
    expect((await step('confirm')).body.data).toMatchObject({ isConfirmed: true });
    expect((await step('in-delivery')).body.data).toMatchObject({ isInDelivery: true });
    expect((await step('completed')).body.data).toMatchObject({ isCompleted: true, isDelivered: true });
    expect(await changesOf(order.id)).toEqual(['confirmed', 'in-delivery', 'completed']);
    const event = (await platform.events('orders.order.status-changed')).at(-1);
    expect(event?.data).toMatchObject({
      id: order.id,
      uid: order.uid,
      branchId: 1,
      ticketNumber: order.ticketNumber,
    });
  });

  it('answers a repeated action without a second event, and a refused one with 409', async () => {
    const order = await place();
    await api().post(`/api/orders/${order.id}/status/confirm`).set(admin).expect(200);
    await api().post(`/api/orders/${order.id}/status/confirm`).set(admin).expect(200);
    expect(await changesOf(order.id)).toEqual(['confirmed']);
    await api()
      .post(`/api/orders/${order.id}/status/reject`)
      .set(admin)
      .send({ rejectionMessage: 'Leider ausverkauft.' })
      .expect(200);
    const refused = await api().post(`/api/orders/${order.id}/status/completed`).set(admin).expect(409);
    expect(refused.body.errors).toEqual([
      { message: 'Bestellstatus konnte nicht geändert werden.', code: 'invalid_transition' },
    ]);
    const publicView = await api().get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200);
    expect(publicView.body.data).toMatchObject({ isRejected: true, rejectionMessage: 'Leider ausverkauft.' });
    await api().post(`/api/orders/${order.id}/status/unknown`).set(admin).expect(404);
  });

});

describe('edits and print', () => {
  it('edits contact data with the §5 phone rule and refuses edits of closed orders', async () => {
    const order = await place();
    const invalid = await api()
      .put(`/api/orders/${order.id}`)
      .set(admin)
      .send({ phone: '0664 1234' })
      .expect(422);
    expect(invalid.body.errors).toEqual([
      {
        field: 'phone',
        message: 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
        code: 'phone',
      },
    ]);
    const edited = await api()
      .put(`/api/orders/${order.id}`)
      .set(admin)
      .send({ phone: '0043 664 99', comment: 'Bitte läuten', isPaid: true })
      .expect(200);
    expect(edited.body.data).toMatchObject({
      phone: '+4366499',
      comment: 'Bitte läuten',
      isPaid: false,
      firstName: 'Anna',
    });
    await api().post(`/api/orders/${order.id}/status/cancel`).set(admin).expect(200);
    await api().put(`/api/orders/${order.id}`).set(admin).send({ comment: 'zu spät' }).expect(409);
  });

  it('requests a print of the order as an event', async () => {
    const order = await place();
    await api().post(`/api/orders/${order.id}/print`).set(wienEmployee).expect(202);
    const prints = await platform.events('orders.order.print-requested');
    expect(prints.at(-1)?.data).toMatchObject({
      id: order.id,
      branchId: 1,
      ticketNumber: order.ticketNumber,
    });
  });
});
