import sharp from 'sharp';
import request from 'supertest';
import { MESSAGES } from '@theke/contracts';
import { authHeaders, testEmployee } from '@theke/server/testing';
import { resolveSegments } from '../signage/player/programme-segments';
import { asAdmin, binaryBody, createAsAdmin, dataUrl, startContentTestService, type ContentTestService } from '../testing';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
});

afterAll(async () => {
  await content.close();
});

const titleLayer = {
  name: 'titel',
  type: 'text',
  x: 60,
  y: 200,
  width: 960,
  height: 300,
  text: 'Wochenangebot',
  fontFamily: 'Playfair Display',
  fontVariant: '700',
  fontSize: 110,
  color: '#ffffff',
  align: 'center',
};
const bannerLayer = { name: 'band', type: 'shape', x: 0, y: 150, width: 1080, height: 400, shape: 'rectangle', fill: '#0e7490', radius: 0 };

function template(overrides: Record<string, unknown> = {}) {
  return { name: 'Wochenangebot', width: 1080, height: 1920, background: '#f5f5f4', layers: [bannerLayer, titleLayer], ...overrides };
}

const render = (id: unknown, body: object) =>
  request(app()).post(`/api/image-templates/${String(id)}/render`).set(asAdmin()).send(body).buffer(true).parse(binaryBody);

const reference = ({ id, version, extension, width, alt }: Record<string, unknown>) => ({ id, version, extension, width, alt });

async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe('image templates', () => {
  let stored: Record<string, unknown>;

  beforeAll(async () => {
    stored = await createAsAdmin(content.service, '/api/image-templates', template());
  });

  it('stores a template and lists it, its layers in order through GET .../layers', async () => {
    expect(stored).toMatchObject({ name: 'Wochenangebot', width: 1080, height: 1920, version: 1 });
    const list = await request(app()).get('/api/image-templates').set(asAdmin()).expect(200);
    expect((list.body.data as Array<{ id: number }>).map((entry) => entry.id)).toContain(stored.id);
    const layers = await request(app()).get(`/api/image-templates/${String(stored.id)}/layers`).set(authHeaders(testEmployee([1]))).expect(200);
    expect((layers.body.data as Array<{ name: string }>).map((layer) => layer.name)).toEqual(['band', 'titel']);
    expect(layers.body.data[1]).toMatchObject({ fontFamily: 'Playfair Display', fontVariant: '700', image: null, shape: null });
  });

  it('renders a text layer to an image of the template size whose pixels differ when the text differs', async () => {
    const first = await render(stored.id, { texts: { titel: 'Fenster 19,90 €' } }).expect(200);
    expect(first.headers['content-type']).toBe('image/png');
    const second = await render(stored.id, { texts: { titel: 'Teppich 29,90 €' } }).expect(200);
    const a = await pixels(first.body as Buffer);
    const b = await pixels(second.body as Buffer);
    expect([a.info.width, a.info.height]).toEqual([1080, 1920]);
    expect([b.info.width, b.info.height]).toEqual([1080, 1920]);
    expect(a.data.equals(b.data)).toBe(false);
    // The text is drawn inside its box only: the canvas below the band is the background on both.
    const row = 1500 * 1080 * a.info.channels;
    expect(a.data.subarray(row, row + 1080 * a.info.channels).equals(b.data.subarray(row, row + 1080 * b.info.channels))).toBe(true);
    const again = await render(stored.id, { texts: { titel: 'Fenster 19,90 €' } }).expect(200);
    expect((again.body as Buffer).equals(first.body as Buffer)).toBe(true);
  });

  it('draws the text with the font file: another variant gives other pixels', async () => {
    const bold = await render(stored.id, {}).expect(200);
    await request(app())
      .put(`/api/image-templates/${String(stored.id)}`)
      .set(asAdmin())
      .send({ version: stored.version, layers: [bannerLayer, { ...titleLayer, fontVariant: 'italic' }] })
      .expect(200);
    const italic = await render(stored.id, {}).expect(200);
    expect((await pixels(bold.body as Buffer)).data.equals((await pixels(italic.body as Buffer)).data)).toBe(false);
  });

  it('finds the file of a weight other than regular and bold (its family is named with the weight)', async () => {
    const preview = async (fontFamily: string, fontVariant: string) =>
      (
        await request(app())
          .post('/api/image-templates/preview')
          .set(asAdmin())
          .send({ template: template({ width: 600, height: 300, layers: [{ ...titleLayer, x: 0, y: 0, width: 600, height: 300, fontSize: 60, color: '#000000', fontFamily, fontVariant }] }) })
          .buffer(true)
          .parse(binaryBody)
          .expect(200)
      ).body as Buffer;
    // Without its own file the text would be drawn in the fallback family, Roboto.
    const fallback = await preview('Roboto', 'regular');
    expect((await preview('Montserrat', '800')).equals(fallback)).toBe(false);
    expect((await preview('Montserrat', '800')).equals(await preview('Montserrat', '800italic'))).toBe(false);
  });

  it('wraps a text that is wider than its box onto further lines', async () => {
    const layer = { ...titleLayer, x: 0, y: 0, width: 320, height: 400, fontSize: 60, color: '#000000', align: 'left', fontFamily: 'Roboto', fontVariant: 'regular', text: 'Fenster putzen jetzt günstig' };
    const picture = await request(app())
      .post('/api/image-templates/preview')
      .set(asAdmin())
      .send({ template: template({ width: 600, height: 400, background: '#ffffff', layers: [layer] }) })
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const { data, info } = await pixels(picture.body as Buffer);
    const inkIn = (top: number, bottom: number, left = 0, right = info.width) => {
      for (let y = top; y < bottom; y += 1)
        for (let x = left; x < right; x += 1) if ((data[(y * info.width + x) * info.channels] ?? 255) < 128) return true;
      return false;
    };
    // Line height 72 px: the second and third lines hold ink, nothing runs past the box's right edge.
    expect([inkIn(0, 72), inkIn(80, 144), inkIn(152, 216)]).toEqual([true, true, true]);
    expect(inkIn(0, 400, 330)).toBe(false);
  });

  it('renders JPEG on request, and the preview of the unsaved values gives the same bytes as the saved template', async () => {
    const saved = await createAsAdmin(content.service, '/api/image-templates', template({ name: 'Vorschau', width: 1200, height: 630 }));
    const jpeg = await render(saved.id, { format: 'jpeg' }).expect(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.body as Buffer).metadata()).format).toBe('jpeg');
    const output = await render(saved.id, {}).expect(200);
    const preview = await request(app())
      .post('/api/image-templates/preview')
      .set(asAdmin())
      .send({ template: template({ name: 'Vorschau', width: 1200, height: 630 }) })
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect((preview.body as Buffer).equals(output.body as Buffer)).toBe(true);
  });

  it('places a media library image in its layer box, and the library keeps the image while a layer shows it', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#dc2626' } }).png().toBuffer();
    const image = await createAsAdmin(content.service, '/api/images', { data: dataUrl(photo, 'image/png'), name: 'rot.png', alt: 'Rot' });
    const saved = await createAsAdmin(content.service, '/api/image-templates', {
      name: 'Mit Bild',
      width: 400,
      height: 400,
      background: '#ffffff',
      layers: [{ name: 'foto', type: 'image', x: 100, y: 100, width: 200, height: 200, image: reference(image), fit: 'cover' }],
    });
    const { data, info } = await pixels((await render(saved.id, {}).expect(200)).body as Buffer);
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    // The photo is passed on as JPEG: its red within a step or two.
    const [red = 0, green = 0, blue = 0] = at(200, 200);
    expect([Math.abs(red - 220), Math.abs(green - 38), Math.abs(blue - 38)].every((delta) => delta <= 3)).toBe(true);
    expect(at(99, 99)).toEqual([255, 255, 255]);
    expect(at(301, 301)).toEqual([255, 255, 255]);
    // The library knows the template uses the image and keeps it.
    const usages = await request(app()).get(`/api/images/${String(image.id)}/usages`).set(asAdmin()).expect(200);
    expect(usages.body.data).toEqual([{ kind: 'image-template', id: saved.id, name: 'Mit Bild' }]);
    const refused = await request(app()).delete(`/api/images/${String(image.id)}`).set(asAdmin()).expect(409);
    expect(refused.body.errors[0].message).toContain('Bildvorlage „Mit Bild“');
  });

  it('serves a stored template as an immutable picture to guests, by its version', async () => {
    const url = `/api/image-templates/${String(stored.id)}/image-2.png`;
    const picture = await request(app()).get(url).buffer(true).parse(binaryBody).expect(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(picture.body as Buffer).metadata()).width).toBe(1080);
    await request(app()).get(`/api/image-templates/${String(stored.id)}/image-1.png`).expect(404);
    await request(app()).get('/api/image-templates').expect(401);
  });

  it('refuses a template with German field errors and changes nothing', async () => {
    const count = async () => ((await request(app()).get('/api/image-templates').set(asAdmin()).expect(200)).body.data as unknown[]).length;
    const before = await count();
    const response = await request(app())
      .post('/api/image-templates')
      .set(asAdmin())
      .send(template({ name: '', layers: [{ ...titleLayer, fontFamily: 'Comic Sans', color: 'weiß' }] }))
      .expect(422);
    const errors = response.body.errors as Array<{ field: string; message: string }>;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: MESSAGES.notBlank }),
        expect.objectContaining({ field: 'layers.0.color', message: MESSAGES.invalid }),
      ]),
    );
    const font = await request(app()).post('/api/image-templates').set(asAdmin()).send(template({ layers: [{ ...titleLayer, fontFamily: 'Comic Sans' }] })).expect(422);
    expect(font.body.errors[0]).toMatchObject({ field: 'layers.0.fontFamily', message: MESSAGES.choice });
    const variant = await request(app()).post('/api/image-templates').set(asAdmin()).send(template({ layers: [{ ...titleLayer, fontFamily: 'Oswald', fontVariant: 'italic' }] })).expect(422);
    expect(variant.body.errors[0]).toMatchObject({ field: 'layers.0.fontVariant', message: MESSAGES.choice });
    const big = await request(app()).post('/api/image-templates').set(asAdmin()).send(template({ width: 5000 })).expect(422);
    expect(big.body.errors[0]).toMatchObject({ field: 'width', message: MESSAGES.tooLarge(4096) });
    const image = await request(app())
      .post('/api/image-templates')
      .set(asAdmin())
      .send(template({ layers: [{ name: 'foto', type: 'image', x: 0, y: 0, width: 10, height: 10, image: { id: 999999, version: 1, extension: 'jpg', width: 10, alt: null }, fit: 'cover' }] }))
      .expect(422);
    expect(image.body.errors[0]).toMatchObject({ field: 'layers.0.image.id', message: MESSAGES.invalid });
    const unknownLayer = await request(app()).post(`/api/image-templates/${String(stored.id)}/render`).set(asAdmin()).send({ texts: { preis: '9,90 €' } }).expect(422);
    expect(unknownLayer.body.errors[0]).toMatchObject({ field: 'texts.preis', message: MESSAGES.unknownField });
    expect(await count()).toBe(before);
  });

  it("gives a signage segment of the template its picture's address, a missing template a field error", async () => {
    const segment = await createAsAdmin(content.service, '/api/digital-signage-segments', {
      name: 'Angebot der Woche',
      type: 'image-template',
      imageTemplate: { id: stored.id },
    });
    const resolved = (await resolveSegments([Number(segment.id)])).get(Number(segment.id));
    expect(resolved?.imageUrl).toBe(`/api/image-templates/${String(stored.id)}/image-2.png`);
    const missing = await request(app())
      .post('/api/digital-signage-segments')
      .set(asAdmin())
      .send({ name: 'Weg', type: 'image-template', imageTemplate: { id: 999999 } })
      .expect(422);
    expect(missing.body.errors[0]).toMatchObject({ field: 'imageTemplate.id', message: MESSAGES.invalid });
  });

  it('lets employees read and render but not write', async () => {
    const employee = authHeaders(testEmployee([1]));
    await request(app()).get('/api/image-templates').set(employee).expect(200);
    await request(app()).post('/api/image-templates').set(employee).send(template()).expect(403);
    await request(app()).post('/api/image-templates/preview').set(employee).send({ template: template() }).expect(403);
  });
});
