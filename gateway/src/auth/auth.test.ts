import request from 'supertest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { browserSession, createStaff, sessionId, signedInAdmin } from '../testing/staff-sessions';

let harness: TestGateway;
let url: string;

beforeAll(async () => {
  harness = await startTestGateway();
  url = harness.gateway.url;
});

afterAll(async () => {
  await harness.close();
});

const newSession = () => browserSession(url);

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

  it('refuses a login without the CSRF token, or with a wrong one, with 403 and the spec message', async () => {
    const without = await request(url).post('/api/login').send({ username: 'admin', password: 'theke-admin' }).expect(403);
    expect(without.body.errors[0]).toEqual({ message: 'Ungültiges CSRF-Token.', code: 'invalid_csrf_token' });
    const { agent } = await newSession();
    const wrong = await agent
      .post('/api/login')
      .set('X-CSRF-Token', 'nicht-das-token')
      .send({ username: 'admin', password: 'theke-admin' })
      .expect(403);
    expect(wrong.body.errors[0]).toEqual({ message: 'Ungültiges CSRF-Token.', code: 'invalid_csrf_token' });
    await agent.get('/api/users/me').expect(401);
  });

  it('lets a guest place an order without a CSRF token, as a guest', async () => {
    const response = await request(url).post('/api/orders').send({}).expect(201);
    expect(response.body.data.principal).toMatchObject({ userId: null, roles: [] });
  });

  describe('SPEC §5 account errors', () => {
    const cases = [
      { state: { expiresAt: '2020-01-01T00:00:00Z' }, message: 'Der Account ist abgelaufen.', code: 'account_expired' },
      { state: { isEnabled: false }, message: 'Der Account ist deaktiviert.', code: 'account_disabled' },
      { state: { isLocked: true }, message: 'Der Account ist gesperrt.', code: 'account_locked' },
    ];

    it.each(cases)('refuses the right password with "$message"', async ({ state, message, code }) => {
      const admin = await signedInAdmin(url);
      const account = await createStaff(admin, { username: `konto-${code}`, ...state });
      const { agent, csrfToken } = await newSession();
      const refused = await agent
        .post('/api/login')
        .set('X-CSRF-Token', csrfToken)
        .send({ username: account.username, password: 'geheim-1234' })
        .expect(401);
      expect(refused.body.errors[0]).toEqual({ message, code });
      await agent.get('/api/users/me').expect(401);
    });

    it('answers a wrong password for a disabled account as for any account: the state stays secret', async () => {
      const admin = await signedInAdmin(url);
      const account = await createStaff(admin, { username: 'konto-deaktiviert-falsch', isEnabled: false });
      const { agent, csrfToken } = await newSession();
      const refused = await agent
        .post('/api/login')
        .set('X-CSRF-Token', csrfToken)
        .send({ username: account.username, password: 'falsch-falsch' })
        .expect(401);
      expect(refused.body.errors[0]).toEqual({ message: 'Fehlerhafte Zugangsdaten.', code: 'invalid_credentials' });
    });

    it('ends a session at the next request once the account is locked', async () => {
      const admin = await signedInAdmin(url);
      const account = await createStaff(admin, { username: 'konto-spaeter-gesperrt' });
      const { agent, csrfToken } = await newSession();
      await agent.post('/api/login').set('X-CSRF-Token', csrfToken).send({ username: account.username, password: 'geheim-1234' }).expect(200);
      await agent.get('/api/users/me').expect(200);
      await admin.agent.put(`/api/users/${account.id}`).set('X-CSRF-Token', admin.csrfToken).send({ isLocked: true }).expect(200);
      await agent.get('/api/users/me').expect(401);
    });
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
