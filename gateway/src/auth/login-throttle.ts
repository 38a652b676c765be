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
 *
 * Requests for a login link count in budgets of their own (`login-link`): each request takes a
 * point and none is given back, so one name gets at most five link mails in the window, and
 * asking for links does not use up the password attempts.
 *
 * The clock link (`time-tracking`, ADR 0041) counts its token checks the same way, with one
 * difference: many correct calls come from one branch's address at shift start, so a call refused
 * with 429 gives its points back at once as a correct one does (`reserveTokenAttempt`,
 * `returnTokenAttempt`). The stored count is then failures plus checks in flight, and a check runs
 * only while that is within the budget: concurrent wrong tokens still get at most the budget's
 * checks, and a burst of correct ones cannot lock the branch out for the window. The failures
 * count for 15 minutes from the window's first one.
 */
export class LoginThrottle {
  private readonly byUsername: RateLimiterPostgres;
  private readonly byIp: RateLimiterPostgres;

  constructor(pool: Pool, budget: 'login' | 'login-link' | 'time-tracking' | 'signage-device' = 'login') {
    const common = {
      storeClient: pool,
      storeType: 'pool',
      tableName: 'login_throttle',
      tableCreated: true,
      duration: WINDOW_SECONDS,
      // A block writes the count it saw (no increment), which concurrent give-backs would then
      // take below the failures: the clock link's budget (and the TVs', ADR 0042) counts in its window only.
      blockDuration: budget === 'time-tracking' || budget === 'signage-device' ? 0 : BLOCK_SECONDS,
    };
    // The login's prefixes predate the link budget: rows already stored keep counting.
    const prefix = budget === 'login' ? '' : `${budget}-`;
    this.byUsername = new RateLimiterPostgres({ ...common, keyPrefix: `${prefix}user`, points: MAX_FAILURES_PER_USERNAME });
    this.byIp = new RateLimiterPostgres({ ...common, keyPrefix: `${prefix}ip`, points: MAX_FAILURES_PER_IP });
  }

  private keys(req: Request, username: string) {
    return { user: username.trim().toLowerCase(), ip: addressOf(req) };
  }

  /**
   * Takes one attempt from both budgets; throws 429 with the spec's message and `Retry-After`
   * when either is spent (the password is then not checked at all, right or wrong).
   */
  async reserveAttempt(req: Request, username: string): Promise<void> {
    const { user, ip } = this.keys(req, username);
    await refuseWhenSpent([this.byUsername.consume(user), this.byIp.consume(ip)]);
  }

  /**
   * Takes one attempt from the client address's budget only: a login link names no user until it
   * is checked, and its 256 random bits make guessing pointless, so only the address is counted.
   */
  async reserveAddressAttempt(req: Request): Promise<void> {
    await refuseWhenSpent([this.byIp.consume(addressOf(req))]);
  }

  /** A valid login link: the address gets its attempt back. */
  async recordAddressSuccess(req: Request): Promise<void> {
    await this.byIp.reward(addressOf(req), 1);
  }

  /**
   * Takes one token check from both budgets; throws 429 as `reserveAttempt` does (the token is
   * then not checked), after giving the refused call's points back.
   */
  async reserveTokenAttempt(req: Request, username: string): Promise<void> {
    const { user, ip } = this.keys(req, username);
    try {
      await refuseWhenSpent([this.byUsername.consume(user), this.byIp.consume(ip)]);
    } catch (error) {
      if (error instanceof TooManyRequests) await this.returnTokenAttempt(req, username);
      throw error;
    }
  }

  /**
   * A correct token (or a refused call): both budgets get the point back. The username does not
   * start afresh: its owner clocking in must not renew the budget of someone guessing their token.
   */
  async returnTokenAttempt(req: Request, username: string): Promise<void> {
    const { user, ip } = this.keys(req, username);
    await Promise.all([this.byUsername.reward(user, 1), this.byIp.reward(ip, 1)]);
  }

  /** A correct password: the username starts afresh and the address gets its attempt back. */
  async recordSuccess(req: Request, username: string): Promise<void> {
    const { user, ip } = this.keys(req, username);
    await Promise.all([this.byUsername.delete(user), this.byIp.reward(ip, 1)]);
  }
}

function addressOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Waits for the budgets' answers; throws 429 with the longest wait when any budget is spent. */
async function refuseWhenSpent(consumed: Array<Promise<RateLimiterRes>>): Promise<void> {
  const outcomes = await Promise.allSettled(consumed);
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
