import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** An answer encoded once: serving it costs no stringify, hash or gzip per request (ADR 0028). */
export interface EncodedAnswer {
  identity: Buffer;
  gzip: Buffer;
  etag: string;
}

export function encodeAnswer(body: string): EncodedAnswer {
  const identity = Buffer.from(body);
  const hash = createHash('sha1').update(identity).digest('base64').slice(0, 27);
  return { identity, gzip: gzipSync(identity), etag: `W/"${identity.length.toString(16)}-${hash}"` };
}

export function sendEncodedAnswer(req: Request, res: Response, answer: EncodedAnswer): void {
  res.vary('Accept-Encoding');
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  // Set before send: the compression middleware leaves an encoded answer alone, express keeps our ETag.
  res.setHeader('ETag', gzip ? answer.etag.replace(/"$/, '-gz"') : answer.etag);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.type('application/json').send(gzip ? answer.gzip : answer.identity);
}

/** What a composition produced: sent to those who waited for it, kept only when `keep`. */
export interface Composed {
  answer: EncodedAnswer;
  keep: boolean;
}

interface Entry {
  answer: EncodedAnswer | null;
  at: number;
  composing: Promise<EncodedAnswer> | null;
}

export interface AnswerCacheOptions {
  /** After this age a kept answer is still served, while its replacement is composed. */
  freshMs: number;
  /** Keys are principals: the cache starts over when it holds this many. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Composed answers kept per key (a guest, a staff member). Missing: one composition per key at a
 * time, every request for it waits for that one (single flight). Older than `freshMs`: served at
 * once while one replacement is composed (stale-while-revalidate). `clear()` (a change announced
 * on the bus) drops everything at once, and a composition begun before it is not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string, compose: () => Promise<Composed>): Promise<EncodedAnswer> {
    let entry = this.entries.get(key);
    if (!entry) {
      if (this.entries.size >= this.options.maxEntries) this.entries.clear();
      entry = { answer: null, at: 0, composing: null };
      this.entries.set(key, entry);
    }
    if (!entry.answer) return entry.composing ?? this.compose(entry, compose);
    if (this.now() - entry.at >= this.options.freshMs && !entry.composing) void this.compose(entry, compose).catch(() => undefined);
    return Promise.resolve(entry.answer);
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  private compose(entry: Entry, compose: () => Promise<Composed>): Promise<EncodedAnswer> {
    const generation = this.generation;
    const composing = compose()
      .then(({ answer, keep }) => {
        if (keep && generation === this.generation) {
          entry.answer = answer;
          entry.at = this.now();
        }
        return answer;
      })
      .finally(() => {
        entry.composing = null;
      });
    entry.composing = composing;
    return composing;
  }
}
