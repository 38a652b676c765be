import { Router } from 'express';
import { NotFound, type PublicRoute } from '@theke/server';
import { IMAGE_EXTENSIONS, Image, type ImageExtension } from './image.model';
import { IMAGE_SIZES, type ImageSize } from '@theke/domain';
import { CONTENT_TYPES, type ImageFiles } from './image-files';

/** A URL names bytes that never change (the version grows on replacement): cache for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A strong validator from the URL's identity: the bytes of a versioned URL never change, so no
 * hash of them is needed. `res.send` answers a matching If-None-Match with 304.
 */
export const versionedEtag = (...parts: Array<string | number>) => `"${parts.join('-')}"`;

/** Guests load images: the gateway routes `/image/*` here without a session. */
export const IMAGE_PUBLIC_ROUTES: PublicRoute[] = [{ method: 'GET', path: /^\/image\// }];

export interface ImageRequest {
  id: number;
  version: number;
  extension: ImageExtension;
  size: ImageSize | null;
}

const FILE_NAME = /^(\d{1,9})-(\d{1,9})\.([a-z]+)$/;
/** `/image/product/...` and `/image/category/...` name the same files (SPEC §7). */
const ALIASES = new Set(['product', 'category']);

/** `[alias/][size/]{id}-{version}.{extension}`, or null when the path names no image. */
export function parseImageRequest(segments: readonly string[]): ImageRequest | null {
  const rest = ALIASES.has(segments[0] ?? '') ? segments.slice(1) : [...segments];
  const file = rest.pop();
  const size = rest.pop() ?? null;
  if (rest.length > 0 || file === undefined) return null;
  if (size !== null && !Object.hasOwn(IMAGE_SIZES, size)) return null;
  const match = FILE_NAME.exec(file);
  const extension = match?.[3] as ImageExtension | undefined;
  if (!match || !extension || !IMAGE_EXTENSIONS.includes(extension)) return null;
  return { id: Number(match[1]), version: Number(match[2]), extension, size: size as ImageSize | null };
}

/**
 * SPEC §7 media by path: `/image/{id}-{version}.{extension}` is the original,
 * `/image/{size}/...` a variant at most that wide. Unknown ids, another version or another
 * extension are the envelope's 404.
 */
export function imageServingRouter(files: ImageFiles): Router {
  const router = Router();
  router.get('/image/*path', async (req, res) => {
    const path = (req.params as Record<string, string | string[]>).path ?? [];
    const request = parseImageRequest(Array.isArray(path) ? path : [path]);
    if (!request) throw new NotFound();
    const image = await Image.findByPk(request.id);
    if (!image || image.version !== request.version || image.extension !== request.extension)
      throw new NotFound();
    const bytes = request.size ? await files.variant(image, request.size) : await files.original(image);
    if (!bytes) throw new NotFound();
    res.set({
      'Content-Type': CONTENT_TYPES[image.extension],
      'Cache-Control': IMMUTABLE,
      ETag: versionedEtag('image', image.id, image.version, request.size ?? 'original'),
    });
    res.send(bytes);
  });
  return router;
}
