import type { Page, Route } from '@playwright/test';
import { THIRD_PARTY } from './fixtures';

/**
 * ADR 0040: the home map in tests without network. mapbox-gl asks api.mapbox.com for the
 * configured dark style (mapbox://styles/mapbox/dark-v11); the test platform answers it with this
 * minimal local style (a background layer, no sources, tiles, glyphs or sprites), answers
 * mapbox's telemetry with 204 and refuses anything else that would leave the machine.
 */
export const LOCAL_MAP_STYLE = {
  version: 8,
  name: 'Theke e2e (local)',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#1d1f24' } }],
} as const;

export interface MapboxTraffic {
  /** Every request to a mapbox host, in order. */
  requests: string[];
  /** Requests to any other host than the platform's, refused. */
  refused: string[];
}

/** offline: mapbox's hosts are unreachable too (the map must fall back). */
export async function serveMapboxLocally(page: Page, { offline = false } = {}): Promise<MapboxTraffic> {
  const traffic: MapboxTraffic = { requests: [], refused: [] };
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, async (route: Route) => {
    const url = route.request().url();
    const { hostname, pathname } = new URL(url);
    if (offline && hostname.endsWith('mapbox.com')) {
      traffic.requests.push(url);
      await route.abort('internetdisconnected');
    } else if (hostname === 'api.mapbox.com' && pathname.startsWith('/styles/v1/mapbox/dark-v11')) {
      traffic.requests.push(url);
      await route.fulfill({ status: 200, contentType: 'application/json', json: LOCAL_MAP_STYLE });
    } else if (hostname.endsWith('mapbox.com')) {
      traffic.requests.push(url);
      await route.fulfill({ status: 204, body: '' });
    } else if (THIRD_PARTY.test(url)) {
      await route.fallback(); // the consented tags, answered by the fixtures
    } else {
      traffic.refused.push(url);
      await route.abort('blockedbyclient');
    }
  });
  return traffic;
}
