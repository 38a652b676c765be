import { useSyncExternalStore } from 'react';
import { mayLeave } from './leave-guard';

/** SPEC §2: back-office sub-pages live in the hash (#/dashboard, #/sites, #/navigations). */
export const DEFAULT_SECTION = '/dashboard';

/** The hash the frame shows: a move away from a dirty form that was not confirmed is undone. */
let shownHash: string | null = null;
/** The next hash change was asked for by a form that just saved: nothing is left unsaved. */
let unguardedNext = false;

function subscribe(onChange: () => void): () => void {
  const onHashChange = () => {
    if (window.location.hash === shownHash) return;
    const guarded = !unguardedNext;
    unguardedNext = false;
    if (guarded && shownHash !== null && !mayLeave()) {
      // Back to where the form is; replaceState fires no second hashchange.
      window.history.replaceState(null, '', shownHash || window.location.pathname);
      return;
    }
    shownHash = window.location.hash;
    onChange();
  };
  window.addEventListener('hashchange', onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
}

export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '');
  return path.startsWith('/') && path.length > 1 ? path : DEFAULT_SECTION;
}

function currentPath(): string {
  shownHash ??= window.location.hash;
  return hashPath(shownHash);
}

export function useHashPath(): string {
  return useSyncExternalStore(subscribe, currentPath, () => DEFAULT_SECTION);
}

/** Moves the back-office to a hash path: through the leave guard, unless a save just happened. */
export function navigateTo(path: string, options: { afterSave?: boolean } = {}): void {
  if (window.location.hash === `#${path}`) return;
  unguardedNext = options.afterSave === true;
  window.location.hash = `#${path}`;
}
