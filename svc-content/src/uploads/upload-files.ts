import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Logger } from '@theke/server';
import type { FileStore } from '../images/file-store';
import { MAX_IMAGE_PIXELS } from '../images/image-upload';
import type { Upload } from './upload.model';
import { renderPdfFirstPage } from './pdf-preview';

/** Preview images are at most this many pixels on either side. */
export const PREVIEW_SIZE = 256;
const RASTER = new Set(['jpg', 'jpeg', 'png', 'gif', 'svg']);
/** Drawn first (their first page), then shrunk like a picture. */
const DOCUMENTS = new Set(['pdf']);

/** A random name for stored bytes: nothing of the uploader's file name reaches the disk. */
export const newStorageKey = () => `uploads/${randomBytes(16).toString('hex')}`;
const previewKey = (upload: Pick<Upload, 'storageKey'>) =>
  `uploads/previews/${upload.storageKey.split('/').pop() ?? ''}.jpg`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A file icon with the type's name, for files that have no picture of their own (PDF, video, office, text). */
function placeholderSvg(extension: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_SIZE}" height="${PREVIEW_SIZE}">
  <rect width="100%" height="100%" fill="#f1f5f9"/>
  <path d="M78 36h70l40 40v144H78z" fill="#ffffff" stroke="#94a3b8" stroke-width="4"/>
  <path d="M148 36v40h40" fill="#e2e8f0" stroke="#94a3b8" stroke-width="4"/>
  <rect x="58" y="128" width="140" height="48" rx="6" fill="#0e7490"/>
  <text x="128" y="162" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="28" font-weight="bold"
    fill="#ffffff" text-anchor="middle">${escapeXml(extension.toUpperCase())}</text>
</svg>`;
}

/**
 * The bytes of uploads in a `FileStore` under random names, and their JPEG previews: a
 * thumbnail for images, the first page for PDFs, a generic file picture with the type for everything else.
 */
export class UploadFiles {
  private readonly placeholders = new Map<string, Promise<Buffer>>();
  private readonly rendering = new Map<string, Promise<Buffer | null>>();

  constructor(
    readonly store: FileStore,
    private readonly log: Logger,
  ) {}

  save(upload: Pick<Upload, 'storageKey'>, bytes: Buffer): Promise<void> {
    return this.store.write(upload.storageKey, bytes);
  }

  read(upload: Pick<Upload, 'storageKey'>): Promise<Buffer | null> {
    return this.store.read(upload.storageKey);
  }

  async preview(upload: Upload): Promise<Buffer | null> {
    if (!RASTER.has(upload.extension) && !DOCUMENTS.has(upload.extension)) return this.placeholder(upload.extension);
    const key = previewKey(upload);
    const cached = await this.store.read(key);
    if (cached) return cached;
    const running = this.rendering.get(key);
    if (running) return running;
    const job = this.renderPreview(upload, key).finally(() => this.rendering.delete(key));
    this.rendering.set(key, job);
    return job;
  }

  private async renderPreview(upload: Upload, key: string): Promise<Buffer | null> {
    const stored = await this.read(upload);
    if (!stored) return null;
    try {
      const original = DOCUMENTS.has(upload.extension) ? await renderPdfFirstPage(stored, PREVIEW_SIZE * 2) : stored;
      const bytes = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS })
        .autoOrient()
        .resize({ width: PREVIEW_SIZE, height: PREVIEW_SIZE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      await this.store.write(key, bytes);
      return bytes;
    } catch (error) {
      // An SVG librsvg cannot draw, or a PDF pdf.js cannot, still gets a preview: the generic one.
      this.log.warn({ err: error, uploadId: upload.id }, 'upload preview not rendered');
      return this.placeholder(upload.extension);
    }
  }

  private placeholder(extension: string): Promise<Buffer> {
    let rendered = this.placeholders.get(extension);
    if (!rendered) {
      rendered = sharp(Buffer.from(placeholderSvg(extension)))
        .jpeg({ quality: 85 })
        .toBuffer();
      this.placeholders.set(extension, rendered);
    }
    return rendered;
  }

  /** Removes the bytes and the preview; failures are logged, the row is gone already. */
  async remove(upload: Pick<Upload, 'id' | 'storageKey'>): Promise<void> {
    const results = await Promise.allSettled([
      this.store.delete(upload.storageKey),
      this.store.delete(previewKey(upload)),
    ]);
    for (const result of results) {
      if (result.status === 'rejected')
        this.log.warn({ err: result.reason, uploadId: upload.id }, 'upload file not removed');
    }
  }
}
