/**
 * The installable app's service worker (issue 24, ADR 0049), built with Workbox into
 * `shell/dist/service-worker.js`. The gateway's `/sw.js` sets `self.__THEKE_PRECACHE` (the shell,
 * each guest remote's remoteEntry.js with its content hash and the chunks its routes need, read
 * from `/api/remotes`' builds) and imports this file: a new build of the shell or of any one remote
 * changes `/sw.js`, the browser installs the new worker, and the page offers 'App neustarten'.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { SKIP_WAITING } from './messages';
import { CATALOGUE_READ, IMAGE_READ, INIT_READ, isFromStaffPage, isGuestInit, isKeptPage, isStoredAnswer } from './cache-rules';

interface WorkerScope {
  __THEKE_PRECACHE?: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const PAGES = 'theke-pages';
const CATALOGUE = 'theke-catalogue';
const IMAGES = 'theke-images';

/** Answers with `no-store`/`private` (pages with a session, checkout, status) are never kept. */
const onlyStoredAnswers = { cacheWillUpdate: async ({ response }: { response: Response }) => (isStoredAnswer(response) ? response : null) };
/** /api/init is `no-store` for everyone; only a guest's answer is kept (it names the signed-in staff member). */
const onlyGuestInit = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200) return null;
    const body: unknown = await response.clone().json().catch(() => null);
    return isGuestInit(body) ? response : null;
  },
};

cleanupOutdatedCaches();
precacheAndRoute(worker.__THEKE_PRECACHE ?? []);
clientsClaim();

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void worker.skipWaiting();
});

const sameOrigin = (url: URL) => url.origin === worker.location.origin;

// Pages: the network first (a page is current when online), the last copy offline.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isKeptPage(url.pathname),
  new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 5, plugins: [onlyStoredAnswers, new ExpirationPlugin({ maxEntries: 30 })] }),
);

registerRoute(
  ({ request, url }) => sameOrigin(url) && INIT_READ.test(url.pathname) && !isFromStaffPage(request.referrer, url.origin),
  new NetworkFirst({ cacheName: CATALOGUE, networkTimeoutSeconds: 5, plugins: [onlyGuestInit] }),
);

// Catalogue reads: the last answer at once, refreshed in the background.
registerRoute(
  ({ request, url }) => sameOrigin(url) && CATALOGUE_READ.test(url.pathname) && !isFromStaffPage(request.referrer, url.origin),
  new StaleWhileRevalidate({ cacheName: CATALOGUE, plugins: [onlyStoredAnswers, new ExpirationPlugin({ maxEntries: 100 })] }),
);

// Images: a URL names bytes that never change (id and version), so the cached copy is always right.
registerRoute(
  ({ url }) => sameOrigin(url) && IMAGE_READ.test(url.pathname),
  new CacheFirst({ cacheName: IMAGES, plugins: [onlyStoredAnswers, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
);

export const CACHE_NAMES = { precache: cacheNames.precache, pages: PAGES, catalogue: CATALOGUE, images: IMAGES };
