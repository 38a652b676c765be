/**
 * Issue 19 across the platform: catalogue writes (tag, product, branch, menu), a device write in
 * svc-orders, a staff-user change and a config save made through the gateway each reach
 * svc-content's audit log (the writer's outbox, the bus, the log consumer) and are read back
 * through the gateway's `GET /api/logs` with their diff. The log arrives after the answer, so
 * the test polls until it is there (no timed assertions). A stale save (`If-Match` of an older
 * read) is refused through the gateway, changes nothing and logs nothing.
 */
import request from 'supertest';
import { MESSAGES, type LogEntry } from '@theke/contracts';
import { delay } from '@theke/server';
import { startTestPlatform, type TestPlatform } from './testing/test-platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

interface Session {
  agent: ReturnType<typeof request.agent>;
  csrf: string;
}

async function login(username: string, password: string): Promise<Session> {
  const agent = request.agent(platform.gateway.url);
  await agent.get('/api/csrf');
  await agent
    .post('/api/login')
    .set('X-CSRF-Token', (await agent.get('/api/csrf')).body.data.csrfToken as string)
    .send({ username, password })
    .expect(200);
  // The session id changes at login: the token is asked for again.
  return { agent, csrf: (await agent.get('/api/csrf')).body.data.csrfToken as string };
}

/** Reads `/api/logs` with `query` until `holds`; the entries newest first. */
async function logsWhen(
  session: Session,
  query: Record<string, string | number>,
  holds: (entries: LogEntry[]) => boolean,
): Promise<LogEntry[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await session.agent.get('/api/logs').query(query).expect(200);
    const entries = response.body.data as LogEntry[];
    if (holds(entries)) return entries;
    if (Date.now() > deadline) throw new Error(`log never held for ${JSON.stringify(query)}: ${JSON.stringify(entries)}`);
    await delay(50);
  }
}

describe('the audit log through the gateway (issue 19)', () => {
  it('shows a catalogue create and update with their diff, newest first, by user and entity', async () => {
    const admin = await login('admin', 'theke-admin');
    const created = await admin.agent.post('/api/tags').set('X-CSRF-Token', admin.csrf).send({ name: 'Graffiti' }).expect(201);
    const tag = created.body.data as { id: number; version: number };
    await admin.agent
      .put(`/api/tags/${tag.id}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ name: 'Graffitischutz', version: tag.version })
      .expect(200);

    const entries = await logsWhen(admin, { entity: 'tag', entityId: tag.id, user: 'admin' }, (found) => found.length === 2);
    expect(entries.map((entry) => [entry.service, entry.action, entry.title, entry.user?.username])).toEqual([
      ['catalog', 'updated', 'Graffitischutz', 'admin'],
      ['catalog', 'created', 'Graffiti', 'admin'],
    ]);
    expect(entries[0]?.changes).toEqual({ name: { before: 'Graffiti', after: 'Graffitischutz' } });
    expect(entries[1]?.changes.name).toEqual({ before: null, after: 'Graffiti' });

    const one = await admin.agent.get(`/api/logs/${entries[0]?.id}`).expect(200);
    expect(one.body.data).toEqual(entries[0]);
    const page = await admin.agent.get('/api/logs').query({ entity: 'tag', limit: 1 }).expect(200);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(page.body.data).toHaveLength(1);
  });

  it("shows a staff user's create, password change and delete, the password only as '***'", async () => {
    const admin = await login('admin', 'theke-admin');
    const created = await admin.agent
      .post('/api/users')
      .set('X-CSRF-Token', admin.csrf)
      .send({ username: 'protokoll-test', password: 'anfangs-1234', roles: ['ROLE_EMPLOYEE'], branches: [{ id: 1 }] })
      .expect(201);
    const id = created.body.data.id as number;
    await admin.agent.put(`/api/users/${id}`).set('X-CSRF-Token', admin.csrf).send({ password: 'geaendert-5678', name: 'Eva' }).expect(200);
    await admin.agent.delete(`/api/users/${id}`).set('X-CSRF-Token', admin.csrf).expect(204);

    const entries = await logsWhen(admin, { entity: 'user', entityId: id }, (found) => found.length === 3);
    expect(entries.map((entry) => [entry.service, entry.action, entry.title])).toEqual([
      ['gateway', 'deleted', 'protokoll-test'],
      ['gateway', 'updated', 'protokoll-test'],
      ['gateway', 'created', 'protokoll-test'],
    ]);
    expect(entries[1]?.changes).toEqual({
      name: { before: null, after: 'Eva' },
      password: { before: '***', after: '***' },
    });
    expect(entries[2]?.changes.password).toEqual({ before: null, after: '***' });
    expect(JSON.stringify(entries)).not.toMatch(/anfangs-1234|geaendert-5678|argon2/);
  });

  it('shows a config save', async () => {
    const admin = await login('admin', 'theke-admin');
    await admin.agent.post('/api/config').set('X-CSRF-Token', admin.csrf).send({ phone: '+43 1 234 56 78' }).expect(200);
    const [entry] = await logsWhen(admin, { entity: 'config' }, (found) =>
      found.some((logged) => logged.changes.phone?.after === '+43 1 234 56 78'),
    );
    expect(entry).toMatchObject({ service: 'content', entityId: 1, action: 'updated', user: { username: 'admin' } });
  });

  it('shows a product’s create, its price change before and after, and its delete', async () => {
    const admin = await login('admin', 'theke-admin');
    const created = await admin.agent
      .post('/api/products')
      .set('X-CSRF-Token', admin.csrf)
      .send({ name: 'Teppichreinigung', type: 'others', price: 9.9, unit: 'piece', tax: 20 })
      .expect(201);
    const product = created.body.data as { id: number; version: number };
    await admin.agent
      .put(`/api/products/${product.id}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ price: 12.5, version: product.version })
      .expect(200);
    await admin.agent.delete(`/api/products/${product.id}`).set('X-CSRF-Token', admin.csrf).expect(204);

    const entries = await logsWhen(admin, { entity: 'product', entityId: product.id }, (found) => found.length === 3);
    expect(entries.map((entry) => [entry.service, entry.action, entry.title, entry.user?.username])).toEqual([
      ['catalog', 'deleted', 'Teppichreinigung', 'admin'],
      ['catalog', 'updated', 'Teppichreinigung', 'admin'],
      ['catalog', 'created', 'Teppichreinigung', 'admin'],
    ]);
    expect(entries[1]?.changes).toEqual({ price: { before: 9.9, after: 12.5 } });
    expect(entries[2]?.changes).toMatchObject({
      name: { before: null, after: 'Teppichreinigung' },
      price: { before: null, after: 9.9 },
      tax: { before: null, after: 20 },
    });
    // A delete names what was there: every field before, nothing after.
    expect(entries[0]?.changes).toMatchObject({
      name: { before: 'Teppichreinigung', after: null },
      price: { before: 12.5, after: null },
    });
  });

  it('shows a branch update with only the changed field, its API key never in clear', async () => {
    const admin = await login('admin', 'theke-admin');
    const branch = (await admin.agent.get('/api/branches/1').expect(200)).body.data as { id: number; name: string; apiKey: string };
    await admin.agent
      .put('/api/branches/1')
      .set('X-CSRF-Token', admin.csrf)
      .send({ closedMessage: 'Heute wegen Inventur geschlossen.' })
      .expect(200);

    const [entry] = await logsWhen(admin, { entity: 'branch', entityId: 1 }, (found) =>
      found.some((logged) => logged.changes.closedMessage?.after === 'Heute wegen Inventur geschlossen.'),
    );
    expect(entry).toMatchObject({ service: 'catalog', action: 'updated', title: branch.name, user: { username: 'admin' } });
    expect(entry?.changes).toEqual({ closedMessage: { before: null, after: 'Heute wegen Inventur geschlossen.' } });

    // Rotating the key (as the back-office's API key editor does) logs that it changed, not what it is.
    const rotatedKey = 'protokoll-schluessel-0000000000000000';
    await admin.agent.put('/api/branches/1').set('X-CSRF-Token', admin.csrf).send({ apiKey: rotatedKey }).expect(200);
    const [rotation] = await logsWhen(admin, { entity: 'branch', entityId: 1 }, (found) => Boolean(found[0]?.changes.apiKey));
    expect(rotation?.changes).toEqual({ apiKey: { before: '***', after: '***' } });
    const logged = JSON.stringify(await logsWhen(admin, { entity: 'branch', entityId: 1 }, () => true));
    expect(logged).not.toContain(branch.apiKey);
    expect(logged).not.toContain(rotatedKey);
  });

  it('shows a menu update with the catalogue before and after', async () => {
    const admin = await login('admin', 'theke-admin');
    const [menu] = (await admin.agent.get('/api/menus').expect(200)).body.data as Array<{
      id: number;
      name: string | null;
      catalog: Array<{ id: number }>;
      version: number;
    }>;
    if (!menu) throw new Error('no demo menu');
    const catalog = menu.catalog.slice(1);
    await admin.agent
      .put(`/api/menus/${menu.id}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ name: 'Sommerkarte', catalog, version: menu.version })
      .expect(200);

    const [entry] = await logsWhen(admin, { entity: 'menu', entityId: menu.id }, (found) =>
      found.some((logged) => logged.changes.name?.after === 'Sommerkarte'),
    );
    expect(entry).toMatchObject({ service: 'catalog', action: 'updated', title: 'Sommerkarte', user: { username: 'admin' } });
    expect(Object.keys(entry?.changes ?? {}).sort()).toEqual(['catalog', 'name']);
    expect(entry?.changes.name).toEqual({ before: menu.name, after: 'Sommerkarte' });
    expect(entry?.changes.catalog?.before).toEqual(menu.catalog);
    expect(entry?.changes.catalog?.after).toEqual(catalog);
  });

  it('shows a device write in svc-orders, its printer token and CloudPRNT address only as \'***\'', async () => {
    const admin = await login('admin', 'theke-admin');
    const created = await admin.agent
      .post('/api/devices')
      .set('X-CSRF-Token', admin.csrf)
      .send({ identifier: 'protokoll-drucker', name: 'Protokolldrucker', type: 'printing', branch: { id: 1 } })
      .expect(201);
    const device = created.body.data as { id: number; token: string };
    await admin.agent
      .put(`/api/devices/${device.id}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ name: 'Küchendrucker', isAutoPrintEnabled: true })
      .expect(200);

    const entries = await logsWhen(admin, { entity: 'device', entityId: device.id }, (found) => found.length === 2);
    expect(entries.map((entry) => [entry.service, entry.action, entry.title, entry.user?.username])).toEqual([
      ['orders', 'updated', 'Küchendrucker', 'admin'],
      ['orders', 'created', 'Protokolldrucker', 'admin'],
    ]);
    expect(entries[0]?.changes).toEqual({
      name: { before: 'Protokolldrucker', after: 'Küchendrucker' },
      isAutoPrintEnabled: { before: false, after: true },
    });
    expect(entries[1]?.changes).toMatchObject({
      identifier: { before: null, after: 'protokoll-drucker' },
      branch: { before: null, after: { id: 1 } },
      token: { before: null, after: '***' },
      cloudPrntUrl: { before: null, after: '***' },
    });
    expect(JSON.stringify(entries)).not.toContain(device.token);
  });

  it('is read by administrators only', async () => {
    const employee = await login('mitarbeiter', 'theke-mitarbeiter');
    await employee.agent.get('/api/logs').expect(403);
    await request(platform.gateway.url).get('/api/logs').expect(401);
  });
});

describe('a stale save through If-Match (issue 19, lost updates)', () => {
  it('refuses a tag saved with If-Match of an older version with 409 in the error envelope, changes nothing and logs nothing', async () => {
    const admin = await login('admin', 'theke-admin');
    const created = await admin.agent.post('/api/tags').set('X-CSRF-Token', admin.csrf).send({ name: 'Dachrinne' }).expect(201);
    const tag = created.body.data as { id: number; version: number };
    // Someone else saves first.
    await admin.agent.put(`/api/tags/${tag.id}`).set('X-CSRF-Token', admin.csrf).send({ name: 'Dachrinnen', version: tag.version }).expect(200);

    // SPEC §3: the version this client read, as an If-Match header and without a version in the body.
    const stale = await admin.agent
      .put(`/api/tags/${tag.id}`)
      .set('X-CSRF-Token', admin.csrf)
      .set('If-Match', `"${tag.version}"`)
      .send({ name: 'Regenrinne' })
      .expect(409);
    expect(stale.body).toEqual({ errors: [{ message: MESSAGES.staleVersion, field: 'version', code: 'stale_version' }] });
    expect((await admin.agent.get(`/api/tags/${tag.id}`).expect(200)).body.data).toMatchObject({ name: 'Dachrinnen', version: tag.version + 1 });


    // The current version in If-Match passes; its entry comes after any the refused save could have written.
    await admin.agent
      .put(`/api/tags/${tag.id}`)
      .set('X-CSRF-Token', admin.csrf)
      .set('If-Match', `"${tag.version + 1}"`)
      .send({ name: 'Dachrinne aus Zink' })
      .expect(200);
    const entries = await logsWhen(admin, { entity: 'tag', entityId: tag.id }, (found) => found[0]?.title === 'Dachrinne aus Zink');
    expect(entries.map((entry) => [entry.action, entry.title])).toEqual([
      ['updated', 'Dachrinne aus Zink'],
      ['updated', 'Dachrinnen'],
      ['created', 'Dachrinne'],
    ]);
  });

  it('refuses a product price saved with If-Match of an older read with 409 and keeps the newer price', async () => {
    const admin = await login('admin', 'theke-admin');
    const created = await admin.agent
      .post('/api/products')
      .set('X-CSRF-Token', admin.csrf)
      .send({ name: 'Fassadenreinigung', type: 'others', price: 40, unit: 'piece', tax: 20 })
      .expect(201);
    const product = created.body.data as { id: number; version: number };
    await admin.agent.put(`/api/products/${product.id}`).set('X-CSRF-Token', admin.csrf).send({ price: 45, version: product.version }).expect(200);

    const stale = await admin.agent
      .put(`/api/products/${product.id}`)
      .set('X-CSRF-Token', admin.csrf)
      .set('If-Match', `W/"${product.version}"`)
      .send({ price: 39 })
      .expect(409);
    expect(stale.body.errors).toEqual([{ message: MESSAGES.staleVersion, field: 'version', code: 'stale_version' }]);
    expect((await admin.agent.get(`/api/products/${product.id}`).expect(200)).body.data).toMatchObject({ price: 45, version: product.version + 1 });
  });

  it('takes the ETag a read answered as If-Match: the current one saves, the same one again is stale', async () => {
    const admin = await login('admin', 'theke-admin');
    const created = await admin.agent.post('/api/tags').set('X-CSRF-Token', admin.csrf).send({ name: 'Markise' }).expect(201);
    const id = (created.body.data as { id: number }).id;
    const read = await admin.agent.get(`/api/tags/${id}`).expect(200);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^W\/"1-[A-Za-z0-9_-]+"$/);

    await admin.agent.put(`/api/tags/${id}`).set('X-CSRF-Token', admin.csrf).set('If-Match', etag).send({ name: 'Markisen' }).expect(200);
    const stale = await admin.agent.put(`/api/tags/${id}`).set('X-CSRF-Token', admin.csrf).set('If-Match', etag).send({ name: 'Sonnenschutz' }).expect(409);
    expect(stale.body.errors).toEqual([{ message: MESSAGES.staleVersion, field: 'version', code: 'stale_version' }]);
    expect((await admin.agent.get(`/api/tags/${id}`).expect(200)).body.data).toMatchObject({ name: 'Markisen', version: 2 });
  });
});
