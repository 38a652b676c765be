import http from 'node:http';
import request from 'supertest';
import { EVENTS } from '@theke/contracts';
import { createEvent } from '@theke/server';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

let harness: TestGateway;

beforeAll(async () => {
  harness = await startTestGateway();
});

afterAll(async () => {
  await harness.close();
});

async function loginCookie(username: string, password: string): Promise<string> {
  const agent = request.agent(harness.gateway.url);
  const csrf = await agent.get('/api/csrf');
  const login = await agent.post('/api/login').set('X-CSRF-Token', csrf.body.data.csrfToken).send({ username, password }).expect(200);
  const cookies = login.headers['set-cookie'] as unknown as string[];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Opens the SSE stream and collects event types until `count` arrived. */
function collectEvents(cookie: string, count: number, whenOpen: () => Promise<void>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const types: string[] = [];
    const req = http.get(`${harness.gateway.url}/api/events`, { headers: { cookie } }, (res) => {
      expect(res.headers['content-type']).toContain('text/event-stream');
      let buffer = '';
      res.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        for (const [, type] of buffer.matchAll(/^event: (.+)$/gm)) if (type) types.push(type);
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
        if (types.length >= count) {
          req.destroy();
          resolve(types);
        }
      });
      void whenOpen().catch(reject);
    });
    req.on('error', (error) => (types.length >= count ? undefined : reject(error)));
  });
}

describe('GET /api/events', () => {
  it('answers 401 without a staff session', async () => {
    await request(harness.gateway.url).get('/api/events').expect(401);
  });

  it("streams bus events to an employee only for the employee's branches", async () => {
    const cookie = await loginCookie('mitarbeiter', 'theke-mitarbeiter');
    const types = await collectEvents(cookie, 2, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await harness.bus.publish(createEvent('orders.order.placed', { id: 1, branchId: 2 }));
      await harness.bus.publish(createEvent('orders.order.placed', { id: 2, branchId: 1 }));
      await harness.bus.publish(createEvent('orders.order.status-changed', { id: 2, branch: { id: 1 } }));
    });
    expect(types).toEqual(['orders.order.placed', 'orders.order.status-changed']);
  });

  it('streams every branch to an administrator', async () => {
    const cookie = await loginCookie('admin', 'theke-admin');
    const types = await collectEvents(cookie, 2, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await harness.bus.publish(createEvent('orders.order.placed', { id: 3, branchId: 2 }));
      await harness.bus.publish(createEvent('catalog.catalog.changed', { entity: 'product', verb: 'updated', id: 4 }));
    });
    expect(types).toEqual(['orders.order.placed', 'catalog.catalog.changed']);
  });

  it('never streams audit-log entries (issue 19), not even to an administrator', async () => {
    const cookie = await loginCookie('admin', 'theke-admin');
    const entry = { entity: 'order', entityId: 5, action: 'updated', title: '12', user: null, occurredAt: new Date().toISOString(), changes: {} };
    const types = await collectEvents(cookie, 1, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await harness.bus.publish(createEvent(EVENTS.ordersLogRecorded, entry));
      await harness.bus.publish(createEvent(EVENTS.catalogLogRecorded, { ...entry, entity: 'product' }));
      await harness.bus.publish(createEvent(EVENTS.orderPlaced, { id: 5, branchId: 1 }));
    });
    expect(types).toEqual([EVENTS.orderPlaced]);
  });
});
