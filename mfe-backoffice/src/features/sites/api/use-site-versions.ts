/** A page's earlier versions (svc-content's site_versions): the list, one whole, and a restore. */
import { siteDescription } from '@theke/contracts';
import { api, translate, useQuery, useQueryClient } from '@theke/ui';
import type { SiteState } from '../site-changes';

export interface SiteVersionSummary {
  version: number;
  savedAt: string;
  name: string;
  path: string;
  isPublic: boolean;
}

export interface SiteVersion {
  version: number;
  savedAt: string;
  site: SiteState;
}

const versionsUrl = (id: number) => `/api/sites/${id}/versions`;

export function useSiteVersions(id: number) {
  return useQuery<SiteVersionSummary[]>({ queryKey: [versionsUrl(id)], meta: { errorMessage: translate('messages.loadFailed') } });
}

export function fetchSiteVersion(id: number, version: number): Promise<SiteVersion> {
  return api.get<SiteVersion>(`${versionsUrl(id)}/${version}`);
}

/** Restores a version over the stored page the screen shows (its version: a newer save is 409). */
export function useRestoreSiteVersion(id: number) {
  const client = useQueryClient();
  return async (version: number, currentVersion: number) => {
    const restored = await api.post<{ id: number }>(`${versionsUrl(id)}/${version}/restore`, { version: currentVersion }, { fallbackMessage: translate('siteVersions.restoreFailed') });
    client.setQueryData([`/api${siteDescription.path}/${id}`], restored);
    await client.invalidateQueries({ queryKey: ['/api/sites'] });
    await client.invalidateQueries({ queryKey: [versionsUrl(id)] });
    return restored;
  };
}
