import request from 'supertest';
import { startTestGateway, type TestGateway } from '../test-gateway.test-helper';

let harness: TestGateway;
let url: string;

beforeAll(async () => {
  harness = await startTestGateway();
  url = harness.gateway.url;
});

afterAll(async () => {
  await harness.close();
});

/** A browser-like client: keeps cookies, fetches the CSRF token first. */
async function newSession() {
  const agent = request.agent(url);
  const csrf = await agent.get('/api/csrf').expect(200);
  return { agent, csrfToken: csrf.body.data.csrfToken as string, cookie: String(csrf.headers['set-cookie']) };
}

function sessionId(setCookie: unknown): string | undefined {
  const header = Array.isArray(setCookie) ? setCookie.join(';') : String(setCookie ?? '');
  return /theke\.sid=([^;]+)/.exec(header)?.[1];
}

describe('staff session', () => {
  it('refuses a wrong password with the German message and creates no session', async () => {
    const { agent, csrfToken } = await newSession();
    const response = await agent
      .post('/api/login')
      .set('X-CSRF-Token', csrfToken)
      .send({ username: 'admin', password: 'falsch' })
      .expect(401);
    expect(response.body.errors[0]).toEqual({ message: 'Fehlerhafte Zugangsdaten.', code: 'invalid_credentials' });
    await agent.get('/api/users/me').expect(401);
  });

  it('rotates the session id at login and answers /api/users/me with roles and branches', async () => {
    const { agent, csrfToken, cookie } = await newSession();
    const login = await agent
      .post('/api/login')
      .set('X-CSRF-Token', csrfToken)
      .send({ username: 'mitarbeiter', password: 'theke-mitarbeiter' })
      .expect(200);
    expect(sessionId(login.headers['set-cookie'])).toBeDefined();
    expect(sessionId(login.headers['set-cookie'])).not.toEqual(sessionId(cookie));
    const me = await agent.get('/api/users/me').expect(200);
    expect(me.body.data).toMatchObject({ username: 'mitarbeiter', roles: ['ROLE_EMPLOYEE'], branches: [{ id: 1 }] });
    expect(me.body.data.passwordHash).toBeUndefined();
  });

  it('sets an HttpOnly SameSite=Lax session cookie', async () => {
    const { cookie } = await newSession();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('ends the session at logout so /api/users/me answers 401', async () => {
    const { agent, csrfToken } = await newSession();
    await agent.post('/api/login').set('X-CSRF-Token', csrfToken).send({ username: 'admin', password: 'theke-admin' }).expect(200);
    await agent.get('/api/users/me').expect(200);
    await agent.post('/api/logout').set('X-CSRF-Token', csrfToken).expect(200);
    const me = await agent.get('/api/users/me').expect(401);
    expect(me.body.errors[0].message).toBeTruthy();
  });

  it('refuses a cookie-authenticated write without the CSRF token with 403', async () => {
    const { agent, csrfToken } = await newSession();
    await agent.post('/api/login').set('X-CSRF-Token', csrfToken).send({ username: 'admin', password: 'theke-admin' }).expect(200);
    const refused = await agent.post('/api/users').send({ username: 'neu', password: 'geheim123', roles: ['ROLE_ADMIN'] }).expect(403);
    expect(refused.body.errors[0]).toEqual({ message: 'Ungültiges CSRF-Token.', code: 'invalid_csrf_token' });
    await agent
      .post('/api/users')
      .set('X-CSRF-Token', csrfToken)
      .send({ username: 'neu', password: 'geheim123', roles: ['ROLE_ADMIN'] })
      .expect(201);
  });

  it('refuses a login without the CSRF token with 403', async () => {
    await request(url).post('/api/login').send({ username: 'admin', password: 'theke-admin' }).expect(403);
  });

  it('lets a guest place an order without a CSRF token, as a guest', async () => {
    const response = await request(url).post('/api/orders').send({}).expect(201);
    expect(response.body.data.principal).toMatchObject({ userId: null, roles: [] });
  });

  it('throttles repeated failures per username, and a spoofed X-Forwarded-For does not help', async () => {
    const { agent, csrfToken } = await newSession();
    const attempt = (forwardedFor: string, password = 'falsch') =>
      agent
        .post('/api/login')
        .set('X-CSRF-Token', csrfToken)
        .set('X-Forwarded-For', forwardedFor)
        .send({ username: 'gesperrt-test', password });
    for (let index = 0; index < 5; index++) await attempt(`10.0.0.${index}`).expect(401);
    const blocked = await attempt('203.0.113.77').expect(429);
    expect(blocked.body.errors[0].message).toMatch(
      /^Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in \d+ Minuten? noch einmal\.$/,
    );
  });

  it('throttles per client address across usernames, whatever X-Forwarded-For claims', async () => {
    const { agent, csrfToken } = await newSession();
    let status = 0;
    for (let index = 0; index < 25 && status !== 429; index++) {
      const response = await agent
        .post('/api/login')
        .set('X-CSRF-Token', csrfToken)
        .set('X-Forwarded-For', `198.51.100.${index}`)
        .send({ username: `niemand-${index}`, password: 'falsch' });
      status = response.status;
    }
    expect(status).toBe(429);
  });
});

describe('users administration', () => {
  it('is for administrators only', async () => {
    await request(url).get('/api/users').expect(401);
  });
});
