/**
 * ADR 0028 (third round): the gateway keeps the catalogue's public guest answers and answers
 * guests from them, until the catalogue announces a change or a write through the gateway
 * succeeds; staff and answers the service does not mark public always reach the service.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { EVENTS } from '@theke/contracts';
import { createEvent, createLogger, errorHandler, MemoryBus } from '@theke/server';
import { TEST_INTERNAL_SECRET } from '@theke/server/testing';
import { createProxies } from './proxy';

const PUBLIC = 'public, max-age=0, must-revalidate';

let upstream: Server;
let gateway: express.Express;
let bus: MemoryBus;
/** Calls the service received, by path. */
let calls: string[] = [];
/** The menu's name as the service answers it now. */
let menuName = 'Frühstück';
/** Held answers of /api/menus/slow until released. */
let releaseSlow: (() => void) | null = null;

function menuBody() {
  return JSON.stringify({ data: { id: 1, name: menuName } });
}

beforeAll(async () => {
  const service = express();
  service.use((req, _res, next) => {
    calls.push(`${req.method} ${req.originalUrl}`);
    next();
  });
  const answerMenu = (req: express.Request, res: express.Response) => {
    const body = menuBody();
    res.setHeader('Cache-Control', PUBLIC);
    res.setHeader('ETag', `W/"${menuName}"`);
    res.setHeader('Vary', 'Cookie, Authorization, Accept-Encoding');
    res.type('application/json');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') res.setHeader('Content-Encoding', 'gzip').send(gzipSync(body));
    else res.send(body);
  };
  service.get('/api/menus/1', answerMenu);
  service.get('/api/menus/slow', (req, res) => {
    releaseSlow = () => answerMenu(req, res);
  });
  service.get('/api/products/private', (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json({ data: [] });
  });
  service.put('/api/menus/1', (_req, res) => {
    menuName = 'Mittagsmenü';
    res.json({ data: { id: 1 } });
  });
  service.put('/api/menus/2', (_req, res) => {
    res.status(422).json({ errors: [{ message: 'Dieser Wert sollte nicht leer sein.', field: 'name' }] });
  });
  upstream = await new Promise<Server>((resolve) => {
    const server = service.listen(0, '127.0.0.1', () => resolve(server));
  });
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const log = createLogger('kept-guest-answers-test');
  bus = new MemoryBus();
  const proxies = createProxies({ services: { catalog: url, orders: url, content: url, workforce: url }, internalSecret: TEST_INTERNAL_SECRET, bus, log });
  gateway = express()
    // What the session gives a signed-in administrator.
    .use((req, _res, next) => {
      if (req.get('x-test-staff')) req.principal = { userId: 1, username: 'admin', roles: ['ROLE_ADMIN'], branchIds: [] };
      next();
    })
    .use('/api', proxies.api)
    .use(errorHandler(log));
});

afterAll(async () => {
  await bus.close();
  await new Promise((resolve) => upstream.close(resolve));
});

beforeEach(async () => {
  // Every test starts with nothing kept.
  await announceChange();
  calls = [];
  menuName = 'Frühstück';
});

async function announceChange(): Promise<void> {
  await bus.publish(createEvent(EVENTS.catalogChanged, { entity: 'menu', id: 1, action: 'updated' }));
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
}

/** Lets the held /api/menus/slow answer go, once the service has it. */
async function releaseSlowAnswer(): Promise<void> {
  while (!releaseSlow) await new Promise((resolve) => setTimeout(resolve, 5));
  const release = releaseSlow;
  releaseSlow = null;
  release();
}

const menuOf = (response: request.Response) => (JSON.parse(response.text) as { data: { name: string } }).data.name;

describe('guest reads of the catalogue', () => {
  it('reach the service once; later guests get the same bytes from the gateway, each encoding kept on its own', async () => {
    const first = await request(gateway).get('/api/menus/1').expect(200);
    const second = await request(gateway).get('/api/menus/1').expect(200);
    expect(menuOf(first)).toBe('Frühstück');
    expect(second.text).toBe(first.text);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers['cache-control']).toBe(PUBLIC);
    expect(second.headers.etag).toBe('W/"Frühstück"');
    const plain = await request(gateway).get('/api/menus/1').set('Accept-Encoding', 'identity').expect(200);
    await request(gateway).get('/api/menus/1').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(menuOf(plain)).toBe('Frühstück');
    expect(calls).toEqual(['GET /api/menus/1', 'GET /api/menus/1']);
  });

  it('answer 304 from the gateway to a guest who has the current ETag', async () => {
    await request(gateway).get('/api/menus/1').expect(200);
    const response = await request(gateway).get('/api/menus/1').set('If-None-Match', 'W/"Frühstück"').expect(304);
    expect(response.headers.etag).toBe('W/"Frühstück"');
    expect(response.headers['content-encoding']).toBeUndefined();
    await request(gateway).get('/api/menus/1').set('If-None-Match', 'W/"älter"').expect(200);
    expect(calls).toEqual(['GET /api/menus/1']);
  });

  it('wait for one call to the service when they arrive together', async () => {
    const reads = Promise.all(Array.from({ length: 5 }, () => request(gateway).get('/api/menus/slow').expect(200)));
    await releaseSlowAnswer();
    expect((await reads).map(menuOf)).toEqual(Array(5).fill('Frühstück'));
    expect(calls).toEqual(['GET /api/menus/slow']);
  });

  it('reach the service again after the catalogue announces a change', async () => {
    await request(gateway).get('/api/menus/1').expect(200);
    menuName = 'Mittagsmenü';
    await announceChange();
    expect(menuOf(await request(gateway).get('/api/menus/1').expect(200))).toBe('Mittagsmenü');
    expect(calls).toEqual(['GET /api/menus/1', 'GET /api/menus/1']);
  });

  it('are not kept when the change is announced while the service answers', async () => {
    // supertest sends on then(): started now, awaited later.
    const read = request(gateway).get('/api/menus/slow').expect(200).then((response) => response);
    while (!releaseSlow) await new Promise((resolve) => setTimeout(resolve, 5));
    await announceChange();
    await releaseSlowAnswer();
    await read;
    const again = request(gateway).get('/api/menus/slow').expect(200).then((response) => response);
    await releaseSlowAnswer();
    await again;
    expect(calls).toEqual(['GET /api/menus/slow', 'GET /api/menus/slow']);
  });

  it('show a write through the gateway at once when it succeeded, and stay kept when it was refused', async () => {
    await request(gateway).get('/api/menus/1').expect(200);
    await request(gateway).put('/api/menus/2').set('x-test-staff', '1').send({ name: '' }).expect(422);
    await request(gateway).get('/api/menus/1').expect(200);
    await request(gateway).put('/api/menus/1').set('x-test-staff', '1').send({ name: 'Mittagsmenü' }).expect(200);
    expect(menuOf(await request(gateway).get('/api/menus/1').expect(200))).toBe('Mittagsmenü');
    expect(calls).toEqual(['GET /api/menus/1', 'PUT /api/menus/2', 'PUT /api/menus/1', 'GET /api/menus/1']);
  });
});

describe('reads that always reach the service', () => {
  it("a staff member's, who may see more on the same address", async () => {
    await request(gateway).get('/api/menus/1').expect(200);
    await request(gateway).get('/api/menus/1').set('x-test-staff', '1').expect(200);
    await request(gateway).get('/api/menus/1').set('x-test-staff', '1').expect(200);
    expect(calls).toEqual(['GET /api/menus/1', 'GET /api/menus/1', 'GET /api/menus/1']);
  });

  it('an answer the service does not mark public', async () => {
    await request(gateway).get('/api/products/private').expect(200);
    await request(gateway).get('/api/products/private').expect(200);
    expect(calls).toEqual(['GET /api/products/private', 'GET /api/products/private']);
  });

  it("another service's", async () => {
    await request(gateway).get('/api/orders/1').expect(404);
    await request(gateway).get('/api/orders/1').expect(404);
    expect(calls).toEqual(['GET /api/orders/1', 'GET /api/orders/1']);
  });
});
