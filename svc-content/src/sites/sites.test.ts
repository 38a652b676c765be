import request from 'supertest';
import { authHeaders, testEmployee } from '@theke/server/testing';
import {
  asAdmin,
  createAsAdmin,
  startContentTestService,
  waitFor,
  type ContentTestService,
} from '../testing';

let content: ContentTestService;
const app = () => content.service.app;
let about: Record<string, unknown>;
let draft: Record<string, unknown>;

beforeAll(async () => {
  content = await startContentTestService();
  about = await createAsAdmin(content.service, '/api/sites', {
    name: 'Über uns',
    path: 'ueber-uns/',
    isPublic: true,
    content: { body: [{ type: 'wysiwyg', value: { text: '<p>Seit 2009.</p>' } }] },
  });
  draft = await createAsAdmin(content.service, '/api/sites', { name: 'Aktion', path: '/aktionen/fruehjahr' });
});

afterAll(async () => {
  await content.close();
});

describe('sites', () => {
  it('stores a page under its normalised path with every field present', () => {
    expect(about).toMatchObject({
      name: 'Über uns',
      title: null,
      path: '/ueber-uns',
      description: null,
      type: 'default',
      isPublic: true,
      content: {
        body: [{ type: 'wysiwyg', value: { text: '<p>Seit 2009.</p>' } }],
        workload: null,
        start: null,
        place: null,
      },
    });
    expect(draft).toMatchObject({ isPublic: false, content: { body: [] } });
  });

  it('finds a page by path, however the path is written', async () => {
    for (const path of ['/ueber-uns', 'ueber-uns', '/ueber-uns/']) {
      const response = await request(app()).get('/api/sites').query({ path }).expect(200);
      expect(response.body.data.map((site: { id: number }) => site.id)).toEqual([about.id]);
    }
    const none = await request(app()).get('/api/sites').query({ path: '/gibt-es-nicht' }).expect(200);
    expect(none.body.data).toEqual([]);
  });

  it('never shows a draft to guests: not in the list, not by path, 404 by id', async () => {
    const list = await request(app()).get('/api/sites').expect(200);
    expect(list.body.data.map((site: { id: number }) => site.id)).toEqual([about.id]);
    const byPath = await request(app()).get('/api/sites').query({ path: '/aktionen/fruehjahr' }).expect(200);
    expect(byPath.body.data).toEqual([]);
    const byId = await request(app())
      .get(`/api/sites/${String(draft.id)}`)
      .expect(404);
    expect(byId.body.errors[0].code).toBe('not_found');
  });

  it('shows staff the draft, flagged as not public', async () => {
    const response = await request(app())
      .get('/api/sites')
      .query({ path: '/aktionen/fruehjahr' })
      .set(asAdmin())
      .expect(200);
    expect(response.body.data).toEqual([expect.objectContaining({ id: draft.id, isPublic: false })]);
    await request(app())
      .get(`/api/sites/${String(draft.id)}`)
      .set(authHeaders(testEmployee([1])))
      .expect(200);
  });

  it('keeps the job fields of a job page', async () => {
    const job = await createAsAdmin(content.service, '/api/sites', {
      name: 'Reinigungskraft (m/w/d)',
      path: '/karriere/reinigungskraft',
      type: 'job',
      isPublic: true,
      content: { workload: 'Teilzeit', start: 'ab sofort', place: 'Wien', body: [] },
    });
    expect(job.content).toEqual({ body: [], workload: 'Teilzeit', start: 'ab sofort', place: 'Wien' });
    const jobs = await request(app()).get('/api/sites').query({ type: 'job' }).expect(200);
    expect(jobs.body.data).toHaveLength(1);
  });

  it('lists pages without their bodies for the sitemap and the career section', async () => {
    const guest = await request(app()).get('/api/sites').query({ view: 'summary' }).expect(200);
    expect(guest.body.data).toEqual([
      {
        id: about.id,
        name: 'Über uns',
        title: null,
        path: '/ueber-uns',
        description: null,
        type: 'default',
        isPublic: true,
        content: { workload: null, start: null, place: null },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({
        type: 'job',
        content: { workload: 'Teilzeit', start: 'ab sofort', place: 'Wien' },
      }),
    ]);
    const jobs = await request(app()).get('/api/sites').query({ view: 'summary', type: 'job' }).expect(200);
    expect(jobs.body.data.map((site: { path: string }) => site.path)).toEqual(['/karriere/reinigungskraft']);
    const staff = await request(app())
      .get('/api/sites')
      .query({ view: 'summary' })
      .set(asAdmin())
      .expect(200);
    expect(staff.body.data.map((site: { id: number }) => site.id)).toContain(draft.id);
    await request(app()).get('/api/sites').query({ view: 'full' }).expect(422);
  });

  it('refuses a second page on the same path with the German "already used" on path', async () => {
    const response = await request(app())
      .post('/api/sites')
      .set(asAdmin())
      .send({ name: 'Doppelt', path: '/ueber-uns' })
      .expect(409);
    expect(response.body.errors).toEqual([
      { field: 'path', message: 'Dieser Wert wird bereits verwendet.', code: 'already_used' },
    ]);
  });

  it('validates the page with German messages on dotted fields', async () => {
    const response = await request(app())
      .post('/api/sites')
      .set(asAdmin())
      .send({
        name: '',
        path: '/mit leerzeichen',
        type: 'blog',
        content: { body: [{ type: 'marquee', value: 'x' }] },
      })
      .expect(422);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
        { field: 'path', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
        { field: 'type', message: 'Sie haben einen ungültigen Wert ausgewählt.', code: 'invalid_choice' },
        {
          field: 'content.body.0.type',
          message: 'Sie haben einen ungültigen Wert ausgewählt.',
          code: 'invalid_choice',
        },
      ]),
    );
  });

  it('lets only admins write and announces each change', async () => {
    await request(app()).post('/api/sites').send({ name: 'X', path: '/x' }).expect(401);
    await request(app())
      .post('/api/sites')
      .set(authHeaders(testEmployee([1])))
      .send({ name: 'X', path: '/x' })
      .expect(403);
    await request(app())
      .put(`/api/sites/${String(draft.id)}`)
      .set(asAdmin())
      .send({ ...draft, isPublic: true })
      .expect(200);
    await request(app())
      .get(`/api/sites/${String(draft.id)}`)
      .expect(200);
    await request(app())
      .delete(`/api/sites/${String(draft.id)}`)
      .set(asAdmin())
      .expect(204);
    await waitFor(() =>
      content.events.some(
        (event) =>
          event.type === 'content.site.changed' && (event.data as { verb: string }).verb === 'deleted',
      ),
    );
  });
});
