import request from 'supertest';
import { authHeaders, TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { startOrdersTestPlatform, takeawayOrder, type OrdersTestPlatform } from '../testing/test-platform';
import { Order, OrderItem } from './order.model';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
const admin = authHeaders(TEST_ADMIN);
const wienEmployee = authHeaders(testEmployee([1]));

/** Three microfibre cloths (2,90 each) and one more line of two. */
async function place(): Promise<{ id: number }> {
  const body = takeawayOrder({
    items: [
      { product: { id: 15 }, amount: 3, unit: 'piece', parts: [] },
      { product: { id: 15 }, amount: 2, unit: 'piece', parts: [] },
    ],
  });
  return (await api().post('/api/orders').send(body).expect(201)).body.data;
}

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

describe('PUT /orders/{id}/items/{index}', () => {
  it('re-prices the line and the order from the catalogue, ignoring prices sent along', async () => {
    const order = await place();
    const response = await api()
      .put(`/api/orders/${order.id}/items/0`)
      .set(wienEmployee)
      .send({ amount: 5, unit: 'piece', parts: [], price: 0.01, gross: 0.05, product: { id: 99 } })
      .expect(200);
    const view = response.body.data;
    expect(view.items[0]).toMatchObject({
      position: 0,
      product: { id: 15 },
      amount: 5,
      price: 2.9,
      gross: 14.5,
    });
    expect(view.items[1]).toMatchObject({ amount: 2, gross: 5.8 });
    expect(view.pricing).toMatchObject({ gross: 20.3, totalGross: 20.3, amountDue: 20.3 });
    expect(view.pricing.taxes).toEqual([{ rate: 20, net: 16.92, tax: 3.38 }]);
    const publicView = await api().get(`/api/orders/public/${view.uid}/${view.hash}`).expect(200);
    expect(publicView.body.data.pricing.totalGross).toBe(20.3);
    const event = (await platform.events('orders.order.status-changed')).at(-1);
    expect(event?.data).toMatchObject({ id: order.id, branchId: 1, change: 'item-edited' });
  });

  it('keeps what the other lines were charged when the catalogue price changed since the order', async () => {
    const order = await place();
    // The second line was ordered when two cloths cost 5,00 (the catalogue now says 5,80).
    await OrderItem.update({ gross: 5 }, { where: { orderId: order.id, position: 1 } });
    const view = (
      await api().put(`/api/orders/${order.id}/items/0`).set(admin).send({ amount: 1, unit: 'piece', parts: [] }).expect(200)
    ).body.data;
    expect(view.items[0]).toMatchObject({ amount: 1, gross: 2.9 });
    expect(view.items[1]).toMatchObject({ amount: 2, gross: 5 });
    expect(view.pricing).toMatchObject({ gross: 7.9, totalGross: 7.9 });
  });

  it('refuses to change what an order paid online costs, and changes nothing', async () => {
    const order = await place();
    await Order.update({ paymentMethod: 'mollie', isPaid: true }, { where: { id: order.id } });
    const refused = await api().put(`/api/orders/${order.id}/items/0`).set(admin).send({ amount: 4, unit: 'piece', parts: [] }).expect(409);
    expect(refused.body.errors).toEqual([
      { message: 'Die Bestellung ist bereits online bezahlt, der Betrag kann nicht mehr geändert werden.', code: 'order_paid_online' },
    ]);
    const view = (await api().get(`/api/orders/${order.id}`).set(admin).expect(200)).body.data;
    expect(view.items[0]).toMatchObject({ amount: 3, gross: 8.7 });
    expect(view.pricing.totalGross).toBe(14.5);
  });

  it('checks amount and unit like the intake, with the German messages on the line’s fields', async () => {
    const order = await place();
    const zero = await api()
      .put(`/api/orders/${order.id}/items/1`)
      .set(admin)
      .send({ amount: 0, unit: 'piece' })
      .expect(422);
    expect(zero.body.errors).toEqual([
      { field: 'amount', message: 'Dieser Wert sollte größer als 0 sein.', code: 'too_small' },
    ]);
    const unit = await api()
      .put(`/api/orders/${order.id}/items/1`)
      .set(admin)
      .send({ amount: 1, unit: 'kilogram' })
      .expect(422);
    expect(unit.body.errors).toEqual([
      { field: 'unit', message: 'Sie haben einen ungültigen Wert ausgewählt.', code: 'invalid_choice' },
    ]);
    const missing = await api().put(`/api/orders/${order.id}/items/1`).set(admin).send({}).expect(422);
    expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual(['amount', 'unit']);
    const unchanged = await api().get(`/api/orders/${order.id}`).set(admin).expect(200);
    expect(unchanged.body.data.pricing.gross).toBe(14.5);
  });

  it('answers 404 for a line that does not exist and 409 for an order that is no longer live', async () => {
    const order = await place();
    await api().put(`/api/orders/${order.id}/items/2`).set(admin).send({ amount: 1, unit: 'piece' }).expect(404);
    await api().put(`/api/orders/${order.id}/items/x`).set(admin).send({ amount: 1, unit: 'piece' }).expect(404);
    await api().post(`/api/orders/${order.id}/status/cancel`).set(admin).expect(200);
    const closed = await api()
      .put(`/api/orders/${order.id}/items/0`)
      .set(admin)
      .send({ amount: 1, unit: 'piece' })
      .expect(409);
    expect(closed.body.errors).toEqual([
      { message: 'Bestellung konnte nicht aktualisiert werden.', code: 'order_closed' },
    ]);
  });
});
