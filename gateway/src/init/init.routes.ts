import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import type { InitEntry } from '@theke/contracts';
import { INTERNAL_TOKEN_HEADER, signInternalToken, type EventBus, type Logger } from '@theke/server';
import { principalFromSession } from '../proxy/principal';
import type { ServiceName, ServiceUrls } from '../proxy/service-map';

/** SPEC §7 GET /init: what the shell needs to render any page, in one round trip. */
const INIT_SOURCES: Array<{ url: string; service: ServiceName | 'gateway' }> = [
  { url: '/api/config', service: 'content' },
  { url: '/api/users/me', service: 'gateway' },
  { url: '/api/divisions', service: 'catalog' },
  { url: '/api/branches', service: 'catalog' },
  { url: '/api/menus', service: 'catalog' },
  { url: '/api/categories', service: 'catalog' },
  { url: '/api/products', service: 'catalog' },
  { url: '/api/tags', service: 'catalog' },
  { url: '/api/tables', service: 'catalog' },
  { url: '/api/sites', service: 'content' },
  { url: '/api/navigations', service: 'content' },
  { url: '/api/blocks', service: 'content' },
  { url: '/api/donatees', service: 'catalog' },
];

export interface InitOptions {
  services: ServiceUrls;
  internalSecret: string;
  bus: EventBus;
  log: Logger;
}

/** Guests all see the same public data: cache it until a catalogue or content change arrives. */
const GUEST_CACHE_MS = 30_000;

/** The cached guest answer, encoded once: serving it costs no stringify, hash or gzip per request (ADR 0028). */
interface GuestAnswer {
  at: number;
  identity: Buffer;
  gzip: Buffer;
  etag: string;
}

function guestAnswer(body: string): GuestAnswer {
  const identity = Buffer.from(body);
  const hash = createHash('sha1').update(identity).digest('base64').slice(0, 27);
  return { at: Date.now(), identity, gzip: gzipSync(identity), etag: `W/"${identity.length.toString(16)}-${hash}"` };
}

function sendGuestAnswer(req: Request, res: Response, answer: GuestAnswer): void {
  res.vary('Accept-Encoding');
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  // Set before send: the compression middleware leaves an encoded answer alone, express keeps our ETag.
  res.setHeader('ETag', gzip ? answer.etag.replace(/"$/, '-gz"') : answer.etag);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.type('application/json').send(gzip ? answer.gzip : answer.identity);
}

export function initRouter({ services, internalSecret, bus, log }: InitOptions): Router {
  const router = Router();
  let guestCache: GuestAnswer | null = null;
  /**
   * Counts changes: an answer composed while one arrived may hold the old data (a plugin switched
   * off a moment ago) and is sent once but not kept, else it would outlive the change by 30 s.
   */
  let changes = 0;
  void bus.subscribe({
    queue: 'gateway.init-cache',
    patterns: ['catalog.#', 'content.#'],
    fanout: true,
    handler: async () => {
      guestCache = null;
      changes += 1;
    },
  });

  async function load(req: Request, url: string, service: ServiceName): Promise<unknown> {
    const token = signInternalToken(principalFromSession(req), internalSecret);
    const response = await fetch(`${services[service]}${url}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: token, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return ((await response.json()) as { data: unknown }).data;
  }

  async function compose(req: Request): Promise<InitEntry[]> {
    return Promise.all(
      INIT_SOURCES.map(async ({ url, service }) => {
        if (service === 'gateway') return { url, data: req.user ?? null };
        try {
          return { url, data: await load(req, url, service) };
        } catch (error) {
          // One failing service must not blank the whole site: its entry is empty.
          log.warn({ err: error, url }, 'init source failed');
          return { url, data: null };
        }
      }),
    );
  }

  router.get('/init', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.user) {
      res.json({ data: await compose(req) });
      return;
    }
    if (!guestCache || Date.now() - guestCache.at > GUEST_CACHE_MS) {
      const changesBefore = changes;
      const entries = await compose(req);
      const complete = entries.every((entry) => entry.url === '/api/users/me' || entry.data !== null);
      const body = JSON.stringify({ data: entries });
      if (!complete) {
        res.type('application/json').send(body);
        return;
      }
      const answer = guestAnswer(body);
      if (changes === changesBefore) guestCache = answer;
      sendGuestAnswer(req, res, answer);
      return;
    }
    sendGuestAnswer(req, res, guestCache);
  });

  return router;
}
