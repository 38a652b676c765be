import type { Image } from './image.model';

/** SPEC §3 image reference as other entities embed it; `width` is the original's pixel width. */
export interface ImageReference {
  id: number;
  version: number;
  extension: string;
  width: number;
  height: number;
  alt: string | null;
}

export function imageReference(image: Image): ImageReference {
  return {
    id: image.id,
    version: image.version,
    extension: image.extension,
    width: image.width,
    height: image.height,
    alt: image.alt,
  };
}

/** The back-office's view of an image: the reference plus what only staff need. */
export function imageJson(image: Image): Record<string, unknown> {
  return {
    ...imageReference(image),
    name: image.name,
    size: image.size,
    createdAt: image.createdAt,
    updatedAt: image.updatedAt,
  };
}
