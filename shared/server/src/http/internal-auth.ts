import type { Request, RequestHandler } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Forbidden, Unauthorized } from './errors';

/** Header that carries the gateway's signed statement about who is calling. */
export const INTERNAL_TOKEN_HEADER = 'x-theke-internal-token';
export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_EMPLOYEE = 'ROLE_EMPLOYEE';

export interface Principal {
  /** null for an anonymous guest. */
  userId: number | null;
  username: string | null;
  roles: string[];
  branchIds: number[];
  /** A paired TV (ADR 0042, role ROLE_SIGNAGE_DEVICE): its device id; absent for everyone else. */
  deviceId?: number;
}

export const GUEST: Principal = { userId: null, username: null, roles: [], branchIds: [] };

interface TokenPayload extends Principal {
  exp: number;
}

const DEFAULT_TTL_SECONDS = 60;

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/** Signs a short-lived token (HMAC-SHA256) the gateway attaches to every proxied call. */
export function signInternalToken(principal: Principal, secret: string, ttlSeconds = DEFAULT_TTL_SECONDS): string {
  const payload: TokenPayload = { ...principal, exp: Math.floor(Date.now() / 1000) + ttlSeconds };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** A kept token is signed anew this long before it expires, so a service never sees an expired one. */
const RESIGN_BEFORE_EXPIRY_SECONDS = 15;
/** Principals are staff accounts, clock-link owners and TVs: a few hundred; the cache starts over beyond. */
const MAX_KEPT_TOKENS = 1000;

/**
 * Tokens kept per principal (ADR 0028): every guest shares one, each staff member has their own,
 * each signed once and reused until shortly before it expires, instead of an HMAC per call.
 */
export function internalTokens(secret: string): (principal: Principal) => string {
  const kept = new Map<string, { token: string; renewAt: number }>();
  return (principal) => {
    const key = JSON.stringify(principal);
    const entry = kept.get(key);
    if (entry && Date.now() < entry.renewAt) return entry.token;
    if (kept.size >= MAX_KEPT_TOKENS) kept.clear();
    const token = signInternalToken(principal, secret);
    kept.set(key, { token, renewAt: Date.now() + (DEFAULT_TTL_SECONDS - RESIGN_BEFORE_EXPIRY_SECONDS) * 1000 });
    return token;
  };
}

/** Returns the principal of a valid token, or null when it is malformed, forged or expired. */
export function verifyInternalToken(token: string, secret: string): Principal | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    if (typeof payload.exp !== 'number' || payload.exp < Math.floor(Date.now() / 1000)) return null;
    return {
      userId: payload.userId ?? null,
      username: payload.username ?? null,
      roles: Array.isArray(payload.roles) ? payload.roles : [],
      branchIds: Array.isArray(payload.branchIds) ? payload.branchIds : [],
      ...(typeof payload.deviceId === 'number' ? { deviceId: payload.deviceId } : {}),
    };
  } catch {
    return null;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `internalAuth`: the verified caller, or undefined on a public route called without token. */
    principal?: Principal;
  }
}

/**
 * Verifies the gateway's token. Calls without a valid token are refused (401) unless the
 * route is one of the service's explicitly public routes, which then run as a guest.
 */
export function internalAuth(secret: string, isPublic: (req: Request) => boolean): RequestHandler {
  return (req, _res, next) => {
    const token = req.get(INTERNAL_TOKEN_HEADER);
    const principal = token ? verifyInternalToken(token, secret) : null;
    if (principal) {
      req.principal = principal;
      next();
      return;
    }
    if (!token && isPublic(req)) {
      req.principal = GUEST;
      next();
      return;
    }
    throw new Unauthorized();
  };
}

export function principalOf(req: Request): Principal {
  return req.principal ?? GUEST;
}

/** An anonymous guest: no account and no role (a TV or a clock link's owner is not one). */
export function isGuest(principal: Principal): boolean {
  return principal.roles.length === 0 && principal.userId === null;
}

export function isStaff(principal: Principal): boolean {
  return principal.roles.includes(ROLE_ADMIN) || principal.roles.includes(ROLE_EMPLOYEE);
}

/** 401 for guests, 403 for staff without one of the roles. */
export function requireRole(...roles: string[]): RequestHandler {
  return (req, _res, next) => {
    const principal = principalOf(req);
    if (principal.userId === null) throw new Unauthorized();
    if (!roles.some((role) => principal.roles.includes(role))) throw new Forbidden();
    next();
  };
}

export const requireStaff = requireRole(ROLE_ADMIN, ROLE_EMPLOYEE);

/** SPEC §6: the employee-of-branch check matches on branch id; admins may act on every branch. */
export function canActOnBranch(principal: Principal, branchId: number | null | undefined): boolean {
  if (principal.roles.includes(ROLE_ADMIN)) return true;
  return (
    principal.roles.includes(ROLE_EMPLOYEE) && branchId !== null && branchId !== undefined && principal.branchIds.includes(branchId)
  );
}

export function assertBranchAccess(principal: Principal, branchId: number | null | undefined): void {
  if (principal.userId === null) throw new Unauthorized();
  if (!canActOnBranch(principal, branchId)) throw new Forbidden();
}
