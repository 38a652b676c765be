import type { QueryClient } from '@theke/ui';

/** The gateway's data block beside a server-rendered first screen (gateway/src/frontend/first-screen.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'theke-first-screen';

/** A query the first screen read besides `/api/init`'s, with what it answered. */
export interface FirstScreenQuery {
  queryKey: unknown[];
  data: unknown;
}

export interface FirstScreenState {
  queries: FirstScreenQuery[];
  /** The lazy parts the screen shows (`lazyPart` ids). */
  parts: string[];
}

/** The data block, or null when the page came without a first screen (staff, checkout, a development server). */
export function readFirstScreen(doc: Document = document): FirstScreenState | null {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    // The gateway's own block: read as written (gateway/src/frontend/first-screen.ts).
    const state = JSON.parse(text) as FirstScreenState;
    return Array.isArray(state.queries) && Array.isArray(state.parts) ? state : null;
  } catch {
    return null;
  }
}

export function primeFirstScreen(client: QueryClient, state: FirstScreenState): void {
  for (const { queryKey, data } of state.queries) client.setQueryData(queryKey, data);
}
