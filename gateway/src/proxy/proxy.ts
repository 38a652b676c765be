import type { NextFunction, Request, RequestHandler } from 'express';
import { Agent, type IncomingMessage } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { INTERNAL_TOKEN_HEADER, NotFound, ServiceUnavailable, principalOf, signInternalToken, type Logger } from '@theke/server';
import { passAnalyticsConsent } from './analytics-consent';
import { ServiceName, ServiceUrls, owningService } from './service-map';

export interface ProxyOptions {
  services: ServiceUrls;
  internalSecret: string;
  log: Logger;
}

/** The path (with query) a call is sent on with when it is not the one the client asked for. */
const forwardedPaths = new WeakMap<IncomingMessage, string>();

/**
 * Sends the call on as `path` (from /api on, query included) instead of the client's path: the
 * clock link leaves its username and token out. The service is still the one the client's first
 * segment names.
 */
export function forwardAs(req: IncomingMessage, path: string): void {
  forwardedPaths.set(req, path);
}

/**
 * Streams a call to one service over keep-alive connections, replacing whatever the
 * browser sent as identity with the gateway's signed token.
 */
function serviceProxy(name: ServiceName, target: string, agent: Agent, { internalSecret, log }: ProxyOptions): RequestHandler {
  /** The request's `next`, so that an unreachable service is rendered by the one error middleware. */
  const nextOf = new WeakMap<IncomingMessage, NextFunction>();
  const proxy = createProxyMiddleware({
    target,
    agent,
    xfwd: true,
    proxyTimeout: 60_000,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.setNoDelay(true);
        passAnalyticsConsent(req as Request, proxyReq);
        proxyReq.removeHeader('cookie');
        // Whom the gateway decided the call is from: the session's staff member, a clock link's owner, or a guest.
        proxyReq.setHeader(INTERNAL_TOKEN_HEADER, signInternalToken(principalOf(req as Request), internalSecret));
        const requestId = req.headers['x-request-id'];
        if (typeof requestId === 'string') proxyReq.setHeader('x-request-id', requestId);
      },
      error: (error, req, res) => {
        log.warn({ err: error, service: name }, 'service unreachable');
        // Down or restarting: 503 with Retry-After; the storefront keeps the order's Idempotency-Key for the retry.
        const next = nextOf.get(req);
        if (next && 'writeHead' in res && !res.headersSent) next(new ServiceUnavailable());
        else res.destroy();
      },
    },
  }) as RequestHandler;
  return (req, res, next) => {
    // Mounted under a prefix: restore the full path the service expects.
    req.url = forwardedPaths.get(req) ?? req.originalUrl;
    nextOf.set(req, next);
    return proxy(req, res, next);
  };
}

export interface GatewayProxies {
  /** Mounted at /api: dispatches by the first path segment. */
  api: RequestHandler;
  /** Mounted at /image and /upload: the content service's media. */
  media: RequestHandler;
}

export function createProxies(options: ProxyOptions): GatewayProxies {
  const agent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });
  const proxies = new Map<ServiceName, RequestHandler>();
  for (const [name, target] of Object.entries(options.services) as Array<[ServiceName, string]>) {
    proxies.set(name, serviceProxy(name, target, agent, options));
  }
  const content = proxies.get('content');
  return {
    api: (req, res, next) => {
      const service = owningService(req.path);
      const proxy = service ? proxies.get(service) : undefined;
      if (!proxy) throw new NotFound();
      return proxy(req, res, next);
    },
    media: (req, res, next) => {
      if (!content) throw new NotFound();
      return content(req, res, next);
    },
  };
}
