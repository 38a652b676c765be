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

/** Sessions live in PostgreSQL so any gateway replica can serve any staff member. */
export function sessionMiddleware({ pool, secret, secureCookies }: SessionOptions): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret,
    store: new PgStore({ pool, tableName: 'sessions', pruneSessionInterval: false }),
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
