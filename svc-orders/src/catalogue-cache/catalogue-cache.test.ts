import request from 'supertest';
import { createLogger, type PeerClient } from '@theke/server';
import { authHeaders, TEST_ADMIN } from '@theke/server/testing';
import {
  startOrdersTestPlatform,
  takeawayOrder,
  waitFor,
  type OrdersTestPlatform,
} from '../testing/test-platform';
import { CatalogueCache } from './catalogue-cache';

const log = createLogger('catalogue-cache-test');

/** A peer client answering from memory and counting calls; `down` makes every call fail. */
function fakePeers() {
  const state = { calls: 0, down: false, price: 2.9 };
  const peers: PeerClient = {
    has: () => true,
    async get<T>(_peer: string, path: string): Promise<T> {
      state.calls++;
      if (state.down) throw new Error('peer down');
      const answers: Record<string, unknown> = {
        '/branches': [],
        '/products': [{ id: 15, price: state.price }],
        '/categories': [],
        '/menus': [],
        '/tables': [],
        '/donatees': [],
        '/config': { currency: 'EUR', timeZone: 'Europe/Vienna' },
      };
      return answers[path] as T;
    },
  };
  return { peers, state };
}

describe('CatalogueCache', () => {
  it('asks the peers once and then answers from memory', async () => {
    const { peers, state } = fakePeers();
    const cache = new CatalogueCache(peers, log, { refreshIntervalMs: 0, maxAgeMs: 60_000 });
    await Promise.all([cache.current(), cache.current(), cache.current()]);
    await cache.current();
    expect(state.calls).toBe(7);
  });

  it('reloads after a change event, at most once per refresh interval', async () => {
    const { peers, state } = fakePeers();
    let now = 1_000_000;
    const cache = new CatalogueCache(peers, log, {
      refreshIntervalMs: 2_000,
      maxAgeMs: 60_000,
      now: () => now,
    });
    await cache.current();
    now += 5_000;
    state.price = 3.5;
    cache.invalidate();
    expect((await cache.current()).products.get(15)?.price).toBe(3.5);
    expect(state.calls).toBe(14);
    // A second change within the interval waits for it (the stale snapshot still answers).
    state.price = 4;
    cache.invalidate();
    now += 500;
    expect((await cache.current()).products.get(15)?.price).toBe(3.5);
    expect(state.calls).toBe(14);
    now += 2_000;
    expect((await cache.current()).products.get(15)?.price).toBe(4);
    cache.close();
  });

  it('keeps serving the last snapshot while the peers are down, and says so when it has none', async () => {
    const { peers, state } = fakePeers();
    const cache = new CatalogueCache(peers, log, { refreshIntervalMs: 0, maxAgeMs: 60_000 });
    await cache.current();
    state.down = true;
    cache.invalidate();
    expect((await cache.current()).products.get(15)?.price).toBe(2.9);

    const cold = new CatalogueCache(fakePeers().peers, log, { refreshIntervalMs: 0, maxAgeMs: 60_000 });
    const downPeers = fakePeers();
    downPeers.state.down = true;
    const unavailable = new CatalogueCache(downPeers.peers, log, { refreshIntervalMs: 0, maxAgeMs: 60_000 });
    await expect(cold.current()).resolves.toBeDefined();
    await expect(unavailable.current()).rejects.toMatchObject({
      status: 503,
      items: [{ message: 'Daten konnten nicht geladen werden.' }],
    });
  });
});

describe('catalogue changes reach the order path', () => {
  let platform: OrdersTestPlatform;

  beforeAll(async () => {
    platform = await startOrdersTestPlatform();
  });

  afterAll(async () => {
    await platform.close();
  });

  it('prices with the new catalogue price once svc-catalog announced the change', async () => {
    const before = await request(platform.orders.app).post('/api/orders').send(takeawayOrder()).expect(201);
    expect(before.body.data.pricing.gross).toBe(8.7);
    await request(platform.catalog.app)
      .put('/api/products/15')
      .set(authHeaders(TEST_ADMIN))
      .send({ price: 3.1 })
      .expect(200);
    await waitFor(async () => {
      const response = await request(platform.orders.app)
        .post('/api/orders')
        .send(takeawayOrder())
        .expect(201);
      return response.body.data.pricing.gross === 9.3;
    });
  });

  it('applies a configuration change announced by svc-content', async () => {
    await request(platform.content.app)
      .post('/api/config')
      .set(authHeaders(TEST_ADMIN))
      .send({ enableCash: false })
      .expect(200);
    await waitFor(
      async () =>
        (await request(platform.orders.app).post('/api/orders').send(takeawayOrder())).status === 422,
    );
    const refused = await request(platform.orders.app).post('/api/orders').send(takeawayOrder()).expect(422);
    expect(refused.body.errors).toEqual([
      { field: 'paymentMethod', message: 'Sie haben einen ungültigen Wert ausgewählt.', code: 'choice' },
    ]);
  });
});
