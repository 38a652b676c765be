import type { InstallConfig } from '../app-install/web-app-manifest';
import type { ThemeConfig } from './theme-head';
import { imageSrcSet, imageSrcSetWithOriginal, imageUrl } from '@theke/domain';
import { resolveRouteKind, type RouteKind } from '@theke/ui/server';
import {
  buildPageMeta,
  findSite,
  metaTags,
  type MetaBranch as PageMetaBranch,
  type MetaConfig as PageMetaConfig,
  type MetaDivision,
  type MetaSite as PageMetaSite,
  type PageMeta,
} from '@theke/shell/server';

/**
 * SPEC §2 "Page titles and metadata", computed on the server: crawlers and link previews do not
 * run JavaScript, so the shell's HTML already carries title, description, canonical, og and
 * twitter tags. They are the shell's own (`shell/src/meta/page-meta.ts`, which keeps them current
 * on client-side navigation); this file renders them as HTML and adds the lead-image preloads.
 */

interface ImageRef {
  id: number | string;
  version: number;
  extension: string;
}

/** The config as the gateway caches it: the meta's fields and what the preloads and zone need. */
export interface MetaConfig extends PageMetaConfig, Pick<InstallConfig, 'enablePluginPWA' | 'themePrimaryColor'>, ThemeConfig {
  timeZone?: string | null;
  enablePluginHomePage?: boolean | null;
}

export interface MetaSite extends PageMetaSite {
  isPublic?: boolean;
  /** SPEC §3 site type ('default', 'job'); the page status checks the website can show it. */
  type?: string | null;
  content?: { body?: Array<{ type: string; value: unknown }> } | null;
}

export interface MetaBranch extends PageMetaBranch {
  /** Only a public branch has a store page guests may open (SPEC §2: others appear inactive). */
  isPublic?: boolean;
}

export interface MetaData {
  config: MetaConfig | null;
  sites: readonly MetaSite[];
  branches: readonly MetaBranch[];
  divisions: readonly MetaDivision[];
  /** Parts that could not be read (empty above): no page status may be decided from them. */
  unavailable?: ReadonlyArray<'config' | 'sites' | 'branches' | 'divisions'>;
}

export { buildPageMeta, findSite, type MetaDivision, type PageMeta };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The head tags for a page: title, description, canonical, og and twitter (the set the shell writes). */
export function renderMetaTags(meta: PageMeta): string {
  const [description, ...others] = metaTags(meta).map(([attribute, key, content]) =>
    content === null ? null : `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`,
  );
  return [`<title>${escapeHtml(meta.title)}</title>`, description, `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`, ...others]
    .filter((line): line is string => typeof line === 'string')
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
