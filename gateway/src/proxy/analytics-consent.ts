import type { Request } from 'express';
import type { ClientRequest } from 'node:http';
import { ANALYTICS_CONSENT_HEADER } from '@theke/contracts';
import { COOKIE_CONSENT_NAME } from '@theke/ui/server';
import { requestCookie } from '../auth/session';

const ANALYTICS_LOG = /^\/api\/analytics-log\/?(\?|$)/;

/**
 * Cookies never reach a service, so the gateway tells svc-content whether the visitor consented
 * (ADR 0043): on `POST /api/analytics-log` with the consent cookie it sets the consent header, on
 * every other call (and without the cookie) it removes whatever header of that name the browser sent.
 */
export function passAnalyticsConsent(req: Request, proxyReq: ClientRequest): void {
  proxyReq.removeHeader(ANALYTICS_CONSENT_HEADER);
  const consented = req.method === 'POST' && ANALYTICS_LOG.test(req.url) && requestCookie(req, COOKIE_CONSENT_NAME) === 'true';
  if (consented) proxyReq.setHeader(ANALYTICS_CONSENT_HEADER, '1');
}
