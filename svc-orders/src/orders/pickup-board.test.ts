/**
 * The pickup board (issue 23, ADR 0042) against real PostgreSQL and the catalogue: today's pickup
 * orders of a branch in preparation ('In Zubereitung') and ready ('Abholbereit': marked ready, or
 * completed at the desk within the hour), oldest first,
 * for staff of the branch and for a TV of it, never another branch's.
 */
import request from 'supertest';
import { ROLE_SIGNAGE_DEVICE, type PickupBoard } from '@theke/contracts';
import { authHeaders, TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { deliveryOrder, startOrdersTestPlatform, takeawayOrder, type OrdersTestPlatform } from '../testing/test-platform';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
const admin = authHeaders(TEST_ADMIN);
const tvOf = (branchId: number) =>
  authHeaders({ userId: null, username: null, roles: [ROLE_SIGNAGE_DEVICE], branchIds: [branchId], deviceId: 7 });

async function place(body = takeawayOrder()): Promise<{ id: number; ticketNumber: string }> {
  return (await api().post('/api/orders').send(body).expect(201)).body.data;
}
const act = (id: number, action: string) => api().post(`/api/orders/${id}/status/${action}`).set(admin).expect(200);
const sql = (query: string, replacements: Record<string, unknown>) => platform.orders.context.sequelize.query(query, { replacements });

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
});
afterAll(() => platform.close());

describe('pickup board', () => {
  it("shows today's pickup orders in preparation and ready, oldest first, to staff and to the branch's TV", async () => {
    // Placed and not confirmed yet: waiting, not on the board.
    await place();
    const preparing = await place();
    const ready = await place();
    const done = await place();
    const collected = await place();
    const delivery = await place(deliveryOrder());
    const yesterday = await place();
    const elsewhere = await place();
    for (const order of [preparing, ready, done, collected, delivery, yesterday, elsewhere]) await act(order.id, 'confirm');
    await act(ready.id, 'in-delivery');
    // Completed at the desk without the in-delivery step: ready at the counter, for an hour at most.
    await act(done.id, 'completed');
    await act(collected.id, 'completed');
    await sql(`UPDATE orders SET "updatedAt" = "createdAt" - interval '61 minutes' WHERE id = :id`, { id: collected.id });
    await sql(`UPDATE orders SET "businessDate" = "businessDate" - 1 WHERE id = :id`, { id: yesterday.id });
    await sql(`UPDATE orders SET "branchId" = 2 WHERE id = :id`, { id: elsewhere.id });

    const expected: PickupBoard = {
      branch: { id: 1 },
      tickets: [
        { id: preparing.id, ticketNumber: preparing.ticketNumber, status: 'preparing', statusText: 'In Zubereitung', createdAt: expect.any(String), readySince: null },
        { id: ready.id, ticketNumber: ready.ticketNumber, status: 'pickup-ready', statusText: 'Abholbereit', createdAt: expect.any(String), readySince: expect.any(String) },
        { id: done.id, ticketNumber: done.ticketNumber, status: 'pickup-ready', statusText: 'Abholbereit', createdAt: expect.any(String), readySince: expect.any(String) },
      ],
    };
    expect((await api().get('/api/orders/pickup-board?branch=1').set(admin).expect(200)).body.data).toEqual(expected);
    expect((await api().get('/api/orders/pickup-board').set(tvOf(1)).expect(200)).body.data).toEqual(expected);
    expect((await api().get('/api/orders/pickup-board?branch=1').set(authHeaders(testEmployee([1]))).expect(200)).body.data).toEqual(expected);

    const graz = (await api().get('/api/orders/pickup-board').set(tvOf(2)).expect(200)).body.data as PickupBoard;
    expect(graz.tickets.map((ticket) => ticket.id)).toEqual([elsewhere.id]);
  });

  it("refuses another branch's board to a TV and to an employee, and guests", async () => {
    await api().get('/api/orders/pickup-board?branch=2').set(tvOf(1)).expect(403);
    await api().get('/api/orders/pickup-board?branch=2').set(authHeaders(testEmployee([1]))).expect(403);
    await api().get('/api/orders/pickup-board?branch=1').expect(401);
    await api().get('/api/orders/pickup-board').set(admin).expect(422);
  });
});
