import { CURRENT_USER_KEY, api, ensureCsrfToken, fetchCurrentUser, loadInit, type QueryClient, type StaffUser } from '@theke/ui';

/** Where a login link lands: /backend#/login-link/{token} (gateway/src/auth/login-links.ts, ADR 0029). */
const LINK_FRAGMENT = /^#\/login-link\/([A-Za-z0-9_-]{20,200})$/;

export function loginLinkTokenOf(hash: string): string | null {
  return LINK_FRAGMENT.exec(hash)?.[1] ?? null;
}

/** Drops the token from the address bar and the history: a reload must not send a used link again. */
export function forgetLoginLink(): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

/** POST /api/login-link: the gateway answers alike whether or not the name belongs to an account. */
export async function requestLoginLink(username: string): Promise<void> {
  const csrfToken = await ensureCsrfToken();
  await api.post('/api/login-link', { username }, { headers: { 'X-CSRF-Token': csrfToken }, redirectOnUnauthorized: false });
}

async function signInWithLoginLink(token: string, queryClient: QueryClient): Promise<StaffUser> {
  const csrfToken = await ensureCsrfToken(true);
  await api.post('/api/login-link/sign-in', { token }, { headers: { 'X-CSRF-Token': csrfToken }, redirectOnUnauthorized: false });
  // As at the password login: a new session id, perhaps a new token; staff see more in /api/init.
  await ensureCsrfToken(true);
  const user = await fetchCurrentUser();
  if (!user) throw new Error('The login link did not establish a session');
  await loadInit(queryClient).catch(() => undefined);
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  return user;
}

/** One opening of a link: the same token opened again is a new attempt (and answers that it was used). */
export interface LinkOpening {
  token: string;
  id: number;
}

let openings = 0;
export const openingOf = (token: string): LinkOpening => ({ token, id: ++openings });

const signIns = new Map<number, Promise<StaffUser>>();

/** Signs in once per opening, however often React runs the effect that asks. */
export function signInOnce(opening: LinkOpening, queryClient: QueryClient): Promise<StaffUser> {
  const running = signIns.get(opening.id) ?? signInWithLoginLink(opening.token, queryClient);
  signIns.set(opening.id, running);
  return running;
}
