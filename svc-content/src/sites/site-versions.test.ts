import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { authHeaders, testEmployee } from '@theke/server/testing';
import { asAdmin, createAsAdmin, startContentTestService, waitFor, type ContentTestService } from '../testing';
import { KEPT_SITE_VERSIONS } from './site-versions';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
});

afterAll(async () => {
  await content.close();
});

const text = (html: string) => ({ type: 'wysiwyg', value: { text: html } });

async function save(site: Record<string, unknown>, changes: Record<string, unknown>) {
  const response = await request(app())
    .put(`/api/sites/${String(site.id)}`)
    .set(asAdmin())
    .send({ ...site, ...changes })
    .expect(200);
  return response.body.data as Record<string, unknown>;
}

describe('site versions', () => {
  it('a version restore brings back the earlier body', async () => {
    const first = await createAsAdmin(content.service, '/api/sites', {
      name: 'Leistungen',
      path: '/leistungen',
      isPublic: true,
      content: { body: [text('<p>Erste Fassung</p>')] },
    });
    const second = await save(first, { content: { body: [text('<p>Zweite Fassung</p>'), { type: 'line', value: { color: 'orange' } }] } });
    const third = await save(second, { title: 'Unsere Leistungen', content: { body: [] } });

    const list = await request(app()).get(`/api/sites/${String(first.id)}/versions`).set(asAdmin()).expect(200);
    expect(list.body.data).toEqual([
      { version: 2, savedAt: expect.any(String), name: 'Leistungen', path: '/leistungen', isPublic: true },
      { version: 1, savedAt: expect.any(String), name: 'Leistungen', path: '/leistungen', isPublic: true },
    ]);
    const earlier = await request(app()).get(`/api/sites/${String(first.id)}/versions/2`).set(asAdmin()).expect(200);
    expect(earlier.body.data.site.content.body).toEqual(second.content && (second.content as { body: unknown }).body);

    const restored = await request(app())
      .post(`/api/sites/${String(first.id)}/versions/1/restore`)
      .set(asAdmin())
      .send({ version: third.version })
      .expect(200);
    expect(restored.body.data).toMatchObject({ version: 4, title: null, content: { body: [text('<p>Erste Fassung</p>')] } });
    const reread = await request(app()).get(`/api/sites/${String(first.id)}`).expect(200);
    expect(reread.body.data.content.body).toEqual([text('<p>Erste Fassung</p>')]);
    // The state the restore replaced is a version too: nothing is lost.
    const after = await request(app()).get(`/api/sites/${String(first.id)}/versions`).set(asAdmin()).expect(200);
    expect(after.body.data.map((version: { version: number }) => version.version)).toEqual([3, 2, 1]);
    // Created, two saves, the restore: each announced, so the website reads the page again.
    await waitFor(() => content.events.filter((event) => event.type === 'content.site.changed' && (event.data as { id: number }).id === first.id).length === 4);
  });

  it('refuses a restore over a newer save than the one the editor loaded (409), changing nothing', async () => {
    const site = await createAsAdmin(content.service, '/api/sites', { name: 'Team', path: '/team', content: { body: [text('<p>A</p>')] } });
    const saved = await save(site, { content: { body: [text('<p>B</p>')] } });
    const response = await request(app())
      .post(`/api/sites/${String(site.id)}/versions/1/restore`)
      .set(asAdmin())
      .send({ version: 1 })
      .expect(409);
    expect(response.body.errors[0]).toMatchObject({ field: 'version', code: 'stale_version' });
    const reread = await request(app()).get(`/api/sites/${String(site.id)}`).set(asAdmin()).expect(200);
    expect(reread.body.data).toMatchObject({ version: saved.version, content: { body: [text('<p>B</p>')] } });
  });

  it('answers 404 for a version that does not exist and refuses everyone but administrators', async () => {
    const site = await createAsAdmin(content.service, '/api/sites', { name: 'Presse', path: '/presse' });
    await request(app()).get(`/api/sites/${String(site.id)}/versions/7`).set(asAdmin()).expect(404);
    await request(app()).post(`/api/sites/${String(site.id)}/versions/7/restore`).set(asAdmin()).send({}).expect(404);
    await request(app()).get(`/api/sites/${String(site.id)}/versions`).expect(401);
    await request(app())
      .get(`/api/sites/${String(site.id)}/versions`)
      .set(authHeaders(testEmployee([1])))
      .expect(403);
  });

  it(`keeps the newest ${KEPT_SITE_VERSIONS} earlier states and drops them with the page`, async () => {
    let site = await createAsAdmin(content.service, '/api/sites', { name: 'Oft', path: '/oft' });
    for (let save_ = 0; save_ < KEPT_SITE_VERSIONS + 2; save_ += 1) site = await save(site, { description: `Fassung ${save_}` });
    const list = await request(app()).get(`/api/sites/${String(site.id)}/versions`).set(asAdmin()).expect(200);
    expect(list.body.data).toHaveLength(KEPT_SITE_VERSIONS);
    expect(list.body.data[0].version).toBe(KEPT_SITE_VERSIONS + 2);
    await request(app()).delete(`/api/sites/${String(site.id)}`).set(asAdmin()).expect(204);
    const rows = await content.service.context.sequelize.query('SELECT id FROM site_versions WHERE "siteId" = :id', {
      replacements: { id: site.id },
      type: QueryTypes.SELECT,
    });
    expect(rows).toEqual([]);
  });
});
