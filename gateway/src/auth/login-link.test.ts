/**
 * Issue 19: sign-in by one-time login link. The mail really goes out (to a local SMTP server),
 * the link in it signs in once within 15 minutes, and the request never tells whether a name
 * belongs to someone.
 */
import { createHash } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import {
  askForLoginLink as askForLink,
  browserSession,
  createStaff,
  loginLinkMailedTo,
  mailTo,
  sessionId,
  signInWithLoginLink as signInWith,
  signedInAdmin,
} from '../testing/staff-sessions';

let harness: TestGateway;
let url: string;

beforeAll(async () => {
  harness = await startTestGateway();
  url = harness.gateway.url;
});

afterAll(async () => {
  await harness.close();
});

const INVALID_LINK = { message: 'Ungültiger oder abgelaufener Anmelde-Link.', code: 'invalid_login_link' };
const linkMailedTo = (address: string, skip = 0) => loginLinkMailedTo(harness.smtp, address, skip);

async function gatewayQuery<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: harness.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

let accounts = 0;
/** A fresh employee with an e-mail address (each test its own, so budgets and mails do not mix). */
async function employeeWithMail(state: Record<string, unknown> = {}) {
  accounts += 1;
  const username = `link-${accounts}`;
  return createStaff(await signedInAdmin(url), { username, email: `${username}@theke.test`, name: 'Lena Link', ...state });
}

describe('asking for a login link', () => {
  it('mails a link to the account that signs in once, with a new session id, as the password login does', async () => {
    const account = await employeeWithMail();
    const session = await browserSession(url);
    expect((await askForLink(session, account.username).expect(202)).body).toEqual({ data: null });

    const mail = await mailTo(harness.smtp, account.email ?? '');
    expect(mail.subject).toBe('Ihr Anmelde-Link für das Backend');
    expect(mail.text).toContain('Hallo Lena Link,');
    expect(mail.text).toContain('Der Link ist 15 Minuten gültig und kann nur einmal verwendet werden.');
    expect(mail.text).toContain(`Ihr Benutzername: ${account.username}`);
    const { link, token } = await linkMailedTo(account.email ?? '');
    expect(link).toBe(`${url}/backend#/login-link/${token}`);
    expect(mail.html).toContain(`<a href="${link}">`);

    await session.agent.get('/api/users/me').expect(401);
    const signIn = await signInWith(session, token).expect(200);
    expect(signIn.body.data).toMatchObject({ id: account.id, username: account.username, roles: ['ROLE_EMPLOYEE'] });
    expect(sessionId(signIn.headers['set-cookie'])).toBeDefined();
    expect(sessionId(signIn.headers['set-cookie'])).not.toEqual(sessionId(session.cookie));
    const me = await session.agent.get('/api/users/me').expect(200);
    expect(me.body.data).toMatchObject({ username: account.username, branches: [{ id: 1 }] });
    // The CSRF token survives the new session id, as at the password login.
    await session.agent.post('/api/logout').set('X-CSRF-Token', session.csrfToken).expect(200);
  });

  it('refuses the same link a second time with the spec message, in any browser', async () => {
    const account = await employeeWithMail();
    const session = await browserSession(url);
    await askForLink(session, account.username).expect(202);
    const { token } = await linkMailedTo(account.email ?? '');
    await signInWith(session, token).expect(200);

    const again = await browserSession(url);
    const refused = await signInWith(again, token).expect(401);
    expect(refused.body.errors).toEqual([INVALID_LINK]);
    await again.agent.get('/api/users/me').expect(401);
  });

  it('signs in once when the link is opened in two tabs at the same moment', async () => {
    const account = await employeeWithMail();
    await askForLink(await browserSession(url), account.username).expect(202);
    const { token } = await linkMailedTo(account.email ?? '');
    const tabs = await Promise.all([browserSession(url), browserSession(url), browserSession(url)]);
    const answers = await Promise.all(tabs.map((tab) => signInWith(tab, token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a link older than 15 minutes with the spec message', async () => {
    const account = await employeeWithMail();
    await askForLink(await browserSession(url), account.username).expect(202);
    const { token } = await linkMailedTo(account.email ?? '');
    const [stored] = await gatewayQuery<{ validMinutes: number }>(
      `SELECT EXTRACT(EPOCH FROM ("expiresAt" - "createdAt")) / 60 AS "validMinutes" FROM login_links WHERE "userId" = $1`,
      [account.id],
    );
    expect(Math.round(Number(stored?.validMinutes))).toBe(15);
    // Sixteen minutes later: the clock is the database row's, moved back.
    await gatewayQuery(
      `UPDATE login_links SET "createdAt" = "createdAt" - interval '16 minutes', "expiresAt" = "expiresAt" - interval '16 minutes' WHERE "userId" = $1`,
      [account.id],
    );
    const session = await browserSession(url);
    const refused = await signInWith(session, token).expect(401);
    expect(refused.body.errors).toEqual([INVALID_LINK]);
    await session.agent.get('/api/users/me').expect(401);
  });

  it('refuses a made-up token with the spec message', async () => {
    const refused = await signInWith(await browserSession(url), 'A'.repeat(43)).expect(401);
    expect(refused.body.errors).toEqual([INVALID_LINK]);
  });

  it('stores only the SHA-256 of the token', async () => {
    const account = await employeeWithMail();
    await askForLink(await browserSession(url), account.username).expect(202);
    const { token } = await linkMailedTo(account.email ?? '');
    const rows = await gatewayQuery<Record<string, unknown>>(`SELECT * FROM login_links WHERE "userId" = $1`, [account.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('finds the account by its e-mail address too, in any case', async () => {
    const account = await employeeWithMail();
    await askForLink(await browserSession(url), (account.email ?? '').toUpperCase()).expect(202);
    const { token } = await linkMailedTo(account.email ?? '');
    await signInWith(await browserSession(url), token).expect(200);
  });

  it('ends the account’s older links when one of them signs in', async () => {
    const account = await employeeWithMail();
    const session = await browserSession(url);
    await askForLink(session, account.username).expect(202);
    const older = await linkMailedTo(account.email ?? '');
    await askForLink(session, account.username).expect(202);
    const newer = await linkMailedTo(account.email ?? '', 1);
    await signInWith(session, newer.token).expect(200);
    const refused = await signInWith(await browserSession(url), older.token).expect(401);
    expect(refused.body.errors).toEqual([INVALID_LINK]);
  });

  it('answers an unknown name, an account without e-mail and a known one alike, and mails only the known one', async () => {
    const withMail = await employeeWithMail();
    const withoutMail = await employeeWithMail({ email: null });
    const session = await browserSession(url);
    const before = harness.smtp.received.length;
    const answers = [];
    for (const name of ['niemand-bekannt', 'niemand@theke.test', withoutMail.username, withMail.username]) {
      const answer = await askForLink(session, name);
      answers.push({ status: answer.status, body: answer.body as unknown });
    }
    expect(answers).toEqual(Array.from({ length: 4 }, () => ({ status: 202, body: { data: null } })));
    await linkMailedTo(withMail.email ?? '');
    expect(harness.smtp.received.slice(before).map((mail) => mail.to)).toEqual([[withMail.email]]);
  });
});

describe('SPEC §5 login errors on the link path', () => {
  const cases = [
    { change: { expiresAt: '2020-01-01T00:00:00Z' }, message: 'Der Account ist abgelaufen.', code: 'account_expired' },
    { change: { isEnabled: false }, message: 'Der Account ist deaktiviert.', code: 'account_disabled' },
    { change: { isLocked: true }, message: 'Der Account ist gesperrt.', code: 'account_locked' },
  ];

  it.each(cases)('refuses a link of an account changed since the mail with "$message"', async ({ change, message, code }) => {
    const account = await employeeWithMail();
    const session = await browserSession(url);
    await askForLink(session, account.username).expect(202);
    const { token } = await linkMailedTo(account.email ?? '');
    const admin = await signedInAdmin(url);
    await admin.agent.put(`/api/users/${account.id}`).set('X-CSRF-Token', admin.csrfToken).send(change).expect(200);

    const refused = await signInWith(session, token).expect(401);
    expect(refused.body.errors).toEqual([{ message, code }]);
    await session.agent.get('/api/users/me').expect(401);
  });

  it('refuses asking for a link and signing in with it without the session’s CSRF token', async () => {
    const session = await browserSession(url);
    const asked = await session.agent.post('/api/login-link').send({ username: 'admin' }).expect(403);
    expect(asked.body.errors).toEqual([{ message: 'Ungültiges CSRF-Token.', code: 'invalid_csrf_token' }]);
    const signIn = await request(url).post('/api/login-link/sign-in').send({ token: 'A'.repeat(43) }).expect(403);
    expect(signIn.body.errors).toEqual([{ message: 'Ungültiges CSRF-Token.', code: 'invalid_csrf_token' }]);
  });

  it('asks for a name in German', async () => {
    const refused = await askForLink(await browserSession(url), '').expect(422);
    expect(refused.body.errors).toEqual([{ message: 'Dieser Wert sollte nicht leer sein.', field: 'username', code: expect.any(String) }]);
  });
});
