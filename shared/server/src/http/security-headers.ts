/**
 * Security headers that fit the transport (issue 17). HSTS and `upgrade-insecure-requests`
 * only make sense on HTTPS: sent over plain HTTP on a shop's LAN address they would send the
 * browser to an HTTPS port nobody serves. A request counts as HTTPS when it arrived over TLS or
 * through a trusted proxy (`TRUST_PROXY`) that says `X-Forwarded-Proto: https` — Express's
 * `req.secure`. Services sit behind the gateway and never send either: the gateway decides.
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { MESSAGES } from './messages';

type Directives = Record<string, Iterable<string> | null>;

/** helmet for HTML-serving edges: `directives` for every request, the HTTPS-only parts on HTTPS only. */
export function transportAwareHelmet(directives: Directives): RequestHandler {
  const common = { crossOriginEmbedderPolicy: false } as const;
  const overHttps = helmet({ ...common, contentSecurityPolicy: { directives } });
  const overHttp = helmet({
    ...common,
    strictTransportSecurity: false,
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
  });
  return (req, res, next) => (req.secure ? overHttps : overHttp)(req, res, next);
}

/** A service answers JSON and media to the gateway: nothing may frame or run it, and HTTPS is the gateway's business. */
export const serviceHelmet = (): RequestHandler =>
  helmet({
    strictTransportSecurity: false,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });

/** The headers helmet would set on a JSON error, for answers written before Express sees the request. */
const RAW_ERROR_HEADERS = [
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy: same-origin',
  'Cross-Origin-Resource-Policy: same-origin',
  'Origin-Agent-Cluster: ?1',
  'Referrer-Policy: no-referrer',
  'X-Content-Type-Options: nosniff',
  'X-DNS-Prefetch-Control: off',
  'X-Download-Options: noopen',
  'X-Frame-Options: SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies: none',
  'X-XSS-Protection: 0',
];

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string; code: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: MESSAGES.headersTooLarge,
    code: 'headers_too_large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: MESSAGES.requestTimeout, code: 'request_timeout' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', message: MESSAGES.malformedRequest, code: 'malformed_request' };

/** The raw HTTP answer to a request Node's parser refused: the envelope, with the security headers. */
export function clientErrorResponse(code: string | undefined): string {
  const { status, reason, message, code: errorCode } = (code && CLIENT_ERRORS[code]) || MALFORMED;
  const body = JSON.stringify({ errors: [{ message, code: errorCode }] });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...RAW_ERROR_HEADERS,
    '',
    body,
  ].join('\r\n');
}

/**
 * Node answers an oversized or malformed request itself, with a bare status line; this makes it
 * answer like every other error of ours.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(error.code));
  });
}

