import request from 'supertest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

type Entry = { url: string; data: unknown };
const entry = (entries: Entry[], url: string) => entries.find((item) => item.url === url)?.data;

describe('GET /api/init against the real services', () => {
  it('gives guests public data only: no draft pages, no internal fields', async () => {
    const response = await request(platform.gateway.url).get('/api/init').expect(200);
    const entries = response.body.data as Entry[];
    const sites = entry(entries, '/api/sites') as Array<{ isPublic: boolean }>;
    expect(sites.length).toBeGreaterThan(0);
    expect(sites.every((site) => site.isPublic)).toBe(true);
    const branches = entry(entries, '/api/branches') as Array<Record<string, unknown>>;
    expect(branches.length).toBeGreaterThanOrEqual(3);
    expect(branches.some((branch) => 'apiKey' in branch)).toBe(false);
    const blocks = entry(entries, '/api/blocks') as Array<{ isPublic: boolean }>;
    expect(blocks.every((block) => block.isPublic)).toBe(true);
    expect(entry(entries, '/api/config')).toMatchObject({ shopName: expect.any(String), timeZone: 'Europe/Vienna' });
  });

  it('is sent gzip-compressed to browsers that accept it', async () => {
    const response = await request(platform.gateway.url).get('/api/init').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('shows administrators the drafts, flagged as not public', async () => {
    const agent = request.agent(platform.gateway.url);
    const csrf = await agent.get('/api/csrf');
    await agent.post('/api/login').set('X-CSRF-Token', csrf.body.data.csrfToken).send({ username: 'admin', password: 'theke-admin' }).expect(200);
    const response = await agent.get('/api/init').expect(200);
    const sites = entry(response.body.data as Entry[], '/api/sites') as Array<{ isPublic: boolean }>;
    expect(sites.some((site) => site.isPublic === false)).toBe(true);
  });

  // Issue 19: employees read their branches; only product availability and their own password are theirs to change.
  it('lets an employee read their own branch through the gateway but change no branch', async () => {
    const agent = request.agent(platform.gateway.url);
    const csrf = await agent.get('/api/csrf');
    const token = csrf.body.data.csrfToken as string;
    await agent.post('/api/login').set('X-CSRF-Token', token).send({ username: 'mitarbeiter', password: 'theke-mitarbeiter' }).expect(200);
    await agent.get('/api/branches/1').expect(200);
    for (const id of [1, 2]) {
      const refused = await agent.put(`/api/branches/${id}`).set('X-CSRF-Token', token).send({ closedMessage: 'Heute Inventur.' }).expect(403);
      expect(refused.body.errors[0].message).toBe('Sie haben keine Berechtigung für diese Aktion.');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and public branches, never drafts', async () => {
    const response = await request(platform.gateway.url).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.text).toContain('/store/wien-mariahilf</loc>');
    expect(response.text).not.toContain('/store/innsbruck');
    expect(response.text).not.toContain('/aktionen/fruehjahrsputz');
  });

  it('points crawlers at the sitemap and keeps them out of the back-office', async () => {
    const response = await request(platform.gateway.url).get('/robots.txt').expect(200);
    expect(response.text).toContain('Disallow: /backend');
    expect(response.text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });
});
