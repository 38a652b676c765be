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
}

/** The data block, or null when the page came without a first screen (staff, checkout, a development server). */
export function readFirstScreen(doc: Document = document): FirstScreenState | null {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<FirstScreenState>;
    return Array.isArray(state.queries) ? { queries: state.queries } : null;
  } catch {
    return null;
  }
}

export function primeFirstScreen(client: QueryClient, state: FirstScreenState): void {
  for (const { queryKey, data } of state.queries) {
    if (Array.isArray(queryKey)) client.setQueryData(queryKey, data);
  }
}
