import type { Request } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { ANALYTICS_CONSENT_HEADER } from '@theke/contracts';
import { COOKIE_CONSENT_NAME } from '@theke/ui/server';
import { requestCookie } from '../auth/session';

const ANALYTICS_LOG = /^\/api\/analytics-log\/?(\?|$)/;

/**
 * Cookies never reach a service, so the gateway tells svc-content whether the visitor consented
 * (ADR 0043): on `POST /api/analytics-log` with the consent cookie it sets the consent header, on
 * every other call (and without the cookie) it removes whatever header of that name the browser sent.
 */
export function passAnalyticsConsent(req: Request, headers: IncomingHttpHeaders): void {
  delete headers[ANALYTICS_CONSENT_HEADER.toLowerCase()];
  const consented = req.method === 'POST' && ANALYTICS_LOG.test(req.originalUrl) && requestCookie(req, COOKIE_CONSENT_NAME) === 'true';
  if (consented) headers[ANALYTICS_CONSENT_HEADER.toLowerCase()] = '1';
}
