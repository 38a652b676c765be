import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Request, RequestHandler } from 'express';
import type { Pool } from 'pg';

export const SESSION_COOKIE = 'theke.sid';
const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;

/** A cookie's raw value from the request header, without parsing every cookie. */
export function requestCookie(req: Request, name: string): string | null {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1);
  }
  return null;
}

/**
 * Likely staff: only a login creates a session (guests never get the cookie). Page routes run
 * without the session middleware, so the cookie is the cheap hint.
 */
export function hasSessionCookie(req: Request): boolean {
  return requestCookie(req, SESSION_COOKIE) !== null;
}

export interface SessionOptions {
  pool: Pool;
  secret: string;
  /** Secure cookies when served behind TLS. */
  secureCookies: boolean;
}

/** A session's expiry in the database moves on at most this often (it lasts eight hours). */
const TOUCH_EVERY_MS = 60_000;
/** Sessions whose last touch this replica remembers; it starts over beyond. */
const MAX_REMEMBERED_TOUCHES = 10_000;

/**
 * The PostgreSQL store, touching a session (its rolling expiry) at most once a minute per replica
 * instead of an UPDATE, and a commit, on every staff request (ADR 0028).
 */
function sessionStore(pool: Pool): session.Store {
  const PgStore = connectPgSimple(session);
  const touchedAt = new Map<string, number>();
  class ThrottledTouchStore extends PgStore {
    override touch(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
      const now = Date.now();
      if (now - (touchedAt.get(sid) ?? 0) < TOUCH_EVERY_MS) {
        callback?.();
        return;
      }
      if (touchedAt.size >= MAX_REMEMBERED_TOUCHES) touchedAt.clear();
      touchedAt.set(sid, now);
      super.touch(sid, sess, callback);
    }
  }
  return new ThrottledTouchStore({ pool, tableName: 'sessions', pruneSessionInterval: false });
}

/** Sessions live in PostgreSQL so any gateway replica can serve any staff member. */
export function sessionMiddleware({ pool, secret, secureCookies }: SessionOptions): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret,
    store: sessionStore(pool),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: EIGHT_HOURS_MS },
  });
}

/** Paths that sign someone in: they need the session's CSRF token even without a login (csrf.ts). */
export const SIGN_IN_PATHS: ReadonlySet<string> = new Set(['/login', '/login-link', '/login-link/sign-in']);

/** Paths that start a session for someone who has none yet. */
const SESSION_STARTING_PATHS = new Set(['/csrf', '/logout', ...SIGN_IN_PATHS]);

/**
 * Guests without a session cookie (almost every storefront call) skip session and passport
 * work entirely; they stay anonymous either way.
 */
export function onlyWithSession(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    if (!hasSessionCookie(req) && !SESSION_STARTING_PATHS.has(req.path)) return next();
    const run = (index: number): void => {
      const handler = handlers[index];
      if (!handler) return next();
      handler(req, res, (error?: unknown) => (error ? next(error) : run(index + 1)));
    };
    run(0);
  };
}
