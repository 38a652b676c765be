/**
 * The live preview's messages (issue 20, ADR 0045): the back-office's page editor shows the real
 * page route in an iframe of the same origin (`/{path}?vorschau`); the page says it is ready and
 * the editor sends the unsaved page, which the website renders with its own blocks instead of the
 * stored one. A subpath of its own: only the editor and the website's lazy preview chunk carry it.
 */
import type { Site } from './api/entities';

/** The query parameter that makes a page route listen for a draft. */
export const SITE_PREVIEW_PARAM = 'vorschau';

export const SITE_PREVIEW_READY = 'theke:site-preview-ready';
export const SITE_PREVIEW_DRAFT = 'theke:site-preview-draft';

export type SitePreviewMessage = { type: typeof SITE_PREVIEW_READY } | { type: typeof SITE_PREVIEW_DRAFT; site: Site };

/** A message of the preview protocol, from this origin only. */
export function previewMessageOf(event: MessageEvent): SitePreviewMessage | null {
  if (event.origin !== window.location.origin) return null;
  const data = event.data as Partial<SitePreviewMessage> | null;
  if (data?.type === SITE_PREVIEW_READY) return { type: SITE_PREVIEW_READY };
  if (data?.type === SITE_PREVIEW_DRAFT && 'site' in data && data.site && typeof data.site === 'object') return data as SitePreviewMessage;
  return null;
}
