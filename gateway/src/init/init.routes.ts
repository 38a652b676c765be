import { Router, type Request } from 'express';
import type { InitEntry } from '@theke/contracts';
import { INTERNAL_TOKEN_HEADER, internalTokens, type EventBus, type Logger } from '@theke/server';
import { principalFromSession } from '../proxy/principal';
import type { ServiceName, ServiceUrls } from '../proxy/service-map';
import { AnswerCache, encodeAnswer, sendEncodedAnswer } from './answer-cache';

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

/**
 * Guests all see the same public data, each staff member their own view of it: kept until a
 * catalogue or content change arrives, composed anew in the background after 30 s.
 */
const FRESH_MS = 30_000;
/** One guest entry and one per signed-in staff member (and version of their account). */
const MAX_KEPT_ANSWERS = 1000;

export function initRouter({ services, internalSecret, bus, log }: InitOptions): Router {
  const router = Router();
  const answers = new AnswerCache({ freshMs: FRESH_MS, maxEntries: MAX_KEPT_ANSWERS });
  const tokenOf = internalTokens(internalSecret);
  void bus.subscribe({
    queue: 'gateway.init-cache',
    patterns: ['catalog.#', 'content.#'],
    fanout: true,
    handler: async () => answers.clear(),
  });

  async function load(req: Request, url: string, service: ServiceName): Promise<unknown> {
    const response = await fetch(`${services[service]}${url}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: tokenOf(principalFromSession(req)), accept: 'application/json' },
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
          // One failing service must not blank the whole site: its entry is empty (and not kept).
          log.warn({ err: error, url }, 'init source failed');
          return { url, data: null };
        }
      }),
    );
  }

  router.get('/init', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // The services answer by principal (drafts for staff, an employee's branches): one answer per
    // account as the session holds it, so a changed role or branch is a new key.
    const key = req.user ? `staff ${JSON.stringify(req.user)}` : 'guest';
    const answer = await answers.get(key, async () => {
      const entries = await compose(req);
      const complete = entries.every((entry) => entry.url === '/api/users/me' || entry.data !== null);
      return { answer: encodeAnswer(JSON.stringify({ data: entries })), keep: complete };
    });
    sendEncodedAnswer(req, res, answer);
  });

  return router;
}
