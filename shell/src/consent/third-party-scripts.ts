import type { Config } from '@theke/ui';

/** SPEC §4: a social pixel and a tag manager, loaded after consent and only when their ids are configured. */
export const SOCIAL_PIXEL_SCRIPT_ID = 'theke-social-pixel';
export const TAG_MANAGER_SCRIPT_ID = 'theke-tag-manager';

interface PixelFunction {
  (...args: unknown[]): void;
  queue: unknown[][];
  loaded: boolean;
  version: string;
  callMethod?: (...args: unknown[]) => void;
}

interface TrackingGlobals {
  fbq?: PixelFunction;
  _fbq?: PixelFunction;
  dataLayer?: Record<string, unknown>[];
}

function addScript(doc: Document, id: string, src: string): void {
  if (doc.getElementById(id)) return;
  const script = doc.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

function loadSocialPixel(doc: Document, pixelId: string): void {
  const scope = (doc.defaultView ?? window) as unknown as TrackingGlobals;
  if (!scope.fbq) {
    // The pixel's documented queueing stub: calls made before the script arrives are replayed.
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as PixelFunction;
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    scope.fbq = fbq;
    scope._fbq = fbq;
    fbq('init', pixelId);
    fbq('track', 'PageView');
  }
  addScript(doc, SOCIAL_PIXEL_SCRIPT_ID, 'https://connect.facebook.net/en_US/fbevents.js');
}

function loadTagManager(doc: Document, containerId: string): void {
  const scope = (doc.defaultView ?? window) as unknown as TrackingGlobals;
  scope.dataLayer = scope.dataLayer ?? [];
  scope.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(doc, TAG_MANAGER_SCRIPT_ID, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`);
}

export function loadThirdPartyScripts(config: Config | undefined, doc: Document = document): void {
  if (config?.socialPixelId) loadSocialPixel(doc, config.socialPixelId);
  if (config?.tagManagerId) loadTagManager(doc, config.tagManagerId);
}
