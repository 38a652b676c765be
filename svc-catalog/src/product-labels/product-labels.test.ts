import request from 'supertest';
import { MESSAGES } from '@theke/server';
import { TEST_ADMIN, freePort, startTestService, testEmployee, type TestService } from '@theke/server/testing';
import { contentService } from '@theke/svc-content';
import { catalogService } from '../service';
import { as, readPdf } from '../testing';
import { LABEL_MESSAGES } from './product-labels.routes';

// The real config owner answers the shop currency, as in the running platform.
let content: TestService;
let catalog: TestService;
beforeAll(async () => {
  content = await startTestService(contentService);
  catalog = await startTestService(catalogService, { peers: { content: content.url } });
});
afterAll(async () => {
  await catalog?.close();
  await content?.close();
});

const api = () => request(catalog.app);
const admin = as(TEST_ADMIN);
const employee = as(testEmployee([1]));
const NBSP = '\u00a0';

async function createProduct(fields: Record<string, unknown>): Promise<number> {
  const body = { type: 'others', unit: 'piece', tax: 20, takeawayTax: 20, dineInTax: 10, ...fields };
  return (await api().post('/api/products').set(admin).send(body).expect(201)).body.data.id as number;
}

/** GET the labels as a PDF and read back what its pages draw. */
async function labels(query: string, headers = admin) {
  const response = await api()
    .get(`/api/products/labels?${query}`)
    .set(headers)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const pdf = response.body as Buffer;
  return { response, pdf, ...readPdf(pdf) };
}

/** A page's text as one line (the wrapper breaks names over lines). */
const flat = (lines: string[] | undefined) => (lines ?? []).join(' ').replace(/ +/g, ' ');

let glassCleaner: number;
let cleaning: number;
let moveOut: number;
let longName: number;
beforeAll(async () => {
  glassCleaner = await createProduct({ name: 'Glasreiniger Öko', price: 12.5 });
  cleaning = await createProduct({
    name: 'Grundreinigung Wohnung',
    description: 'Gründliche Reinigung aller Räume inklusive Küche und Bad. '.repeat(4),
    allergens: 'Enthält Duftstoffe (Limonene).',
    price: 3.2,
    unit: 'm2',
    calculationModel: 'approximate',
    pricing: 'pro m² Wohnfläche',
    alternativeUnits: [{ unit: 'piece', ratio: 18, calculationModel: 'approximate' }],
  });
  moveOut = await createProduct({
    name: 'Umzugsreinigung',
    price: 1234.5,
    calculationModel: 'minimum',
    pricing: 'Preis nach Besichtigung',
    isPriceHidden: true,
  });
  longName = await createProduct({
    name: 'Teppichreinigung mit Fleckenentfernung, Imprägnierung und Geruchsneutralisierung für Wollteppiche',
    price: 89,
  });
});

describe('price labels as PDF (GET /api/products/labels)', () => {
  it('prints 49 compact labels on two A4 pages, the 49th alone on the second, with German prices', async () => {
    const ids = [...Array<number>(48).fill(glassCleaner), cleaning].join(',');
    const { response, pdf, pages, fonts } = await labels(`ids=${ids}&layout=compact`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="preisetiketten.pdf"');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toHaveLength(2);
    const first = flat(pages[0]);
    expect(first.split(`€${NBSP}12,50 / Stück`)).toHaveLength(49);
    expect(first.split('Glasreiniger Öko')).toHaveLength(49);
    expect(flat(pages[1])).toBe(`Grundreinigung Wohnung ca. €${NBSP}3,20 / m²`);
    // Standard Helvetica in WinAnsiEncoding: umlauts and '€' are in its code page.
    expect(fonts).toEqual([{ baseFont: 'Helvetica-Bold', encoding: 'WinAnsiEncoding' }]);
    const [mediaBox] = /\/MediaBox \[[^\]]*\]/.exec(pdf.toString('latin1')) ?? [];
    expect(mediaBox).toBe('/MediaBox [0 0 595.28 841.89]'); // A4 portrait
  });

  it('prints 11 detail labels on two pages with price, price-per-unit text, alternative units, allergens and description', async () => {
    const ids = [...Array<number>(10).fill(cleaning), glassCleaner].join(',');
    const { pages } = await labels(`ids=${ids}&layout=detail`);
    expect(pages).toHaveLength(2);
    const first = flat(pages[0]);
    expect(first.split('Grundreinigung Wohnung')).toHaveLength(11);
    expect(first).toContain(
      `Grundreinigung Wohnung ca. €${NBSP}3,20 / m² pro m² Wohnfläche ca. €${NBSP}57,60 / Stück Allergene: Enthält Duftstoffe (Limonene). Gründliche Reinigung aller Räume`,
    );
    expect(first).toMatch(/Gründliche Reinigung aller Räume [^…]*…/);
    expect(flat(pages[1])).toBe(`Glasreiniger Öko €${NBSP}12,50 / Stück`);
  });

  it('prints no price for a product whose price is hidden, in either layout', async () => {
    const compact = await labels(`ids=${moveOut}&layout=compact`);
    expect(flat(compact.pages[0])).toBe('Umzugsreinigung');
    const detail = await labels(`ids=${moveOut}&layout=detail`);
    expect(flat(detail.pages[0])).toBe('Umzugsreinigung Preis nach Besichtigung');
  });

  it('shortens a name that is too long for a compact label with an ellipsis', async () => {
    const { pages } = await labels(`ids=${longName}`);
    const [text] = [flat(pages[0])];
    expect(text).toMatch(/^Teppichreinigung mit [^€]*… €\u00a089,00 \/ Stück$/);
    expect(text).not.toContain('Wollteppiche');
  });

  it('keeps the order asked for and prints a product as often as it is named', async () => {
    const { pages } = await labels(`ids=${glassCleaner},${cleaning},${glassCleaner}&layout=compact`);
    expect(flat(pages[0])).toBe(
      `Glasreiniger Öko €${NBSP}12,50 / Stück Grundreinigung Wohnung ca. €${NBSP}3,20 / m² Glasreiniger Öko €${NBSP}12,50 / Stück`,
    );
  });

  it('prints on the label grid of the theme settings (ADR 0047), SPEC §9\'s again once it is reset', async () => {
    const setGrid = (rows: number, columns: number) =>
      request(content.app)
        .post('/api/config')
        .set(admin)
        .send({ labelGridCompactRows: rows, labelGridCompactColumns: columns })
        .expect(200);
    await setGrid(2, 2);
    try {
      const { pages } = await labels(`ids=${Array(5).fill(glassCleaner).join(',')}&layout=compact`);
      expect(pages).toHaveLength(2);
      expect(flat(pages[0]).split('Glasreiniger Öko')).toHaveLength(5);
      expect(flat(pages[1]).split('Glasreiniger Öko')).toHaveLength(2);
    } finally {
      await setGrid(12, 4);
    }
    expect((await labels(`ids=${Array(5).fill(glassCleaner).join(',')}&layout=compact`)).pages).toHaveLength(1);
  });

  it('lets employees print labels as administrators do', async () => {
    const { pages } = await labels(`ids=${glassCleaner}&layout=detail`, employee);
    expect(flat(pages[0])).toBe(`Glasreiniger Öko €${NBSP}12,50 / Stück`);
  });

  it('leaves the product routes as they were: /products/{id} still reads a product', async () => {
    const product = await api().get(`/api/products/${glassCleaner}`).set(admin).expect(200);
    expect(product.body.data.name).toBe('Glasreiniger Öko');
  });
});

describe('refused label requests', () => {
  const refusal = async (query: string, status = 422) =>
    (await api().get(`/api/products/labels${query}`).set(admin).expect(status)).body.errors;

  it('answers 422 with German messages per field', async () => {
    expect(await refusal('?layout=detail')).toEqual([
      { message: MESSAGES.notBlank, field: 'ids', code: 'not_blank' },
    ]);
    expect(await refusal('?ids=')).toEqual([{ message: MESSAGES.notBlank, field: 'ids', code: 'not_blank' }]);
    expect(await refusal('?ids=1,zwei')).toEqual([
      { message: MESSAGES.number, field: 'ids', code: 'invalid_number' },
    ]);
    expect(await refusal('?ids=0')).toEqual([{ message: MESSAGES.invalid, field: 'ids', code: 'invalid' }]);
    expect(await refusal(`?ids=${glassCleaner}&layout=gross`)).toEqual([
      { message: MESSAGES.choice, field: 'layout', code: 'invalid_choice' },
    ]);
    expect(await refusal(`?ids=${glassCleaner}&copies=3`)).toEqual([
      { message: MESSAGES.unknownField, field: 'copies', code: 'unknown_field' },
    ]);
  });

  it('refuses more than 500 labels in one request', async () => {
    const ids = Array<number>(501).fill(glassCleaner).join(',');
    expect(await refusal(`?ids=${ids}`)).toEqual([
      { message: LABEL_MESSAGES.tooMany(500), field: 'ids', code: 'too_many_labels' },
    ]);
    expect(LABEL_MESSAGES.tooMany(500)).toBe('Es können höchstens 500 Etiketten auf einmal gedruckt werden.');
  });

  it('names the products that do not exist', async () => {
    expect(await refusal(`?ids=${glassCleaner},999998,999999,999998`)).toEqual([
      {
        message: 'Folgende Produkte wurden nicht gefunden: 999998, 999999.',
        field: 'ids',
        code: 'unknown_reference',
      },
    ]);
  });

  it('answers guests 401 and signed-in users without a staff role 403, as other staff routes', async () => {
    const guest = await api().get(`/api/products/labels?ids=${glassCleaner}`).expect(401);
    expect(guest.body.errors[0].code).toBe('unauthorized');
    await api()
      .get(`/api/products/labels?ids=${glassCleaner}`)
      .set(as({ userId: null, username: null, roles: [], branchIds: [] }))
      .expect(401);
    const customer = as({ userId: 9, username: 'kundin', roles: ['ROLE_USER'], branchIds: [] });
    expect(
      (await api().get(`/api/products/labels?ids=${glassCleaner}`).set(customer).expect(403)).body.errors[0]
        .code,
    ).toBe('forbidden');
  });
});

describe('the shop currency', () => {
  it('prices the labels in the currency of the config', async () => {
    await request(content.app).post('/api/config').set(admin).send({ currency: 'CHF' }).expect(200);
    const { pages } = await labels(`ids=${glassCleaner}`);
    expect(flat(pages[0])).toBe(`Glasreiniger Öko CHF${NBSP}12,50 / Stück`);
    await request(content.app).post('/api/config').set(admin).send({ currency: 'EUR' }).expect(200);
  });

  it('answers 503 with Retry-After when the config cannot be read, rather than guess a currency', async () => {
    const away = await startTestService(catalogService, {
      peers: { content: `http://127.0.0.1:${await freePort()}` },
    });
    try {
      const response = await request(away.app).get('/api/products/labels?ids=1').set(admin).expect(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body.errors[0]).toEqual({
        message: MESSAGES.serviceUnavailable,
        code: 'service_unavailable',
      });
    } finally {
      await away.close();
    }
  });
});
