import type { Request, Response } from 'express';
import { isGuest, principalOf } from '@theke/server';

/** An answer as the service sent it, ready to be sent again. */
export interface ServiceAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Distinct guest URLs of the catalogue are a few dozen; more is a crawler's query strings. */
const MAX_ENTRIES = 500;
/** A catalogue list is tens of kilobytes; an answer larger than this is passed on, not kept. */
const MAX_KEPT_BYTES = 2 * 1024 * 1024;

/** Headers of the client's that would make the service answer 304 or something else than the kept bytes. */
const CONDITIONAL = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range', 'if-range'];
/** Headers that describe the bytes: left out of a 304 (RFC 9110 §15.4.5). */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'content-type', 'content-range']);

const isKeptAnswer = (answer: ServiceAnswer) =>
  answer.statusCode === 200 && /\bpublic\b/.test(String(answer.headers['cache-control'] ?? '')) && answer.body.length <= MAX_KEPT_BYTES;

/** The encoding the kept bytes are in: a guest accepting gzip shares the gzip copy, every other one the plain one. */
const encodingOf = (req: Request) => (req.acceptsEncodings('gzip', 'identity') === 'gzip' ? 'gzip' : 'identity');

/**
 * A service's guest answers kept in the gateway (ADR 0028, third round). The catalogue answers
 * every guest the same bytes for a URL until something changes (its own cache, ADR 0014), and
 * marks them `public`; the gateway keeps those bytes too, so a guest's read costs no call to the
 * service, and drops them all as the service does: on every change announced on the bus, and at
 * once when a write through this gateway succeeds (so a writer reads what it wrote). A fill begun
 * before a drop is not kept. Staff, TVs and clock links never get a kept answer (their principal
 * is not a guest's), nor conditional or partial reads of their own (the gateway answers 304 itself).
 */
export class KeptGuestAnswers {
  private readonly entries = new Map<string, ServiceAnswer>();
  /** Single flight: guests asking for a missing answer at the same time wait for one service call. */
  private readonly filling = new Map<string, Promise<ServiceAnswer>>();
  private generation = 0;

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.filling.clear();
    this.generation += 1;
  }

  /** Reads a kept answer may serve: a guest's GET. */
  applies(req: Request): boolean {
    return req.method === 'GET' && isGuest(principalOf(req));
  }

  /**
   * Answers from the kept bytes, or fills them with one call (`fetch`, made with the headers
   * `withoutConditions` leaves) and answers with what came back, kept or not.
   */
  async serve(req: Request, res: Response, fetch: (encoding: 'gzip' | 'identity') => Promise<ServiceAnswer>): Promise<void> {
    const encoding = encodingOf(req);
    const key = `${encoding} ${req.originalUrl}`;
    const answer = this.entries.get(key) ?? (await this.fill(key, () => fetch(encoding)));
    send(req, res, answer);
  }

  /** A write through the gateway: when it succeeded the kept answers may be stale. */
  watchWrite(res: Response): void {
    res.on('finish', () => {
      if (res.statusCode < 400) this.clear();
    });
  }

  private fill(key: string, fetch: () => Promise<ServiceAnswer>): Promise<ServiceAnswer> {
    const pending = this.filling.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const filling = fetch().then(
      (answer) => {
        if (this.filling.get(key) === filling) this.filling.delete(key);
        if (generation === this.generation && isKeptAnswer(answer)) this.remember(key, answer);
        return answer;
      },
      (error: unknown) => {
        if (this.filling.get(key) === filling) this.filling.delete(key);
        throw error;
      },
    );
    this.filling.set(key, filling);
    return filling;
  }

  private remember(key: string, answer: ServiceAnswer): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, answer);
  }
}

/** The service's headers for a fill: the client's conditions left out, the encoding the one the entry keeps. */
export function withoutConditions(headers: Record<string, unknown>, encoding: 'gzip' | 'identity'): void {
  for (const name of CONDITIONAL) delete headers[name];
  headers['accept-encoding'] = encoding;
}

function send(req: Request, res: Response, answer: ServiceAnswer): void {
  res.status(answer.statusCode);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  // Express' freshness check: If-None-Match against the ETag (weak comparison), else If-Modified-Since.
  if (answer.statusCode === 200 && req.fresh) {
    for (const name of BODY_HEADERS) res.removeHeader(name);
    res.status(304).end();
    return;
  }
  res.end(answer.body);
}
