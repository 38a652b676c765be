import { createContext, useContext, useSyncExternalStore } from 'react';

/** SPEC §9: cookie consent is kept 365 days. */
export const COOKIE_CONSENT_NAME = 'cookie-acceptance';
export const COOKIE_CONSENT_DAYS = 365;
/** SPEC §9: install-prompt dismissal cookie, one month. */
export const PWA_DISMISS_COOKIE = 'pwa-dismiss';

const listeners = new Set<() => void>();

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

export function hasConsent(): boolean {
  return readCookie(COOKIE_CONSENT_NAME) === 'true';
}

export function giveConsent(): void {
  writeCookie(COOKIE_CONSENT_NAME, 'true', COOKIE_CONSENT_DAYS);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Consent as the server rendering a first screen read it from the request's cookie. */
export const ServerConsentContext = createContext(false);

/** Re-renders when the visitor accepts cookies (e.g. a map hero waiting for consent). */
export function useConsent(): boolean {
  const serverConsent = useContext(ServerConsentContext);
  return useSyncExternalStore(subscribe, hasConsent, () => serverConsent);
}
