/**
 * SPEC §3 fonts: "embedded css cached by family/variant". The `@font-face` rules of one variant,
 * one per subset with its unicode-range (a browser loads only the subsets a page's text needs),
 * pointing at the platform's own immutable font files. Built once per family and variant and
 * kept in memory: the answer is the same bytes every time, with an ETag of them.
 */
import { createHash } from 'node:crypto';
import { fontFileName, parseVariant, type InstalledFont } from './font-catalog';

export interface EmbedCss {
  css: string;
  etag: string;
}

/** Where a font file is served (fonts.routes.ts); the package version keeps the URL immutable. */
export function fontFileUrl(font: InstalledFont, file: string): string {
  return `/api/fonts/files/${font.id}/${font.version}/${file}`;
}

export function buildEmbedCss(font: InstalledFont, variantName: string): string {
  const variant = parseVariant(variantName);
  if (!variant) throw new Error(`not a variant: ${variantName}`);
  return font.subsets
    .map((subset) => {
      const file = fontFileName(font, subset, variant);
      return [
        `/* ${file} */`,
        '@font-face {',
        `  font-family: '${font.family}';`,
        `  font-style: ${variant.style};`,
        '  font-display: swap;',
        `  font-weight: ${variant.weight};`,
        `  src: url(${fontFileUrl(font, `${file}.woff2`)}) format('woff2'), url(${fontFileUrl(font, `${file}.woff`)}) format('woff');`,
        ...(font.unicodeRanges[subset] ? [`  unicode-range: ${font.unicodeRanges[subset]};`] : []),
        '}',
      ].join('\n');
    })
    .join('\n\n')
    .concat('\n');
}

const cache = new Map<string, EmbedCss>();

/** The cached CSS of a variant the family has, or undefined. */
export function embedCss(font: InstalledFont, variantName: string): EmbedCss | undefined {
  if (!font.variants.includes(variantName)) return undefined;
  const key = `${font.id}/${variantName}`;
  let entry = cache.get(key);
  if (!entry) {
    const css = buildEmbedCss(font, variantName);
    entry = { css, etag: `"${createHash('sha256').update(css).digest('base64url').slice(0, 27)}"` };
    cache.set(key, entry);
  }
  return entry;
}
