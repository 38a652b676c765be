/**
 * The page route inside the back-office's live preview (issue 20, ADR 0045): says it is ready and
 * shows each unsaved page the editor sends. Its own lazy chunk, loaded only with `?vorschau` in
 * an iframe: guests never download it.
 */
import type { Site } from '@theke/ui';
import { previewMessageOf, SITE_PREVIEW_DRAFT, SITE_PREVIEW_READY } from '@theke/ui/site-preview';

export function listenForPreview(show: (site: Site) => void): void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent) return;
    const message = previewMessageOf(event);
    if (message?.type === SITE_PREVIEW_DRAFT) show(message.site);
  };
  window.addEventListener('message', onMessage);
  window.parent.postMessage({ type: SITE_PREVIEW_READY }, window.location.origin);
}
