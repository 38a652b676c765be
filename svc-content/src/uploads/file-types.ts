import { sniffImageType } from '../images/image-upload';

/** SPEC §5 contact form: default accepted types. */
export const UPLOAD_EXTENSIONS = [
  'txt',
  'csv',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'svg',
  'mp4',
  'mpeg',
  'webm',
  'zip',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export const UPLOAD_MIME_TYPES: Record<UploadExtension, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mpeg: 'video/mpeg',
  webm: 'video/webm',
  zip: 'application/zip',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** What the content is, and which file-name extensions may carry it. */
export interface DetectedType {
  /** The stored extension when the name carries none. */
  extension: UploadExtension;
  /** Extensions a name may have for this content ('.jpeg' for a JPEG, '.csv' for text, '.mpg' for MPEG). */
  names: string[];
}

const detected = (extension: UploadExtension, names: string[] = [extension]): DetectedType => ({
  extension,
  names,
});

/** File names inside a ZIP archive, from its central directory; null when it is no readable ZIP. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= lowest; end--) {
    if (bytes.readUInt32LE(end) !== 0x06054b50) continue;
    const count = bytes.readUInt16LE(end + 10);
    let offset = bytes.readUInt32LE(end + 16);
    const names: string[] = [];
    for (let index = 0; index < count; index++) {
      if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
      const nameLength = bytes.readUInt16LE(offset + 28);
      const extraLength = bytes.readUInt16LE(offset + 30);
      const commentLength = bytes.readUInt16LE(offset + 32);
      names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

function officeOpenXmlOrZip(bytes: Buffer): DetectedType | null {
  const names = zipEntryNames(bytes);
  if (!names) return null;
  const has = (name: string) => names.includes(name);
  if (has('[Content_Types].xml')) {
    if (has('word/document.xml')) return detected('docx');
    if (has('xl/workbook.xml')) return detected('xlsx');
    if (has('ppt/presentation.xml')) return detected('pptx');
  }
  return detected('zip');
}

/** Word, Excel and PowerPoint 97–2003 files are OLE compound files; their main stream's name tells which. */
function legacyOffice(bytes: Buffer): DetectedType | null {
  const contains = (name: string) => bytes.includes(Buffer.from(name, 'utf16le'));
  if (contains('WordDocument')) return detected('doc');
  if (contains('Workbook') || contains('Book')) return detected('xls');
  if (contains('PowerPoint Document')) return detected('ppt');
  return null;
}

/** ISO media brands that are no MP4 video (QuickTime, HEIF/AVIF images). */
const NON_MP4_BRANDS = new Set([
  'qt  ',
  'heic',
  'heix',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'crx ',
]);

const startsWith = (bytes: Buffer, ...values: number[]) =>
  values.every((value, index) => bytes[index] === value);

/** Text: UTF-8 or a single-byte encoding, without the control characters binary files are full of. */
function isText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) return false;
  }
  return true;
}

function isSvg(bytes: Buffer): boolean {
  if (!isText(bytes)) return false;
  const head = bytes
    .toString('utf8', 0, Math.min(bytes.length, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

/** The type by the file's content (magic bytes and structure), never by its name or declared MIME type. */
export function sniffFileType(bytes: Buffer): DetectedType | null {
  const image = sniffImageType(bytes);
  if (image === 'jpg') return detected('jpg', ['jpg', 'jpeg']);
  if (image) return detected(image);
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return detected('pdf');
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06))
    return officeOpenXmlOrZip(bytes);
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return legacyOffice(bytes);
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    return NON_MP4_BRANDS.has(bytes.toString('latin1', 8, 12)) ? null : detected('mp4');
  }
  if (startsWith(bytes, 0x1a, 0x45, 0xdf, 0xa3)) {
    return bytes.subarray(0, 256).includes(Buffer.from('webm')) ? detected('webm') : null;
  }
  if (startsWith(bytes, 0x00, 0x00, 0x01, 0xba) || startsWith(bytes, 0x00, 0x00, 0x01, 0xb3))
    return detected('mpeg', ['mpeg', 'mpg']);
  if (isSvg(bytes)) return detected('svg');
  if (isText(bytes)) return detected('txt', ['txt', 'csv']);
  return null;
}

/** `Preisliste 2025.PDF` → `pdf`; null without an extension (`Scan 12.05.2025` has none). */
export function extensionOfName(name: string): string | null {
  const match = /\.([A-Za-z][A-Za-z0-9]{0,9})$/.exec(name);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * The extension to store: the name's when it fits the content (`.jpeg`, `.csv`), the content's
 * own when the name has none; null when name and content disagree (a `.png` that is a PDF).
 */
export function storedExtension(type: DetectedType, name: string | null): UploadExtension | null {
  const fromName = name ? extensionOfName(name) : null;
  if (fromName === null) return type.extension;
  if (!type.names.includes(fromName)) return null;
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(fromName)
    ? (fromName as UploadExtension)
    : type.extension;
}
