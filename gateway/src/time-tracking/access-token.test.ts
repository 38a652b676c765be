/**
 * ADR 0041: the clock link's token through /api/users/…/access-token. Everyone reads (created on
 * first read) and renews their own; administrators read, renew and revoke anyone's; a renewed or
 * revoked link stops at once; the user JSON never carries the token; renewals and revocations are
 * in the audit log with the token as '***'.
 */
import request from 'supertest';
import { type ChangeRecorded, EVENTS } from '@theke/contracts';
import { delay } from '@theke/server';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { type BrowserSession, createStaff, signedIn, signedInAdmin } from '../testing/staff-sessions';
import { INVALID_ACCESS_TOKEN } from './clock-link';

let harness: TestGateway;
let admin: BrowserSession;
const auditLog: ChangeRecorded[] = [];

beforeAll(async () => {
  harness = await startTestGateway();
  await harness.bus.subscribe({
    queue: 'test.gateway-log',
    patterns: [EVENTS.gatewayLogRecorded],
    handler: async (event) => {
      auditLog.push(event.data as ChangeRecorded);
    },
  });
  admin = await signedInAdmin(harness.gateway.url);
});

afterAll(async () => {
  await harness.close();
});

const BASE64URL_256_BITS = /^[A-Za-z0-9_-]{43}$/;

/** A new employee, signed in. */
async function newEmployee(username: string) {
  const account = await createStaff(admin, { username });
  return { account, session: await signedIn(harness.gateway.url, username, 'geheim-1234') };
}

const clockAs = (path: string) =>
  request(harness.gateway.url).get(`/api/time-tracking${path.slice('/zeiterfassung'.length)}/me`);

async function auditEntriesOf(userId: number, count: number): Promise<ChangeRecorded[]> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const entries = auditLog.filter((entry) => entry.entity === 'user' && entry.entityId === userId);
    if (entries.length >= count) return entries;
    await delay(25);
  }
  throw new Error(`fewer than ${count} audit entries for user ${userId}: ${JSON.stringify(auditLog)}`);
}

describe('GET /api/users/me/access-token', () => {
  it("creates the signed-in user's token on first read and answers the same one after", async () => {
    const { account, session } = await newEmployee('erste-lesung');
    const first = await session.agent.get('/api/users/me/access-token').expect(200);
    const { accessToken } = first.body.data as { accessToken: string };
    expect(accessToken).toMatch(BASE64URL_256_BITS);
    expect(first.body.data).toEqual({
      username: 'erste-lesung',
      accessToken,
      path: `/zeiterfassung/erste-lesung/${accessToken}`,
    });
    expect((await session.agent.get('/api/users/me/access-token').expect(200)).body.data).toEqual(
      first.body.data,
    );
    await clockAs(first.body.data.path).expect(200);
    // The account's creation, then the token's.
    const [, creation] = await auditEntriesOf(account.id, 2);
    expect(creation).toMatchObject({ action: 'updated', user: { username: 'erste-lesung' } });
    expect(creation?.changes).toEqual({ accessToken: { before: null, after: '***' } });
  });

  it('hands out one token when the first reads come at once', async () => {
    const { session } = await newEmployee('doppelklick');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => session.agent.get('/api/users/me/access-token').expect(200)),
    );
    expect(new Set(answers.map((answer) => answer.body.data.accessToken)).size).toBe(1);
  });

  it('is for staff only', async () => {
    await request(harness.gateway.url).get('/api/users/me/access-token').expect(401);
    await request(harness.gateway.url).post('/api/users/me/access-token').expect(401);
  });
});

describe('POST /api/users/me/access-token', () => {
  it('renews the token with the CSRF token: the old link stops at once, the new one works, the log says ***', async () => {
    const { account, session } = await newEmployee('erneuerer');
    const old = (await session.agent.get('/api/users/me/access-token').expect(200)).body.data as {
      accessToken: string;
      path: string;
    };
    await session.agent.post('/api/users/me/access-token').expect(403);
    const renewed = await session.agent
      .post('/api/users/me/access-token')
      .set('X-CSRF-Token', session.csrfToken)
      .expect(200);
    expect(renewed.body.data.accessToken).toMatch(BASE64URL_256_BITS);
    expect(renewed.body.data.accessToken).not.toBe(old.accessToken);
    expect((await clockAs(old.path).expect(401)).body).toEqual({ errors: [INVALID_ACCESS_TOKEN] });
    await clockAs(renewed.body.data.path).expect(200);

    const entries = await auditEntriesOf(account.id, 3);
    const renewal = entries[entries.length - 1];
    expect(renewal).toMatchObject({
      action: 'updated',
      title: 'erneuerer',
      user: { id: account.id, username: 'erneuerer' },
    });
    expect(renewal?.changes).toEqual({ accessToken: { before: '***', after: '***' } });
  });
});

describe('/api/users/{id}/access-token', () => {
  it("lets an administrator read, renew and revoke an employee's token; revoked, GET answers null", async () => {
    const { account, session } = await newEmployee('verwaltete');
    const own = (await session.agent.get('/api/users/me/access-token').expect(200)).body.data;
    expect((await admin.agent.get(`/api/users/${account.id}/access-token`).expect(200)).body.data).toEqual(
      own,
    );

    const renewed = (
      await admin.agent
        .post(`/api/users/${account.id}/access-token`)
        .set('X-CSRF-Token', admin.csrfToken)
        .expect(200)
    ).body.data;
    expect(renewed.accessToken).not.toBe(own.accessToken);
    await clockAs(own.path).expect(401);

    await admin.agent.delete(`/api/users/${account.id}/access-token`).expect(403);
    const revoked = await admin.agent
      .delete(`/api/users/${account.id}/access-token`)
      .set('X-CSRF-Token', admin.csrfToken)
      .expect(200);
    expect(revoked.body.data).toEqual({ username: 'verwaltete', accessToken: null, path: null });
    expect((await admin.agent.get(`/api/users/${account.id}/access-token`).expect(200)).body.data).toEqual(
      revoked.body.data,
    );
    expect((await clockAs(renewed.path).expect(401)).body).toEqual({ errors: [INVALID_ACCESS_TOKEN] });

    const entries = await auditEntriesOf(account.id, 4);
    const [renewal, revocation] = entries.slice(-2);
    expect(renewal).toMatchObject({
      user: { username: 'admin' },
      changes: { accessToken: { before: '***', after: '***' } },
    });
    expect(revocation).toMatchObject({
      user: { username: 'admin' },
      changes: { accessToken: { before: '***', after: null } },
    });
    await admin.agent.get('/api/users/999999/access-token').expect(404);
  });

  it("refuses an employee another user's token, even to read", async () => {
    const { session } = await newEmployee('neugierige');
    const users = (await admin.agent.get('/api/users').expect(200)).body.data as Array<{
      id: number;
      username: string;
    }>;
    const other = users.find((user) => user.username === 'mitarbeiter');
    await session.agent.get(`/api/users/${other?.id}/access-token`).expect(403);
    await session.agent
      .post(`/api/users/${other?.id}/access-token`)
      .set('X-CSRF-Token', session.csrfToken)
      .expect(403);
    await session.agent
      .delete(`/api/users/${other?.id}/access-token`)
      .set('X-CSRF-Token', session.csrfToken)
      .expect(403);
  });
});

describe('the user JSON', () => {
  it('never carries the token', async () => {
    const { account, session } = await newEmployee('verschwiegene');
    const { accessToken } = (await session.agent.get('/api/users/me/access-token').expect(200)).body.data as {
      accessToken: string;
    };
    const answers = await Promise.all([
      admin.agent.get('/api/users').expect(200),
      admin.agent.get(`/api/users/${account.id}`).expect(200),
      session.agent.get('/api/users/me').expect(200),
      admin.agent
        .put(`/api/users/${account.id}`)
        .set('X-CSRF-Token', admin.csrfToken)
        .send({ name: 'Vera Verschwiegen' })
        .expect(200),
    ]);
    for (const answer of answers) {
      expect(answer.text).not.toContain(accessToken);
      expect(answer.text).not.toMatch(/timeTrackingToken|accessToken/);
    }
  });
});
