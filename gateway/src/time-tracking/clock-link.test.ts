/**
 * ADR 0041 "Who clocks in, and how": `/api/time-tracking/{username}/{token}/…` reaches svc-workforce
 * (here the echo service, which answers what arrived) as the link owner's call, without the token;
 * a wrong pair is 401 and throttled like a login in a budget of its own, also under concurrency
 * (issue 17); the token never appears in a line the gateway logs (read at debug level, SQL included).
 */
import { Writable } from 'node:stream';
import { Pool } from 'pg';
import pino from 'pino';
import request from 'supertest';
import { MESSAGES } from '@theke/contracts';
import { MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USERNAME } from '../auth/login-throttle';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { type BrowserSession, createStaff, signedIn, signedInAdmin } from '../testing/staff-sessions';
import { INVALID_ACCESS_TOKEN } from './clock-link';

const logLines: string[] = [];
let harness: TestGateway;
let pool: Pool;
let admin: BrowserSession;
/** The demo employee's token (seeded with the demo users). */
let token: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  harness = await startTestGateway({ log: pino({ level: 'debug', base: { service: 'gateway' } }, sink) });
  pool = new Pool({ connectionString: harness.databaseUrl, max: 2 });
  admin = await signedInAdmin(harness.gateway.url);
  const employee = await signedIn(harness.gateway.url, 'mitarbeiter', 'theke-mitarbeiter');
  token = (await employee.agent.get('/api/users/me/access-token').expect(200)).body.data
    .accessToken as string;
});

afterAll(async () => {
  await pool.end();
  await harness.close();
});

// Each test starts with full budgets (all calls come from 127.0.0.1).
beforeEach(async () => {
  await pool.query(`DELETE FROM login_throttle WHERE key LIKE 'time-tracking-%'`);
});

const clock = (username: string, secret: string, rest = 'me') =>
  request(harness.gateway.url).get(`/api/time-tracking/${encodeURIComponent(username)}/${secret}/${rest}`);

const wrongToken = (index: number) => `falsch${index}`.padEnd(43, 'x');

function expectInvalidLink(response: request.Response): void {
  expect(response.status).toBe(401);
  expect(response.body).toEqual({ errors: [INVALID_ACCESS_TOKEN] });
}

function expectThrottled(response: request.Response): void {
  expect(response.status).toBe(429);
  expect(response.body.errors[0].code).toBe('too_many_login_attempts');
  expect(response.body.errors[0].message).toMatch(
    /^Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in \d+ Minuten? noch einmal\.$/,
  );
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** A new employee of branch 2 with a clock link (read by an administrator, who creates it by renewing). */
async function employeeWithLink(username: string) {
  const account = await createStaff(admin, { username, branches: [{ id: 2 }] });
  const link = await admin.agent
    .post(`/api/users/${account.id}/access-token`)
    .set('X-CSRF-Token', admin.csrfToken)
    .expect(200);
  return { account, token: link.body.data.accessToken as string };
}

describe('a right pair', () => {
  it("reaches the service as the link owner's call, under /time-tracking/<rest> with the query, without the token", async () => {
    const response = await clock('mitarbeiter', token, 'working-activities?from=2025-03-01&to=2025-03-31')
      .set('Referer', `https://theke.example/zeiterfassung/mitarbeiter/${token}`)
      .expect(200);
    const users = (await admin.agent.get('/api/users').expect(200)).body.data as Array<{
      id: number;
      username: string;
    }>;
    const mitarbeiter = users.find((user) => user.username === 'mitarbeiter');
    expect(response.body.data).toEqual({
      principal: {
        userId: mitarbeiter?.id,
        username: 'mitarbeiter',
        roles: ['ROLE_EMPLOYEE'],
        branchIds: [1],
      },
      method: 'GET',
      path: '/api/time-tracking/working-activities?from=2025-03-01&to=2025-03-31',
      cookie: null,
      referer: null,
    });
  });

  it('clocks in with a POST that carries no session and no CSRF token; its body goes along', async () => {
    const response = await request(harness.gateway.url)
      .post(`/api/time-tracking/mitarbeiter/${token}/working-activities/start`)
      .set('Idempotency-Key', 'offline-1')
      .send({ note: 'Frühschicht' })
      .expect(200);
    expect(response.body.data).toMatchObject({
      method: 'POST',
      path: '/api/time-tracking/working-activities/start',
      principal: { username: 'mitarbeiter' },
      body: { note: 'Frühschicht' },
    });
  });

  it("records the link owner's time when the browser also sends an administrator's session, and asks no CSRF token", async () => {
    const response = await admin.agent
      .post(`/api/time-tracking/mitarbeiter/${token}/working-activities/pause`)
      .send({})
      .expect(200);
    expect(response.body.data.principal).toMatchObject({ username: 'mitarbeiter', roles: ['ROLE_EMPLOYEE'] });
    expect(response.body.data.cookie).toBeNull();
  });
});

describe('a wrong pair', () => {
  it('is 401 with the German message, and the service never sees it', async () => {
    expectInvalidLink(await clock('mitarbeiter', wrongToken(1)));
    expectInvalidLink(await clock('niemand', token));
    expectInvalidLink(await clock('admin', token));
    expectInvalidLink(
      await request(harness.gateway.url).post('/api/time-tracking/working-activities/start').send({}),
    );
    expectInvalidLink(await request(harness.gateway.url).get('/api/time-tracking/me'));
    expectInvalidLink(await admin.agent.get('/api/time-tracking//mitarbeiter'));
  });

  it("refuses a locked or disabled account's right token with the login's reason, and an expired one", async () => {
    const locked = await employeeWithLink('gesperrte-kollegin');
    await clock(locked.account.username, locked.token).expect(200);
    await admin.agent
      .put(`/api/users/${locked.account.id}`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ isLocked: true })
      .expect(200);
    const refused = await clock(locked.account.username, locked.token).expect(401);
    expect(refused.body.errors).toEqual([{ message: MESSAGES.accountLocked, code: 'account_locked' }]);

    const disabled = await employeeWithLink('ehemaliger-kollege');
    await admin.agent
      .put(`/api/users/${disabled.account.id}`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ isEnabled: false })
      .expect(200);
    expect((await clock(disabled.account.username, disabled.token).expect(401)).body.errors[0].code).toBe(
      'account_disabled',
    );

    const expired = await employeeWithLink('aushilfe-bis-gestern');
    await admin.agent
      .put(`/api/users/${expired.account.id}`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ expiresAt: new Date(Date.now() - 86_400_000).toISOString() })
      .expect(200);
    expect((await clock(expired.account.username, expired.token).expect(401)).body.errors[0].code).toBe(
      'account_expired',
    );
  });
});

describe('the time-tracking throttle', () => {
  it(`refuses the right token with 429 after ${MAX_FAILURES_PER_USERNAME} wrong ones for the username`, async () => {
    for (let index = 0; index < MAX_FAILURES_PER_USERNAME; index++)
      expectInvalidLink(await clock('mitarbeiter', wrongToken(index)));
    expectThrottled(await clock('mitarbeiter', token));
    // Its own budget: the password login of the same name is untouched.
    await signedIn(harness.gateway.url, 'mitarbeiter', 'theke-mitarbeiter');
  });

  it(`refuses every name from an address after ${MAX_FAILURES_PER_IP} wrong pairs from it`, async () => {
    for (let index = 0; index < MAX_FAILURES_PER_IP; index++)
      expectInvalidLink(await clock(`rater-${index}`, wrongToken(index)));
    expectThrottled(await clock('mitarbeiter', token));
  });

  it('checks at most five of 30 simultaneous wrong tokens for one name', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => clock('mitarbeiter', wrongToken(index))),
    );
    const checked = responses.filter((response) => response.status === 401);
    const refused = responses.filter((response) => response.status === 429);
    // Fewer than five is possible: 30 calls from one address also pass the address budget (20),
    // which may refuse a call that held one of the name's five places at that moment.
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES_PER_USERNAME);
    expect(checked.length + refused.length).toBe(30);
    refused.forEach(expectThrottled);
  });

  it('checks exactly five of simultaneous wrong tokens within the address budget, and then refuses the right one', async () => {
    const burst = MAX_FAILURES_PER_IP - 1;
    const responses = await Promise.all(
      Array.from({ length: burst }, (_, index) => clock('mitarbeiter', wrongToken(index))),
    );
    expect(responses.filter((response) => response.status === 401)).toHaveLength(MAX_FAILURES_PER_USERNAME);
    responses.filter((response) => response.status !== 401).forEach(expectThrottled);
    expectThrottled(await clock('mitarbeiter', token));
  });

  it('counts only failures: right calls, even a burst of them from one address, leave the budgets as they were', async () => {
    const colleague = await employeeWithLink('kollege-am-tablet');
    for (let index = 0; index < MAX_FAILURES_PER_USERNAME - 1; index++)
      expectInvalidLink(await clock('mitarbeiter', wrongToken(index)));
    for (let index = 0; index < 10; index++) await clock('mitarbeiter', token).expect(200);
    // Shift start at one branch tablet: more calls at once than the address budget; some may be asked to wait.
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => clock(colleague.account.username, colleague.token)),
    );
    expect(burst.every((response) => response.status === 200 || response.status === 429)).toBe(true);
    await clock(colleague.account.username, colleague.token).expect(200);
    // Still one failure left for the name.
    expectInvalidLink(await clock('mitarbeiter', wrongToken(99)));
    expectThrottled(await clock('mitarbeiter', token));
  });
});

describe('logs', () => {
  it('show clock calls with the token segment as *** and never a token, right or wrong', async () => {
    await clock('mitarbeiter', token, 'me?week=1').expect(200);
    expectInvalidLink(await clock('mitarbeiter', wrongToken(7)));
    const joined = logLines.join('');
    expect(joined).toContain('"path":"/api/time-tracking/mitarbeiter/***/me?week=1"');
    // The SQL statements were read too: they name the column, never its value.
    expect(joined).toContain('timeTrackingToken');
    expect(joined).not.toContain(token);
    expect(joined).not.toContain(wrongToken(7));
    expect(joined).not.toContain(wrongToken(1));
  });
});
