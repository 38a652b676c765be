/**
 * Issue 19: staff changes to placed orders (edit, status commands, line edits, delete, a branch
 * screen's confirm) are written to the audit log with their diff, in the change's transaction;
 * a guest placing an order is not a staff change, and a print request changes nothing.
 */
import request from 'supertest';
import { EVENTS, type ChangeRecorded } from '@theke/contracts';
import { authHeaders, TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { startOrdersTestPlatform, takeawayOrder, type OrdersTestPlatform } from '../testing/test-platform';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
const admin = authHeaders(TEST_ADMIN);
const employee = testEmployee([1]);

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

async function place(): Promise<{ id: number; ticketNumber: string }> {
  return (await api().post('/api/orders').send(takeawayOrder()).expect(201)).body.data as { id: number; ticketNumber: string };
}

async function loggedFor(orderId: number): Promise<ChangeRecorded[]> {
  return (await platform.events(EVENTS.ordersLogRecorded))
    .map((event) => event.data as ChangeRecorded)
    .filter((entry) => entry.entity === 'order' && entry.entityId === orderId);
}

describe('the audit log of orders (issue 19)', () => {
  it('does not log a guest placing an order', async () => {
    const order = await place();
    expect(await loggedFor(order.id)).toEqual([]);
  });

  it('logs an edit with only the changed fields, named by the ticket number and the employee', async () => {
    const order = await place();
    await api()
      .put(`/api/orders/${order.id}`)
      .set(authHeaders(employee))
      .send({ comment: 'Bitte läuten', firstName: 'Anna' })
      .expect(200);
    const [edit] = await loggedFor(order.id);
    expect(edit).toMatchObject({
      action: 'updated',
      title: order.ticketNumber,
      user: { id: employee.userId, username: employee.username },
    });
    expect(edit?.changes.comment).toEqual({ before: null, after: 'Bitte läuten' });
    // Sent again unchanged: not a change.
    expect(edit?.changes).not.toHaveProperty('firstName');
    // The unguessable link of the guest's status page is a secret.
    expect(Object.keys(edit?.changes ?? {})).not.toContain('hash');
  });

  it('logs status commands with the flags they changed, and nothing for a print request', async () => {
    const order = await place();
    await api().post(`/api/orders/${order.id}/status/confirm`).set(admin).expect(200);
    await api().post(`/api/orders/${order.id}/print`).set(admin).expect(202);
    const logged = await loggedFor(order.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.changes.isConfirmed).toEqual({ before: false, after: true });
  });

  it('logs a line edit with the items before and after', async () => {
    const order = await place();
    await api().put(`/api/orders/${order.id}/items/0`).set(admin).send({ amount: 5, unit: 'piece', parts: [] }).expect(200);
    const [edit] = await loggedFor(order.id);
    const items = edit?.changes.items as { before: Array<{ amount: number }>; after: Array<{ amount: number }> };
    expect(items.before[0]?.amount).toBe(3);
    expect(items.after[0]?.amount).toBe(5);
  });

  it('logs a delete with the order as it was', async () => {
    const order = await place();
    await api().delete(`/api/orders/${order.id}`).set(admin).expect(204);
    const [deleted] = await loggedFor(order.id);
    expect(deleted).toMatchObject({ action: 'deleted', title: order.ticketNumber });
    expect(deleted?.changes.ticketNumber).toEqual({ before: order.ticketNumber, after: null });
    expect(deleted?.changes.hash).toEqual({ before: '***', after: null });
  });
});
