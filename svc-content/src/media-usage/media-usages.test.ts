import request from 'supertest';
import sharp from 'sharp';
import { startTestService, type TestService } from '@theke/server/testing';
import { catalogService } from '@theke/svc-catalog';
import { asAdmin, createAsAdmin, dataUrl, startContentTestService, type ContentTestService } from '../testing';

// The catalogue is the real one: svc-content asks it, as in the running platform.
let content: ContentTestService;
let catalog: TestService;
const peers: Record<string, string> = {};
beforeAll(async () => {
  content = await startContentTestService({ peers });
  catalog = await startTestService(catalogService, { peers: { content: content.service.url } });
  peers.catalog = catalog.url;
});
afterAll(async () => {
  await catalog?.close();
  await content?.close();
});

const api = () => request(content.service.app);

async function newImage(name: string): Promise<Record<string, unknown>> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0e7490' } }).png().toBuffer();
  return createAsAdmin(content.service, '/api/images', { data: dataUrl(png, 'image/png'), name });
}

async function newUpload(name: string): Promise<Record<string, unknown>> {
  return createAsAdmin(content.service, '/api/uploads', { data: dataUrl(Buffer.from('Preisliste'), 'text/plain'), name });
}

const usagesOf = async (path: string) => (await api().get(path).set(asAdmin()).expect(200)).body.data as unknown[];

describe('media in use', () => {
  it('lists the page, product and theme using an image and refuses its deletion with a German 409 naming them', async () => {
    const image = await newImage('fassade.png');
    const reference = { id: image.id, version: image.version, extension: image.extension, width: 40, alt: null };
    await createAsAdmin(content.service, '/api/sites', {
      name: 'Über uns',
      path: '/ueber-uns',
      content: { body: [{ type: 'image', value: { image: reference } }] },
    });
    const product = await request(catalog.app)
      .post('/api/products')
      .set(asAdmin())
      .send({ name: 'Fensterreinigung', type: 'others', unit: 'piece', price: 10, tax: 20, takeawayTax: 20, dineInTax: 10, images: [reference] })
      .expect(201);
    await api().post('/api/config').set(asAdmin()).send({ logo: { id: image.id } }).expect(200);

    expect(await usagesOf(`/api/images/${String(image.id)}/usages`)).toEqual([
      { kind: 'site', id: expect.any(Number), name: 'Über uns' },
      { kind: 'theme', id: 1, name: 'Logo' },
      { kind: 'product', id: product.body.data.id, name: 'Fensterreinigung' },
    ]);
    const refused = await api().delete(`/api/images/${String(image.id)}`).set(asAdmin()).expect(409);
    expect(refused.body.errors).toEqual([
      {
        message:
          'Die Datei wird noch verwendet und kann nicht gelöscht werden. Verwendet auf: Seite „Über uns“, Design „Logo“, Produkt „Fensterreinigung“.',
        code: 'media_in_use',
      },
    ]);
    await api().get(`/api/images/${String(image.id)}`).set(asAdmin()).expect(200);
  });

  it('deletes an image nobody uses', async () => {
    const unused = await newImage('frei.png');
    expect(await usagesOf(`/api/images/${String(unused.id)}/usages`)).toEqual([]);
    await api().delete(`/api/images/${String(unused.id)}`).set(asAdmin()).expect(204);
  });

  it('finds an upload linked from a block and from rich text, and refuses its deletion', async () => {
    const upload = await newUpload('preisliste.txt');
    const block = await createAsAdmin(content.service, '/api/blocks', {
      identifier: 'preise',
      name: 'Preise',
      type: 'text',
      isPublic: true,
      content: { text: `<p><a href="${String(upload.url)}">Preisliste</a></p>` },
    });
    expect(await usagesOf(`/api/uploads/${String(upload.id)}/usages`)).toEqual([
      { kind: 'block', id: block.id, name: 'Preise' },
    ]);
    const refused = await api().delete(`/api/uploads/${String(upload.id)}`).set(asAdmin()).expect(409);
    expect(refused.body.errors[0].message).toContain('Inhalt „Preise“');
    const free = await newUpload('frei.txt');
    await api().delete(`/api/uploads/${String(free.id)}`).set(asAdmin()).expect(204);
  });

  it('answers the catalogue\'s part only to the content service and administrators', async () => {
    await request(catalog.app).get('/api/media-usages?image=1').expect(401);
    await request(catalog.app).get('/api/media-usages?image=x').set(asAdmin()).expect(422);
  });
});
