import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { ANALYTICS_CONSENT_HEADER } from '@theke/contracts';
import { authHeaders, TEST_ADMIN, TEST_GUEST, testEmployee } from '@theke/server/testing';
import { analyticsIngestOf } from './analytics-ingest';
import { rebuildVisitorStatistics } from './visitor-rollups';
import { startContentTestService, type ContentTestService } from '../testing';

/**
 * The visitor figures on a seeded set around the spring DST change in Vienna (Sunday 2026-03-29,
 * 02:00 CET → 03:00 CEST), two branches and entries of no branch; every expected number is worked
 * out here from the seed with Intl, not with the service's code.
 */
const ZONE = 'Europe/Vienna';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

interface Seed {
  at: string;
  who: 'v1' | 'v2' | 'v3' | 'bot';
  type: string;
  action: string;
  category: string;
  path?: string;
  branch?: number;
  consent?: boolean;
}

const BROWSERS = {
  v1: { address: '10.0.0.1', userAgent: FIREFOX },
  v2: { address: '10.0.0.2', userAgent: FIREFOX },
  // Same address as v1, another browser: another visitor.
  v3: { address: '10.0.0.1', userAgent: CHROME },
  bot: { address: '10.0.0.9', userAgent: BOT },
};

const view = (at: string, who: Seed['who'], path: string, branch?: number, consent = true): Seed => ({
  at,
  who,
  type: 'pageview',
  action: 'view',
  category: 'page',
  path,
  branch,
  consent,
});
const commerce = (at: string, who: Seed['who'], action: string, branch: number): Seed => ({
  at,
  who,
  type: 'commerce',
  action,
  category: 'store',
  branch,
});

const SEED: Seed[] = [
  view('2026-03-28T22:30:00Z', 'v1', '/store/filiale-1', 1), // Sat 23:30 CET
  view('2026-03-28T23:10:00Z', 'v1', '/store/filiale-1', 1), // Sun 00:10: a new day, a new visitor id
  view('2026-03-29T00:30:00Z', 'v2', '/'), // Sun 01:30 CET
  view('2026-03-29T00:45:00Z', 'v2', '/store/filiale-1', 1), // the same hour, now in a branch
  view('2026-03-29T01:30:00Z', 'v2', '/store/filiale-2', 2), // Sun 03:30 CEST, right after the change
  commerce('2026-03-29T01:31:00Z', 'v2', 'add-to-cart', 2),
  view('2026-03-29T02:15:00Z', 'v3', '/store/filiale-1', 1),
  commerce('2026-03-29T02:16:00Z', 'v3', 'add-to-cart', 1),
  commerce('2026-03-29T02:17:00Z', 'v3', 'checkout-start', 1),
  commerce('2026-03-29T02:18:00Z', 'v3', 'purchase', 1),
  view('2026-03-29T10:00:00Z', 'bot', '/store/filiale-1', 1),
  view('2026-03-29T11:00:00Z', 'v2', '/ohne-zustimmung', undefined, false),
  view('2026-03-29T21:59:00Z', 'v1', '/store/filiale-2', 2), // Sun 23:59 CEST: v1's second branch that day
  view('2026-03-29T22:00:00Z', 'v1', '/site/impressum'), // Mon 00:00
  { at: '2026-03-29T22:01:00Z', who: 'v1', type: 'click', action: 'phone', category: 'contact' },
];

/** What counts: consenting browsers only. */
const COUNTED = SEED.filter((seed) => seed.who !== 'bot' && seed.consent !== false);

function vienna(at: string): { day: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short' })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday };
}

const inDays = (from: string, to: string, branch?: number) =>
  COUNTED.filter((seed) => {
    const { day } = vienna(seed.at);
    return day >= from && day <= to && (branch === undefined || seed.branch === branch);
  });
const isView = (seed: Seed) => seed.type === 'pageview';
/** Distinct (visitor, day) pairs: the visitor id changes daily. */
const visitorDays = (seeds: Seed[]) => new Set(seeds.map((seed) => `${seed.who}|${vienna(seed.at).day}`)).size;

let harness: ContentTestService;
let clock = new Date(0);
let branchIds: number[];

async function send(seed: Seed): Promise<void> {
  clock = new Date(seed.at);
  const browser = BROWSERS[seed.who];
  let call = request(harness.service.app)
    .post('/api/analytics-log')
    .set(authHeaders(TEST_GUEST))
    .set('X-Forwarded-For', browser.address)
    .set('User-Agent', browser.userAgent);
  if (seed.consent !== false) call = call.set(ANALYTICS_CONSENT_HEADER, '1');
  await call
    .send({ type: seed.type, action: seed.action, category: seed.category, data: { path: seed.path, branchId: seed.branch } })
    .expect(202);
  // Flushed one by one: the entries keep the order of their instants.
  await analyticsIngestOf(harness.service.context).flush();
}

beforeAll(async () => {
  harness = await startContentTestService({ analytics: { now: () => clock } });
  for (const seed of SEED) await send(seed);
  branchIds = [1, 2];
});

afterAll(async () => {
  await harness.close();
});

const get = (name: string, query: Record<string, string | number>, principal = TEST_ADMIN) =>
  request(harness.service.app).get(`/api/statistics/${name}`).query(query).set(authHeaders(principal));

async function figures(name: string, query: Record<string, string | number>) {
  const response = await get(name, query).expect(200);
  return response.body.data as { total: number; series: Array<{ start: string; value: number }> } & Record<string, unknown>;
}

const ALL = { from: '2026-03-28', to: '2026-03-30' };
const DST_DAY = { from: '2026-03-29', to: '2026-03-29' };

describe('visitor statistics', () => {
  it('counts page views and daily unique visitors, per branch and for all', async () => {
    for (const range of [ALL, DST_DAY]) {
      expect((await figures('page-views', range)).total).toBe(inDays(range.from, range.to).filter(isView).length);
      expect((await figures('unique-visitors', range)).total).toBe(visitorDays(inDays(range.from, range.to)));
      for (const branch of branchIds) {
        const seeds = inDays(range.from, range.to, branch);
        expect((await figures('page-views', { ...range, branch })).total).toBe(seeds.filter(isView).length);
        expect((await figures('unique-visitors', { ...range, branch })).total).toBe(visitorDays(seeds));
      }
    }
    // The figures as worked out by hand: 8 views, 5 visitor-days (v1 on three days, v2 and v3 on Sunday).
    expect((await figures('page-views', ALL)).total).toBe(8);
    expect((await figures('unique-visitors', ALL)).total).toBe(5);
  });

  it('charts the DST day in its 23 local hours and the range in local days', async () => {
    const hourly = await figures('page-views', DST_DAY);
    expect(hourly.series).toHaveLength(23);
    expect(hourly.series[0]?.start).toBe('2026-03-28T23:00:00.000Z');
    expect(hourly.series[22]?.start).toBe('2026-03-29T21:00:00.000Z');
    const expectedByHour = new Map<string, number>();
    for (const seed of inDays(DST_DAY.from, DST_DAY.to).filter(isView)) {
      const start = new Date(Math.floor(new Date(seed.at).getTime() / 3_600_000) * 3_600_000).toISOString();
      expectedByHour.set(start, (expectedByHour.get(start) ?? 0) + 1);
    }
    for (const point of hourly.series) expect(point.value).toBe(expectedByHour.get(point.start) ?? 0);

    const daily = await figures('unique-visitors', { ...ALL, interval: 'day' });
    expect(daily.series).toEqual([
      { start: '2026-03-27T23:00:00.000Z', value: visitorDays(inDays('2026-03-28', '2026-03-28')) },
      { start: '2026-03-28T23:00:00.000Z', value: visitorDays(inDays('2026-03-29', '2026-03-29')) },
      { start: '2026-03-29T22:00:00.000Z', value: visitorDays(inDays('2026-03-30', '2026-03-30')) },
    ]);
    const monthly = await figures('page-views', { ...ALL, interval: 'month' });
    expect(monthly.series).toEqual([{ start: '2026-02-28T23:00:00.000Z', value: 8 }]);
  });

  it('lists pages with their views and daily visitors, and the events by name', async () => {
    const views = inDays(ALL.from, ALL.to).filter(isView);
    const paths = [...new Set(views.map((seed) => seed.path ?? ''))];
    const expectedPages = paths
      .map((path) => {
        const ofPath = views.filter((seed) => seed.path === path);
        return { path, views: ofPath.length, visitors: visitorDays(ofPath) };
      })
      .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1));
    const pages = await figures('pages', ALL);
    expect(pages.total).toBe(views.length);
    expect(pages.rows).toEqual(expectedPages);
    expect(expectedPages[0]).toEqual({ path: '/store/filiale-1', views: 4, visitors: 4 });

    const others = inDays(ALL.from, ALL.to).filter((seed) => !isView(seed));
    const events = await figures('events', ALL);
    expect(events.total).toBe(others.length);
    expect(events.rows).toEqual([
      { type: 'commerce', action: 'add-to-cart', category: 'store', count: 2 },
      { type: 'click', action: 'phone', category: 'contact', count: 1 },
      { type: 'commerce', action: 'checkout-start', category: 'store', count: 1 },
      { type: 'commerce', action: 'purchase', category: 'store', count: 1 },
    ]);
    const branchTwo = await figures('events', { ...ALL, branch: 2 });
    expect(branchTwo.rows).toEqual([{ type: 'commerce', action: 'add-to-cart', category: 'store', count: 1 }]);
  });

  it('places views in local weekday and hour cells and counts the funnel', async () => {
    const times = await figures('visitor-times', ALL);
    const cells = times.cells as Array<{ weekday: number; hour: number; value: number }>;
    expect(cells).toHaveLength(168);
    const expected = new Map<string, number>();
    for (const seed of inDays(ALL.from, ALL.to).filter(isView)) {
      const { weekday, hour } = vienna(seed.at);
      expected.set(`${weekday}-${hour}`, (expected.get(`${weekday}-${hour}`) ?? 0) + 1);
    }
    for (const cell of cells) expect(cell.value).toBe(expected.get(`${cell.weekday}-${cell.hour}`) ?? 0);
    // 03:30 CEST on the DST Sunday is hour 3; there is no hour 2 that day.
    expect(cells.find((cell) => cell.weekday === 7 && cell.hour === 3)?.value).toBe(1);

    const counted = inDays(ALL.from, ALL.to);
    const funnel = await figures('funnel', ALL);
    const steps = {
      'store-view': counted.filter((seed) => isView(seed) && seed.path?.startsWith('/store/')).length,
      'add-to-cart': counted.filter((seed) => seed.action === 'add-to-cart').length,
      'checkout-start': counted.filter((seed) => seed.action === 'checkout-start').length,
      purchase: counted.filter((seed) => seed.action === 'purchase').length,
    };
    expect(funnel.total).toBe(steps['store-view']);
    expect(funnel.steps).toEqual(Object.entries(steps).map(([step, value]) => ({ step, value })));
    expect(funnel.steps).toEqual([
      { step: 'store-view', value: 6 },
      { step: 'add-to-cart', value: 2 },
      { step: 'checkout-start', value: 1 },
      { step: 'purchase', value: 1 },
    ]);
    const branchOne = await figures('funnel', { ...ALL, branch: 1 });
    expect(branchOne.steps).toEqual([
      { step: 'store-view', value: 4 },
      { step: 'add-to-cart', value: 1 },
      { step: 'checkout-start', value: 1 },
      { step: 'purchase', value: 1 },
    ]);
  });

  it('answers the same after every key is recomputed again and after a rebuild', async () => {
    const names = ['page-views', 'unique-visitors', 'pages', 'events', 'visitor-times', 'funnel'];
    const queries = [ALL, DST_DAY, { ...ALL, branch: 1 }, { ...ALL, branch: 2 }];
    const answers = async () => {
      const result: unknown[] = [];
      for (const name of names) for (const query of queries) result.push(await figures(name, query));
      return result;
    };
    const { sequelize } = harness.service.context;
    const rollups = () =>
      sequelize.query(
        `SELECT (SELECT json_agg(h ORDER BY bucket, "branchId") FROM analytics_hours h) AS hours,
           (SELECT json_agg(p ORDER BY day, path, "branchId") FROM analytics_page_days p) AS pages,
           (SELECT json_agg(e ORDER BY day, type, action, category, "branchId") FROM analytics_event_days e) AS events`,
        { type: QueryTypes.SELECT },
      );
    const live = await answers();
    const liveRows = await rollups();

    // Every entry sent again as a redelivery would be: one more recompute of all keys.
    await rebuildVisitorStatistics(harness.service.context);
    expect(await rollups()).toEqual(liveRows);
    await sequelize.query('DELETE FROM analytics_hours; DELETE FROM analytics_page_days; DELETE FROM analytics_event_days;');
    await rebuildVisitorStatistics(harness.service.context);
    expect(await rollups()).toEqual(liveRows);
    expect(await answers()).toEqual(live);
  });

  it('is for administrators: employees 403, guests 401, a bad range 422', async () => {
    await get('page-views', ALL, testEmployee([1])).expect(403);
    await get('funnel', { ...ALL, branch: 1 }, testEmployee([1])).expect(403);
    await get('unique-visitors', ALL, TEST_GUEST).expect(401);
    const refused = await get('pages', { from: '2026-03-30', to: '2026-03-28' }).expect(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'to', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' });
  });
});
