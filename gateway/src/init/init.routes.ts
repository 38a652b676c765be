import { Router, type Request } from 'express';
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

export interface InitEntry {
  url: string;
  data: unknown;
}

export interface InitOptions {
  services: ServiceUrls;
  internalSecret: string;
  bus: EventBus;
  log: Logger;
}

/** Guests all see the same public data: cache it until a catalogue or content change arrives. */
const GUEST_CACHE_MS = 30_000;

export function initRouter({ services, internalSecret, bus, log }: InitOptions): Router {
  const router = Router();
  let guestCache: { body: string; at: number } | null = null;
  void bus.subscribe({
    queue: 'gateway.init-cache',
    patterns: ['catalog.#', 'content.#'],
    fanout: true,
    handler: async () => {
      guestCache = null;
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
      const entries = await compose(req);
      const complete = entries.every((entry) => entry.url === '/api/users/me' || entry.data !== null);
      const body = JSON.stringify({ data: entries });
      if (!complete) {
        res.type('application/json').send(body);
        return;
      }
      guestCache = { body, at: Date.now() };
    }
    res.type('application/json').send(guestCache.body);
  });

  return router;
}
