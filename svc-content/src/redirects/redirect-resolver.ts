import { EVENTS } from '@theke/contracts';
import { Router } from 'express';
import Joi from 'joi';
import { NotFound, validate, withPayloadCheck, type Subscription } from '@theke/server';
import { pagePath } from '../payload-fields';
import { Redirect } from './redirect.model';

/** How long one replica trusts its copy when it missed a change event (other replicas' writes arrive as events). */
const MAX_AGE_MS = 60_000;

/**
 * Every redirect in memory, keyed by its normalised path: the gateway asks on each page request
 * it cannot answer otherwise, so a lookup must not cost a query. Emptied by each redirect change.
 */
export class RedirectResolver {
  private table: Promise<Map<string, string>> | null = null;
  private loadedAt = 0;

  async resolve(path: string): Promise<string | null> {
    if (!this.table || Date.now() - this.loadedAt > MAX_AGE_MS) {
      this.loadedAt = Date.now();
      this.table = Redirect.findAll({ attributes: ['path', 'target'] }).then(
        (rows) => new Map(rows.map((row) => [row.path, row.target])),
      );
      this.table.catch(() => {
        this.table = null;
      });
    }
    return (await this.table).get(path) ?? null;
  }

  invalidate(): void {
    this.table = null;
  }

  /** Each process forgets its copy when any replica changes a redirect. */
  subscription(): Subscription {
    return {
      queue: 'content.redirect-cache',
      patterns: [EVENTS.redirectChanged],
      fanout: true,
      handler: withPayloadCheck([EVENTS.redirectChanged], async () => this.invalidate()),
    };
  }
}

const resolveQuery = Joi.object({ path: pagePath().required() });

/**
 * `GET /api/redirects/resolve?path=/jobs` → `{data: {path, target, status: 301}}`, or the JSON 404
 * when no redirect starts at that path. Public: the gateway answers the 301 with it.
 */
export function redirectResolveRouter(resolver: RedirectResolver): Router {
  const router = Router();
  router.get('/redirects/resolve', async (req, res) => {
    const { path } = validate(resolveQuery, { path: req.query.path }) as { path: string };
    const target = await resolver.resolve(path);
    if (target === null) throw new NotFound();
    res.set('Cache-Control', 'public, max-age=30');
    res.json({ data: { path, target, status: 301 } });
  });
  return router;
}
