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

describe('redirects', () => {
  it('are found by path by anyone (the gateway answers the 301)', async () => {
    await createAsAdmin(content.service, '/api/redirects', { path: '/jobs/', target: '/karriere' });
    await createAsAdmin(content.service, '/api/redirects', {
      path: '/shop',
      target: 'https://shop.glanzwerk.example/',
    });
    const response = await request(app()).get('/api/redirects').query({ path: '/jobs' }).expect(200);
    expect(response.body.data).toEqual([expect.objectContaining({ path: '/jobs', target: '/karriere' })]);
  });

  it('refuses a redirect to itself and targets that are no web address', async () => {
    const loop = await request(app())
      .post('/api/redirects')
      .set(asAdmin())
      .send({ path: '/a', target: '/a/' })
      .expect(422);
    expect(loop.body.errors).toEqual([
      { field: 'target', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
    ]);
    const script = await request(app())
      .post('/api/redirects')
      .set(asAdmin())
      .send({ path: '/b', target: 'javascript:alert(1)' })
      .expect(422);
    expect(script.body.errors).toEqual([
      { field: 'target', message: 'Dieser Wert ist keine gültige URL.', code: 'invalid_url' },
    ]);
  });

  it('lets only admins write', async () => {
    await request(app()).post('/api/redirects').send({ path: '/c', target: '/d' }).expect(401);
  });
});
