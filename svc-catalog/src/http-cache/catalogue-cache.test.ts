import { EVENTS } from '@theke/contracts';
import zlib from 'node:zlib';
import request from 'supertest';
import { createEvent } from '@theke/server';
import { TEST_ADMIN, type TestService } from '@theke/server/testing';
import { as, startCatalog } from '../testing';
import { catalogueCacheOf, etagMatches, weakEtag } from './catalogue-cache';

let service: TestService;
beforeAll(async () => {
  service = await startCatalog({ seedDemo: true });
});
afterAll(() => service.close());

const api = () => request(service.app);
const admin = as(TEST_ADMIN);

describe('catalogue caching (ADR 0014)', () => {
  it('answers 304 to a repeated guest read with If-None-Match', async () => {
    const first = await api().get('/api/products').expect(200);
    expect(String(first.headers.etag)).toMatch(/^W\/"/);
    expect(String(first.headers['last-modified'])).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await api().get('/api/products').set('If-None-Match', String(first.headers.etag)).expect(304);
    expect(again.text).toBe('');
    const cachedBody = await api().get('/api/products').expect(200);
    expect(cachedBody.body).toEqual(first.body);
  });

  it('compresses a cached guest answer once and sends the same gzip to every browser that accepts it (ADR 0028)', async () => {
    await service.context.bus.publish(createEvent(EVENTS.catalogChanged, { entity: 'tag', verb: 'updated', id: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const gzip = jest.spyOn(zlib, 'gzipSync');
    try {
      const plain = await api().get('/api/categories').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const first = await api().get('/api/categories').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
      const second = await api().get('/api/categories').set('Accept-Encoding', 'gzip').expect(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers.vary).toBe('Cookie, Authorization, Accept-Encoding');
      // Sent whole with its length, smaller than the plain body (supertest unzips it for the test).
      expect(Number(first.headers['content-length'])).toBeLessThan(plain.text.length);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(first.body).toEqual(plain.body);
      expect(second.body).toEqual(plain.body);
      expect(gzip).toHaveBeenCalledTimes(1);
    } finally {
      gzip.mockRestore();
    }
  });

  it('answers 304 to If-Modified-Since when nothing changed', async () => {
    const first = await api().get('/api/tags').expect(200);
    await api().get('/api/tags').set('If-Modified-Since', String(first.headers['last-modified'])).expect(304);
  });

  it('changes the ETag after a write and serves the new data', async () => {
    const before = await api().get('/api/tags').expect(200);
    await api().post('/api/tags').set(admin).send({ name: 'Neu im Cache', image: null }).expect(201);
    const after = await api().get('/api/tags').set('If-None-Match', String(before.headers.etag)).expect(200);
    expect(after.headers.etag).not.toBe(String(before.headers.etag));
    expect(after.body.data.map((tag: { name: string }) => tag.name)).toContain('Neu im Cache');
  });

  it('empties the cache when another replica announces a catalogue change', async () => {
    await api().get('/api/branches').expect(200);
    const cache = catalogueCacheOf(service.context);
    expect(cache.size).toBeGreaterThan(0);
    await service.context.bus.publish(createEvent(EVENTS.catalogChanged, { entity: 'branch', verb: 'updated', id: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.size).toBe(0);
  });

  it('never shows guests an apiKey or a hidden product, even after staff read the same URL', async () => {
    const staff = await api().get('/api/branches').set(admin).expect(200);
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    expect(staff.body.data[0].apiKey).toBeTruthy();
    const guest = await api().get('/api/branches').expect(200);
    expect(JSON.stringify(guest.body)).not.toContain('apiKey');
    const staffProducts = (await api().get('/api/products').set(admin).expect(200)).body.data as Array<{
      id: number;
      isEnabled: boolean;
      isVisibleWhenUnavailable: boolean;
    }>;
    const hidden = staffProducts.filter((product) => !product.isEnabled && !product.isVisibleWhenUnavailable);
    expect(hidden.length).toBeGreaterThan(0);
    const guestIds = ((await api().get('/api/products').expect(200)).body.data as Array<{ id: number }>).map(
      (product) => product.id,
    );
    for (const product of hidden) expect(guestIds).not.toContain(product.id);
  });

  it('tags staff reads too, without caching them', async () => {
    const staff = await api().get('/api/branches/1').set(admin).expect(200);
    await api().get('/api/branches/1').set(admin).set('If-None-Match', String(staff.headers.etag)).expect(304);
  });
});

describe('ETag helpers', () => {
  it('compares weakly and accepts lists and *', () => {
    const tag = weakEtag('{"data":[]}');
    expect(etagMatches(`"x", ${tag.slice(2)}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});
