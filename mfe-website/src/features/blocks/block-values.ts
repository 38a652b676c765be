import type { ImageReference, SiteContentEntry } from '@theke/ui';
import { isImageReference, isUploadedFile, type UploadedFile } from '../media';

/** Readers for the §3 block values: staff data, so every field is checked before it renders. */
export type Value = Record<string, unknown>;

export function valueOf(block: SiteContentEntry): Value {
  return block.value && typeof block.value === 'object' ? (block.value as Value) : {};
}

export function text(value: Value, key: string): string {
  const field = value[key];
  return typeof field === 'string' ? field : '';
}

export function list(value: Value, key: string): Value[] {
  const field = value[key];
  return Array.isArray(field) ? field.filter((item): item is Value => Boolean(item) && typeof item === 'object') : [];
}

export function image(value: Value, key = 'image'): ImageReference | null {
  const field = value[key];
  return isImageReference(field) ? field : null;
}

export function images(value: Value, key = 'images'): ImageReference[] {
  const field = value[key];
  return Array.isArray(field) ? field.filter(isImageReference) : [];
}

export function file(value: Value, key = 'file'): UploadedFile | null {
  const field = value[key];
  return isUploadedFile(field) ? field : null;
}

export function group(value: Value, key: string): Value {
  const field = value[key];
  return field && typeof field === 'object' && !Array.isArray(field) ? (field as Value) : {};
}

/** Nested blocks of container and column: `[{type, value}]`. */
export function blocks(value: Value, key = 'body'): SiteContentEntry[] {
  const field = value[key];
  return Array.isArray(field)
    ? field.filter((item): item is SiteContentEntry => Boolean(item) && typeof item === 'object' && typeof item.type === 'string')
    : [];
}

export interface Slide {
  image: ImageReference;
  text: string;
}

/** SPEC §3 slider slide: image, text; slides without an image are skipped. */
export function slides(value: Value): Slide[] {
  return list(value, 'slides').flatMap((slide) => {
    const picture = image(slide);
    return picture ? [{ image: picture, text: text(slide, 'text') }] : [];
  });
}

export type Background = 'white' | 'gray';

export function background(value: Value): Background {
  return value.background === 'gray' ? 'gray' : 'white';
}
