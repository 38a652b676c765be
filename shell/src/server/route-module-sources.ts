import type { ComponentType } from 'react';
import type { FirstScreenModuleId, RemoteModuleId } from '@theke/ui';

type Source = () => Promise<{ default: ComponentType }>;

/**
 * The route modules the server renders a first screen of (the route table's `firstScreen`, so
 * TypeScript asks for exactly those), read from the remotes' sources: the same files their webpack
 * `exposes` name (scripts/route-contracts.test.ts). Checkout, order status and staff screens are
 * personal or behind a login: the browser renders them alone.
 */
export const FIRST_SCREEN_SOURCES: Record<FirstScreenModuleId, Source> = {
  'mfe_store/DivisionPage': () => import('@theke/mfe-store/routes/DivisionPage'),
  'mfe_store/StorePage': () => import('@theke/mfe-store/routes/StorePage'),
  'mfe_website/SitePage': () => import('@theke/mfe-website/routes/SitePage'),
  'mfe_website/LegalPage': () => import('@theke/mfe-website/routes/LegalPage'),
};

export function loadSource(id: RemoteModuleId): Promise<{ default: ComponentType }> {
  const sources: Partial<Record<RemoteModuleId, Source>> = FIRST_SCREEN_SOURCES;
  const source = sources[id];
  return source ? source() : Promise.reject(new Error(`${id} is not rendered on the server`));
}
