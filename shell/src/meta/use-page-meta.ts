import { useEffect } from 'react';
import { useBranches, useConfig, useDivisions, useLocation, useSites } from '@theke/ui';
import { applyPageMeta } from './apply-page-meta';
import { buildPageMeta } from './page-meta';
import { resolveRouteKind } from '@theke/ui';

/** SPEC §2: title, description, canonical, og and twitter tags follow every route change. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const { data: config } = useConfig();
  const { data: sites } = useSites();
  const { data: branches } = useBranches();
  const { data: divisions } = useDivisions();

  useEffect(() => {
    const meta = buildPageMeta(resolveRouteKind(pathname), {
      config,
      sites: sites ?? [],
      branches: branches ?? [],
      divisions: divisions ?? [],
      origin: window.location.origin,
      pathname,
    });
    applyPageMeta(meta);
  }, [pathname, config, sites, branches, divisions]);
}
