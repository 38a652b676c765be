import { useEffect, useRef } from 'react';
import { ROUTE_SCROLL_DELAY_MS } from '@theke/domain';
import { useLocation } from '@theke/ui';

/** The element an address's hash names ('#oeffnungszeiten'), or null for none or no such element. */
export function routeScrollTarget(hash: string, doc: Pick<Document, 'getElementById'>): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw id up.
  }
  return doc.getElementById(id);
}

/**
 * SPEC §9: ROUTE_SCROLL_DELAY_MS after a route change the page scrolls to the hash's element, or
 * to the top when there is none (the route's remote has rendered by then). Returns the cancel.
 */
export function scheduleRouteScroll(hash: string, delay: number = ROUTE_SCROLL_DELAY_MS): () => void {
  const timer = setTimeout(() => {
    const target = routeScrollTarget(hash, document);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, delay);
  return () => clearTimeout(timer);
}

/**
 * Scrolls after each route change (path or hash); the first screen keeps the browser's position
 * unless its address names an anchor. A newer change cancels the pending scroll.
 */
export function useRouteScroll(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (initial && !hash) return undefined;
    return scheduleRouteScroll(hash);
  }, [pathname, hash]);
}
