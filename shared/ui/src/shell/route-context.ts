import { useLocation } from 'react-router-dom';

/**
 * SPEC §2 route context "self-service" (kiosk): no cookie banner, no install prompt, a screensaver,
 * the stored order draft cleared after an order. Every page under /kiosk/{branchIdentifier} is one
 * (docs/adr/0050-self-service-kiosk.md); elsewhere it is started with `?self-service` and then stays
 * for the browser session. The one switch every part reads (cookie banner, install prompt, checkout).
 */
export const SELF_SERVICE_PARAM = 'self-service';
const SELF_SERVICE_KEY = 'theke-self-service';

export type RouteContext = 'default' | 'self-service';

export function resolveRouteContext(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null, pathname = ''): RouteContext {
  if (pathname.startsWith('/kiosk/')) return 'self-service';
  const params = new URLSearchParams(search);
  if (params.has(SELF_SERVICE_PARAM)) {
    const off = params.get(SELF_SERVICE_PARAM) === '0';
    storage?.setItem(SELF_SERVICE_KEY, off ? '0' : '1');
    return off ? 'default' : 'self-service';
  }
  return storage?.getItem(SELF_SERVICE_KEY) === '1' ? 'self-service' : 'default';
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function useRouteContext(): RouteContext {
  const { search, pathname } = useLocation();
  return resolveRouteContext(search, sessionStore(), pathname);
}
