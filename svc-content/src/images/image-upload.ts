import sharp, { type Metadata } from 'sharp';
import { Invalid, MESSAGES } from '@theke/server';
import type { ImageExtension } from './image.model';

/** Largest original accepted (bytes of the file, not of its data-URL). */
export const MAX_IMAGE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** Decompression-bomb guard: 50 megapixels is more than any camera photo a shop uploads. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface InspectedImage {
  bytes: Buffer;
  extension: ImageExtension;
  width: number;
  height: number;
}

const invalidFile = (field: string) =>
  new Invalid([{ message: MESSAGES.invalidFile, field, code: 'invalid_file' }]);

/** The type by the file's first bytes (magic numbers), never by its name or the declared MIME type. */
export function sniffImageType(bytes: Buffer): ImageExtension | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

/** `data:[<type>][;param]*;base64,<payload>` into bytes; anything else is not a valid file. */
export function decodeDataUrl(dataUrl: string, field: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const header = comma > 0 ? dataUrl.slice(0, comma) : '';
  if (!/^data:[\w.+-]*(\/[\w.+-]+)?(;[\w.+-]+(=[\w.+-]+)?)*;base64$/i.test(header)) throw invalidFile(field);
  const payload = dataUrl.slice(comma + 1).replace(/\s+/g, '');
  if (Math.floor((payload.length * 3) / 4) > MAX_IMAGE_BYTES + 2) {
    throw new Invalid([{ message: MESSAGES.fileTooLarge(MAX_IMAGE_MB), field, code: 'file_too_large' }]);
  }
  if (payload.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) throw invalidFile(field);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new Invalid([{ message: MESSAGES.fileTooLarge(MAX_IMAGE_MB), field, code: 'file_too_large' }]);
  }
  return bytes;
}

/** Checks that the bytes are a readable JPEG, PNG or GIF of sane dimensions and measures them. */
export async function inspectImage(bytes: Buffer, field: string): Promise<InspectedImage> {
  const extension = sniffImageType(bytes);
  if (!extension) throw invalidFile(field);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw invalidFile(field);
  }
  const expectedFormat = extension === 'jpg' ? 'jpeg' : extension;
  if (metadata.format !== expectedFormat) throw invalidFile(field);
  const { width, height } = metadata.autoOrient;
  if (!width || !height || metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new Invalid([
      { message: MESSAGES.invalidImageDimensions, field, code: 'invalid_image_dimensions' },
    ]);
  }
  // The header can be fine while the pixels are not (a truncated upload): decode once, small.
  try {
    await sharp(bytes).resize({ width: 32 }).toBuffer();
  } catch {
    throw invalidFile(field);
  }
  const hasPersonalMetadata = Boolean(metadata.exif ?? metadata.xmp ?? metadata.iptc);
  return {
    bytes: hasPersonalMetadata ? await withoutMetadata(bytes, extension) : bytes,
    extension,
    width,
    height,
  };
}

/**
 * Originals are public: a photo's EXIF (GPS position, camera serial) must not travel with it.
 * Such files are re-encoded upright without metadata (the colour profile stays).
 */
async function withoutMetadata(bytes: Buffer, extension: ImageExtension): Promise<Buffer> {
  const pipeline = sharp(bytes, { animated: extension === 'gif' })
    .autoOrient()
    .keepIccProfile();
  if (extension === 'png') return pipeline.png().toBuffer();
  if (extension === 'gif') return pipeline.gif().toBuffer();
  return pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

/** A data-URL from the back-office, decoded and checked. */
export async function readImageDataUrl(dataUrl: string, field = 'data'): Promise<InspectedImage> {
  return inspectImage(decodeDataUrl(dataUrl, field), field);
}
