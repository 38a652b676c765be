import request from 'supertest';
import { createEvent, type DomainEvent } from '@theke/server';
import { TEST_BRANCH_KEYS, startTestGateway, type TestGateway } from '../testing/test-gateway';
import { SseClient, envelopeId, type SseFrame } from '../testing/sse-client';

let harness: TestGateway;

beforeAll(async () => {
  harness = await startTestGateway({ broker: true });
});

afterAll(async () => {
  await harness.close();
});

/** Other test runs may publish on the same broker: assertions look at this file's events only. */
const published = new Set<string>();

async function publish(event: DomainEvent): Promise<void> {
  published.add(event.id);
  await harness.bus.publish(event);
}

const ours = (frames: SseFrame[]) => frames.filter((frame) => published.has(envelopeId(frame) ?? ''));

const NOT_FOUND = { errors: [{ message: 'Die angeforderte Ressource wurde nicht gefunden.', code: 'not_found' }] };

describe('GET /api/events/branch/{branchId}/{apiKey}', () => {
  it("streams only the branch's order events to a screen with the branch's key, without a login", async () => {
    const screen = await SseClient.open(`${harness.gateway.url}/api/events/branch/1/${TEST_BRANCH_KEYS[1]}`);
    expect(screen.response.statusCode).toBe(200);
    expect(screen.response.headers['content-type']).toContain('text/event-stream');
    expect(screen.response.headers['content-encoding']).toBeUndefined();
    const events = [
      createEvent('orders.order.placed', { id: 1, branchId: 2 }),
      createEvent('catalog.catalog.changed', { entity: 'branch', verb: 'updated', id: 1 }),
      createEvent('workforce.time-tracking.changed', { id: 5, branchId: 1 }),
      createEvent('orders.order.placed', { id: 2, branchId: 1 }),
      createEvent('orders.order.status-changed', { id: 1, branchId: 2 }),
      createEvent('orders.device.test-notification', { deviceId: 3, branchId: 1 }),
    ];
    for (const event of events) await publish(event);
    const frames = await screen.waitForEvent(events[5]?.id ?? '');
    screen.close();

    expect(ours(frames).map(envelopeId)).toEqual([events[3]?.id, events[5]?.id]);
    expect(ours(frames).map((frame) => frame.event)).toEqual(['orders.order.placed', 'orders.device.test-notification']);
    expect(JSON.parse(ours(frames)[0]?.data ?? '{}')).toEqual(events[3]);
  });

  it('replays what a screen missed, still only its branch', async () => {
    const screen = await SseClient.open(`${harness.gateway.url}/api/events/branch/2/${TEST_BRANCH_KEYS[2]}`);
    const seen = createEvent('orders.order.placed', { id: 10, branchId: 2 });
    await publish(seen);
    await screen.waitForEvent(seen.id);
    screen.close();
    const missed = [
      createEvent('orders.order.placed', { id: 11, branchId: 2 }),
      createEvent('orders.order.placed', { id: 12, branchId: 1 }),
      createEvent('orders.order.status-changed', { id: 11, branchId: 2 }),
    ];
    for (const event of missed) await publish(event);

    const again = await SseClient.open(`${harness.gateway.url}/api/events/branch/2/${TEST_BRANCH_KEYS[2]}?lastEventId=${screen.lastEventId}`);
    const frames = await again.waitForEvent(missed[2]?.id ?? '');
    again.close();
    expect(ours(frames).map(envelopeId)).toEqual([missed[0]?.id, missed[2]?.id]);
  });

  it('answers a wrong key with the 404 envelope', async () => {
    const response = await request(harness.gateway.url).get(`/api/events/branch/1/${TEST_BRANCH_KEYS[2]}`).expect(404);
    expect(response.body).toEqual(NOT_FOUND);
  });

  it('answers an unknown branch and a malformed branch id with the same 404', async () => {
    const unknown = await request(harness.gateway.url).get(`/api/events/branch/77/${TEST_BRANCH_KEYS[1]}`).expect(404);
    const malformed = await request(harness.gateway.url).get(`/api/events/branch/eins/${TEST_BRANCH_KEYS[1]}`).expect(404);
    expect(unknown.body).toEqual(NOT_FOUND);
    expect(malformed.body).toEqual(NOT_FOUND);
  });
});
