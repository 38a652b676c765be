import { imageSrcSet, imageSrcSetWithOriginal, imageUrl } from '@theke/domain';
import { resolveRouteKind, type LegalPage, type RouteKind } from '@theke/ui/src/route-module/route-kind';

/**
 * SPEC §2 "Page titles and metadata", computed on the server: crawlers and link previews do not
 * run JavaScript, so the shell's HTML already carries title, description, canonical, og and
 * twitter tags. The shell's `page-meta.ts` keeps them current on client-side navigation with the
 * same rules.
 */

interface ImageRef {
  id: number | string;
  version: number;
  extension: string;
}

export interface MetaConfig {
  shopName?: string | null;
  title?: string | null;
  seoTitle?: string | null;
  description?: string | null;
  seoDescription?: string | null;
  image?: ImageRef | null;
  timeZone?: string | null;
  enablePluginHomePage?: boolean | null;
}

export interface MetaSite {
  path: string;
  name: string;
  title?: string | null;
  description?: string | null;
  isPublic?: boolean;
  content?: { body?: Array<{ type: string; value: unknown }> } | null;
}

export interface MetaBranch {
  identifier: string;
  name: string;
  description?: string | null;
  images?: ImageRef[] | null;
}

export interface MetaDivision {
  title?: string | null;
  description?: string | null;
}

export interface MetaData {
  config: MetaConfig | null;
  sites: readonly MetaSite[];
  branches: readonly MetaBranch[];
  divisions: readonly MetaDivision[];
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
}

/** SPEC §2 titles of the fixed legal pages and the checkout/status prefixes (German resources). */
const TITLES: Record<LegalPage | 'checkout' | 'status' | 'backend', string> = {
  'terms-and-conditions': 'AGB',
  privacy: 'Datenschutz',
  imprint: 'Impressum',
  allergens: 'Allergene',
  checkout: 'Bestellvorgang',
  status: 'Bestellstatus',
  backend: 'Backend',
};

const join = (...parts: Array<string | null | undefined>) => parts.filter((part): part is string => Boolean(part)).join(' - ');

const imagePath = (image: ImageRef | null | undefined) => (image ? imageUrl(image, 'large') : null);

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function findSite(sites: readonly MetaSite[], path: string): MetaSite | undefined {
  const wanted = normalise(path);
  return sites.find((site) => normalise(site.path) === wanted);
}

export function buildPageMeta(route: RouteKind, data: MetaData, origin: string, pathname: string): PageMeta {
  const { config } = data;
  const shop = config?.seoTitle || config?.title || config?.shopName || '';
  const fallbackDescription = config?.seoDescription || config?.description || '';
  let title = shop;
  let description = fallbackDescription;
  let image = imagePath(config?.image);

  switch (route.kind) {
    case 'division': {
      const division = data.divisions[0];
      title = join(division?.title, shop);
      description = division?.description || fallbackDescription;
      break;
    }
    case 'branch':
    case 'checkout': {
      const branch = data.branches.find((candidate) => candidate.identifier === route.identifier);
      title = route.kind === 'branch' ? join(branch?.name, shop) : join(TITLES.checkout, shop);
      description = branch?.description || fallbackDescription;
      image = imagePath(branch?.images?.[0]) ?? image;
      break;
    }
    case 'status':
      title = join(TITLES.status, shop);
      break;
    case 'legal':
      title = join(TITLES[route.page], shop);
      break;
    case 'backend':
      title = join(TITLES.backend, shop);
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
  return { title, description, canonical: `${origin}${pathname}`, image: image ? `${origin}${image}` : null };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head tags for a page: title, description, canonical, og and twitter (same set as the shell writes). */
export function renderMetaTags(meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, content: string | null) =>
    content === null ? null : `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    tag('property', 'og:type', 'website'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
    tag('property', 'og:image', meta.image),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:url', meta.canonical),
    tag('name', 'twitter:image', meta.image),
  ]
    .filter((line): line is string => line !== null)
    .join('\n    ');
}

/** Swaps the template's own title and description for the page's tags. */
export function applyMetaTags(html: string, tags: string): string {
  const withoutDefaults = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return withoutDefaults.replace('</head>', `    ${tags}\n  </head>`);
}

interface SizedImage extends ImageRef {
  width?: number | null;
}

function isImage(value: unknown): value is SizedImage {
  return Boolean(value && typeof value === 'object' && 'id' in value && 'version' in value && 'extension' in value);
}

/** The hero image a site page opens with: a service hero's first slide or a leading image block. */
function leadImage(site: MetaSite): SizedImage | null {
  const first = site.content?.body?.[0];
  if (!first || !first.value || typeof first.value !== 'object') return null;
  const value = first.value as { slides?: Array<{ image?: unknown }>; image?: unknown };
  const candidate = first.type === 'service-hero' ? value.slides?.[0]?.image : first.type === 'image' ? value.image : null;
  return isImage(candidate) ? candidate : null;
}

/**
 * A preload of the page's largest image (its LCP element) with the srcset the page renders, so
 * the browser fetches it alongside the scripts instead of after them.
 */
export function renderLeadImagePreload(route: RouteKind, data: MetaData): string {
  if (route.kind === 'division') return renderFirstBranchImagePreload(data);
  if (route.kind !== 'site') return '';
  const site = findSite(data.sites, route.path);
  const image = site ? leadImage(site) : null;
  if (!image) return '';
  // The srcset of mfe-website's `Picture`.
  const srcset = imageSrcSetWithOriginal(image);
  return `<link rel="preload" as="image" href="${escapeHtml(imageUrl(image, 'medium'))}" imagesrcset="${escapeHtml(srcset)}" imagesizes="100vw" fetchpriority="high">`;
}

/** mfe-store's branch card: `sizes` of its `ResponsiveImage` (whose srcset starts at 'tiny'). */
const BRANCH_CARD_SIZES = '(min-width: 720px) 22rem, 100vw';

/**
 * The division page's first branch card image is its LCP element on a phone: preloaded with the
 * card's srcset and sizes, so it downloads alongside the scripts. Not with the home-page plugin and
 * a single branch, whose page has no cards.
 */
function renderFirstBranchImagePreload(data: MetaData): string {
  if (data.config?.enablePluginHomePage && data.branches.length === 1) return '';
  const image = data.branches[0]?.images?.[0];
  if (!isImage(image)) return '';
  const srcset = imageSrcSet(image, 'tiny');
  return `<link rel="preload" as="image" href="${escapeHtml(imageUrl(image, 'tiny'))}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${BRANCH_CARD_SIZES}" fetchpriority="high">`;
}

export { resolveRouteKind };
