import request from 'supertest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';

let harness: TestGateway;

beforeAll(async () => {
  harness = await startTestGateway();
});

afterAll(async () => {
  await harness.close();
});

const INIT_URLS = [
  '/api/config',
  '/api/users/me',
  '/api/divisions',
  '/api/branches',
  '/api/menus',
  '/api/categories',
  '/api/products',
  '/api/tags',
  '/api/tables',
  '/api/sites',
  '/api/navigations',
  '/api/blocks',
  '/api/donatees',
];

describe('GET /api/init', () => {
  it('lists the SPEC §7 entries as {url, data}, with no user for a guest', async () => {
    const response = await request(harness.gateway.url).get('/api/init').expect(200);
    const entries = response.body.data as Array<{ url: string; data: unknown }>;
    expect(entries.map((entry) => entry.url)).toEqual(INIT_URLS);
    expect(entries.find((entry) => entry.url === '/api/users/me')?.data).toBeNull();
    expect(entries.find((entry) => entry.url === '/api/config')?.data).toEqual({ shopName: 'Test' });
  });

  it('asks the services as a guest, so they can hide non-public data', async () => {
    const response = await request(harness.gateway.url).get('/api/init').expect(200);
    const branches = response.body.data.find((entry: { url: string }) => entry.url === '/api/branches');
    expect(branches.data.principal).toMatchObject({ userId: null, roles: [] });
  });

  it('leaves an entry empty when its service fails, instead of failing the whole page', async () => {
    const response = await request(harness.gateway.url).get('/api/init').expect(200);
    const products = response.body.data.find((entry: { url: string }) => entry.url === '/api/products');
    expect(products.data).toBeNull();
  });

  it('includes the signed-in user and asks the services on their behalf', async () => {
    const agent = request.agent(harness.gateway.url);
    const csrf = await agent.get('/api/csrf');
    await agent.post('/api/login').set('X-CSRF-Token', csrf.body.data.csrfToken).send({ username: 'admin', password: 'theke-admin' }).expect(200);
    const response = await agent.get('/api/init').expect(200);
    const me = response.body.data.find((entry: { url: string }) => entry.url === '/api/users/me');
    expect(me.data).toMatchObject({ username: 'admin', roles: ['ROLE_ADMIN'] });
    const branches = response.body.data.find((entry: { url: string }) => entry.url === '/api/branches');
    expect(branches.data.principal).toMatchObject({ username: 'admin', roles: ['ROLE_ADMIN'] });
  });
});
