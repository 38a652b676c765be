/**
 * Issue 17: the login throttle holds under concurrency. Attempts are fired at once (and across
 * two gateway replicas sharing one database); the counting happens in PostgreSQL, so no burst
 * gets more password checks than the limits allow.
 */
import type { Request } from 'express';
import { Pool } from 'pg';
import request from 'supertest';
import { AppError } from '@theke/server';
import type { RunningGateway } from '../gateway';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { LoginThrottle, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USERNAME } from './login-throttle';

let harness: TestGateway;
let replica: RunningGateway;

beforeAll(async () => {
  harness = await startTestGateway();
  replica = await harness.startReplica();
});

afterAll(async () => {
  await harness.close();
});

async function loginClient(url: string) {
  const agent = request.agent(url);
  const csrf = await agent.get('/api/csrf').expect(200);
  const csrfToken = csrf.body.data.csrfToken as string;
  return (username: string, password: string) =>
    agent.post('/api/login').set('X-CSRF-Token', csrfToken).send({ username, password });
}

describe('login throttle under concurrency', () => {
  it('checks at most five of 50 simultaneous attempts for one user, and refuses the right password during the lock-out', async () => {
    const [first, second] = await Promise.all([loginClient(harness.gateway.url), loginClient(replica.url)]);
    const attempts = Array.from({ length: 50 }, (_, index) => {
      const password = index === 49 ? 'theke-admin' : `falsch-${index}`;
      return (index % 2 === 0 ? first : second)('admin', password);
    });
    const responses = await Promise.all(attempts);

    const checked = responses.filter((response) => response.status === 401 || response.status === 200);
    const refused = responses.filter((response) => response.status === 429);
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES_PER_USERNAME);
    expect(checked.length + refused.length).toBe(50);
    for (const response of refused) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.body.errors[0].code).toBe('too_many_login_attempts');
    }

    const during = await first('admin', 'theke-admin');
    expect(during.status).toBe(429);
    expect(during.body.errors[0].message).toMatch(
      /^Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in \d+ Minuten? noch einmal\.$/,
    );
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  describe('per client address', () => {
    let pool: Pool;
    beforeAll(() => {
      pool = new Pool({ connectionString: harness.databaseUrl, max: 10 });
    });
    afterAll(async () => {
      await pool.end();
    });

    const from = (ip: string) => ({ ip, socket: {} }) as Request;

    it('lets exactly twenty of 30 simultaneous attempts with different usernames through', async () => {
      const throttle = new LoginThrottle(pool);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, (_, index) => throttle.reserveAttempt(from('192.0.2.30'), `person-${index}`)),
      );
      const passed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(passed).toHaveLength(MAX_FAILURES_PER_IP);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(AppError);
        expect((reason as AppError).status).toBe(429);
        expect((reason as AppError).retryAfterSeconds).toBeGreaterThan(0);
      }
    });

    it('gives a successful login its attempt back, so colleagues behind one address are not locked out', async () => {
      const throttle = new LoginThrottle(pool);
      for (let index = 0; index < MAX_FAILURES_PER_IP + 5; index++) {
        await throttle.reserveAttempt(from('192.0.2.31'), `kollegin-${index}`);
        await throttle.recordSuccess(from('192.0.2.31'), `kollegin-${index}`);
      }
      await expect(throttle.reserveAttempt(from('192.0.2.31'), 'noch-eine')).resolves.toBeUndefined();
    });
  });
});
