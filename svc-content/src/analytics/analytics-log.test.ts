import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { ANALYTICS_CONSENT_HEADER, PAGEVIEW_ENTRY } from '@theke/contracts';
import { authHeaders, TEST_GUEST } from '@theke/server/testing';
import { analyticsIngestOf } from './analytics-ingest';
import { startContentTestService, type ContentTestService } from '../testing';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let harness: ContentTestService;
let clock = new Date('2026-03-28T10:00:00Z');

beforeAll(async () => {
  harness = await startContentTestService({ analytics: { now: () => clock } });
});

afterAll(async () => {
  await harness.close();
});

beforeEach(async () => {
  await harness.service.context.sequelize.query('TRUNCATE analytics_entries');
});

const pageview = (path = '/store/filiale-1') => ({ ...PAGEVIEW_ENTRY, data: { path, branchId: 1 } });

/** A call as the gateway forwards it: the guest's token, the browser's address and user agent. */
function post(body: unknown, options: { consent?: boolean; token?: boolean; userAgent?: string; address?: string } = {}) {
  let call = request(harness.service.app)
    .post('/api/analytics-log')
    .set('X-Forwarded-For', options.address ?? '203.0.113.7')
    .set('User-Agent', options.userAgent ?? FIREFOX);
  if (options.token ?? true) call = call.set(authHeaders(TEST_GUEST));
  if (options.consent ?? true) call = call.set(ANALYTICS_CONSENT_HEADER, '1');
  return call.send(body as object);
}

async function storedEntries() {
  await analyticsIngestOf(harness.service.context).flush();
  return harness.service.context.sequelize.query<Record<string, unknown> & { visitorId: Buffer }>(
    'SELECT * FROM analytics_entries ORDER BY id',
    { type: QueryTypes.SELECT },
  );
}

describe('POST /api/analytics-log', () => {
  it('answers 202 to every call and stores only a consenting visitor’s entry', async () => {
    const answers = await Promise.all([
      post(pageview('/ohne-zustimmung'), { consent: false }),
      // The consent header counts only beside the gateway's token.
      post(pageview('/ohne-gateway'), { token: false }),
      post(pageview('/bot'), { userAgent: GOOGLEBOT }),
      post(pageview('/ohne-browser'), { userAgent: '' }),
      post({ type: 'pageview', action: 'view' }),
      post({ ...PAGEVIEW_ENTRY, data: { path: 'kein-pfad' } }),
      post('kein Eintrag'),
      post([pageview('/liste')]),
      post(pageview('/store/filiale-1?utm_source=x#oben')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(202));

    const entries = await storedEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'pageview', action: 'view', category: 'page', path: '/store/filiale-1', branchId: 1 });
  });

  it('stores no address: the visitor is a hash of the day’s salt, address and user agent', async () => {
    await post(pageview(), { address: '198.51.100.23' });
    await post(pageview(), { address: '198.51.100.23' });
    await post(pageview(), { address: '198.51.100.24' });
    await post(pageview(), { address: '198.51.100.23', userAgent: `${FIREFOX} anders` });
    const entries = await storedEntries();
    expect(JSON.stringify(entries)).not.toContain('198.51.100');
    const visitors = entries.map((entry) => entry.visitorId.toString('hex'));
    expect(visitors[0]).toHaveLength(64);
    expect(visitors[1]).toBe(visitors[0]);
    expect(new Set(visitors).size).toBe(3);
  });

  it('keeps commerce entries with their branch and small data; other names count as events', async () => {
    await post({ type: 'commerce', action: 'purchase', category: 'store', data: { branchId: '2', value: 12.5, currency: 'EUR' } });
    await post({ type: 'click', action: 'phone', category: 'contact', data: { huge: 'x'.repeat(3_000) } });
    const entries = await storedEntries();
    expect(entries.map(({ type, action, branchId, path, data }) => ({ type, action, branchId, path, data }))).toEqual([
      { type: 'commerce', action: 'purchase', branchId: 2, path: null, data: { branchId: '2', value: 12.5, currency: 'EUR' } },
      { type: 'click', action: 'phone', branchId: null, path: null, data: null },
    ]);
  });

  it('gives a visitor a new id every business day and deletes the salts of past days', async () => {
    const salts = () =>
      harness.service.context.sequelize.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_salts`, {
        type: QueryTypes.SELECT,
      });
    // 23:30 in Vienna on the 28th, then 00:10 on the 29th (the night of the DST change).
    clock = new Date('2026-03-28T22:30:00Z');
    await post(pageview());
    await storedEntries();
    expect(await salts()).toEqual([{ day: '2026-03-28' }]);
    clock = new Date('2026-03-28T23:10:00Z');
    await post(pageview());
    const [first, second] = await storedEntries();
    expect(second?.visitorId.equals(first?.visitorId ?? Buffer.alloc(0))).toBe(false);
    expect(await salts()).toEqual([{ day: '2026-03-29' }]);

    // A day without any entry: the salt is deleted all the same.
    clock = new Date('2026-03-30T08:00:00Z');
    await analyticsIngestOf(harness.service.context).flush();
    expect(await salts()).toEqual([]);
  });

  it('writes what is waiting when the service stops', async () => {
    // Batching that would never flush by itself: only the stop writes.
    const other = await startContentTestService({ analytics: { flushMs: 3_600_000, batchSize: 1_000_000 } });
    try {
      const sends = Array.from({ length: 25 }, (_, index) =>
        request(other.service.app)
          .post('/api/analytics-log')
          .set(authHeaders(TEST_GUEST))
          .set(ANALYTICS_CONSENT_HEADER, '1')
          .set('User-Agent', FIREFOX)
          .send(pageview(`/seite-${index}`))
          .expect(202),
      );
      await Promise.all(sends);
      const { sequelize } = other.service.context;
      const count = async () =>
        Number((await sequelize.query<{ count: string }>('SELECT count(*) FROM analytics_entries', { type: QueryTypes.SELECT }))[0]?.count);
      expect(await count()).toBe(0);
      await analyticsIngestOf(other.service.context).stop();
      expect(await count()).toBe(25);
    } finally {
      await other.close();
    }
  });
});
