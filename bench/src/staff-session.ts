import type { BrowserContext } from 'playwright-core';

/** Signs the demo administrator in within a browser context (its pages share the session cookie). */
export async function signInAdmin(baseUrl: string, context: BrowserContext): Promise<void> {
  const csrf = await context.request.get(`${baseUrl}/api/csrf`);
  const { data } = (await csrf.json()) as { data: { csrfToken: string } };
  const login = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'theke-admin' },
    headers: { 'X-CSRF-Token': data.csrfToken },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
}

/** The CSRF token of the context's session, for writes through `context.request`. */
export async function csrfToken(baseUrl: string, context: BrowserContext): Promise<string> {
  const csrf = await context.request.get(`${baseUrl}/api/csrf`);
  return ((await csrf.json()) as { data: { csrfToken: string } }).data.csrfToken;
}
