import sharp from 'sharp';
// SPEC §7 media sizes: @theke/domain's table, the one the pages' srcsets are built from.
import { IMAGE_SIZE_NAMES, IMAGE_SIZES, imageFileName, type ImageSize } from '@theke/domain';
import type { Logger } from '@theke/server';
import type { FileStore } from './file-store';
import type { Image, ImageExtension } from './image.model';
import { MAX_IMAGE_PIXELS } from './image-upload';

export const CONTENT_TYPES: Record<ImageExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

type StoredImage = Pick<Image, 'id' | 'version' | 'extension'>;

export const originalKey = (image: StoredImage) => `images/${imageFileName(image)}`;
export const variantKey = (image: StoredImage, size: ImageSize) => `images/${size}/${imageFileName(image)}`;

async function render(original: Buffer, extension: ImageExtension, width: number): Promise<Buffer> {
  // Variants drop the metadata (EXIF, GPS) and are turned upright first.
  const pipeline = sharp(original, { animated: extension === 'gif', limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  if (extension === 'png') return pipeline.png().toBuffer();
  if (extension === 'gif') return pipeline.gif().toBuffer();
  return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * Originals and their resized variants in a `FileStore`. A variant is rendered on first
 * request and kept; concurrent requests for the same variant share one rendering.
 */
export class ImageFiles {
  private readonly rendering = new Map<string, Promise<Buffer | null>>();

  constructor(
    readonly store: FileStore,
    private readonly log: Logger,
  ) {}

  saveOriginal(image: StoredImage, bytes: Buffer): Promise<void> {
    return this.store.write(originalKey(image), bytes);
  }

  original(image: StoredImage): Promise<Buffer | null> {
    return this.store.read(originalKey(image));
  }

  /** The image at most `size` wide; an original that is not wider is served as it is. */
  async variant(image: Image, size: ImageSize): Promise<Buffer | null> {
    if (image.width <= IMAGE_SIZES[size]) return this.original(image);
    const key = variantKey(image, size);
    const cached = await this.store.read(key);
    if (cached) return cached;
    const running = this.rendering.get(key);
    if (running) return running;
    const job = this.renderVariant(image, size, key).finally(() => this.rendering.delete(key));
    this.rendering.set(key, job);
    return job;
  }

  private async renderVariant(image: Image, size: ImageSize, key: string): Promise<Buffer | null> {
    const original = await this.original(image);
    if (!original) return null;
    const bytes = await render(original, image.extension, IMAGE_SIZES[size]);
    await this.store.write(key, bytes);
    return bytes;
  }

  /** Removes an original and every variant of it; failures are logged, the row is gone already. */
  async remove(image: StoredImage): Promise<void> {
    const keys = [
      originalKey(image),
      ...IMAGE_SIZE_NAMES.map((size) => variantKey(image, size)),
    ];
    const results = await Promise.allSettled(keys.map((key) => this.store.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected')
        this.log.warn({ err: result.reason, imageId: image.id }, 'image file not removed');
    }
  }
}
