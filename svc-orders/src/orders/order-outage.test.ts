/**
 * Issue 17: PostgreSQL restarts while guests place orders. The orders database lives on a
 * private PostgreSQL the test really stops (fast shutdown: sessions terminated) and starts again;
 * catalog and content stay on the shared server. What a guest is told must be what happened: a
 * 201 means stored and announced once, a refusal is the German 503 with Retry-After (never a 500
 * or a hang), and retrying it with the same Idempotency-Key places the order once the database
 * is back. The announcement is checked where it matters, at a consumer in another service's
 * database behind its inbox (delivery is at least once, ADR 0002).
 */
import { QueryTypes } from 'sequelize';
import { MESSAGES, withInbox, type DomainEvent } from '@theke/server';
import { PrivatePostgres } from '@theke/server/testing';
import { EVENTS } from '@theke/contracts';
import { startOrdersTestPlatform, takeawayOrder, waitFor, type OrdersTestPlatform } from '../testing/test-platform';

interface Answer {
  key: string;
  status: number;
  retryAfter: string | null;
  body: { data?: { uid: string }; errors?: unknown };
}

let postgres: PrivatePostgres;
let platform: OrdersTestPlatform;
/** Placed-order events the consumer handled (once per event id, thanks to its inbox). */
const announced: DomainEvent[] = [];

beforeAll(async () => {
  postgres = await PrivatePostgres.create();
  platform = await startOrdersTestPlatform({ ordersDatabaseServer: postgres.url });
  const inboxDatabase = platform.catalog.context.sequelize;
  await platform.bus.subscribe({
    queue: 'test.order-outage',
    patterns: [EVENTS.orderPlaced],
    handler: withInbox(inboxDatabase, 'test.order-outage', async (event) => void announced.push(event)),
  });
});

afterAll(async () => {
  await platform.close();
  await postgres.destroy();
});

async function placeOrder(key: string): Promise<Answer> {
  const response = await fetch(`${platform.orders.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(takeawayOrder()),
  });
  return { key, status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

async function readiness(): Promise<{ status: number; database: boolean }> {
  const response = await fetch(`${platform.orders.url}/readyz`);
  const body = (await response.json()) as { data: { database: boolean } };
  return { status: response.status, database: body.data.database };
}

/** Guests placing orders one after another, each with its own key, until told to stop. */
function guests(count: number, answers: Answer[], running: { on: boolean }): Promise<void[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, guest) => {
      for (let order = 0; running.on; order++) answers.push(await placeOrder(`outage-${guest}-${order}`));
    }),
  );
}

const placed = (answers: Answer[]) => answers.filter((answer) => answer.status === 201).length;
const refused = (answers: Answer[]) => answers.filter((answer) => answer.status === 503).length;

describe('POST /api/orders while PostgreSQL restarts', () => {
  it('stores and announces every acknowledged order once, refuses the rest with a German 503 that a retry turns into the order', async () => {
    const answers: Answer[] = [];
    const running = { on: true };
    const load = guests(4, answers, running);

    await waitFor(() => placed(answers) >= 20, 20_000);
    await postgres.stop();
    const refusedBefore = refused(answers);
    await waitFor(() => refused(answers) >= refusedBefore + 8, 20_000);
    const duringOutage = await readiness();
    await postgres.start();
    await waitFor(async () => (await readiness()).status === 200, 20_000);
    const placedAfterRestart = placed(answers);
    await waitFor(() => placed(answers) >= placedAfterRestart + 20, 20_000);
    running.on = false;
    await load;

    expect(duringOutage).toEqual({ status: 503, database: false });
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201, 503]));
    for (const answer of answers.filter((candidate) => candidate.status === 503)) {
      expect(answer.retryAfter).toBe('5');
      expect(answer.body).toEqual({ errors: [{ message: MESSAGES.serviceUnavailable, code: 'service_unavailable' }] });
    }

    // A refused order may still have been stored (the commit raced the shutdown): the retry says which.
    const retries = await Promise.all(answers.filter((answer) => answer.status === 503).map((answer) => placeOrder(answer.key)));
    expect(retries.map((retry) => retry.status)).toEqual(retries.map(() => 201));

    const acknowledged = [...answers, ...retries].filter((answer) => answer.status === 201);
    const keys = [...new Set(acknowledged.map((answer) => answer.key))];
    const stored = await platform.orders.context.sequelize.query<{ idempotencyKey: string; uid: string }>(
      'SELECT "idempotencyKey", uid FROM orders WHERE "idempotencyKey" IN (:keys)',
      { replacements: { keys }, type: QueryTypes.SELECT },
    );
    expect(stored).toHaveLength(keys.length);
    const uidByKey = new Map(stored.map((row) => [row.idempotencyKey, row.uid]));
    for (const answer of acknowledged) expect(answer.body.data?.uid).toBe(uidByKey.get(answer.key));

    await waitFor(async () => (await platform.orders.context.outbox.pendingCount()) === 0, 20_000);
    const outboxEvents = await platform.events(EVENTS.orderPlaced);
    await waitFor(() => announced.length >= outboxEvents.length, 20_000);
    const uidsOf = (events: DomainEvent[]) => events.map((event) => (event.data as { uid: string }).uid).sort();
    expect(uidsOf(outboxEvents)).toEqual([...uidByKey.values()].sort());
    expect(uidsOf(announced)).toEqual([...uidByKey.values()].sort());
  });
});
