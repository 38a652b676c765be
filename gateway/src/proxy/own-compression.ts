import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { isProxiedPath } from './proxy';

/** gzip for API answers and HTML; never for the live event streams, which must flush each event. */
function shouldCompress(req: Request, res: Response): boolean {
  if (req.path === '/api/events' || req.path.startsWith('/api/events/')) return false;
  return compression.filter(req, res);
}

/**
 * The gateway's own answers are compressed here; a proxied answer passes through as its service
 * sent it (compressed there, a cached one once): not even compression's write wrapping (ADR 0028).
 */
export function compressOwnAnswers(): RequestHandler {
  const compress = compression({ filter: shouldCompress });
  return (req, res, next) => (isProxiedPath(req.path) ? next() : compress(req, res, next));
}
