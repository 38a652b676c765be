import { Invalid, MESSAGES } from '@theke/server';
import { decodeDataUrl, inspectImage } from '../images/image-upload';
import { storedExtension, sniffFileType, UPLOAD_MIME_TYPES, type UploadExtension } from './file-types';
import { sanitizeSvg, svgCarriesScript } from './svg';

export interface InspectedUpload {
  bytes: Buffer;
  extension: UploadExtension;
  mimeType: string;
  name: string;
}

const invalidFile = (field: string) =>
  new Invalid([{ message: MESSAGES.invalidFile, field, code: 'invalid_file' }]);

/** What the uploader called the file, without folders or control characters; the extension is the stored one. */
export function cleanFileName(name: string | null | undefined, extension: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.split('')
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  if (!base) return `datei.${extension}`;
  return /\.[A-Za-z][A-Za-z0-9]{0,9}$/.test(base) ? base : `${base}.${extension}`;
}

/**
 * Checks a file by its content (SPEC §5 contact form types): the type comes from the bytes, the
 * name may only confirm it (a `.png` that is a PDF is refused). Images are decoded and lose
 * their EXIF data, SVGs with script are refused and the rest is reduced to drawing.
 */
export async function inspectUpload(
  bytes: Buffer,
  name: string | null | undefined,
  field = 'data',
): Promise<InspectedUpload> {
  const type = sniffFileType(bytes);
  if (!type) throw invalidFile(field);
  const extension = storedExtension(type, name ?? null);
  if (!extension) throw invalidFile(field);
  let stored = bytes;
  if (type.extension === 'jpg' || type.extension === 'png' || type.extension === 'gif') {
    stored = (await inspectImage(bytes, field)).bytes;
  } else if (type.extension === 'svg') {
    const text = bytes.toString('utf8');
    if (svgCarriesScript(text)) throw invalidFile(field);
    const clean = sanitizeSvg(text);
    if (!/<svg[\s>]/.test(clean)) throw invalidFile(field);
    stored = Buffer.from(clean, 'utf8');
  }
  return {
    bytes: stored,
    extension,
    mimeType: UPLOAD_MIME_TYPES[extension],
    name: cleanFileName(name, extension),
  };
}

/** A data-URL (the contact form's and the back-office's way to send a file), decoded and checked. */
export function readUploadDataUrl(
  dataUrl: string,
  name: string | null | undefined,
  field = 'data',
): Promise<InspectedUpload> {
  return inspectUpload(decodeDataUrl(dataUrl, field), name, field);
}
