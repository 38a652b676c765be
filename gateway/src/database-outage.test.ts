/**
 * Issue 17: the gateway's PostgreSQL (sessions, staff users, the live-event log) restarts. The
 * gateway's database lives on a private PostgreSQL the test really stops and starts; the gateway
 * must survive it (an idle pooled connection that dies must not take the process down), answer
 * staff in the meantime with the German 503 and Retry-After, say so on /readyz, and pick up where
 * it was once the database is back: the session stored before the outage still signs the
 * staff member in.
 */
import request from 'supertest';
import { MESSAGES } from '@theke/server';
import { PrivatePostgres } from '@theke/server/testing';
import { startTestGateway, type TestGateway } from './testing/test-gateway';

let postgres: PrivatePostgres;
let harness: TestGateway;

beforeAll(async () => {
  postgres = await PrivatePostgres.create();
  harness = await startTestGateway({ databaseServer: postgres.url });
});

afterAll(async () => {
  await harness.close();
  await postgres.destroy();
});

async function staffCookie(): Promise<string> {
  const agent = request.agent(harness.gateway.url);
  const csrf = await agent.get('/api/csrf').expect(200);
  const login = await agent
    .post('/api/login')
    .set('X-CSRF-Token', csrf.body.data.csrfToken)
    .send({ username: 'admin', password: 'theke-admin' })
    .expect(200);
  const cookies = login.headers['set-cookie'] as unknown as string[];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

const readiness = () => request(harness.gateway.url).get('/readyz');

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('the gateway while its PostgreSQL restarts', () => {
  it('answers staff with a German 503 and Retry-After, reports it on /readyz, and serves the same session once the database is back', async () => {
    const cookie = await staffCookie();
    await request(harness.gateway.url).get('/api/users/me').set('Cookie', cookie).expect(200);

    await postgres.stop();
    const duringOutage = await request(harness.gateway.url).get('/api/users/me').set('Cookie', cookie);
    const readyDuringOutage = await readiness();
    await postgres.start();
    await until(async () => (await readiness()).status === 200);
    const afterwards = await request(harness.gateway.url).get('/api/users/me').set('Cookie', cookie);

    expect(duringOutage.status).toBe(503);
    expect(duringOutage.headers['retry-after']).toBe('5');
    expect(duringOutage.body).toEqual({ errors: [{ message: MESSAGES.serviceUnavailable, code: 'service_unavailable' }] });
    expect(readyDuringOutage.status).toBe(503);
    expect(readyDuringOutage.body.data).toMatchObject({ database: false, bus: true });
    expect(afterwards.status).toBe(200);
    expect(afterwards.body.data).toMatchObject({ username: 'admin' });
  });
});
