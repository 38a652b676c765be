import request from 'supertest';
import { INTERNAL_TOKEN_HEADER } from '@theke/server';
import { asAdmin, startContentTestService, type ContentTestService } from './testing';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
});

afterAll(async () => {
  await content.close();
});

describe('svc-content', () => {
  it('answers health and readiness', async () => {
    await request(app()).get('/healthz').expect(200);
    const ready = await request(app()).get('/readyz').expect(200);
    expect(ready.body.data).toMatchObject({ database: true, bus: true, service: 'content' });
  });

  it('lets guests read only the public routes without a token', async () => {
    for (const path of ['/api/config', '/api/sites', '/api/redirects', '/api/blocks', '/api/navigations']) {
      await request(app()).get(path).expect(200);
    }
    await request(app()).get('/api/images').expect(401);
    await request(app()).get('/image/1-1.jpg').expect(404);
  });

  it('refuses a forged token on the media routes too', async () => {
    await request(app()).get('/image/1-1.jpg').set(INTERNAL_TOKEN_HEADER, 'forged.token').expect(401);
  });

  it('answers unknown paths with the JSON 404', async () => {
    const api = await request(app()).get('/api/unbekannt').set(asAdmin()).expect(404);
    expect(api.body.errors[0].code).toBe('not_found');
    await request(app()).get('/anderswo').set(asAdmin()).expect(404);
  });

  it('answers malformed JSON with a 400', async () => {
    await request(app())
      .post('/api/sites')
      .set(asAdmin())
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
  });
});
