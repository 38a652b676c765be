import { ServiceUnavailable, type Principal } from '@theke/server';
import { findSite, type MetaSite } from './page-meta';
import type { ServiceGet } from './service-reader';

/** A service that could not be reached answers like one that said 503: the page is unavailable, not missing. */
async function reach(request: Promise<Response>): Promise<Response> {
  const response = await request.catch(() => {
    throw new ServiceUnavailable();
  });
  if (response.status === 503) throw new ServiceUnavailable();
  return response;
}

/**
 * Whether a placed order is at `/status/{uid}/{hash}`: svc-orders' public order endpoint as a
 * guest, asked for a tag only (`If-None-Match: *` is a 304 for any order there is, so the order is
 * neither read nor sent). A wrong uid and a wrong hash are its one pinned 404, in the same time
 * (ARCHITECTURE "Public order"); the gateway adds the same work to both.
 */
export function publicOrderLookup(get: ServiceGet) {
  return async (uid: string, hash: string): Promise<boolean> => {
    const path = `/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;
    const response = await reach(get('orders', path, { headers: { 'if-none-match': '*' } }));
    await response.body?.cancel();
    if (response.status === 304 || response.status === 200) return true;
    if (response.status === 404) return false;
    throw new Error(`orders ${path} answered ${response.status}`);
  };
}

/**
 * The site page at `path` as a staff member reads it, drafts included (the website's own lookup,
 * `GET /api/sites?path=`), or null.
 */
export function staffSiteLookup(get: ServiceGet) {
  return async (principal: Principal, path: string): Promise<MetaSite | null> => {
    const response = await reach(get('content', `/sites?path=${encodeURIComponent(path)}`, { principal }));
    // svc-content refuses a path no page can have (400): there is none.
    if (response.status === 400 || response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw new Error(`content /sites?path= answered ${response.status}`);
    const sites = ((await response.json()) as { data: MetaSite[] }).data;
    return findSite(sites, path) ?? null;
  };
}
