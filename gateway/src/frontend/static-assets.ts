import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response, type Router } from 'express';
import { NotFound } from '@theke/server';
import { ASSETS_PREFIX, distDir, FRONTEND_APPS, type FrontendApp } from './app-builds';

/** Chunks carry a content hash (`name.0123abcd.js`): cache them forever. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** remoteEntry.js, mf-manifest.json, index.html and the rest are revalidated on every load. */
const REVALIDATE = 'no-cache';

export function cacheControlFor(file: string): string {
  return HASHED_FILE.test(file) ? IMMUTABLE : REVALIDATE;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the brotli or gzip file the build wrote beside an asset when the browser accepts it;
 * otherwise the request falls through to express.static.
 */
function precompressed(root: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const type = CONTENT_TYPES[path.extname(req.path)];
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const file = path.join(root, path.normalize(decodeURIComponent(req.path)));
    if (!file.startsWith(root + path.sep)) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = ENCODINGS.find((candidate) => accepted.includes(candidate.name) && existsSync(file + candidate.suffix));
    if (!encoding) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControlFor(file));
    res.sendFile(file + encoding.suffix, { cacheControl: false, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/**
 * serve-static's refusals (a missing file, a path leaving dist/) as the kit's 404: its bare HTTP
 * errors reached the error middleware as a client's 400 (issue 25: a stale chunk after a deploy is
 * not found, not a bad request).
 */
const missingFile: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  const status = (error as { status?: unknown } | null)?.status;
  next(status === 404 || status === 403 ? new NotFound() : error);
};

/** `/assets/<app>/<file>` for every frontend app; a missing file is a plain 404, never the shell HTML. */
export function createStaticAssets(distRoot: string): Router {
  const router = express.Router();
  for (const app of FRONTEND_APPS) {
    const root = distDir(distRoot, app);
    const mount = `${ASSETS_PREFIX}/${app satisfies FrontendApp}`;
    router.use(mount, precompressed(root));
    router.use(
      mount,
      express.static(root, {
        index: false,
        fallthrough: false,
        cacheControl: false,
        setHeaders: (res, file) => {
          res.setHeader('Cache-Control', cacheControlFor(file));
          res.setHeader('Vary', 'Accept-Encoding');
        },
      }),
      missingFile,
    );
  }
  return router;
}
