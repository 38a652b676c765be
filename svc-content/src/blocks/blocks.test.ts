import request from 'supertest';
import { asAdmin, createAsAdmin, startContentTestService, type ContentTestService } from '../testing';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
});

afterAll(async () => {
  await content.close();
});

describe('blocks', () => {
  it('gives guests the public blocks only, including a public popup', async () => {
    await createAsAdmin(content.service, '/api/blocks', {
      identifier: 'popup-angebot',
      name: 'Angebot',
      type: 'popup',
      isPublic: true,
      content: { text: '<p>Jetzt online bestellen.</p>' },
    });
    const hidden = await createAsAdmin(content.service, '/api/blocks', {
      identifier: 'entwurf',
      name: 'Entwurf',
      type: 'text',
    });
    expect(hidden).toMatchObject({ isPublic: false, content: { text: null } });

    const guest = await request(app()).get('/api/blocks').expect(200);
    expect(guest.body.data).toEqual([
      expect.objectContaining({ identifier: 'popup-angebot', type: 'popup', isPublic: true }),
    ]);
    await request(app())
      .get(`/api/blocks/${String(hidden.id)}`)
      .expect(404);
    const staff = await request(app()).get('/api/blocks').set(asAdmin()).expect(200);
    expect(staff.body.data).toHaveLength(2);
  });

  it('refuses unknown types and malformed identifiers', async () => {
    const response = await request(app())
      .post('/api/blocks')
      .set(asAdmin())
      .send({ identifier: 'Mit Leerzeichen', name: 'X', type: 'banner' })
      .expect(422);
    expect(response.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'identifier',
      'type',
    ]);
  });
});
