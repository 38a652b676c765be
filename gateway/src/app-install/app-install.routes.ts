import { Router, type Response } from 'express';
import { imageFileName } from '@theke/domain';
import { NotFound, type EventBus, type Logger } from '@theke/server';
import type { GuestReader } from '../seo/service-reader';
import { fallbackLogo, iconSpec, renderFavicon, renderIcon } from './app-icons';
import { iconColours, iconSource, iconVersion, isInstallable, webAppManifest, type InstallConfig } from './web-app-manifest';

export interface AppInstallOptions {
  read: GuestReader;
  /** The content service's base URL: the logo's original is read from its `/image/…`. */
  contentUrl: string;
  bus: EventBus;
  log: Logger;
}

/** The config is re-read after a content change or a minute at the latest. */
const CONFIG_MS = 60_000;
/** A versioned icon URL (`?v=` of the current logo) never changes; the fixed names are revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * `/manifest.webmanifest` (404 without the PWA plugin), `/favicon.ico`, `/apple-touch-icon.png` and
 * `/app-icons/{icon-N|maskable-N}.png`, rendered with sharp from the configured logo (or the shop
 * name's initial) once per logo version and kept in memory (issue 24, ADR 0049).
 */
export function appInstallRouter({ read, contentUrl, bus, log }: AppInstallOptions): Router {
  const router = Router();
  let config: { at: number; value: Promise<InstallConfig | null> } | null = null;
  let rendered: { version: string; files: Map<string, Promise<Buffer>> } = { version: '', files: new Map() };
  void bus.subscribe({
    queue: 'gateway.app-install-cache',
    patterns: ['content.#'],
    fanout: true,
    handler: async () => {
      config = null;
    },
  });

  function currentConfig(): Promise<InstallConfig | null> {
    if (!config || Date.now() - config.at > CONFIG_MS) {
      const value = read<InstallConfig>('content', '/config').catch((error: unknown) => {
        log.warn({ err: error }, 'app install: config not read');
        config = null;
        return null;
      });
      config = { at: Date.now(), value };
    }
    return config.value;
  }

  async function sourceOf(current: InstallConfig | null, kind: 'app' | 'favicon'): Promise<Buffer> {
    const image = iconSource(current, kind);
    if (image) {
      const response = await fetch(`${contentUrl}/image/${imageFileName(image)}`).catch(() => null);
      if (response?.ok) return Buffer.from(await response.arrayBuffer());
      log.warn({ status: response?.status }, 'app install: logo not read, the initial stands in');
    }
    return fallbackLogo(current?.shopName ?? '', iconColours(current));
  }

  /** Renders a file once per logo version; a failed rendering is tried again on the next request. */
  function file(current: InstallConfig | null, name: string, render: (source: Buffer) => Promise<Buffer>): Promise<Buffer> {
    const version = iconVersion(current);
    if (rendered.version !== version) rendered = { version, files: new Map() };
    const files = rendered.files;
    let job = files.get(name);
    if (!job) {
      job = sourceOf(current, name === 'favicon.ico' ? 'favicon' : 'app').then(render);
      job.catch(() => files.delete(name));
      files.set(name, job);
    }
    return job;
  }

  function sendImage(res: Response, type: string, bytes: Buffer, versioned: boolean) {
    res.set({ 'Content-Type': type, 'Cache-Control': versioned ? IMMUTABLE : REVALIDATE }).send(bytes);
  }

  router.get('/manifest.webmanifest', async (_req, res) => {
    const current = await currentConfig();
    if (!current || !isInstallable(current)) throw new NotFound();
    res.set({ 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.send(JSON.stringify(webAppManifest(current)));
  });

  router.get('/favicon.ico', async (_req, res) => {
    const current = await currentConfig();
    sendImage(res, 'image/x-icon', await file(current, 'favicon.ico', (source) => renderFavicon(source, iconColours(current))), false);
  });

  router.get(['/apple-touch-icon.png', '/app-icons/:file'], async (req, res) => {
    const name = (req.params as { file?: string }).file ?? 'apple-touch-icon.png';
    const spec = iconSpec(name);
    if (!spec) throw new NotFound();
    const current = await currentConfig();
    const bytes = await file(current, name, (source) => renderIcon(source, spec, iconColours(current)));
    sendImage(res, 'image/png', bytes, req.query.v === iconVersion(current));
  });

  return router;
}
