import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import request from 'supertest';
import { IMAGE_SIZES, IMAGE_SIZE_NAMES } from '@theke/domain';
import {
  binaryBody,
  createAsAdmin,
  dataUrl,
  startContentTestService,
  type ContentTestService,
} from '../testing';
import { IMMUTABLE } from './image-serving.routes';

let content: ContentTestService;
beforeAll(async () => {
  content = await startContentTestService();
});
afterAll(async () => {
  await content.close();
});

const fetchBytes = (url: string, headers: Record<string, string> = {}) =>
  request(content.service.app).get(url).set(headers).buffer(true).parse(binaryBody);

const png = (width: number, height: number, background = '#0e7490') =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** A one-page A4 PDF whose top left is a red rectangle. */
function redPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument({ size: 'A4', margin: 0 });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.rect(0, 0, 595, 421).fill('#cc0000');
    document.fillColor('#000000').fontSize(40).text('Preisliste', 60, 500);
    document.end();
  });
}

describe('SPEC §7 media by path', () => {
  it('serves every size at its width with immutable caching and a validator, 304 when it is unchanged', async () => {
    const image = await createAsAdmin(content.service, '/api/images', { data: dataUrl(await png(2400, 1200), 'image/png') });
    const file = `${String(image.id)}-1.png`;
    for (const size of IMAGE_SIZE_NAMES) {
      for (const url of [`/image/${size}/${file}`, `/image/product/${size}/${file}`, `/image/category/${size}/${file}`]) {
        const response = await fetchBytes(url).expect(200);
        expect([url, (await sharp(response.body as Buffer).metadata()).width]).toEqual([url, IMAGE_SIZES[size]]);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(response.headers.etag).toBe(`"image-${String(image.id)}-1-${size}"`);
        await request(content.service.app).get(url).set('If-None-Match', response.headers.etag as string).expect(304);
      }
    }
    const original = await fetchBytes(`/image/${file}`).expect(200);
    expect((await sharp(original.body as Buffer).metadata()).width).toBe(2400);
    expect(original.headers.etag).toBe(`"image-${String(image.id)}-1-original"`);
  });

  it('serves the original for every size it is not wider than (no upscaling)', async () => {
    const bytes = await png(200, 100);
    const image = await createAsAdmin(content.service, '/api/images', { data: dataUrl(bytes, 'image/png') });
    for (const size of ['tiny', 'small', 'medium', 'large'] as const) {
      const response = await fetchBytes(`/image/${size}/${String(image.id)}-1.png`).expect(200);
      expect(Buffer.compare(response.body as Buffer, bytes)).toBe(0);
    }
    const icon = await fetchBytes(`/image/icon/${String(image.id)}-1.png`).expect(200);
    expect((await sharp(icon.body as Buffer).metadata()).width).toBe(64);
  });

  it('previews an uploaded image and the first page of an uploaded PDF as JPEG, cacheable', async () => {
    const picture = await createAsAdmin(content.service, '/api/uploads', {
      data: dataUrl(await png(800, 400, '#15803d'), 'image/png'),
      name: 'plakat.png',
    });
    const pdf = await createAsAdmin(content.service, '/api/uploads', { data: dataUrl(await redPdf(), 'application/pdf'), name: 'preisliste.pdf' });
    for (const [upload, colour] of [
      [picture, { r: 21, g: 128, b: 61 }],
      [pdf, { r: 204, g: 0, b: 0 }],
    ] as const) {
      const response = await fetchBytes(String(upload.previewUrl)).expect(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.etag).toBe(`"upload-${String(upload.id)}-1-preview"`);
      const { data, info } = await sharp(response.body as Buffer).raw().toBuffer({ resolveWithObject: true });
      expect(Math.max(info.width, info.height)).toBe(256);
      // The top left pixel: the picture's colour, the PDF page's red rectangle (JPEG is close, not exact).
      const pixel = { r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0 };
      for (const channel of ['r', 'g', 'b'] as const) expect(Math.abs(pixel[channel] - colour[channel])).toBeLessThan(24);
    }
    // The PDF's preview is its page, not the generic file picture: the lower half is white paper.
    const page = await sharp((await fetchBytes(String(pdf.previewUrl))).body as Buffer).stats();
    expect(page.channels[0]?.max).toBeGreaterThan(240);
  });
});
