import request from 'supertest';
import { startTestGateway, type TestGateway } from '../test-gateway.test-helper';

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

  it('is ready when its database and bus are', async () => {
    const response = await request(harness.gateway.url).get('/readyz').expect(200);
    expect(response.body.data).toMatchObject({ database: true, bus: true });
  });
});
