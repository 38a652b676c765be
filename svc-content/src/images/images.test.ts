import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { authHeaders, testEmployee } from '@theke/server/testing';
import {
  asAdmin,
  createAsAdmin,
  startContentTestService,
  waitFor,
  type ContentTestService,
} from '../testing';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
});

afterAll(async () => {
  await content.close();
});

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
}

/** Reads a binary body as a Buffer. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const fetchImage = (url: string) => request(app()).get(url).buffer(true).parse(binary);

describe('images', () => {
  let original: Buffer;
  let image: Record<string, unknown>;
  const file = () => `${String(image.id)}-${String(image.version)}.png`;

  beforeAll(async () => {
    original = await png(2000, 1000);
    image = await createAsAdmin(content.service, '/api/images', {
      data: dataUrl(original),
      name: 'fassade.png',
      alt: 'Glasfassade',
    });
  });

  it('stores an upload with what it measured from the file', () => {
    expect(image).toMatchObject({
      version: 1,
      extension: 'png',
      width: 2000,
      height: 1000,
      alt: 'Glasfassade',
      name: 'fassade.png',
      size: original.length,
    });
  });

  it('serves the original to guests, cacheable for a year', async () => {
    const response = await fetchImage(`/image/${file()}`).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(response.body as Buffer, original)).toBe(0);
    await request(app()).head(`/image/${file()}`).expect(200);
  });

  it('serves the spec sizes resized to their width, also under the product and category aliases', async () => {
    for (const [url, width] of [
      [`/image/small/${file()}`, 640],
      [`/image/large/${file()}`, 1920],
      [`/image/product/thumbnail/${file()}`, 128],
      [`/image/category/icon/${file()}`, 64],
      [`/image/product/${file()}`, 2000],
    ] as const) {
      const response = await fetchImage(url).expect(200);
      const metadata = await sharp(response.body as Buffer).metadata();
      expect([url, metadata.width, metadata.height]).toEqual([url, width, width / 2]);
    }
    expect(existsSync(path.join(content.mediaDir, 'images', 'small', file()))).toBe(true);
  });

  it('answers a wrong version, extension, size or id with the JSON 404', async () => {
    for (const url of [
      `/image/${String(image.id)}-2.png`,
      `/image/${String(image.id)}-1.jpg`,
      `/image/huge/${file()}`,
      '/image/99999-1.png',
      '/image/small/nothing.png',
    ]) {
      const response = await request(app()).get(url).expect(404);
      expect([url, response.body.errors[0].code]).toEqual([url, 'not_found']);
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('refuses a file that is not an image by its content, whatever its name says', async () => {
    const text = Buffer.from('%PDF-1.7 kein Bild');
    const response = await request(app())
      .post('/api/images')
      .set(asAdmin())
      .send({ data: dataUrl(text), name: 'foto.png' })
      .expect(422);
    expect(response.body.errors).toEqual([
      { field: 'data', message: 'Dieser Wert ist keine gültige Datei.', code: 'invalid_file' },
    ]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await request(app())
      .post('/api/images')
      .set(asAdmin())
      .send({ data: dataUrl(svg, 'image/svg+xml') })
      .expect(422);
    await request(app()).post('/api/images').set(asAdmin()).send({ data: 'not a data url' }).expect(422);
  });

  it('refuses a file over the size limit with the German message', async () => {
    const tooLarge = Buffer.alloc(11 * 1024 * 1024, 1);
    const response = await request(app())
      .post('/api/images')
      .set(asAdmin())
      .send({ data: dataUrl(tooLarge) })
      .expect(422);
    expect(response.body.errors).toEqual([
      {
        field: 'data',
        message: 'Die Datei ist zu groß. Die maximal zulässige Größe beträgt 10 MB.',
        code: 'file_too_large',
      },
    ]);
  });

  it('replaces the file under the next version: the old URL is gone, the new one serves the new file', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f97316' } })
      .jpeg()
      .toBuffer();
    const response = await request(app())
      .put(`/api/images/${String(image.id)}`)
      .set(asAdmin())
      .send({ data: dataUrl(jpeg, 'image/jpeg'), alt: '' })
      .expect(200);
    expect(response.body.data).toMatchObject({
      version: 2,
      extension: 'jpg',
      width: 800,
      height: 600,
      alt: null,
      name: 'fassade.png',
    });
    await request(app()).get(`/image/${file()}`).expect(404);
    const served = await fetchImage(`/image/tiny/${String(image.id)}-2.jpg`).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(256);
    expect(existsSync(path.join(content.mediaDir, 'images', 'small', `${String(image.id)}-1.png`))).toBe(
      false,
    );
  });

  it('turns a photo upright and strips its EXIF data (GPS) before it is public', async () => {
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#15803d' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Theke', Make: 'Kamera' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upload = await createAsAdmin(content.service, '/api/images', {
      data: dataUrl(photo, 'image/jpeg'),
    });
    expect(upload).toMatchObject({ extension: 'jpg', width: 200, height: 400 });
    const served = await fetchImage(`/image/${String(upload.id)}-1.jpg`).expect(200);
    const metadata = await sharp(served.body as Buffer).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([
      200,
      400,
      undefined,
      undefined,
    ]);
    await request(app())
      .delete(`/api/images/${String(upload.id)}`)
      .set(asAdmin())
      .expect(204);
  });

  it('is managed by admins only', async () => {
    await request(app()).get('/api/images').expect(401);
    await request(app())
      .get('/api/images')
      .set(authHeaders(testEmployee([1])))
      .expect(403);
    const list = await request(app()).get('/api/images').set(asAdmin()).expect(200);
    expect(list.body.data).toHaveLength(1);
  });

  it('deletes the row and its files and announces each change', async () => {
    await request(app())
      .delete(`/api/images/${String(image.id)}`)
      .set(asAdmin())
      .expect(204);
    await request(app())
      .get(`/image/${String(image.id)}-2.jpg`)
      .expect(404);
    expect(existsSync(path.join(content.mediaDir, 'images', `${String(image.id)}-2.jpg`))).toBe(false);
    await waitFor(
      () => content.events.filter((event) => event.type === 'content.image.changed').length === 5,
    );
    const ofImage = content.events.filter((event) => (event.data as { id: unknown }).id === image.id);
    expect(ofImage.map((event) => (event.data as { verb: string }).verb)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
  });
});
