import { Pool } from 'pg';
import request from 'supertest';
import { createEvent, type DomainEvent } from '@theke/server';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { LiveEventLog } from './live-event-log';
import { SseClient, envelopeId, type SseFrame } from '../testing/sse-client';

let harness: TestGateway;

beforeAll(async () => {
  harness = await startTestGateway({ broker: true });
});

afterAll(async () => {
  await harness.close();
});

async function loginCookie(username: string, password: string): Promise<string> {
  const agent = request.agent(harness.gateway.url);
  const csrf = await agent.get('/api/csrf');
  const login = await agent.post('/api/login').set('X-CSRF-Token', csrf.body.data.csrfToken).send({ username, password }).expect(200);
  const cookies = login.headers['set-cookie'] as unknown as string[];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

const orderEvent = (type: string, id: number, branchId: number) => createEvent(`orders.order.${type}`, { id, branchId });

/** Other test runs may publish on the same broker: assertions look at this file's events only. */
const published = new Set<string>();

async function publish(event: DomainEvent): Promise<void> {
  published.add(event.id);
  await harness.bus.publish(event);
}

async function publishAll(events: DomainEvent[]): Promise<void> {
  for (const event of events) await publish(event);
}

const ours = (frames: SseFrame[]) => frames.filter((frame) => published.has(envelopeId(frame) ?? ''));
const idsOf = (frames: SseFrame[]) => ours(frames).map(envelopeId);
const sequencesOf = (frames: SseFrame[]) => frames.map((frame) => Number(frame.id));
const isStrictlyIncreasing = (values: number[]) => values.every((value, index) => index === 0 || value > (values[index - 1] ?? 0));

describe('reconnecting to GET /api/events', () => {
  let employee: string;
  let admin: string;

  beforeAll(async () => {
    employee = await loginCookie('mitarbeiter', 'theke-mitarbeiter');
    admin = await loginCookie('admin', 'theke-admin');
  });

  it('replays every order event missed while disconnected, once, in order, then continues live', async () => {
    const watcher = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: admin });
    const screen = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: employee });
    const seen = orderEvent('placed', 1, 1);
    await publish(seen);
    await screen.waitForEvent(seen.id);
    screen.close();

    const missed = [
      orderEvent('placed', 2, 1),
      orderEvent('placed', 3, 2),
      orderEvent('status-changed', 2, 1),
      createEvent('catalog.catalog.changed', { entity: 'product', verb: 'updated', id: 9 }),
    ];
    await publishAll(missed);
    await watcher.waitForEvent(missed[3]?.id ?? '');
    watcher.close();

    const again = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: employee, 'last-event-id': screen.lastEventId });
    const live = orderEvent('confirmed', 2, 1);
    await again.waitForEvent(missed[3]?.id ?? '');
    await publish(live);
    const frames = await again.waitForEvent(live.id);
    again.close();

    // Branch 2's order is not the employee's: it is skipped on replay as it is live.
    expect(idsOf(frames)).toEqual([missed[0]?.id, missed[2]?.id, missed[3]?.id, live.id]);
    expect(ours(frames).map((frame) => frame.event)).toEqual([
      'orders.order.placed',
      'orders.order.status-changed',
      'catalog.catalog.changed',
      'orders.order.confirmed',
    ]);
    expect(isStrictlyIncreasing([Number(screen.lastEventId), ...sequencesOf(frames)])).toBe(true);
  });

  it('loses and repeats nothing when events keep arriving while the replay runs', async () => {
    const first = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: admin });
    const opening = orderEvent('placed', 100, 1);
    await publish(opening);
    await first.waitForEvent(opening.id);
    first.close();

    const before = Array.from({ length: 100 }, (_, index) => orderEvent('placed', 101 + index, 1));
    const during = Array.from({ length: 100 }, (_, index) => orderEvent('placed', 201 + index, 2));
    await publishAll(before);
    const burst = publishAll(during);
    const again = await SseClient.open(`${harness.gateway.url}/api/events?lastEventId=${first.lastEventId}`, { cookie: admin });
    await burst;
    const last = orderEvent('placed', 999, 1);
    await publish(last);
    const frames = await again.waitForEvent(last.id);
    again.close();

    expect(idsOf(frames)).toEqual([...before, ...during, last].map((event) => event.id));
    expect(isStrictlyIncreasing(sequencesOf(frames))).toBe(true);
  });

  it('tells a client whose last event is older than the retention to reload (resync), then streams live', async () => {
    const watcher = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: admin });
    const first = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: admin });
    const seen = orderEvent('placed', 300, 1);
    await publish(seen);
    await first.waitForEvent(seen.id);
    first.close();
    const missed = orderEvent('placed', 301, 1);
    await publish(missed);
    await watcher.waitForEvent(missed.id);
    watcher.close();
    const pool = new Pool({ connectionString: harness.databaseUrl, max: 1 });
    await new LiveEventLog(pool).prune(0);
    await pool.end();

    const again = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: admin, 'last-event-id': first.lastEventId });
    const [resync] = await again.waitForFrames(1);
    const live = orderEvent('placed', 302, 1);
    await publish(live);
    const frames = await again.waitForEvent(live.id);
    again.close();

    expect(resync?.event).toBe('resync');
    expect(Number(resync?.id)).toBeGreaterThanOrEqual(Number(first.lastEventId));
    expect(idsOf(frames.slice(1))).toEqual([live.id]);
  });

  it('tells a client with an id it cannot place (an older stream format) to reload', async () => {
    const again = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: admin, 'last-event-id': 'c0ffee-uuid' });
    const [resync] = await again.waitForFrames(1);
    again.close();
    expect(resync?.event).toBe('resync');
  });
});

describe('two gateway replicas on one database and broker', () => {
  it('number the same event with the same id, and a client resumes on the other replica', async () => {
    const replica = await harness.startReplica();
    const admin = await loginCookie('admin', 'theke-admin');
    const onFirst = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: admin });
    const onSecond = await SseClient.open(`${replica.url}/api/events`, { cookie: admin });
    const events = Array.from({ length: 20 }, (_, index) => orderEvent('placed', 400 + index, 1 + (index % 2)));
    await publishAll(events.slice(0, 10));
    const firstHalf = await onFirst.waitForEvent(events[9]?.id ?? '');
    onFirst.close();
    await publishAll(events.slice(10));
    const everything = await onSecond.waitForEvent(events[19]?.id ?? '');
    onSecond.close();

    const moved = await SseClient.open(`${replica.url}/api/events`, { cookie: admin, 'last-event-id': onFirst.lastEventId });
    const rest = await moved.waitForEvent(events[19]?.id ?? '');
    moved.close();

    const numbered = (frames: SseFrame[]) => ours(frames).map((frame) => [frame.id, envelopeId(frame)]);
    expect(numbered(everything).slice(0, 10)).toEqual(numbered(firstHalf));
    expect(idsOf(everything)).toEqual(events.map((event) => event.id));
    expect(numbered(rest)).toEqual(numbered(everything).slice(10));
  });
});

describe('a listener that stops reading', () => {
  it('is dropped once its socket buffer is full, while the other listeners keep receiving every event', async () => {
    const admin = await loginCookie('admin', 'theke-admin');
    const stalled = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: admin });
    const reading = await SseClient.open(`${harness.gateway.url}/api/events`, { cookie: admin });
    stalled.pause();
    const filler = 'x'.repeat(256 * 1024);
    const events = Array.from({ length: 80 }, (_, index) => createEvent('orders.order.updated', { id: 500 + index, branchId: 1, filler }));
    await publishAll(events);
    const received = await reading.waitForEvent(events[79]?.id ?? '');
    reading.close();
    stalled.resume();
    await stalled.waitForEnd();

    expect(idsOf(received)).toEqual(events.map((event) => event.id));
    expect(idsOf(stalled.frames).length).toBeLessThan(events.length);
  });
});
