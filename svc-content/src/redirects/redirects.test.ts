import request from 'supertest';
import { asAdmin, createAsAdmin, startContentTestService, type ContentTestService } from '../testing';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
  // The pages the redirects below lead to (a target must exist, ADR 0046).
  for (const path of ['/karriere', '/karriere/offene-stellen', '/ueber-uns', '/kontakt']) {
    await createAsAdmin(content.service, '/api/sites', { name: path.slice(1), path, isPublic: true });
  }
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

  it('refuses a path target where the website has no page, in German, and accepts its own routes and addresses', async () => {
    const missing = await request(app())
      .post('/api/redirects')
      .set(asAdmin())
      .send({ path: '/alt-1', target: '/gibt-es-nicht' })
      .expect(422);
    expect(missing.body.errors).toEqual([
      {
        field: 'target',
        message:
          'Unter diesem Pfad gibt es keine Seite. Bitte wählen Sie den Pfad einer bestehenden Seite oder eine vollständige Adresse (https://…).',
        code: 'not_found',
      },
    ]);
    const targets = ['/', '/store/wien', '/site/imprint', '/datenschutzerklaerung', '/kontakt?quelle=alt#formular', 'https://www.karriere.at/glanzwerk'];
    for (const [index, target] of targets.entries()) {
      await createAsAdmin(content.service, '/api/redirects', { path: `/alt-ziel-${index}`, target });
    }
    await request(app()).get('/api/redirects').query({ path: '/alt-1' }).expect(200, { data: [] });
  });

  it('follows chains to a page and refuses every chain that comes back to its start', async () => {
    // /kette-a → /kette-b → /kontakt: a chain that ends at a page.
    await createAsAdmin(content.service, '/api/redirects', { path: '/kette-b', target: '/kontakt' });
    const first = await createAsAdmin(content.service, '/api/redirects', { path: '/kette-a', target: '/kette-b' });
    // /kette-b → /kette-a would close a→b→a.
    const [chainB] = (await request(app()).get('/api/redirects').query({ path: '/kette-b' })).body.data as Array<{ id: number; version: number }>;
    const twoStep = await request(app())
      .put(`/api/redirects/${String(chainB?.id)}`)
      .set(asAdmin())
      .send({ path: '/kette-b', target: '/kette-a', version: chainB?.version })
      .expect(422);
    expect(twoStep.body.errors).toEqual([
      { field: 'target', message: 'Diese Weiterleitung würde eine Schleife bilden: /kette-b → /kette-a → /kette-b.', code: 'redirect_loop' },
    ]);
    // A new /kette-c → /kette-a, then /kette-b → /kette-c: c→a→b→c.
    await createAsAdmin(content.service, '/api/redirects', { path: '/kette-c', target: '/kette-a/' });
    const threeStep = await request(app())
      .put(`/api/redirects/${String(chainB?.id)}`)
      .set(asAdmin())
      .send({ path: '/kette-b', target: '/kette-c', version: chainB?.version })
      .expect(422);
    expect(threeStep.body.errors[0].message).toBe('Diese Weiterleitung würde eine Schleife bilden: /kette-b → /kette-c → /kette-a → /kette-b.');
    // Nothing changed: b still leads to the page.
    const resolved = await request(app()).get('/api/redirects/resolve').query({ path: '/kette-b' }).expect(200);
    expect(resolved.body.data.target).toBe('/kontakt');
    expect(first.target).toBe('/kette-b');
  });

  it('ends a chain where the website answers with a page: renaming a page back does not count as a loop', async () => {
    // A page renamed from /hin to /her left /hin → /her; renamed back, it offers /her → /hin.
    const page = await createAsAdmin(content.service, '/api/sites', { name: 'Hin und her', path: '/her', isPublic: true });
    await createAsAdmin(content.service, '/api/redirects', { path: '/hin', target: '/her' });
    await request(app())
      .put(`/api/sites/${String(page.id)}`)
      .set(asAdmin())
      .send({ name: 'Hin und her', path: '/hin', isPublic: true, version: page.version })
      .expect(200);
    // The gateway answers /hin with the page, never with its old redirect.
    await createAsAdmin(content.service, '/api/redirects', { path: '/her', target: '/hin' });
  });

  it('lets only one of two saves at the same moment close a loop between them', async () => {
    // Each alone is fine (a → b → /kontakt, or b → a → /kontakt); both together would loop.
    const a = await createAsAdmin(content.service, '/api/redirects', { path: '/ring-a', target: '/kontakt' });
    const b = await createAsAdmin(content.service, '/api/redirects', { path: '/ring-b', target: '/kontakt' });
    const answers = await Promise.all([
      request(app()).put(`/api/redirects/${String(a.id)}`).set(asAdmin()).send({ path: '/ring-a', target: '/ring-b', version: a.version }),
      request(app()).put(`/api/redirects/${String(b.id)}`).set(asAdmin()).send({ path: '/ring-b', target: '/ring-a', version: b.version }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.errors[0].code).toBe('redirect_loop');
  });

  it('lets only admins write', async () => {
    await request(app()).post('/api/redirects').send({ path: '/c', target: '/d' }).expect(401);
  });
});
