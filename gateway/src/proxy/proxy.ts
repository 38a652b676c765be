import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { EVENTS } from '@theke/contracts';
import { INTERNAL_TOKEN_HEADER, NotFound, ServiceUnavailable, internalTokens, principalOf, type EventBus, type Logger } from '@theke/server';
import { passAnalyticsConsent } from './analytics-consent';
import { KeptGuestAnswers, withoutConditions, type ServiceAnswer } from './kept-guest-answers';
import { ServiceName, ServiceUrls, owningService } from './service-map';

export interface ProxyOptions {
  services: ServiceUrls;
  internalSecret: string;
  /** Announces the catalogue's changes, which drop its kept guest answers. */
  bus: EventBus;
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

/** A slow service (a PDF, an export) may take this long to begin and to go on answering. */
const SERVICE_TIMEOUT_MS = 60_000;
/** Connections kept open to each service: more than the gateway ever has calls in flight to one. */
const CONNECTIONS_PER_SERVICE = 128;

/** Headers of one connection (RFC 9110 §7.6.1), never passed on; the cookie never reaches a service. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect', 'cookie', INTERNAL_TOKEN_HEADER]);
/** Of an answer: Node frames the body itself (chunked or by Content-Length). */
const NOT_ANSWERED = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** `X-Forwarded-*` as http-proxy's `xfwd` set them: the services' rate limits and links read them. */
function forwardedHeaders(req: Request, headers: IncomingHttpHeaders): void {
  const append = (name: string, value: string) => {
    const before = headers[name];
    headers[name] = before ? `${String(before)},${value}` : value;
  };
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const port = /:(\d+)$/.exec(req.headers.host ?? '')?.[1] ?? (encrypted ? '443' : '80');
  append('x-forwarded-for', req.socket.remoteAddress ?? '');
  append('x-forwarded-port', port);
  append('x-forwarded-proto', encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
}

/**
 * The headers a service gets: the browser's (its Accept-Encoding too, so a service's compressed
 * answer passes through as it is), minus the connection's and the cookie, plus whom the gateway
 * decided the call is from (the session's staff member, a clock link's owner, or a guest).
 */
function serviceHeaders(req: Request, token: string): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!NOT_FORWARDED.has(name)) headers[name] = value;
  forwardedHeaders(req, headers);
  passAnalyticsConsent(req, headers);
  headers[INTERNAL_TOKEN_HEADER] = token;
  return headers;
}

function answerHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string | string[]> {
  const answer: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !NOT_ANSWERED.has(name)) answer[name] = value;
  return answer;
}

/** A service's answer read whole, to be kept (catalogue answers are small; the keeper bounds what it keeps). */
async function readAnswer({ statusCode, headers, body }: Dispatcher.ResponseData): Promise<ServiceAnswer> {
  return { statusCode, headers: answerHeaders(headers), body: Buffer.from(await body.arrayBuffer()) };
}

/** A dropped answer's abort error has nobody left to tell. */
const ignore = () => undefined;

const hasBody = (req: Request) => req.method !== 'GET' && req.method !== 'HEAD';

/** What a call is sent on with. */
function serviceRequest(req: Request, headers: IncomingHttpHeaders): Dispatcher.RequestOptions {
  return {
    // Mounted under a prefix: the full path the service expects.
    path: forwardedPaths.get(req) ?? req.originalUrl,
    method: req.method as Dispatcher.HttpMethod,
    headers,
    body: hasBody(req) ? req : null,
  };
}

/**
 * Streams a call to one service over a pool of kept-alive connections (undici), and its answer
 * back as the service sent it: status, headers, bytes (compressed or not), nothing re-encoded.
 * With `kept`, a guest's read is answered from the service's kept guest answers when it can be.
 */
function serviceProxy(name: ServiceName, target: string, tokenOf: (req: Request) => string, log: Logger, kept?: KeptGuestAnswers): RequestHandler {
  const pool = new Pool(target, { connections: CONNECTIONS_PER_SERVICE, headersTimeout: SERVICE_TIMEOUT_MS, bodyTimeout: SERVICE_TIMEOUT_MS, keepAliveTimeout: 10_000 });
  const unreachable = (req: Request, res: Response, next: NextFunction) => (error: unknown) => {
    // The browser gave up on its upload: nobody to answer.
    if (req.destroyed && res.destroyed) return;
    log.warn({ err: error, service: name }, 'service unreachable');
    // Down or restarting: 503 with Retry-After; the storefront keeps the order's Idempotency-Key for the retry.
    if (!res.headersSent) next(new ServiceUnavailable());
    else res.destroy();
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (kept?.applies(req)) {
      const fill = (encoding: 'gzip' | 'identity') => {
        const headers = serviceHeaders(req, tokenOf(req));
        withoutConditions(headers, encoding);
        return pool.request(serviceRequest(req, headers)).then(readAnswer);
      };
      kept.serve(req, res, fill).catch(unreachable(req, res, next));
      return;
    }
    if (kept && hasBody(req)) kept.watchWrite(res);
    pool
      .request(serviceRequest(req, serviceHeaders(req, tokenOf(req))))
      .then(
        ({ statusCode, headers, body }) => {
          // A browser gone before the answer (or during it) ends the pipeline, which drops the service's connection.
          if (res.destroyed) return void body.on('error', ignore).destroy();
          res.writeHead(statusCode, answerHeaders(headers));
          pipeline(body, res, (error) => {
            if (error && !res.destroyed) log.warn({ err: error, service: name }, 'answer cut off');
          });
        },
        unreachable(req, res, next),
      );
  };
}

/** Media paths the content service answers (mounted at the top, not under /api). */
const MEDIA_PREFIXES = ['/image', '/upload'];

/**
 * A request the proxy sends on to a service (by the full path): its answer passes through as the
 * service sent it, so the gateway's compression must not wrap it (ADR 0028).
 */
export function isProxiedPath(path: string): boolean {
  if (MEDIA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
  return path.startsWith('/api/') && owningService(path.slice(4)) !== null;
}

export interface GatewayProxies {
  /** Mounted at /api: dispatches by the first path segment. */
  api: RequestHandler;
  /** Mounted at /image and /upload: the content service's media. */
  media: RequestHandler;
}

export function createProxies({ services, internalSecret, bus, log }: ProxyOptions): GatewayProxies {
  const tokens = internalTokens(internalSecret);
  const tokenOf = (req: Request) => tokens(principalOf(req));
  // The catalogue answers guests alike until it announces a change (ADR 0014, ADR 0028).
  const catalogue = new KeptGuestAnswers();
  void bus.subscribe({
    queue: 'gateway.catalogue-answers',
    patterns: [EVENTS.catalogChanged],
    fanout: true,
    handler: async () => catalogue.clear(),
  });
  const proxies = new Map<ServiceName, RequestHandler>();
  for (const [name, target] of Object.entries(services) as Array<[ServiceName, string]>) {
    proxies.set(name, serviceProxy(name, target, tokenOf, log, name === 'catalog' ? catalogue : undefined));
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
