/**
 * SPEC §2 "Page titles and metadata", once for both tiers: the gateway writes these tags into the
 * HTML it serves (crawlers and link previews run no JavaScript; gateway/src/seo/page-meta.ts), the
 * shell keeps them current on client-side navigation. Titles come from the German resources.
 */
import { imageUrl, type ImageReference } from '@theke/domain';
import { translate } from '@theke/ui';
import type { LegalPage, RouteKind } from '@theke/ui';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
}

type MetaImage = Pick<ImageReference, 'id' | 'version' | 'extension'>;

/** What the meta reads of `/api/config`, `/api/sites`, `/api/branches` and `/api/divisions`. */
export interface MetaConfig {
  shopName?: string | null;
  title?: string | null;
  seoTitle?: string | null;
  description?: string | null;
  seoDescription?: string | null;
  image?: MetaImage | null;
}

export interface MetaSite {
  path: string;
  name: string;
  title?: string | null;
  description?: string | null;
}

export interface MetaBranch {
  identifier: string;
  name: string;
  description?: string | null;
  images?: readonly MetaImage[] | null;
}

export interface MetaDivision {
  title?: string | null;
  description?: string | null;
}

export interface PageMetaData {
  config: MetaConfig | null | undefined;
  sites: readonly MetaSite[];
  branches: readonly MetaBranch[];
  divisions: readonly MetaDivision[];
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

export function shopTitle(config: MetaConfig | null | undefined): string {
  return config?.seoTitle || config?.title || config?.shopName || '';
}

function join(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(' - ');
}

/** The site a route's path names (route paths have no trailing slash, a site's may). */
export function findSite<T extends MetaSite>(sites: readonly T[], path: string): T | undefined {
  return sites.find((site) => site.path === path || site.path === `${path}/`);
}

const largeImage = (image: MetaImage | null | undefined): string | null => (image ? imageUrl(image, 'large') : null);

/** SPEC §2 "Page titles and metadata". */
export function buildPageMeta(route: RouteKind, data: PageMetaData): PageMeta {
  const { config } = data;
  const shop = shopTitle(config);
  const fallbackDescription = config?.seoDescription || config?.description || '';
  let title = shop;
  let description = fallbackDescription;
  let image = largeImage(config?.image);

  switch (route.kind) {
    case 'division': {
      const division = data.divisions[0];
      title = join(division?.title, shop);
      description = division?.description || fallbackDescription;
      break;
    }
    case 'branch':
    case 'kiosk':
    case 'checkout': {
      const branch = data.branches.find((b) => b.identifier === route.identifier);
      title = route.kind !== 'checkout' ? join(branch?.name, shop) : join(translate('titles.checkout'), shop);
      description = branch?.description || fallbackDescription;
      image = largeImage(branch?.images?.[0]) ?? image;
      break;
    }
    case 'status':
    case 'time-clock':
      title = join(translate(`titles.${route.kind}`), shop);
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

/** A head tag: `<meta {attribute}="{key}" content="{content}">`; null content: the page has none. */
export type MetaTag = readonly [attribute: 'name' | 'property', key: string, content: string | null];

/** The description, og and twitter tags of a page, in head order (title and canonical apart). */
export function metaTags(meta: PageMeta): [description: MetaTag, ...others: MetaTag[]] {
  return [
    ['name', 'description', meta.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.canonical],
    ['property', 'og:image', meta.image],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:url', meta.canonical],
    ['name', 'twitter:image', meta.image],
  ];
}
