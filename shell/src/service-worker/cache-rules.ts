/**
 * What the service worker may keep (issue 24, ADR 0049), as pure rules so they are tested without
 * a browser. The server decides per answer: `no-store` (pages with a session, checkout, status,
 * staff pages, every /api/init) is never kept; /api/init is kept only as a guest's answer (its
 * `/api/users/me` entry empty), because it also carries the signed-in staff member.
 */

/** Catalogue reads the store page needs offline; everything else under /api goes to the network. */
export const CATALOGUE_READ = /^\/api\/(branches|menus|categories|products|divisions|tags)(\/|$)/;
export const INIT_READ = /^\/api\/init\/?$/;
export const IMAGE_READ = /^\/image\//;
/** Navigations the worker keeps for offline use: pages, never the API (a payment's return address is one). */
export function isKeptPage(pathname: string): boolean {
  return !/^\/(api|image|upload|assets)(\/|$)/.test(pathname);
}

/** Pages whose API calls are staff data: the back-office and the branch screens. */
const STAFF_PAGE = /^\/(backend|orders|zeiterfassung|signage)(\/|$)/;

export function isStoredAnswer(response: Pick<Response, 'status' | 'headers' | 'type'>): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return !/\b(no-store|private)\b/.test(cacheControl);
}

/** The page a request was sent from: staff pages' reads are never cached. */
export function isFromStaffPage(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    const url = new URL(referrer);
    return url.origin === origin && STAFF_PAGE.test(url.pathname);
  } catch {
    return false;
  }
}

/** /api/init entries: `[{url, data}]`; a guest's has no staff member in `/api/users/me`. */
export function isGuestInit(body: unknown): boolean {
  const entries = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(entries)) return false;
  const user = entries.find((entry: { url?: unknown }) => entry?.url === '/api/users/me') as { data?: unknown } | undefined;
  return user !== undefined && (user.data === null || user.data === undefined);
}
