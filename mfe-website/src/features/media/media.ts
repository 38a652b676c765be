import type { ImageReference } from '@theke/ui';

/** SPEC §7 media sizes by width: tiny 256, small 640, medium 1280, large 1920. */
const SIZES = [
  ['tiny', 256],
  ['small', 640],
  ['medium', 1280],
  ['large', 1920],
] as const;

export type ImageSize = (typeof SIZES)[number][0];

export interface UploadedFile {
  id: number | string;
  version: number;
  extension: string;
  publicHash: string;
  mimeType?: string | null;
  name?: string | null;
}

export function isImageReference(value: unknown): value is ImageReference {
  return Boolean(value && typeof value === 'object' && 'id' in value && 'version' in value && 'extension' in value);
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return isImageReference(value) && typeof (value as { publicHash?: unknown }).publicHash === 'string';
}

export function imageUrl(image: ImageReference, size?: ImageSize): string {
  const file = `${image.id}-${image.version}.${image.extension}`;
  return size ? `/image/${size}/${file}` : `/image/${file}`;
}

/** A srcset from the media sizes no wider than the original (the original itself when smaller). */
export function imageSrcSet(image: ImageReference): string {
  const width = typeof image.width === 'number' && image.width > 0 ? image.width : 1920;
  const entries = SIZES.filter(([, size]) => size <= width).map(([name, size]) => `${imageUrl(image, name)} ${size}w`);
  if (entries.length === 0 || (width < 1920 && !SIZES.some(([, size]) => size === width))) entries.push(`${imageUrl(image)} ${width}w`);
  return entries.join(', ');
}

export function uploadUrl(file: UploadedFile): string {
  return `/upload/${file.publicHash}/${file.id}-${file.version}.${file.extension}`;
}

export function uploadPreviewUrl(file: UploadedFile): string {
  return `/upload/${file.publicHash}/preview/${file.id}-${file.version}.jpg`;
}
