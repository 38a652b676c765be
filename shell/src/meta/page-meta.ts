import type { Branch, Config, Division, ImageReference, Site } from '@theke/ui';
import { translate } from '@theke/ui';
import type { LegalPage, RouteKind } from '@theke/ui';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
}

export interface PageMetaData {
  config: Config | undefined;
  sites: readonly Site[];
  branches: readonly Branch[];
  divisions: readonly Division[];
  /** e.g. https://reinigung.example.at — canonical and og:url are absolute. */
  origin: string;
  pathname: string;
}

const LEGAL_TITLE_KEYS = {
  'terms-and-conditions': 'footer.termsAndConditions',
  privacy: 'footer.privacyPolicy',
  imprint: 'footer.imprint',
  allergens: 'footer.allergens',
} as const satisfies Record<LegalPage, string>;

export function shopTitle(config: Config | undefined): string {
  return config?.seoTitle || config?.title || config?.shopName || '';
}

function join(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(' - ');
}

export function findSite(sites: readonly Site[], path: string): Site | undefined {
  return sites.find((site) => site.path === path || site.path === `${path}/`);
}

export function imageUrl(image: ImageReference | null | undefined, size = 'large'): string | null {
  return image ? `/image/${size}/${image.id}-${image.version}.${image.extension}` : null;
}

/** SPEC §2 "Page titles and metadata". */
export function buildPageMeta(route: RouteKind, data: PageMetaData): PageMeta {
  const { config } = data;
  const shop = shopTitle(config);
  const fallbackDescription = config?.seoDescription || config?.description || '';
  let title = shop;
  let description = fallbackDescription;
  let image = imageUrl(config?.image);

  switch (route.kind) {
    case 'division': {
      const division = data.divisions[0];
      title = join(division?.title, shop);
      description = division?.description || fallbackDescription;
      break;
    }
    case 'branch':
    case 'checkout': {
      const branch = data.branches.find((b) => b.identifier === route.identifier);
      title = route.kind === 'branch' ? join(branch?.name, shop) : join(translate('titles.checkout'), shop);
      description = branch?.description || fallbackDescription;
      image = imageUrl(branch?.images?.[0]) ?? image;
      break;
    }
    case 'status':
      title = join(translate('titles.status'), shop);
      break;
    case 'legal':
      title = join(translate(LEGAL_TITLE_KEYS[route.page]), shop);
      break;
    case 'backend':
      title = join(translate('backoffice.title'), shop);
      break;
    case 'site': {
      const site = findSite(data.sites, route.path);
      if (site) {
        title = join(site.title || site.name, shop);
        description = site.description || fallbackDescription;
      }
      break;
    }
  }
  const absolute = (path: string): string => `${data.origin}${path}`;
  return { title, description, canonical: absolute(data.pathname), image: image ? absolute(image) : null };
}

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | null): void {
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
  upsertMeta(doc, 'name', 'description', meta.description);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.appendChild(canonical);
  }
  canonical.href = meta.canonical;
  upsertMeta(doc, 'property', 'og:type', 'website');
  upsertMeta(doc, 'property', 'og:title', meta.title);
  upsertMeta(doc, 'property', 'og:description', meta.description);
  upsertMeta(doc, 'property', 'og:url', meta.canonical);
  upsertMeta(doc, 'property', 'og:image', meta.image);
  upsertMeta(doc, 'name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary');
  upsertMeta(doc, 'name', 'twitter:title', meta.title);
  upsertMeta(doc, 'name', 'twitter:description', meta.description);
  upsertMeta(doc, 'name', 'twitter:url', meta.canonical);
  upsertMeta(doc, 'name', 'twitter:image', meta.image);
}
