/**
 * Issue 19: svc-content stores every writer's `*.log.recorded` events once and serves them as
 * SPEC §7 GET /logs and /logs/{id}: newest first, filtered by entity, user and business days,
 * for administrators only. Its own writes (config, redirects) arrive through its outbox.
 */
import request from 'supertest';
import { createEvent, type DomainEvent } from '@theke/server';
import { authHeaders, TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { EVENTS, type ChangeRecorded, type LogEntry as LogEntryView } from '@theke/contracts';
import { asAdmin, eventually, startContentTestService, type ContentTestService } from '../testing';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
});

afterAll(async () => {
  await content.close();
});

function change(overrides: Partial<ChangeRecorded> = {}): ChangeRecorded {
  return {
    entity: 'tag',
    entityId: 1,
    action: 'updated',
    title: 'Fenster',
    user: { id: 1, username: 'admin' },
    occurredAt: '2025-03-30T08:00:00.000Z',
    changes: { name: { before: 'Fenstr', after: 'Fenster' } },
    ...overrides,
  };
}

/** Publishes an event as another service's outbox relay would, and waits until it is stored. */
async function deliver(event: DomainEvent<ChangeRecorded>): Promise<void> {
  await content.service.bus.publish(event);
  await eventually(
    () => request(app()).get('/api/logs').query({ entity: event.data.entity, entityId: event.data.entityId ?? undefined }).set(asAdmin()),
    (response) => (response.body.data as LogEntryView[]).some((entry) => entry.occurredAt === event.data.occurredAt),
  );
}

async function listed(query: Record<string, string | number>): Promise<LogEntryView[]> {
  const response = await request(app()).get('/api/logs').query(query).set(asAdmin()).expect(200);
  return response.body.data as LogEntryView[];
}

describe('GET /api/logs (issue 19)', () => {
  it('stores a delivered event once, even when the broker delivers it twice', async () => {
    const event = createEvent(EVENTS.catalogLogRecorded, change({ entity: 'division', entityId: 41 }));
    await deliver(event);
    await content.service.bus.publish(event);
    // A later event of the same entry proves the redelivery was handled (and skipped) before it.
    await deliver(createEvent(EVENTS.catalogLogRecorded, change({ entity: 'division', entityId: 41, occurredAt: '2025-03-30T09:00:00.000Z' })));
    const entries = await listed({ entity: 'division', entityId: 41 });
    expect(entries.map((entry) => entry.occurredAt)).toEqual(['2025-03-30T09:00:00.000Z', '2025-03-30T08:00:00.000Z']);
  });

  it('answers {data: [...]} newest first, each entry naming its writer, entity, id, author and diff', async () => {
    await deliver(createEvent(EVENTS.ordersLogRecorded, change({ entity: 'order', entityId: 7, title: '12', occurredAt: '2025-04-01T10:00:00.000Z' })));
    await deliver(createEvent(EVENTS.gatewayLogRecorded, change({ entity: 'user', entityId: 3, title: 'anna', occurredAt: '2025-04-02T10:00:00.000Z', user: { id: 2, username: 'Chefin' } })));
    const response = await request(app()).get('/api/logs').set(asAdmin()).expect(200);
    const entries = response.body.data as LogEntryView[];
    const times = entries.map((entry) => Date.parse(entry.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.headers['x-total-count']).toBe(String(entries.length));
    const user = entries.find((entry) => entry.entity === 'user');
    expect(user).toEqual({
      id: expect.any(Number),
      service: 'gateway',
      entity: 'user',
      entityId: 3,
      action: 'updated',
      title: 'anna',
      user: { id: 2, username: 'Chefin' },
      occurredAt: '2025-04-02T10:00:00.000Z',
      changes: { name: { before: 'Fenstr', after: 'Fenster' } },
    });
    const one = await request(app()).get(`/api/logs/${user?.id}`).set(asAdmin()).expect(200);
    expect(one.body.data).toEqual(user);
  });

  it('filters by entity, entity id, action and user (id or username, in any case)', async () => {
    await deliver(createEvent(EVENTS.catalogLogRecorded, change({ entity: 'table', entityId: 5, action: 'created', user: { id: 9, username: 'Mitarbeiter' } })));
    await deliver(createEvent(EVENTS.catalogLogRecorded, change({ entity: 'table', entityId: 6, action: 'deleted', user: { id: 10, username: 'someone' } })));
    expect((await listed({ entity: 'table' })).map((entry) => entry.entityId).sort()).toEqual([5, 6]);
    expect((await listed({ entity: 'table', entityId: 6 })).map((entry) => entry.action)).toEqual(['deleted']);
    expect((await listed({ entity: 'table', action: 'created' })).map((entry) => entry.entityId)).toEqual([5]);
    expect((await listed({ entity: 'table', user: 9 })).map((entry) => entry.entityId)).toEqual([5]);
    expect((await listed({ entity: 'table', user: 'mitarbeiter' })).map((entry) => entry.entityId)).toEqual([5]);
    expect(await listed({ entity: 'table', user: 'niemand' })).toEqual([]);
  });

  it('reads from and to as business days in Vienna (to includes its day) or as instants', async () => {
    // 23:30 UTC on 29 March 2025 is already 30 March in Vienna (00:30 CET).
    await deliver(createEvent(EVENTS.catalogLogRecorded, change({ entity: 'donatee', entityId: 1, occurredAt: '2025-03-29T23:30:00.000Z' })));
    await deliver(createEvent(EVENTS.catalogLogRecorded, change({ entity: 'donatee', entityId: 2, occurredAt: '2025-03-30T21:30:00.000Z' })));
    const ids = async (query: Record<string, string>) => (await listed({ entity: 'donatee', ...query })).map((entry) => entry.entityId);
    expect(await ids({ from: '2025-03-30', to: '2025-03-30' })).toEqual([2, 1]);
    expect(await ids({ to: '2025-03-29' })).toEqual([]);
    expect(await ids({ from: '2025-03-31' })).toEqual([]);
    expect(await ids({ from: '2025-03-30T00:00:00Z' })).toEqual([2]);
    expect(await ids({ to: '2025-03-29T23:30:00Z' })).toEqual([1]);
  });

  it('pages with page and limit and says the total in X-Total-Count', async () => {
    for (const entityId of [101, 102, 103])
      await deliver(createEvent(EVENTS.catalogLogRecorded, change({ entity: 'category', entityId, occurredAt: `2025-05-0${entityId - 100}T10:00:00.000Z` })));
    const second = await request(app()).get('/api/logs').query({ entity: 'category', limit: 2, page: 2 }).set(asAdmin()).expect(200);
    expect(second.headers['x-total-count']).toBe('3');
    expect((second.body.data as LogEntryView[]).map((entry) => entry.entityId)).toEqual([101]);
  });

  it('refuses malformed filters with a field error and limits above the maximum', async () => {
    for (const query of [{ from: '2025-02-30' }, { to: 'gestern' }, { limit: 201 }, { page: 0 }, { action: 'printed' }, { entityId: 'x' }]) {
      const response = await request(app()).get('/api/logs').query(query).set(asAdmin()).expect(422);
      expect(response.body.errors[0].field).toBe(Object.keys(query)[0]);
    }
  });

  it('answers a missing entry with the 404 envelope', async () => {
    const response = await request(app()).get('/api/logs/999999').set(asAdmin()).expect(404);
    expect(response.body.errors[0]).toMatchObject({ code: 'not_found' });
    await request(app()).get('/api/logs/abc').set(asAdmin()).expect(404);
  });

  it('is for administrators only', async () => {
    await request(app()).get('/api/logs').set(authHeaders(testEmployee([1]))).expect(403);
    await request(app()).get('/api/logs').expect(401);
  });

  it("logs the service's own writes: a config save and a redirect's create, update and delete", async () => {
    await request(app()).post('/api/config').set(asAdmin()).send({ shopName: 'Glanz & Gloria' }).expect(200);
    const [config] = await eventually(
      () => listed({ entity: 'config' }),
      (entries) => entries.length > 0,
    );
    expect(config).toMatchObject({
      service: 'content',
      entityId: 1,
      action: 'updated',
      title: 'Glanz & Gloria',
      user: { id: TEST_ADMIN.userId, username: TEST_ADMIN.username },
      changes: { shopName: { after: 'Glanz & Gloria' } },
    });

    const created = await request(app()).post('/api/redirects').set(asAdmin()).send({ path: '/alt', target: '/store/neu' }).expect(201);
    const id = created.body.data.id as number;
    await request(app()).put(`/api/redirects/${id}`).set(asAdmin()).send({ path: '/alt', target: '/store/neuer' }).expect(200);
    await request(app()).delete(`/api/redirects/${id}`).set(asAdmin()).expect(204);
    const entries = await eventually(
      () => listed({ entity: 'redirect', entityId: id }),
      (found) => found.length === 3,
    );
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['deleted', { path: { before: '/alt', after: null }, target: { before: '/store/neuer', after: null } }],
      ['updated', { target: { before: '/store/neu', after: '/store/neuer' } }],
      ['created', { path: { before: null, after: '/alt' }, target: { before: null, after: '/store/neu' } }],
    ]);
  });
});
