// The browser half of the page meta: writes page-meta.ts's tags into the live document.
import { metaTags, type MetaTag, type PageMeta } from './page-meta';

function upsertMeta(doc: Document, [attribute, key, content]: MetaTag): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/** Writes title, description, canonical, og and twitter tags (SPEC §2: on each route change). */
export function applyPageMeta(meta: PageMeta, doc: Document = document): void {
  doc.title = meta.title;
  // The order the gateway writes them in: description, canonical, then og and twitter.
  const [description, ...others] = metaTags(meta);
  upsertMeta(doc, description);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.appendChild(canonical);
  }
  canonical.href = meta.canonical;
  for (const tag of others) upsertMeta(doc, tag);
}
