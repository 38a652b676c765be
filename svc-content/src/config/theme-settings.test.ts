import request from 'supertest';
import sharp from 'sharp';
import { asAdmin, createAsAdmin, dataUrl, startContentTestService, type ContentTestService } from '../testing';

let content: ContentTestService;
beforeAll(async () => {
  content = await startContentTestService();
});
afterAll(async () => {
  await content.close();
});

const api = () => request(content.service.app);
const readConfig = async () => (await api().get('/api/config').expect(200)).body.data as Record<string, unknown>;

describe('theme settings in the config (SPEC §3, §9)', () => {
  it('answers SPEC §9 defaults before anyone saved them', async () => {
    expect(await readConfig()).toMatchObject({
      themePrimaryColor: '#000000',
      themeSecondaryColor: '#333333',
      themeTextColor: '#1a1a1a',
      themeBackgroundColor: '#ffffff',
      themeBorderRadius: '.25rem',
      themeFontFamily: null,
      favicon: null,
      labelGridCompactRows: 12,
      labelGridCompactColumns: 4,
      labelGridDetailRows: 5,
      labelGridDetailColumns: 2,
    });
  });

  it('saves colours, an installed font by its family name, the radius, a favicon and grid sizes', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0e7490' } }).png().toBuffer();
    const icon = await createAsAdmin(content.service, '/api/images', { data: dataUrl(png, 'image/png'), name: 'favicon.png' });
    await api()
      .post('/api/config')
      .set(asAdmin())
      .send({
        themePrimaryColor: '#0E7490',
        themeBackgroundColor: '#fafafa',
        themeFontFamily: 'roboto',
        themeBorderRadius: '.5rem',
        favicon: { id: icon.id },
        labelGridCompactRows: 10,
      })
      .expect(200);
    expect(await readConfig()).toMatchObject({
      themePrimaryColor: '#0E7490',
      themeBackgroundColor: '#fafafa',
      themeFontFamily: 'Roboto',
      themeBorderRadius: '.5rem',
      favicon: { id: icon.id, version: 1, extension: 'png', width: 64 },
      labelGridCompactRows: 10,
    });
  });

  it('refuses a colour that is no #rrggbb, an unknown font, another radius and grids out of range, changing nothing', async () => {
    const before = await readConfig();
    const response = await api()
      .post('/api/config')
      .set(asAdmin())
      .send({
        themePrimaryColor: 'red;}body{display:none',
        themeFontFamily: 'Comic Sans',
        themeBorderRadius: '3px',
        labelGridDetailRows: 0,
      })
      .expect(422);
    expect([...new Set(response.body.errors.map((error: { field: string }) => error.field))].sort()).toEqual([
      'labelGridDetailRows',
      'themeBorderRadius',
      'themeFontFamily',
      'themePrimaryColor',
    ]);
    expect(await readConfig()).toEqual(before);
  });
});
