import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from './logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Keeps the caller's request id (the gateway forwards it) or makes one; logs each finished request. */
export function requestContext(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info({ requestId, method: req.method, path: req.originalUrl, status: res.statusCode, ms }, 'request');
    });
    next();
  };
}
