// Uploaded files (SPEC §7 `/upload/...`); image sizes and paths are @theke/domain's (media.ts).
import type { ImageReference } from '@theke/ui';

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

export function uploadUrl(file: UploadedFile): string {
  return `/upload/${file.publicHash}/${file.id}-${file.version}.${file.extension}`;
}

export function uploadPreviewUrl(file: UploadedFile): string {
  return `/upload/${file.publicHash}/preview/${file.id}-${file.version}.jpg`;
}
