/**
 * The media library's logic without a screen: which library a dropped file joins, what a search
 * finds, and the URLs the grid shows (SPEC §7 media by path: the thumbnail size, 128 px).
 */
import { imageUrl } from '@theke/domain';

export type MediaKind = 'images' | 'uploads';

/** `GET /api/images` as the back-office reads it. */
export interface LibraryImage {
  id: number;
  version: number;
  extension: string;
  width: number;
  height: number;
  alt: string | null;
  name: string | null;
  size: number;
}

/** `GET /api/uploads`: SPEC §3 uploaded file with its name, size and addresses. */
export interface LibraryUpload {
  id: number;
  version: number;
  extension: string;
  publicHash: string;
  mimeType: string;
  name: string;
  size: number;
  url: string;
  previewUrl: string;
}

export type LibraryEntry = LibraryImage | LibraryUpload;

export const MEDIA_URLS: Record<MediaKind, string> = { images: '/api/images', uploads: '/api/uploads' };

/** SPEC §5: image uploads accept .jpg, .jpeg, .png, .gif; everything else is a file. */
const IMAGE_FILE = /\.(jpe?g|png|gif)$/i;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

export function libraryOf(file: Pick<File, 'name' | 'type'>): MediaKind {
  return IMAGE_TYPES.has(file.type) || IMAGE_FILE.test(file.name) ? 'images' : 'uploads';
}

export const isUpload = (entry: LibraryEntry): entry is LibraryUpload => 'publicHash' in entry;

export const entryName = (entry: LibraryEntry): string =>
  entry.name ?? `${String(entry.id)}.${entry.extension}`;

/** Every word of the search in the name or the alt text, ignoring case. */
export function matchesSearch(entry: LibraryEntry, search: string): boolean {
  const words = search.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  const text = `${entryName(entry)} ${isUpload(entry) ? '' : entry.alt ?? ''}`.toLocaleLowerCase('de');
  return words.every((word) => text.includes(word));
}

/** The grid's picture: the thumbnail size of an image, the preview of an upload. */
export const thumbnailOf = (entry: LibraryEntry): string =>
  isUpload(entry) ? entry.previewUrl : imageUrl(entry, 'thumbnail');

export const kilobytes = (bytes: number): string =>
  new Intl.NumberFormat('de-AT', { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
