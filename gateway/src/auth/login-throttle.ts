import type { Request } from 'express';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { MESSAGES, TooManyRequests } from '@theke/server';

const WINDOW_SECONDS = 15 * 60;
const BLOCK_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Login attempts per username and per client address, counted in PostgreSQL (shared by all
 * gateway replicas). The address is the socket's unless TRUST_PROXY names the proxy hops,
 * so a client cannot pick its own X-Forwarded-For.
 *
 * An attempt takes its point *before* the password is checked, in one atomic upsert per key
 * (rate-limiter-flexible's INSERT … ON CONFLICT DO UPDATE … RETURNING): a check followed by a
 * later failure count let 40 concurrent attempts all pass the check (issue 17). A successful
 * login gives its points back, so the limits count failures as before.
 */
export class LoginThrottle {
  private readonly byUsername: RateLimiterPostgres;
  private readonly byIp: RateLimiterPostgres;

  constructor(pool: Pool) {
    const common = {
      storeClient: pool,
      storeType: 'pool',
      tableName: 'login_throttle',
      tableCreated: true,
      duration: WINDOW_SECONDS,
      blockDuration: BLOCK_SECONDS,
    };
    this.byUsername = new RateLimiterPostgres({ ...common, keyPrefix: 'user', points: MAX_FAILURES_PER_USERNAME });
    this.byIp = new RateLimiterPostgres({ ...common, keyPrefix: 'ip', points: MAX_FAILURES_PER_IP });
  }

  private keys(req: Request, username: string) {
    return { user: username.trim().toLowerCase(), ip: req.ip ?? req.socket.remoteAddress ?? 'unknown' };
  }

  /**
   * Takes one attempt from both budgets; throws 429 with the spec's message and `Retry-After`
   * when either is spent (the password is then not checked at all, right or wrong).
   */
  async reserveAttempt(req: Request, username: string): Promise<void> {
    const { user, ip } = this.keys(req, username);
    const outcomes = await Promise.allSettled([this.byUsername.consume(user), this.byIp.consume(ip)]);
    const refusals: RateLimiterRes[] = [];
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      // The limiter rejects with its result when the budget is spent, with an Error when the store failed.
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      refusals.push(outcome.reason);
    }
    if (refusals.length === 0) return;
    const waitMs = Math.max(...refusals.map((refusal) => refusal.msBeforeNext));
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new TooManyRequests(MESSAGES.tooManyLoginAttempts(minutes), 'too_many_login_attempts', waitMs / 1000);
  }

  /** A correct password: the username starts afresh and the address gets its attempt back. */
  async recordSuccess(req: Request, username: string): Promise<void> {
    const { user, ip } = this.keys(req, username);
    await Promise.all([this.byUsername.delete(user), this.byIp.reward(ip, 1)]);
  }
}
