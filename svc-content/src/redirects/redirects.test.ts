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

  it('resolves a path to its 301 target for the gateway, however the path is written', async () => {
    for (const path of ['/jobs', 'jobs', '/jobs/']) {
      const response = await request(app()).get('/api/redirects/resolve').query({ path }).expect(200);
      expect(response.body).toEqual({ data: { path: '/jobs', target: '/karriere', status: 301 } });
    }
    const external = await request(app()).get('/api/redirects/resolve').query({ path: '/shop' }).expect(200);
    expect(external.body.data.target).toBe('https://shop.glanzwerk.example/');
  });

  it('answers a path without redirect, or no path, with the JSON envelope', async () => {
    const missing = await request(app())
      .get('/api/redirects/resolve')
      .query({ path: '/karriere' })
      .expect(404);
    expect(missing.body.errors[0].code).toBe('not_found');
    const none = await request(app()).get('/api/redirects/resolve').expect(422);
    expect(none.body.errors).toEqual([
      { field: 'path', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
    ]);
  });

  it('follows changes at once: a new target, a new redirect, a deleted one', async () => {
    const resolve = (path: string) => request(app()).get('/api/redirects/resolve').query({ path });
    const [jobs] = (await request(app()).get('/api/redirects').query({ path: '/jobs' })).body.data as Array<{
      id: number;
    }>;
    await request(app())
      .put(`/api/redirects/${String(jobs?.id)}`)
      .set(asAdmin())
      .send({ path: '/jobs', target: '/karriere/offene-stellen' })
      .expect(200);
    expect((await resolve('/jobs').expect(200)).body.data.target).toBe('/karriere/offene-stellen');
    const created = await createAsAdmin(content.service, '/api/redirects', {
      path: '/team',
      target: '/ueber-uns',
    });
    await resolve('/team').expect(200);
    await request(app())
      .delete(`/api/redirects/${String(created.id)}`)
      .set(asAdmin())
      .expect(204);
    await resolve('/team').expect(404);
  });

  it('lets only admins write', async () => {
    await request(app()).post('/api/redirects').send({ path: '/c', target: '/d' }).expect(401);
  });
});
