import { csrfSync } from 'csrf-sync';
import type { RequestHandler } from 'express';
import { Forbidden, MESSAGES } from '@theke/server';

const { generateToken, isRequestValid } = csrfSync({
  getTokenFromRequest: (req) => req.get('x-csrf-token'),
});

export { generateToken as csrfToken };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie-authenticated writes and the login itself need the session's CSRF token
 * (403 without it). Guests' writes (an order, a contact form) carry no session, so no
 * cookie can be abused and none is required.
 */
export function csrfProtection(isLoginPath: (path: string) => boolean): RequestHandler {
  return (req, _res, next) => {
    if (!UNSAFE.has(req.method)) return next();
    const authenticated = Boolean(req.user);
    if (!authenticated && !isLoginPath(req.path)) return next();
    if (!isRequestValid(req)) throw new Forbidden(MESSAGES.invalidCsrf, 'invalid_csrf_token');
    next();
  };
}
