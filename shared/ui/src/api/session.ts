import { api, setCsrfToken } from './api-client';
import type { StaffUser } from './entities';
import { ROLE_ADMIN } from './entities';

export const CURRENT_USER_KEY = ['/api/users/me'] as const;

let csrfRequest: Promise<string> | null = null;

/** `GET /api/csrf` once per page; staff writes and the login send it as `X-CSRF-Token`. */
export function ensureCsrfToken(refresh = false): Promise<string> {
  if (!csrfRequest || refresh) {
    csrfRequest = api
      .get<{ csrfToken: string }>('/api/csrf', { redirectOnUnauthorized: false })
      .then(({ csrfToken }) => {
        setCsrfToken(csrfToken);
        return csrfToken;
      })
      .catch((error: unknown) => {
        csrfRequest = null;
        throw error;
      });
  }
  return csrfRequest;
}

/** The session probe: null for guests instead of the global 401 redirect. */
export async function fetchCurrentUser(): Promise<StaffUser | null> {
  try {
    return await api.get<StaffUser>('/api/users/me', { redirectOnUnauthorized: false });
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 401) return null;
    throw error;
  }
}

export async function login(username: string, password: string): Promise<StaffUser> {
  const csrfToken = await ensureCsrfToken(true);
  await api.post('/api/login', { username, password }, {
    headers: { 'X-CSRF-Token': csrfToken },
    redirectOnUnauthorized: false,
  });
  // The session id changes at login; so may the token bound to it.
  await ensureCsrfToken(true);
  const user = await fetchCurrentUser();
  if (!user) throw new Error('Login did not establish a session');
  return user;
}

export async function logout(): Promise<void> {
  const csrfToken = await ensureCsrfToken();
  await api.post('/api/logout', undefined, { headers: { 'X-CSRF-Token': csrfToken }, redirectOnUnauthorized: false });
  setCsrfToken(null);
  csrfRequest = null;
}

export function isAdmin(user: StaffUser | null | undefined): boolean {
  return Boolean(user?.roles.includes(ROLE_ADMIN));
}
