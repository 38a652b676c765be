import { EVENTS } from '@theke/contracts';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isGuest, principalOf, withPayloadCheck, type Subscription } from '@theke/server';

/** ADR 0014: browsers keep the body but ask again every time; a 304 costs one small round trip. */
export const GUEST_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Staff see more fields (apiKey) on the same URLs: never in a shared cache. */
export const STAFF_CACHE_CONTROL = 'private, no-cache';
/** Guest bodies kept at most; the catalogue has a few dozen distinct URLs. */
const MAX_ENTRIES = 500;

interface CachedResponse {
  body: string;
  etag: string;
  lastModified: string;
  /** The body's gzip, made on the first request that accepts it and kept with the body (ADR 0028). */
  gzip?: Buffer;
}

/**
 * A weak ETag from the serialized body: equal bodies, equal tags, on every replica. A single
 * entry's tag starts with its version (`W/"4-…"`), so the tag a client read is also an `If-Match`
 * the CRUD router understands (a stale one is 409); the hash keeps two views of one version (an
 * employee's, an administrator's) apart for `If-None-Match` in a shared browser cache.
 */
export function weakEtag(body: string, version?: number): string {
  const hash = createHash('sha1').update(body).digest('base64url');
  return version === undefined ? `W/"${hash}"` : `W/"${version}-${hash}"`;
}

/** The version of a single entry's answer (`{id, version, …}`); lists and others have none. */
function versionOf(value: unknown): number | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { data } = value as { data?: unknown };
  const version = data && typeof data === 'object' && !Array.isArray(data) ? (data as { version?: unknown }).version : undefined;
  return typeof version === 'number' && Number.isInteger(version) ? version : undefined;
}

/** RFC 9110 §13.1.2: weak comparison, a list or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}

/**
 * The serialized guest responses of one service instance. Every write that succeeds in this
 * process, and every `catalog.catalog.changed` from another replica, empties it and moves the
 * Last-Modified date on.
 */
export class CatalogueCache {
  private entries = new Map<string, CachedResponse>();
  private version = 0;
  private changedAt = new Date();

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
    // Last-Modified has one-second resolution; never move it backwards.
    this.changedAt = new Date(Math.max(Date.now(), this.changedAt.getTime() + 1000));
  }

  get size(): number {
    return this.entries.size;
  }

  /** The middleware mounted before the catalogue's routes. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.on('finish', () => {
          if (res.statusCode < 400) this.invalidate();
        });
        next();
        return;
      }
      if (!isGuest(principalOf(req))) {
        res.setHeader('Cache-Control', STAFF_CACHE_CONTROL);
        this.withEtag(req, res, next, null);
        return;
      }
      const cached = this.entries.get(req.originalUrl);
      if (cached) {
        this.answer(req, res, cached);
        return;
      }
      this.withEtag(req, res, next, req.originalUrl);
    };
  }

  subscription(serviceName: string): Subscription {
    return {
      queue: `${serviceName}.guest-cache`,
      patterns: [EVENTS.catalogChanged],
      fanout: true,
      handler: withPayloadCheck([EVENTS.catalogChanged], async () => this.invalidate()),
    };
  }

  private answer(req: Request, res: Response, cached: CachedResponse): void {
    res.setHeader('Cache-Control', GUEST_CACHE_CONTROL);
    res.setHeader('Vary', 'Cookie, Authorization, Accept-Encoding');
    res.setHeader('ETag', cached.etag);
    res.setHeader('Last-Modified', cached.lastModified);
    if (this.isFresh(req, cached)) {
      res.status(304).end();
      return;
    }
    res.status(200).type('application/json; charset=utf-8');
    if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') {
      res.send(cached.body);
      return;
    }
    // Compressed once, not per request; the compression middleware leaves an encoded answer alone.
    cached.gzip ??= gzipSync(cached.body);
    res.setHeader('Content-Encoding', 'gzip');
    res.send(cached.gzip);
  }

  private isFresh(req: Request, cached: CachedResponse): boolean {
    const ifNoneMatch = req.get('If-None-Match');
    if (ifNoneMatch) return etagMatches(ifNoneMatch, cached.etag);
    const since = Date.parse(req.get('If-Modified-Since') ?? '');
    return !Number.isNaN(since) && Date.parse(cached.lastModified) <= since;
  }

  /** Lets the route answer, then turns its JSON into a tagged (and, for guests, cached) answer. */
  private withEtag(req: Request, res: Response, next: NextFunction, cacheKey: string | null): void {
    const versionAtStart = this.version;
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode !== 200) return json(value);
      const body = JSON.stringify(value);
      const cached = { body, etag: weakEtag(body, versionOf(value)), lastModified: this.changedAt.toUTCString() };
      // A write that finished while this read ran may not be in `value`: do not keep it.
      if (cacheKey && versionAtStart === this.version) this.remember(cacheKey, cached);
      if (cacheKey) {
        this.answer(req, res, cached);
      } else {
        res.setHeader('ETag', cached.etag);
        if (etagMatches(req.get('If-None-Match'), cached.etag)) res.status(304).end();
        else res.type('application/json; charset=utf-8').send(body);
      }
      return res;
    };
    next();
  }

  private remember(key: string, cached: CachedResponse): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, cached);
  }
}

const caches = new WeakMap<object, CatalogueCache>();

/** One cache per running service instance (tests start several in one process). */
export function catalogueCacheOf(context: object): CatalogueCache {
  let cache = caches.get(context);
  if (!cache) {
    cache = new CatalogueCache();
    caches.set(context, cache);
  }
  return cache;
}
