import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { ANALYTICS_CONSENT_HEADER, PAGEVIEW_ENTRY } from '@theke/contracts';
import { createLogger, errorHandler, MemoryBus } from '@theke/server';
import { TEST_INTERNAL_SECRET } from '@theke/server/testing';
import { analyticsIngestOf, startContentTestService, type ContentTestService } from '@theke/svc-content/testing';
import { createProxies } from './proxy';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CONSENT_COOKIE = 'cookie-acceptance=true';

let echo: Server;
let content: ContentTestService;

/** The gateway's proxy alone, in front of `contentUrl`. */
function gatewayTo(contentUrl: string) {
  const log = createLogger('analytics-consent-test');
  const proxies = createProxies({
    services: { catalog: contentUrl, orders: contentUrl, content: contentUrl, workforce: contentUrl },
    internalSecret: TEST_INTERNAL_SECRET,
    bus: new MemoryBus(),
    log,
  });
  return express().use('/api', proxies.api).use(errorHandler(log));
}

beforeAll(async () => {
  // What a service receives: the consent header, the cookie header and the forwarded address.
  const app = express().all('/{*path}', (req, res) => {
    res.json({ consent: req.get(ANALYTICS_CONSENT_HEADER) ?? null, cookie: req.get('cookie') ?? null, forwardedFor: req.get('x-forwarded-for') ?? null });
  });
  echo = await new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  content = await startContentTestService();
});

afterAll(async () => {
  await new Promise<void>((resolve) => echo.close(() => resolve()));
  await content.close();
});

describe('analytics consent at the gateway (ADR 0043)', () => {
  const echoUrl = () => `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;

  it('tells svc-content of the consent cookie on POST /api/analytics-log only, never passing a cookie', async () => {
    const gateway = gatewayTo(echoUrl());
    const consented = await request(gateway).post('/api/analytics-log').set('Cookie', `theke.sid=abc; ${CONSENT_COOKIE}`).send({});
    expect(consented.body).toMatchObject({ consent: '1', cookie: null });
    expect(consented.body.forwardedFor).toMatch(/127\.0\.0\.1$/);

    const without = await request(gateway).post('/api/analytics-log').send({});
    expect(without.body.consent).toBeNull();
    const declined = await request(gateway).post('/api/analytics-log').set('Cookie', 'cookie-acceptance=false').send({});
    expect(declined.body.consent).toBeNull();
    // A browser's own header of that name is removed.
    const forged = await request(gateway).post('/api/analytics-log').set(ANALYTICS_CONSENT_HEADER, '1').send({});
    expect(forged.body.consent).toBeNull();
    const elsewhere = await request(gateway).post('/api/sites').set('Cookie', CONSENT_COOKIE).set(ANALYTICS_CONSENT_HEADER, '1').send({});
    expect(elsewhere.body.consent).toBeNull();
  });

  it('gets an entry stored by svc-content with the cookie and none without it, answering 202 to all', async () => {
    const gateway = gatewayTo(content.service.url);
    const send = (path: string, headers: Record<string, string>) =>
      request(gateway)
        .post('/api/analytics-log')
        .set('User-Agent', FIREFOX)
        .set(headers)
        .send({ ...PAGEVIEW_ENTRY, data: { path } })
        .expect(202);
    await send('/mit-zustimmung', { Cookie: CONSENT_COOKIE });
    await send('/ohne-cookie', {});
    await send('/gefaelscht', { [ANALYTICS_CONSENT_HEADER]: '1' });
    await analyticsIngestOf(content.service.context).flush();
    const rows = await content.service.context.sequelize.query<{ path: string }>('SELECT path FROM analytics_entries', {
      type: QueryTypes.SELECT,
    });
    expect(rows).toEqual([{ path: '/mit-zustimmung' }]);
  });
});
