/**
 * SPEC §7 media sizes as `srcset`s: a variant never upscales, so a srcset lists only the sizes
 * up to the original's width. mfe-store's images, mfe-website's pictures and the gateway's
 * preload of a page's lead image are built here, so the preload names the bytes the page uses.
 */
import { IMAGE_SIZE_NAMES, IMAGE_SIZES, imageUrl, type ImageFile, type ImageSize } from './media';
import type { ImageReference } from '../catalogue/types';

const knownWidth = (image: ImageReference) =>
  typeof image.width === 'number' && image.width > 0 ? image.width : null;

const srcSetEntry = (image: ImageFile, size: ImageSize) => `${imageUrl(image, size)} ${IMAGE_SIZES[size]}w`;

/**
 * A `srcset` from the sizes no wider than the original, starting at `from` (always listed);
 * every size from there when the width is unknown (missing or not positive).
 */
export function imageSrcSet(image: ImageReference, from: ImageSize = 'tiny'): string {
  const original = knownWidth(image) ?? Number.POSITIVE_INFINITY;
  return IMAGE_SIZE_NAMES.slice(IMAGE_SIZE_NAMES.indexOf(from))
    .filter((size, index) => index === 0 || IMAGE_SIZES[size] <= original)
    .map((size) => srcSetEntry(image, size))
    .join(', ');
}

/**
 * A `srcset` from 'tiny' up to the original's width (taken as 'large' when unknown), with the
 * original itself when it is narrower than 'large' and no size matches it.
 */
export function imageSrcSetWithOriginal(image: ImageReference): string {
  const largest = IMAGE_SIZES.large;
  const width = knownWidth(image) ?? largest;
  const sizes = IMAGE_SIZE_NAMES.slice(IMAGE_SIZE_NAMES.indexOf('tiny'));
  const entries = sizes.filter((size) => IMAGE_SIZES[size] <= width).map((size) => srcSetEntry(image, size));
  const matchesASize = sizes.some((size) => IMAGE_SIZES[size] === width);
  if (entries.length === 0 || (width < largest && !matchesASize)) entries.push(`${imageUrl(image)} ${width}w`);
  return entries.join(', ');
}
