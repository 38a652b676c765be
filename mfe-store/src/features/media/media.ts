import type { ImageReference } from '@theke/domain';

/** SPEC §7 media sizes by path: /image/{size}/{id}-{version}.{extension}, widths in pixels. */
export const IMAGE_SIZES = [
  { name: 'icon', width: 64 },
  { name: 'thumbnail', width: 128 },
  { name: 'tiny', width: 256 },
  { name: 'small', width: 640 },
  { name: 'medium', width: 1280 },
  { name: 'large', width: 1920 },
] as const;

export type ImageSize = (typeof IMAGE_SIZES)[number]['name'];

const fileName = (image: Pick<ImageReference, 'id' | 'version' | 'extension'>) =>
  `${image.id}-${image.version}.${image.extension}`;

/** The original, or one of the resized variants. */
export function imageUrl(image: Pick<ImageReference, 'id' | 'version' | 'extension'>, size?: ImageSize): string {
  return size ? `/image/${size}/${fileName(image)}` : `/image/${fileName(image)}`;
}

/**
 * A `srcset` from the sizes no wider than the original (a larger variant would only upscale),
 * starting at `from`; the browser picks by the `sizes` the component gives.
 */
export function imageSrcSet(image: ImageReference, from: ImageSize = 'tiny'): string {
  const start = IMAGE_SIZES.findIndex((size) => size.name === from);
  const original = image.width ?? Number.POSITIVE_INFINITY;
  const candidates = IMAGE_SIZES.slice(start).filter((size, index) => index === 0 || size.width <= original);
  return candidates.map((size) => `${imageUrl(image, size.name)} ${size.width}w`).join(', ');
}
