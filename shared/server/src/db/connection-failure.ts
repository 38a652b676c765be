/**
 * Tells a dependency that is briefly away (PostgreSQL restarting, a peer service down) from a
 * bug. The first answers 503 with `Retry-After`: the request did not go wrong, it may simply be
 * sent again. Recognised through the whole cause chain, because Sequelize wraps pg's error
 * (`parent`), `fetch` wraps the socket's (`cause`).
 */
import { AccessDeniedError, ConnectionError } from 'sequelize';

/** Socket errors of a peer that is not (or no longer) listening. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of a server that is shutting down, starting up or full: class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 53300 too_many_connections.
 */
const SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** node-postgres reports a lost or never-made connection by message only. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client has encountered a connection error',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  parent?: unknown;
  original?: unknown;
  cause?: unknown;
}

/**
 * The error and what it wraps. Duck-typed, not `instanceof Error`: Node's socket errors come
 * from another realm than code running in a vm context (Jest).
 */
function causesOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current = error;
  while (typeof current === 'object' && current !== null && chain.length < 5) {
    const wrapped = current as ErrorLike;
    chain.push(wrapped);
    current = wrapped.parent ?? wrapped.original ?? wrapped.cause;
  }
  return chain;
}

/** A socket code or SQLSTATE of an outage, or node-postgres's words for a lost connection. */
function signalsOutage({ code, message }: ErrorLike): boolean {
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.test(code))) return true;
  return typeof message === 'string' && PG_MESSAGES.some((known) => message.includes(known));
}

const hasSqlState = (error: unknown) => /^[0-9A-Z]{5}$/.test(String((error as ErrorLike | undefined)?.code));

export function isConnectionFailure(error: unknown): boolean {
  const chain = causesOf(error);
  // A wrong password or database name is configuration, not an outage: it stays a logged 500.
  if (chain.some((link) => link instanceof AccessDeniedError)) return false;
  if (chain.some(signalsOutage)) return true;
  // Sequelize's own connection errors without a server's verdict: pool and connect timeouts.
  return chain.some((link) => link instanceof ConnectionError && !hasSqlState(link.parent));
}
