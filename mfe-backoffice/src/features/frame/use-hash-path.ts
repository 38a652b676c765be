import { useSyncExternalStore } from 'react';

/** SPEC §2: back-office sub-pages live in the hash (#/dashboard, #/sites, #/navigations). */
export const DEFAULT_SECTION = '/dashboard';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '');
  return path.startsWith('/') && path.length > 1 ? path : DEFAULT_SECTION;
}

export function useHashPath(): string {
  return useSyncExternalStore(
    subscribe,
    () => hashPath(window.location.hash),
    () => DEFAULT_SECTION,
  );
}
