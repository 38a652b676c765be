/**
 * Issue 19: login links are throttled like logins. A file of its own: these tests spend the budgets
 * of the client address (127.0.0.1), which every request of a test file shares.
 */
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import {
  askForLoginLink,
  browserSession,
  createStaff,
  loginLinkMailedTo,
  mailsTo,
  signInWithLoginLink,
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

const TOO_MANY = /^Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in \d+ Minuten? noch einmal\.$/;

describe('login link throttling', () => {
  it('mails one name at most five links in 15 minutes, then answers with the spec message', async () => {
    const account = await createStaff(await signedInAdmin(url), { username: 'link-viel', email: 'link-viel@theke.test' });
    const session = await browserSession(url);
    for (let index = 0; index < 5; index++) await askForLoginLink(session, account.username).expect(202);
    const blocked = await askForLoginLink(session, account.username).expect(429);
    expect(blocked.body.errors).toEqual([{ message: expect.stringMatching(TOO_MANY), code: 'too_many_login_attempts' }]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await loginLinkMailedTo(harness.smtp, 'link-viel@theke.test', 4);
    expect(mailsTo(harness.smtp, 'link-viel@theke.test')).toHaveLength(5);

    // Asking for links does not use up the password attempts.
    const login = await browserSession(url);
    await login.agent
      .post('/api/login')
      .set('X-CSRF-Token', login.csrfToken)
      .send({ username: account.username, password: 'geheim-1234' })
      .expect(200);
  });

  it('counts refused links as failed logins of the client address', async () => {
    const session = await browserSession(url);
    let status = 0;
    for (let attempt = 0; attempt < 25 && status !== 429; attempt++) {
      status = (await signInWithLoginLink(session, `${'B'.repeat(40)}${attempt}`)).status;
    }
    expect(status).toBe(429);
    const refused = await signInWithLoginLink(session, 'C'.repeat(43)).expect(429);
    expect(refused.body.errors).toEqual([{ message: expect.stringMatching(TOO_MANY), code: 'too_many_login_attempts' }]);
  });
});
