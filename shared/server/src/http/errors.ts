/** Typed errors thrown by handlers; one middleware renders them into the envelope. */
import { MESSAGES } from './messages';

export interface ErrorItem {
  message: string;
  field?: string;
  code: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly items: ErrorItem[],
    /** Sent as `Retry-After` (seconds): when a refused request may be tried again (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(items[0]?.message ?? 'error');
  }
}

export class Invalid extends AppError {
  constructor(items: ErrorItem[] | string, field?: string) {
    super(422, typeof items === 'string' ? [{ message: items, field, code: 'invalid' }] : items);
  }
}

export class BadRequest extends AppError {
  constructor(message: string, code = 'bad_request') {
    super(400, [{ message, code }]);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Bitte melden Sie sich an.', code = 'unauthorized') {
    super(401, [{ message, code }]);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'Sie haben keine Berechtigung für diese Aktion.', code = 'forbidden') {
    super(403, [{ message, code }]);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Die angeforderte Ressource wurde nicht gefunden.', code = 'not_found') {
    super(404, [{ message, code }]);
  }
}

export class Conflict extends AppError {
  constructor(message: string, field?: string, code = 'conflict') {
    super(409, [{ message, field, code }]);
  }
}

export class TooManyRequests extends AppError {
  constructor(message: string, code = 'too_many_requests', retryAfterSeconds?: number) {
    super(429, [{ message, code }], retryAfterSeconds);
  }
}

/** Seconds a client waits before retrying a 503: about what a PostgreSQL restart or failover takes. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** A dependency (the database, a service behind the gateway) is briefly unreachable: safe to retry. */
export class ServiceUnavailable extends AppError {
  constructor(message: string = MESSAGES.serviceUnavailable, retryAfterSeconds = SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) {
    super(503, [{ message, code: 'service_unavailable' }], retryAfterSeconds);
  }
}
