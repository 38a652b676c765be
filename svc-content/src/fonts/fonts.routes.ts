import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import type { FontFamily } from '@theke/contracts';
import { NotFound, type PublicRoute } from '@theke/server';
import { IMMUTABLE } from '../images/image-serving.routes';
import { findFont, installedFonts } from './font-catalog';
import { embedCss } from './font-css';

/** The storefront and website load the theme's font as guests: every font call is public. */
export const FONT_PUBLIC_ROUTES: PublicRoute[] = [{ method: 'GET', path: /^\/fonts(\/|$)/ }];

/**
 * The CSS names no version, so it is not immutable: a day in caches, then revalidated by its ETag
 * (the bytes change only when the platform installs another font package version).
 */
const CSS_CACHE = 'public, max-age=86400';
const FONT_TYPES = { woff2: 'font/woff2', woff: 'font/woff' } as const;
const FONT_FILE = /^[a-z0-9-]+\.(woff2|woff)$/;

const familyJson = ({ family, id, category, variants }: FontFamily): FontFamily => ({ family, id, category, variants });

/** SPEC §7: GET /fonts, GET /fonts/google/{family}/style-{variant}.embed.css, and the font files they name. */
export function fontsRouter(): Router {
  const router = Router();

  router.get('/fonts', (_req, res) => {
    res.set('Cache-Control', CSS_CACHE);
    res.json({ data: installedFonts().map(familyJson) });
  });

  router.get('/fonts/google/:family/style-:variant.embed.css', (req, res) => {
    const font = findFont(String(req.params.family));
    const entry = font && embedCss(font, String(req.params.variant));
    if (!entry) throw new NotFound();
    res.set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': CSS_CACHE, ETag: entry.etag });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(entry.css);
  });

  router.get('/fonts/files/:id/:version/:file', async (req, res) => {
    const font = findFont(String(req.params.id));
    const file = String(req.params.file);
    const match = FONT_FILE.exec(file);
    if (!font || font.id !== req.params.id || font.version !== req.params.version || !match || !file.startsWith(`${font.id}-`))
      throw new NotFound();
    const bytes = await readFile(path.join(font.directory, 'files', file)).catch(() => null);
    if (!bytes) throw new NotFound();
    res.set({ 'Content-Type': FONT_TYPES[match[1] as keyof typeof FONT_TYPES], 'Cache-Control': IMMUTABLE });
    res.send(bytes);
  });

  return router;
}
