import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { NotFound, type PublicRoute } from '@theke/server';
import { IMMUTABLE, versionedEtag } from '../images/image-serving.routes';
import { Upload } from './upload.model';
import type { UploadFiles } from './upload-files';

/** Guests load uploads by their unguessable hash: the gateway routes `/upload/*` here. */
export const UPLOAD_PUBLIC_ROUTES: PublicRoute[] = [{ method: 'GET', path: /^\/upload\// }];

const HASH = /^[a-f0-9]{32}$/;
const FILE_NAME = /^(\d{1,9})-(\d{1,9})\.([a-z0-9]{1,10})$/;

/** Shown in the browser; everything else is downloaded. */
const INLINE = new Set(['jpg', 'jpeg', 'png', 'gif', 'svg', 'pdf', 'mp4', 'mpeg', 'webm']);

/** Whatever a file holds, it runs nothing and loads nothing when opened directly. */
const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; media-src 'self'; sandbox";

function sameHash(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function findServed(hash: string, file: string, extension?: string): Promise<Upload> {
  const match = FILE_NAME.exec(file);
  if (!HASH.test(hash) || !match) throw new NotFound();
  const upload = await Upload.findByPk(Number(match[1]));
  if (
    !upload ||
    !sameHash(hash, upload.publicHash) ||
    upload.version !== Number(match[2]) ||
    match[3] !== (extension ?? upload.extension)
  )
    throw new NotFound();
  return upload;
}

/** `filename*` (RFC 6266/5987) carries umlauts; the plain `filename` an ASCII fallback. */
function contentDisposition(upload: Upload): string {
  const kind = INLINE.has(upload.extension) ? 'inline' : 'attachment';
  const ascii = upload.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(upload.name)}`;
}

/** The URL names bytes that never change; a visitor's attachment is personal data and stays out of shared caches. */
const cacheControlOf = (upload: Upload) => (upload.origin === 'staff' ? IMMUTABLE : 'private, max-age=3600');

/** One byte range (video players seek with them), or the whole file. */
function sendBytes(req: Request, res: Response, bytes: Buffer): void {
  res.set('Accept-Ranges', 'bytes');
  const ranges = req.headers.range ? req.range(bytes.length) : undefined;
  if (ranges === -1) {
    res.status(416).set('Content-Range', `bytes */${bytes.length}`).end();
    return;
  }
  if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) {
    const { start, end } = ranges[0];
    res.status(206).set('Content-Range', `bytes ${start}-${end}/${bytes.length}`);
    res.send(bytes.subarray(start, end + 1));
    return;
  }
  res.send(bytes);
}

/**
 * SPEC §7 media by path: `/upload/{publicHash}/{id}-{version}.{extension}` is the file,
 * `/upload/{publicHash}/preview/{id}-{version}.jpg` its JPEG preview. A wrong hash, id, version
 * or extension is the envelope's 404.
 */
export function uploadServingRouter(files: UploadFiles): Router {
  const router = Router();
  router.get('/upload/:hash/preview/:file', async (req, res) => {
    const upload = await findServed(String(req.params.hash), String(req.params.file), 'jpg');
    const bytes = await files.preview(upload);
    if (!bytes) throw new NotFound();
    res.set({
      'Content-Type': 'image/jpeg',
      'Cache-Control': cacheControlOf(upload),
      ETag: versionedEtag('upload', upload.id, upload.version, 'preview'),
      'X-Robots-Tag': 'noindex',
    });
    res.send(bytes);
  });
  router.get('/upload/:hash/:file', async (req, res) => {
    const upload = await findServed(String(req.params.hash), String(req.params.file));
    const bytes = await files.read(upload);
    if (!bytes) throw new NotFound();
    const textual = upload.mimeType.startsWith('text/');
    res.set({
      'Content-Type': textual ? `${upload.mimeType}; charset=utf-8` : upload.mimeType,
      'Content-Disposition': contentDisposition(upload),
      'Content-Security-Policy': FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      'Cache-Control': cacheControlOf(upload),
      ETag: versionedEtag('upload', upload.id, upload.version),
    });
    sendBytes(req, res, bytes);
  });
  return router;
}
