import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';

export const SESSION_COOKIE = 'theke.sid';
const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;

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
