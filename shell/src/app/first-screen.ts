import type { QueryClient } from '@theke/ui';

/** The gateway's data block beside a server-rendered first screen (gateway/src/frontend/first-screen.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'theke-first-screen';

/**
 * Marks the first screen's style element in place of styled-components' `data-styled`: the
 * browser's styled-components would otherwise take its rules over, and a live component whose
 * generated id matched one of the server's then kept the server's place in the cascade, ahead of
 * rules it must follow (a card's back face stayed visible). The live page brings its own rules.
 */
export const FIRST_SCREEN_STYLES_ATTRIBUTE = 'data-first-screen-styles';

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

/**
 * The server's style tags, marked as the first screen's: left alone by the browser's
 * styled-components. The marker is replaced wherever it stands in the tag (a nonce comes first).
 */
export function markFirstScreenStyles(styleTags: string): string {
  return styleTags.replace(/ data-styled="true"/g, ` ${FIRST_SCREEN_STYLES_ATTRIBUTE}`);
}

/** Removes the first screen's styles once the live page has replaced its markup in `container`. */
export function dropFirstScreenStylesWhenReplaced(container: HTMLElement, doc: Document = document): void {
  const styles = doc.querySelectorAll(`style[${FIRST_SCREEN_STYLES_ATTRIBUTE}]`);
  if (styles.length === 0) return;
  const firstScreen = container.firstElementChild;
  const observer = new MutationObserver(() => {
    if (firstScreen?.isConnected) return;
    observer.disconnect();
    styles.forEach((style) => style.remove());
  });
  observer.observe(container, { childList: true });
}
