/**
 * Issue 19 across the platform: a catalogue write, a staff-user change and a config save made
 * through the gateway each reach svc-content's audit log (the writer's outbox, the bus, the
 * log consumer) and are read back through the gateway's `GET /api/logs` with their diff. The
 * log arrives after the answer, so the test polls until it is there (no timed assertions).
 */
import request from 'supertest';
import type { LogEntry } from '@theke/contracts';
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

  it('is read by administrators only', async () => {
    const employee = await login('mitarbeiter', 'theke-mitarbeiter');
    await employee.agent.get('/api/logs').expect(403);
    await request(platform.gateway.url).get('/api/logs').expect(401);
  });
});
