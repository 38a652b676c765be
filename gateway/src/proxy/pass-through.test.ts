/**
 * ADR 0028: the gateway's proxy (undici pool) passes a service's answer through as it was sent:
 * status, headers, bytes (compressed by the service, not again by the gateway), and streams a
 * request's body on without reading it first.
 */
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { createLogger, errorHandler, MemoryBus } from '@theke/server';
import { TEST_INTERNAL_SECRET } from '@theke/server/testing';
import { compressOwnAnswers } from './own-compression';
import { createProxies } from './proxy';

const PRODUCTS = JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id, name: `Fensterreinigung ${id}` })) });
const PRODUCTS_GZIP = gzipSync(PRODUCTS);

let upstream: Server;
let gateway: express.Express;
/** What the service last received. */
let received: { headers: Record<string, unknown>; bytes: number; sha1: string } | null = null;

beforeAll(async () => {
  const service = express();
  service.get('/api/products', (req, res) => {
    received = { headers: req.headers, bytes: 0, sha1: '' };
    res.setHeader('ETag', 'W/"abc"');
    res.setHeader('Vary', 'Cookie, Authorization, Accept-Encoding');
    if (req.get('if-none-match') === 'W/"abc"') {
      res.status(304).end();
      return;
    }
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') res.setHeader('Content-Encoding', 'gzip');
    res.type('application/json').send(req.acceptsEncodings('gzip', 'identity') === 'gzip' ? PRODUCTS_GZIP : PRODUCTS);
  });
  service.get('/api/tags', (_req, res) => {
    // A plain answer larger than compression's threshold: the gateway must not compress it either.
    res.type('application/json').send(PRODUCTS);
  });
  service.get('/api/orders/slow', (_req, res) => {
    setTimeout(() => res.json({ data: 'spät' }), 300);
  });
  service.get('/api/orders/:id', (_req, res) => {
    res.status(404).json({ errors: [{ message: 'Die angeforderte Ressource wurde nicht gefunden.', code: 'not_found' }] });
  });
  service.post('/upload/images', (req, res) => {
    const hash = createHash('sha1');
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      hash.update(chunk);
    });
    req.on('end', () => {
      received = { headers: req.headers, bytes, sha1: hash.digest('hex') };
      res.status(201).json({ data: { bytes } });
    });
  });
  upstream = await new Promise<Server>((resolve) => {
    const server = service.listen(0, '127.0.0.1', () => resolve(server));
  });
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const log = createLogger('pass-through-test');
  const proxies = createProxies({ services: { catalog: url, orders: url, content: url, workforce: url }, internalSecret: TEST_INTERNAL_SECRET, bus: new MemoryBus(), log });
  gateway = express()
    .use(compressOwnAnswers())
    .use(['/image', '/upload'], proxies.media)
    .use('/api', proxies.api)
    .use(errorHandler(log));
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
});

/** The answer's bytes (unzipped by supertest when they were gzip). */
function raw(test: request.Test): request.Test {
  return test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

describe('the proxy passes answers through (ADR 0028)', () => {
  it("sends the service's gzip bytes, length, ETag and Vary as they are, asking it for gzip as the browser accepts it", async () => {
    const response = await raw(request(gateway).get('/api/products').set('Accept-Encoding', 'gzip, deflate, br').set('Cookie', 'theke.sid=geheim')).expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBe(String(PRODUCTS_GZIP.length));
    // supertest unzips what it read: the service's bytes, with the service's length, are what came.
    expect((response.body as Buffer).toString()).toBe(PRODUCTS);
    expect(response.headers.etag).toBe('W/"abc"');
    expect(response.headers.vary).toBe('Cookie, Authorization, Accept-Encoding');
    // A guest's catalogue read is sent with the encoding the gateway keeps it in (kept-guest-answers.ts).
    expect(received?.headers).toMatchObject({ 'accept-encoding': 'gzip', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
    expect(received?.headers['x-theke-internal-token']).toEqual(expect.any(String));
    expect(received?.headers.cookie).toBeUndefined();
  });

  it('does not compress a plain answer again in the gateway', async () => {
    const response = await raw(request(gateway).get('/api/tags').set('Accept-Encoding', 'gzip')).expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect((response.body as Buffer).toString()).toBe(PRODUCTS);
  });

  it("passes If-None-Match on and the service's 304 back", async () => {
    await request(gateway).get('/api/products').set('If-None-Match', 'W/"abc"').expect(304);
  });

  it("passes a service's 404 with its German envelope through", async () => {
    const response = await request(gateway).get('/api/orders/999').expect(404);
    expect(response.body.errors[0].message).toBe('Die angeforderte Ressource wurde nicht gefunden.');
  });

  it('drops the answer of a browser that went away before it came, and goes on serving', async () => {
    const server = gateway.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const gone = new AbortController();
      const call = fetch(`http://127.0.0.1:${port}/api/orders/slow`, { signal: gone.signal }).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 100));
      gone.abort();
      expect(await call).toMatchObject({ name: 'AbortError' });
      await new Promise((resolve) => setTimeout(resolve, 400));
      const after = await fetch(`http://127.0.0.1:${port}/api/orders/slow`);
      expect(await after.json()).toEqual({ data: 'spät' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('streams an upload to the content service as it arrives, chunked or with its length', async () => {
    const upload = Buffer.alloc(3 * 1024 * 1024, 7);
    const response = await request(gateway).post('/upload/images').set('Content-Type', 'application/octet-stream').send(upload).expect(201);
    expect(response.body.data.bytes).toBe(upload.length);
    expect(received?.sha1).toBe(createHash('sha1').update(upload).digest('hex'));
    expect(received?.headers['content-length']).toBe(String(upload.length));
  });
});
