/**
 * Issue 19: a switched plugin reaches guests on their next /api/init read. The gateway keeps one
 * guest answer until a catalogue or content event; these tests hold the content service's answer
 * open to place the event exactly where a real one can land: while the answer is being composed.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import { createLogger, INTERNAL_TOKEN_HEADER, MemoryBus, verifyInternalToken, type DomainEvent } from '@theke/server';
import { TEST_INTERNAL_SECRET } from '@theke/server/testing';
import { initRouter } from './init.routes';

/** svc-content's config as this test sets it; the other services answer empty lists. */
let config = { enablePluginSearch: true };
/** While set, a `/api/config` read (with the config as it was when asked) waits for the test to let it go. */
let held: { asked: () => void; answer: Promise<void> } | null = null;

const upstream = express();
/** `/api/config` reads by the principal the gateway's token names (null: a guest). */
const configReads: Array<number | null> = [];

upstream.get('/api/config', async (req, res) => {
  const token = req.get(INTERNAL_TOKEN_HEADER);
  configReads.push(token ? (verifyInternalToken(token, TEST_INTERNAL_SECRET)?.userId ?? null) : null);
  const asOfRequest = { ...config };
  if (held) {
    held.asked();
    await held.answer;
  }
  res.json({ data: asOfRequest });
});
upstream.get('/{*path}', (_req, res) => {
  res.json({ data: [] });
});

let server: Server;
let bus: MemoryBus;
let gateway: express.Express;
/** Resolves once the events published so far have reached every subscriber (MemoryBus keeps their order). */
let delivered: (type: string) => Promise<void>;

beforeAll(async () => {
  server = upstream.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bus = new MemoryBus();
  gateway = express();
  // The session's staff member, as passport would have put it there.
  gateway.use((req, _res, next) => {
    const user = req.get('x-test-user');
    if (user) req.user = JSON.parse(user) as Express.User;
    next();
  });
  gateway.use(
    '/api',
    initRouter({
      services: { catalog: url, content: url, orders: url, workforce: url },
      internalSecret: TEST_INTERNAL_SECRET,
      bus,
      log: createLogger('init-cache-test'),
    }),
  );
  // Subscribed after the init cache, so MemoryBus hands it each event after the cache had it.
  const waiting = new Map<string, () => void>();
  await bus.subscribe({
    queue: 'test.delivered',
    patterns: ['#'],
    fanout: true,
    handler: async (event: DomainEvent) => waiting.get(event.id)?.(),
  });
  delivered = async (type) => {
    const id = `${type}-${Date.now()}-${Math.random()}`;
    const arrived = new Promise<void>((resolve) => waiting.set(id, resolve));
    await bus.publish({ id, type, occurredAt: new Date().toISOString(), data: { entity: 'config', verb: 'updated', id: 1 } });
    await arrived;
  };
});

afterAll(async () => {
  await bus.close();
  await new Promise((resolve) => server.close(resolve));
});

async function guestConfig(): Promise<unknown> {
  const response = await request(gateway).get('/api/init').expect(200);
  return (response.body.data as Array<{ url: string; data: unknown }>).find((entry) => entry.url === '/api/config')?.data;
}

describe('the guest /api/init after a config change', () => {
  it('serves the switched plugin on the next read once content.config.changed arrives', async () => {
    config = { enablePluginSearch: true };
    await delivered('content.config.changed');
    expect(await guestConfig()).toEqual({ enablePluginSearch: true });
    config = { enablePluginSearch: false };
    // Kept until the change is announced: the cache is what makes guests cheap (ADR 0028).
    expect(await guestConfig()).toEqual({ enablePluginSearch: true });
    await delivered('content.config.changed');
    expect(await guestConfig()).toEqual({ enablePluginSearch: false });
  });

  it('does not keep an answer composed while the change arrived', async () => {
    config = { enablePluginSearch: true };
    await delivered('content.config.changed');
    let asked = () => {};
    let letGo = () => {};
    const reachedContent = new Promise<void>((resolve) => (asked = resolve));
    held = { asked: () => asked(), answer: new Promise<void>((resolve) => (letGo = resolve)) };
    // A guest's read asks svc-content before the admin's save ...
    const first = guestConfig();
    await reachedContent;
    held = null;
    // ... the save and its event land while that read is still on its way.
    config = { enablePluginSearch: false };
    await delivered('content.config.changed');
    letGo();
    expect(await first).toEqual({ enablePluginSearch: true });
    expect(await guestConfig()).toEqual({ enablePluginSearch: false });
  });
});

describe('the staff /api/init (ADR 0028: composed once per account, not per request)', () => {
  const admin = { id: 1, username: 'admin', roles: ['ROLE_ADMIN'], branches: [] };
  const employee = { id: 2, username: 'mitarbeiter', roles: ['ROLE_EMPLOYEE'], branches: [{ id: 1, name: 'Wien' }] };
  const staffInit = (user: object) => request(gateway).get('/api/init').set('x-test-user', JSON.stringify(user)).expect(200);
  const me = (response: request.Response) => (response.body.data as Array<{ url: string; data: unknown }>).find((entry) => entry.url === '/api/users/me')?.data;

  it('reads the services once per staff member with their own token, keeps each apart, and reads again after a change', async () => {
    await delivered('catalog.catalog.changed');
    configReads.length = 0;
    expect(me(await staffInit(admin))).toEqual(admin);
    expect(me(await staffInit(admin))).toEqual(admin);
    expect(me(await staffInit(employee))).toEqual(employee);
    expect(me(await request(gateway).get('/api/init').expect(200))).toBeNull();
    expect(configReads).toEqual([1, 2, null]);

    // An account whose roles changed is a new answer, not the kept one.
    const promoted = { ...employee, roles: ['ROLE_ADMIN'] };
    expect(me(await staffInit(promoted))).toEqual(promoted);
    expect(configReads).toEqual([1, 2, null, 2]);

    await delivered('catalog.catalog.changed');
    await staffInit(admin);
    expect(configReads).toEqual([1, 2, null, 2, 1]);
  });

  it('composes once for staff requests that arrive together', async () => {
    await delivered('catalog.catalog.changed');
    configReads.length = 0;
    const answers = await Promise.all([staffInit(admin), staffInit(admin), staffInit(admin)]);
    expect(answers.map(me)).toEqual([admin, admin, admin]);
    expect(configReads).toEqual([1]);
  });
});
