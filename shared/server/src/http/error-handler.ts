import type { ErrorRequestHandler, RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { isConnectionFailure } from '../db/connection-failure';
import { AppError, NotFound, ServiceUnavailable } from './errors';
import type { Logger } from './logger';
import { MESSAGES } from './messages';

interface HttpParserError {
  type?: string;
  status?: number;
}

/** Any path nobody answered: a JSON 404 in the envelope. */
export const notFoundHandler: RequestHandler = () => {
  throw new NotFound(MESSAGES.notFound);
};

/**
 * Opt-in for an endpoint whose clients read the first message at the top level
 * (`{errors, message}`, SPEC §7 contact form); the envelope stays the same otherwise.
 */
export const topLevelErrorMessage: RequestHandler = (_req, res, next) => {
  res.locals.topLevelErrorMessage = true;
  next();
};

/** The one place that renders errors into `{errors:[{message, field, code}]}`. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    let known = error instanceof AppError ? error : null;
    // The database or a service behind us is away for a moment: the client may send it again.
    if (!known && isConnectionFailure(error)) {
      log.warn({ err: error, requestId: req.get('x-request-id'), path: req.path }, 'dependency unreachable');
      known = new ServiceUnavailable();
    }
    if (known) {
      if (known.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(Math.max(1, Math.ceil(known.retryAfterSeconds))));
      const message = res.locals.topLevelErrorMessage === true ? { message: known.items[0]?.message } : {};
      res.status(known.status).json({ errors: known.items, ...message });
      return;
    }
    const parserError = error as HttpParserError;
    if (parserError.type === 'entity.parse.failed') {
      res.status(400).json({ errors: [{ message: MESSAGES.malformedJson, code: 'malformed_json' }] });
      return;
    }
    if (parserError.type === 'entity.too.large') {
      res.status(413).json({ errors: [{ message: MESSAGES.payloadTooLarge, code: 'payload_too_large' }] });
      return;
    }
    if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
      res.status(400).json({ errors: [{ message: MESSAGES.invalid, code: 'bad_request' }] });
      return;
    }
    const errorId = randomUUID();
    log.error({ err: error, errorId, requestId: req.get('x-request-id'), path: req.path }, 'unhandled error');
    res.status(500).json({ errors: [{ message: `${MESSAGES.internal} (Fehler-ID ${errorId}).`, code: 'internal' }] });
  };
}
