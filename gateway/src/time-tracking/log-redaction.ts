import type { Logger } from '@theke/server';

/**
 * The segment after the username in a clock call (`/api/time-tracking/{username}/{token}/…`) and
 * on the clock page (`/zeiterfassung/{username}/{token}`), wherever in a path and however
 * written (Express matches paths without regard to case, repeated slashes split to nothing).
 */
const CLOCK_TOKEN_SEGMENT = /(\/+(?:time-tracking|zeiterfassung)\/+[^/?#]*\/+)[^/?#]+/gi;

export function withoutClockToken(path: string): string {
  return path.replace(CLOCK_TOKEN_SEGMENT, '$1***');
}

/**
 * The gateway's logger with every `path` field (the request line of requestContext, the error
 * handler's) freed of clock tokens (ADR 0041: the token never appears in a log line).
 */
export function withoutClockTokens(log: Logger): Logger {
  return log.child(
    {},
    { serializers: { path: (path: unknown) => (typeof path === 'string' ? withoutClockToken(path) : path) } },
  );
}
