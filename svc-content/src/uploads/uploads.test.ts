import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { authHeaders, testEmployee } from '@theke/server/testing';
import { demoPricePdf } from '../demo/demo-media';
import {
  asAdmin,
  binaryBody,
  createAsAdmin,
  dataUrl,
  startContentTestService,
  waitFor,
  type ContentTestService,
} from '../testing';
import { sniffFileType } from './file-types';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
});

afterAll(async () => {
  await content.close();
});

/** A ZIP archive with stored (uncompressed) entries. */
function zip(entries: Array<{ name: string; data: string }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = () =>
  zip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: '<w:document/>' },
  ]);
const pdf = () =>
  demoPricePdf('Angebot', 'Fensterreinigung', [{ service: 'Fenster', price: '6,90 EUR' }], 'Danke');
const png = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
const CLEAN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8" fill="#f97316"/><image href="https://tracker.example/pixel.png"/></svg>';

const upload = (body: object, headers: Record<string, string> = {}) =>
  request(app()).post('/api/uploads').set(headers).send(body);
const fetchBinary = (url: string) => request(app()).get(url).buffer(true).parse(binaryBody);

describe('file types by content', () => {
  it('recognises every accepted type from its bytes', async () => {
    const ole = (stream: string) =>
      Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(100),
        Buffer.from(stream, 'utf16le'),
      ]);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
    const cases: Array<[Buffer, string | null]> = [
      [await png(), 'png'],
      [pdf(), 'pdf'],
      [docx(), 'docx'],
      [
        zip([
          { name: '[Content_Types].xml', data: '' },
          { name: 'xl/workbook.xml', data: '' },
        ]),
        'xlsx',
      ],
      [
        zip([
          { name: '[Content_Types].xml', data: '' },
          { name: 'ppt/presentation.xml', data: '' },
        ]),
        'pptx',
      ],
      [zip([{ name: 'fotos/a.txt', data: 'a' }]), 'zip'],
      [ole('WordDocument'), 'doc'],
      [ole('Workbook'), 'xls'],
      [ole('PowerPoint Document'), 'ppt'],
      [mp4, 'mp4'],
      [Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypqt  '), Buffer.alloc(12)]), null],
      [Buffer.from([0x00, 0x00, 0x01, 0xba, 0x44]), 'mpeg'],
      [Buffer.from(CLEAN_SVG), 'svg'],
      [Buffer.from('Name;Telefon\nHuber;+43 1 523 45 67\n'), 'txt'],
      [Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), null],
    ];
    for (const [bytes, expected] of cases)
      expect([expected, sniffFileType(bytes)?.extension ?? null]).toEqual([expected, expected]);
  });
});

describe('uploads', () => {
  it('lets a guest upload a PDF from a data-URL and answers the uploaded file with its addresses', async () => {
    const bytes = pdf();
    const response = await upload({
      data: dataUrl(bytes, 'application/pdf'),
      name: 'Angebot Müller.pdf',
    }).expect(201);
    const file = response.body.data;
    expect(file).toEqual({
      id: expect.any(Number),
      version: 1,
      extension: 'pdf',
      publicHash: expect.stringMatching(/^[a-f0-9]{32}$/),
      mimeType: 'application/pdf',
      name: 'Angebot Müller.pdf',
      size: bytes.length,
      url: `/upload/${file.publicHash}/${file.id}-1.pdf`,
      previewUrl: `/upload/${file.publicHash}/preview/${file.id}-1.jpg`,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const served = await fetchBinary(file.url).expect(200);
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Angebot M_ller.pdf"; filename*=UTF-8''Angebot%20M%C3%BCller.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const preview = await fetchBinary(file.previewUrl).expect(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(preview.body as Buffer).metadata()).format).toBe('jpeg');
  });

  it("stores the bytes under a random name, never under the uploader's", async () => {
    const response = await upload({ data: dataUrl(docx()), name: '../../etc/passwd.docx' }).expect(201);
    expect(response.body.data).toMatchObject({ extension: 'docx', name: 'passwd.docx' });
    const { Upload } = await import('./upload.model');
    const row = await Upload.findByPk(response.body.data.id);
    expect(row?.storageKey).toMatch(/^uploads\/[a-f0-9]{32}$/);
    const served = await request(app()).get(response.body.data.url).expect(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('serves an image with a JPEG thumbnail as preview and byte ranges of the file', async () => {
    const bytes = await png();
    const file = (await upload({ data: dataUrl(bytes, 'image/png'), name: 'fenster.png' }).expect(201)).body
      .data;
    const preview = await fetchBinary(file.previewUrl).expect(200);
    const metadata = await sharp(preview.body as Buffer).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 256, 128]);
    const range = await fetchBinary(file.url).set('Range', 'bytes=0-7').expect(206);
    expect(range.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
    expect(Buffer.compare(range.body as Buffer, bytes.subarray(0, 8))).toBe(0);
  });

  it('takes a text file as csv when its name says so', async () => {
    const file = (
      await upload({ data: dataUrl(Buffer.from('Raum;Fläche\nBüro;42\n')), name: 'flaechen.csv' }).expect(201)
    ).body.data;
    expect(file).toMatchObject({ extension: 'csv', mimeType: 'text/csv' });
    const served = await request(app()).get(file.url).expect(200);
    expect(served.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('refuses a .png name with PDF content', async () => {
    const response = await upload({ data: dataUrl(pdf(), 'image/png'), name: 'foto.png' }).expect(422);
    expect(response.body.errors).toEqual([
      { field: 'data', message: 'Dieser Wert ist keine gültige Datei.', code: 'invalid_file' },
    ]);
  });

  it('refuses a file over 10 MB with the German message', async () => {
    const tooLarge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const response = await upload({ data: dataUrl(tooLarge, 'application/pdf'), name: 'gross.pdf' }).expect(
      422,
    );
    expect(response.body.errors).toEqual([
      {
        field: 'data',
        message: 'Die Datei ist zu groß. Die maximal zulässige Größe beträgt 10 MB.',
        code: 'file_too_large',
      },
    ]);
  });

  it('refuses an SVG that carries script and stores others reduced to drawing', async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="jav&#x61;script:alert(1)"><text>x</text></a></svg>',
    ]) {
      const response = await upload({
        data: dataUrl(Buffer.from(svg), 'image/svg+xml'),
        name: 'logo.svg',
      }).expect(422);
      expect([svg, response.body.errors[0].code]).toEqual([svg, 'invalid_file']);
    }
    const file = (
      await upload({ data: dataUrl(Buffer.from(CLEAN_SVG), 'image/svg+xml'), name: 'logo.svg' }).expect(201)
    ).body.data;
    const served = await fetchBinary(file.url).expect(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    const stored = (served.body as Buffer).toString('utf8');
    expect(stored).toContain('<circle cx="10" cy="10" r="8" fill="#f97316"></circle>');
    expect(stored).not.toContain('tracker.example');
    const preview = await fetchBinary(file.previewUrl).expect(200);
    expect((await sharp(preview.body as Buffer).metadata()).format).toBe('jpeg');
  });

  it('refuses files of other types and anything that is no data-URL', async () => {
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    await upload({ data: dataUrl(exe), name: 'rechnung.pdf' }).expect(422);
    await upload({
      data: dataUrl(Buffer.from('<html><script>x</script></html>')),
      name: 'seite.html',
    }).expect(422);
    const missing = await upload({ name: 'x.pdf' }).expect(422);
    expect(missing.body.errors).toEqual([
      { field: 'data', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
    ]);
    await upload({ data: 'kein data-url' }).expect(422);
  });

  it('answers a wrong hash, version or extension with the JSON 404', async () => {
    const file = (await upload({ data: dataUrl(pdf()), name: 'a.pdf' }).expect(201)).body.data;
    const wrongHash = 'f'.repeat(32);
    for (const url of [
      `/upload/${wrongHash}/${file.id}-1.pdf`,
      `/upload/${wrongHash}/preview/${file.id}-1.jpg`,
      `/upload/${file.publicHash}/${file.id}-2.pdf`,
      `/upload/${file.publicHash}/${file.id}-1.png`,
      `/upload/${file.publicHash}/preview/${file.id}-1.png`,
      `/upload/kurz/${file.id}-1.pdf`,
    ]) {
      const response = await request(app()).get(url).expect(404);
      expect([url, response.body.errors[0].code]).toEqual([url, 'not_found']);
    }
  });

  it('is managed by admins: list, rename, replace under the next version, delete', async () => {
    const file = await createAsAdmin(content.service, '/api/uploads', {
      data: dataUrl(pdf()),
      name: 'Preisliste.pdf',
    });
    await request(app()).get('/api/uploads').expect(401);
    await request(app())
      .get('/api/uploads')
      .set(authHeaders(testEmployee([1])))
      .expect(403);
    const list = await request(app()).get('/api/uploads').set(asAdmin()).expect(200);
    expect(list.body.data.map((entry: { id: number }) => entry.id)).toEqual([file.id]);
    const guests = await request(app())
      .get('/api/uploads')
      .query({ origin: 'guest' })
      .set(asAdmin())
      .expect(200);
    expect(guests.body.data.length).toBeGreaterThan(3);
    const staffServed = await request(app()).get(String(file.url)).expect(200);
    expect(staffServed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const replaced = await request(app())
      .put(`/api/uploads/${String(file.id)}`)
      .set(asAdmin())
      .send({ data: dataUrl(docx()), name: 'Preisliste.docx' })
      .expect(200);
    expect(replaced.body.data).toMatchObject({
      version: 2,
      extension: 'docx',
      publicHash: file.publicHash,
      name: 'Preisliste.docx',
    });
    await request(app()).get(String(file.url)).expect(404);
    await request(app()).get(replaced.body.data.url).expect(200);

    await request(app())
      .put(`/api/uploads/${String(file.id)}`)
      .set(asAdmin())
      .send({ name: 'Preise.docx' })
      .expect(200);
    await request(app())
      .delete(`/api/uploads/${String(file.id)}`)
      .set(asAdmin())
      .expect(204);
    await request(app()).get(replaced.body.data.url).expect(404);
    await waitFor(
      () => content.events.filter((event) => event.type === 'content.upload.changed').length >= 4,
    );
  });

  it('limits how many files one guest sends', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.7' };
    for (let index = 0; index < 30; index++) await upload({ name: 'x.pdf' }, from).expect(422);
    const limited = await upload({ data: dataUrl(pdf()), name: 'x.pdf' }, from).expect(429);
    expect(limited.body.errors[0]).toEqual({
      message: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten noch einmal.',
      code: 'too_many_requests',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await upload({ data: dataUrl(pdf()), name: 'x.pdf' }, { 'X-Forwarded-For': '198.51.100.8' }).expect(201);
    await upload({ data: dataUrl(pdf()), name: 'x.pdf' }, { ...asAdmin(), ...from }).expect(201);
  });
});
