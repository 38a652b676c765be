import express from 'express';
import net from 'node:net';
import request from 'supertest';
import { createLogger, errorHandler, MemoryBus, MESSAGES } from '@theke/server';
import { TEST_INTERNAL_SECRET } from '@theke/server/testing';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { createProxies } from './proxy';

let harness: TestGateway;

beforeAll(async () => {
  harness = await startTestGateway();
});

afterAll(async () => {
  await harness.close();
});

describe('gateway proxy', () => {
  it('forwards a guest call with a signed guest token and the request id', async () => {
    const response = await request(harness.gateway.url).get('/api/branches').set('X-Request-Id', 'req-123').expect(200);
    expect(response.body.data).toEqual({
      principal: { userId: null, username: null, roles: [], branchIds: [] },
      requestId: 'req-123',
    });
  });

  it('replaces a forged internal token sent by the browser', async () => {
    const response = await request(harness.gateway.url)
      .get('/api/orders')
      .set('X-Theke-Internal-Token', 'forged.token')
      .expect(401);
    expect(response.body.errors[0].code).toBe('unauthorized');
  });

  it('refuses to reach a service directly without a valid token', async () => {
    await request(harness.service.url).get('/api/orders').expect(401);
    await request(harness.service.url).get('/api/orders').set('X-Theke-Internal-Token', 'abc.def').expect(401);
  });

  it('answers unknown API paths with a JSON 404 in the envelope', async () => {
    const response = await request(harness.gateway.url).get('/api/gibt-es-nicht').expect(404);
    expect(response.body).toEqual({ errors: [{ message: 'Die angeforderte Ressource wurde nicht gefunden.', code: 'not_found' }] });
  });

  it('answers malformed JSON with a 400, never a stack trace', async () => {
    const response = await request(harness.gateway.url)
      .post('/api/users')
      .set('Content-Type', 'application/json')
      .send('{"kaputt":')
      .expect(400);
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts/);
  });

  it('sets security headers and hides X-Powered-By', async () => {
    const response = await request(harness.gateway.url).get('/healthz').expect(200);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 503 with Retry-After in the German envelope when the service behind it is down', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = `http://127.0.0.1:${port}`;
    const log = createLogger('proxy-test');
    const proxies = createProxies({ services: { catalog: down, orders: down, content: down, workforce: down }, internalSecret: TEST_INTERNAL_SECRET, bus: new MemoryBus(), log });
    const gateway = express().use('/api', proxies.api).use(errorHandler(log));

    const response = await request(gateway).post('/api/orders').send({}).expect(503);

    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({ errors: [{ message: MESSAGES.serviceUnavailable, code: 'service_unavailable' }] });
  });

  it('is ready when its database and bus are', async () => {
    const response = await request(harness.gateway.url).get('/readyz').expect(200);
    expect(response.body.data).toMatchObject({ database: true, bus: true });
  });
});
