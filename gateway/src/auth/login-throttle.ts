import type { Request } from 'express';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { MESSAGES, TooManyRequests } from '@theke/server';

const WINDOW_SECONDS = 15 * 60;
const BLOCK_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Counts failed logins per username and per client address in PostgreSQL (shared by all
 * gateway replicas). The address is the socket's unless TRUST_PROXY names the proxy hops,
 * so a client cannot pick its own X-Forwarded-For.
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

  /** Throws 429 with the spec's message while either key is blocked. */
  async assertAllowed(req: Request, username: string): Promise<void> {
    const { user, ip } = this.keys(req, username);
    const [userState, ipState] = await Promise.all([this.byUsername.get(user), this.byIp.get(ip)]);
    const blocked = [
      { state: userState, limit: MAX_FAILURES_PER_USERNAME },
      { state: ipState, limit: MAX_FAILURES_PER_IP },
    ].filter(({ state, limit }) => state !== null && state.consumedPoints >= limit);
    if (blocked.length > 0) {
      const waitMs = Math.max(...blocked.map(({ state }) => (state as RateLimiterRes).msBeforeNext));
      throw new TooManyRequests(MESSAGES.tooManyLoginAttempts(Math.max(1, Math.ceil(waitMs / 60_000))), 'too_many_login_attempts');
    }
  }

  async recordFailure(req: Request, username: string): Promise<void> {
    const { user, ip } = this.keys(req, username);
    await Promise.all([this.byUsername.penalty(user, 1), this.byIp.penalty(ip, 1)]);
  }

  async recordSuccess(req: Request, username: string): Promise<void> {
    await this.byUsername.delete(this.keys(req, username).user);
  }
}
