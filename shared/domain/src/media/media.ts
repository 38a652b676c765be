/**
 * SPEC §7 "Media by path": the one table of image sizes and the paths built from it. The
 * content service renders the variants from it, the remotes and the gateway build `srcset`s
 * from it (media-srcset.ts, apart so a chunk that only links an image does not carry them).
 */
import type { ImageReference } from '../catalogue/types';

/** SPEC §7 media sizes (pixel width); the original is served as it is when not wider. */
export const IMAGE_SIZES = {
  icon: 64,
  thumbnail: 128,
  tiny: 256,
  small: 640,
  medium: 1280,
  large: 1920,
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The sizes smallest first. */
export const IMAGE_SIZE_NAMES = /* @__PURE__ */ Object.keys(IMAGE_SIZES) as ImageSize[];

export type ImageFile = Pick<ImageReference, 'id' | 'version' | 'extension'>;

/** `{id}-{version}.{extension}`: one name per stored version (immutable caching). */
export const imageFileName = (image: ImageFile): string => `${image.id}-${image.version}.${image.extension}`;

/** The original, or one of the resized variants. */
export function imageUrl(image: ImageFile, size?: ImageSize): string {
  return size ? `/image/${size}/${imageFileName(image)}` : `/image/${imageFileName(image)}`;
}
