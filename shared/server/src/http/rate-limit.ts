import type { Request, RequestHandler } from 'express';
import { TooManyRequests } from './errors';
import { MESSAGES } from './messages';

/**
 * The caller's address as the gateway saw it. Services are reachable only through the gateway,
 * whose proxy appends the browser's address as the last `X-Forwarded-For` hop; earlier hops are
 * whatever the browser claimed and are ignored.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || req.socket.remoteAddress || 'unknown';
}

export interface RateLimitOptions {
  /** Length of one counting window. */
  windowMs: number;
  /** Requests (or units, see `cost`) one key may spend per window. */
  max: number;
  /** Whom to count; by default the client address. */
  key?: (req: Request) => string;
  /** What one request costs (default 1), e.g. its body size for a byte budget. */
  cost?: (req: Request) => number;
  /** Requests that are not counted (staff, for instance). */
  skip?: (req: Request) => boolean;
}

export interface RateLimiter extends RequestHandler {
  /** Forgets every count (tests). */
  reset(): void;
}

/**
 * A fixed-window limiter kept in memory: enough to stop one client from flooding a public
 * endpoint of one replica (each replica counts on its own). Over the limit: 429 with Retry-After.
 */
export function rateLimit(options: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; spent: number }>();
  const keyOf = options.key ?? clientAddress;
  const handler = ((req, _res, next) => {
    if (options.skip?.(req)) {
      next();
      return;
    }
    const now = Date.now();
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (now - window.start >= options.windowMs) windows.delete(key);
    }
    const key = keyOf(req);
    let window = windows.get(key);
    if (!window || now - window.start >= options.windowMs) {
      window = { start: now, spent: 0 };
      windows.set(key, window);
    }
    const cost = options.cost?.(req) ?? 1;
    if (window.spent + cost > options.max) {
      const retryAfterSeconds = (window.start + options.windowMs - now) / 1000;
      throw new TooManyRequests(MESSAGES.tooManyRequests, 'too_many_requests', retryAfterSeconds);
    }
    window.spent += cost;
    next();
  }) as RateLimiter;
  handler.reset = () => windows.clear();
  return handler;
}
