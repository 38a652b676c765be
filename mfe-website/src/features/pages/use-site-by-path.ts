import { useEffect, useState } from 'react';
import { useQuery, useSites, type Site } from '@theke/ui';

export type SiteLookup = { status: 'loading' } | { status: 'found'; site: Site } | { status: 'missing' };

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The unsaved page the back-office's live preview sends (ADR 0045): only inside a frame opened
 * with `?vorschau`, its listener a lazy chunk.
 */
function usePreviewSite(): Site | null {
  const [site, setSite] = useState<Site | null>(null);
  useEffect(() => {
    // The listener stays for the frame's life: the preview document is only ever this page.
    if (window.parent !== window && location.search.includes('vorschau')) void import('./preview-listener').then((preview) => preview.listenForPreview(setSite));
  }, []);
  return site;
}

/**
 * The site page for a path: from the sites `/api/init` primed, else `GET /api/sites?path=`
 * (pages the init list does not carry, e.g. drafts for staff).
 */
export function useSiteByPath(pathname: string): SiteLookup {
  const path = normalise(pathname);
  const preview = usePreviewSite();
  const { data: sites } = useSites();
  const cached = sites?.find((site) => normalise(site.path) === path);
  const lookup = useQuery<Site[]>({
    queryKey: ['/api/sites', { path }],
    enabled: sites !== undefined && !cached,
    meta: { silent: true },
  });
  if (preview) return { status: 'found', site: preview };
  if (cached) return { status: 'found', site: cached };
  if (sites === undefined || lookup.isPending) return { status: 'loading' };
  const site = lookup.data?.find((candidate) => normalise(candidate.path) === path);
  return site ? { status: 'found', site } : { status: 'missing' };
}
