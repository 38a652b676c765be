import { useLocation } from 'react-router-dom';
import { SITE_PREVIEW_PARAM } from '../site-preview';

/**
 * SPEC §2 route context "self-service" (kiosk): no cookie banner, no install prompt, a screensaver,
 * the stored order draft cleared after an order. Every page under /kiosk/{branchIdentifier} is one
 * (docs/adr/0050-self-service-kiosk.md); elsewhere it is started with `?self-service` and then stays
 * for the browser session. The one switch every part reads (cookie banner, install prompt, checkout).
 */
export const SELF_SERVICE_PARAM = 'self-service';
const SELF_SERVICE_KEY = 'theke-self-service';

/**
 * 'preview': a page inside the back-office's live preview (`?vorschau`, ADR 0045) shows what a
 * guest sees of it, without what belongs to a visit: no admin toolbar, cookie banner, popup,
 * install prompt or third-party scripts, and no page view counted for the editor.
 */
export type RouteContext = 'default' | 'self-service' | 'preview';

export function resolveRouteContext(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null, pathname = ''): RouteContext {
  if (pathname.startsWith('/kiosk/')) return 'self-service';
  const params = new URLSearchParams(search);
  if (params.has(SITE_PREVIEW_PARAM)) return 'preview';
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
