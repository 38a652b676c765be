import request from 'supertest';
import { startOrdersTestPlatform, takeawayOrder, type OrdersTestPlatform } from '../testing/test-platform';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
// svc-catalog's demo keys (the branch's `apiKey`).
const WIEN_KEY = 'demo-wien-mariahilf-api-key-0000';
const GRAZ_KEY = 'demo-graz-annenstrasse-api-key-0000';
const backoffice = (path = '') => `/api/orders/backoffice/1/${WIEN_KEY}${path}`;

async function place(body = takeawayOrder()): Promise<{ id: number; ticketNumber: string }> {
  return (await api().post('/api/orders').send(body).expect(201)).body.data;
}

const grazOrder = () =>
  takeawayOrder({ branch: { id: 2 }, items: [{ product: { id: 23 }, amount: 1, unit: 'pair' }] });

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

describe('frontdesk and backoffice views with the branch api key', () => {
  it('lists the branch’s current orders in the staff view, for both views', async () => {
    const wien = await place();
    const graz = await place(grazOrder());
    for (const view of ['frontdesk', 'backoffice']) {
      const response = await api().get(`/api/orders/${view}/1/${WIEN_KEY}`).expect(200);
      const ids = response.body.data.map((order: { id: number }) => order.id);
      expect(ids).toContain(wien.id);
      expect(ids).not.toContain(graz.id);
      expect(response.body.data.find((order: { id: number }) => order.id === wien.id)).toMatchObject({
        ticketNumber: wien.ticketNumber,
        firstName: 'Anna',
        branch: { id: 1 },
      });
    }
  });

  it('answers a wrong key and an unknown branch with the same 404', async () => {
    const wrongKey = await api().get('/api/orders/frontdesk/1/falscher-schluessel').expect(404);
    const otherBranchKey = await api().get(`/api/orders/backoffice/1/${GRAZ_KEY}`).expect(404);
    const unknownBranch = await api().get(`/api/orders/frontdesk/999/${WIEN_KEY}`).expect(404);
    const notANumber = await api().get(`/api/orders/frontdesk/wien/${WIEN_KEY}`).expect(404);
    expect(wrongKey.body).toEqual(unknownBranch.body);
    expect(otherBranchKey.body).toEqual(unknownBranch.body);
    expect(notANumber.body).toEqual(unknownBranch.body);
    await api().post(`/api/orders/backoffice/1/falsch/${(await place()).id}/status/confirm`).expect(404);
  });

  it('lets the backoffice key drive the state machine, refusing illegal transitions with 409', async () => {
    const order = await place();
    const confirmed = await api().post(backoffice(`/${order.id}/status/confirm`)).expect(200);
    expect(confirmed.body.data).toMatchObject({ id: order.id, isConfirmed: true });
    await api()
      .post(backoffice(`/${order.id}/status/reject`))
      .send({ rejectionMessage: 'Leider ausverkauft.' })
      .expect(200);
    const refused = await api().post(backoffice(`/${order.id}/status/completed`)).expect(409);
    expect(refused.body.errors).toEqual([
      { message: 'Bestellstatus konnte nicht geändert werden.', code: 'invalid_transition' },
    ]);
    await api().post(backoffice(`/${order.id}/status/unbekannt`)).expect(404);
    const changes = (await platform.events('orders.order.status-changed'))
      .filter((event) => (event.data as { id: number }).id === order.id)
      .map((event) => event.data);
    expect(changes).toEqual([
      expect.objectContaining({ id: order.id, branchId: 1, change: 'confirmed' }),
      expect.objectContaining({ id: order.id, branchId: 1, change: 'rejected' }),
    ]);
  });

  it('lets the backoffice key request a print of its own branch’s orders only', async () => {
    const order = await place();
    await api().post(backoffice(`/${order.id}/print`)).expect(202);
    const prints = await platform.events('orders.order.print-requested');
    expect(prints.at(-1)?.data).toMatchObject({ id: order.id, branchId: 1 });
    const graz = await place(grazOrder());
    await api().post(backoffice(`/${graz.id}/status/confirm`)).expect(404);
    await api().post(backoffice(`/${graz.id}/print`)).expect(404);
  });

  it('keeps the frontdesk key read-only', async () => {
    const order = await place();
    await api().post(`/api/orders/frontdesk/1/${WIEN_KEY}/${order.id}/status/confirm`).expect(404);
    await api().post(`/api/orders/frontdesk/1/${WIEN_KEY}/${order.id}/print`).expect(404);
    const unchanged = await api().get(`/api/orders/frontdesk/1/${WIEN_KEY}`).expect(200);
    expect(unchanged.body.data.find((row: { id: number }) => row.id === order.id)).toMatchObject({
      isConfirmed: false,
    });
  });
});
