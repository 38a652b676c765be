import { Router, type Request } from 'express';
import type { EventBus } from '@theke/server';
import type { GuestReader } from './service-reader';

interface PublicSite {
  path: string;
  isPublic: boolean;
  updatedAt?: string;
}

interface PublicBranch {
  identifier: string;
  isPublic: boolean;
  updatedAt?: string;
}

const CACHE_MS = 5 * 60_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's own origin: PUBLIC_URL when set (behind a proxy), else what the request reached. */
export function publicOrigin(req: Request): string {
  return (process.env.PUBLIC_URL ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/$/, '');
}

/** `sitemap.xml` of public pages and branches, and `robots.txt` pointing at it (issue 10). */
export function seoRouter(read: GuestReader, bus: EventBus): Router {
  const router = Router();
  let cache: { origin: string; body: string; at: number } | null = null;
  void bus.subscribe({
    queue: 'gateway.sitemap-cache',
    patterns: ['catalog.#', 'content.#'],
    fanout: true,
    handler: async () => {
      cache = null;
    },
  });

  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').send(`User-agent: *\nDisallow: /backend\nDisallow: /api/\nDisallow: /status/\n\nSitemap: ${publicOrigin(req)}/sitemap.xml\n`);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = publicOrigin(req);
    if (!cache || cache.origin !== origin || Date.now() - cache.at > CACHE_MS) {
      const [sites, branches] = await Promise.all([
        read<PublicSite[]>('content', '/sites?view=summary'),
        read<PublicBranch[]>('catalog', '/branches'),
      ]);
      const entries = [
        { loc: `${origin}/`, lastmod: undefined },
        ...sites.filter((site) => site.isPublic).map((site) => ({ loc: `${origin}${site.path}`, lastmod: site.updatedAt })),
        ...branches
          .filter((branch) => branch.isPublic)
          .map((branch) => ({ loc: `${origin}/store/${encodeURIComponent(branch.identifier)}`, lastmod: branch.updatedAt })),
      ];
      const urls = entries
        .map(({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`)
        .join('\n');
      cache = {
        origin,
        at: Date.now(),
        body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      };
    }
    res.type('application/xml').set('Cache-Control', 'public, max-age=300').send(cache.body);
  });

  return router;
}
