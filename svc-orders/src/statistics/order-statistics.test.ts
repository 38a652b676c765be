/**
 * Order statistics (issue 22, ADR 0043) on real PostgreSQL with the catalogue as a peer: orders
 * placed through the API at pinned times around the end of summer time (Sunday 26 October 2025,
 * Europe/Vienna), in two branches, at 10 % and 20 %, paid on site and online, canceled, rejected,
 * refunded, failed and open; every figure equals what this test computes from its own table.
 * Redelivered events change nothing, the rebuild equals the live rollups, employees see their
 * branches only.
 */
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { authHeaders, TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { EVENTS } from '@theke/contracts';
import {
  deliveryOrder,
  startOrdersTestPlatform,
  takeawayOrder,
  waitFor,
  type OrdersTestPlatform,
} from '../testing/test-platform';
import { movesFigures, recomputeForEvent } from './order-statistics.consumer';
import { rebuildOrderStatistics, ROLLUP_TABLES } from './order-rollups';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
const admin = authHeaders(TEST_ADMIN);

/** The two products ordered: price in cents and tax rate (svc-catalog's demo catalogue). */
const PRODUCTS = { 15: { cents: 290, rate: 20 }, 16: { cents: 1990, rate: 10 } } as const;
type ProductId = keyof typeof PRODUCTS;
/** Delivery area 2 of Wien-Mariahilf: 9,90 at 20 %. */
const DELIVERY_FEE = { cents: 990, rate: 20 };

interface Seeded {
  name: string;
  branch: 1 | 4;
  /** Placed at (UTC). */
  at: string;
  /** The Vienna wall clock of `at`, worked out by hand: day, ISO weekday, hour. */
  local: [day: string, weekday: number, hour: number];
  items: Array<[ProductId, number]>;
  delivery?: boolean;
  payment: 'cash' | 'atm-card' | 'mollie';
  online?: 'paid' | 'failed' | 'refunded';
  confirmAfter?: number;
  completeAfter?: number;
  fate?: 'cancel' | 'reject';
}

const MIN = 60;
/** Salzburg (4) takes preorders at any hour; Wien-Mariahilf (1) during its opening hours. */
const SEEDED: Seeded[] = [
  {
    name: 'before the range',
    branch: 4,
    at: '2025-10-24T21:59:00Z',
    local: ['2025-10-24', 5, 23],
    items: [[15, 1]],
    payment: 'cash',
  },
  {
    name: 'G',
    branch: 1,
    at: '2025-10-25T08:00:00Z',
    local: ['2025-10-25', 6, 10],
    items: [[15, 3]],
    payment: 'atm-card',
    confirmAfter: 3 * MIN,
    completeAfter: 20 * MIN,
  },
  {
    name: 'F failed',
    branch: 4,
    at: '2025-10-25T21:30:00Z',
    local: ['2025-10-25', 6, 23],
    items: [[15, 1]],
    payment: 'mollie',
    online: 'failed',
  },
  {
    name: 'A',
    branch: 4,
    at: '2025-10-25T22:30:00Z',
    local: ['2025-10-26', 7, 0],
    items: [
      [15, 3],
      [16, 1],
    ],
    payment: 'cash',
    confirmAfter: 5 * MIN,
    completeAfter: 35 * MIN,
  },
  // 02:30 twice: summer time, then (an hour later) winter time.
  {
    name: 'B',
    branch: 4,
    at: '2025-10-26T00:30:00Z',
    local: ['2025-10-26', 7, 2],
    items: [[16, 2]],
    payment: 'cash',
    confirmAfter: 2 * MIN,
  },
  {
    name: 'C canceled',
    branch: 4,
    at: '2025-10-26T01:30:00Z',
    local: ['2025-10-26', 7, 2],
    items: [[15, 1]],
    payment: 'cash',
    fate: 'cancel',
  },
  {
    name: 'D',
    branch: 4,
    at: '2025-10-26T22:30:00Z',
    local: ['2025-10-26', 7, 23],
    items: [
      [15, 2],
      [16, 1],
    ],
    payment: 'mollie',
    online: 'paid',
    confirmAfter: 10 * MIN,
    completeAfter: 60 * MIN,
  },
  {
    name: 'E refunded',
    branch: 4,
    at: '2025-10-26T23:30:00Z',
    local: ['2025-10-27', 1, 0],
    items: [[16, 1]],
    payment: 'mollie',
    online: 'refunded',
  },
  {
    name: 'H delivery',
    branch: 1,
    at: '2025-10-27T09:00:00Z',
    local: ['2025-10-27', 1, 10],
    items: [[16, 2]],
    delivery: true,
    payment: 'cash',
  },
  {
    name: 'I rejected',
    branch: 1,
    at: '2025-10-27T09:30:00Z',
    local: ['2025-10-27', 1, 10],
    items: [[15, 4]],
    payment: 'cash',
    confirmAfter: MIN,
    fate: 'reject',
  },
  {
    name: 'J open',
    branch: 1,
    at: '2025-10-27T10:15:00Z',
    local: ['2025-10-27', 1, 11],
    items: [[15, 1]],
    payment: 'mollie',
  },
  {
    name: 'after the range',
    branch: 4,
    at: '2025-10-27T23:00:00Z',
    local: ['2025-10-28', 2, 0],
    items: [[16, 1]],
    payment: 'cash',
  },
];

const DAYS = ['2025-10-25', '2025-10-26', '2025-10-27'];
/** Local midnights of the three days: summer time, summer time, winter time. */
const DAY_STARTS = ['2025-10-24T22:00:00.000Z', '2025-10-25T22:00:00.000Z', '2025-10-26T23:00:00.000Z'];

// ---- The figures, worked out from the table above --------------------------------------------

const inRange = (order: Seeded, days = DAYS) => days.includes(order.local[0]);
const counted = (order: Seeded) => order.online !== 'failed';
const canceled = (order: Seeded) => order.fate !== undefined;
const isRevenue = (order: Seeded) =>
  counted(order) && !canceled(order) && (order.payment !== 'mollie' || order.online === 'paid');
const quantity = (order: Seeded) => order.items.reduce((sum, [, amount]) => sum + amount, 0);

/** Gross per rate of an order, in cents. */
function grossByRate(order: Seeded): Map<number, number> {
  const lines = order.items.map(([product, amount]): { rate: number; cents: number } => ({
    rate: PRODUCTS[product].rate,
    cents: PRODUCTS[product].cents * amount,
  }));
  if (order.delivery) lines.push({ rate: DELIVERY_FEE.rate, cents: DELIVERY_FEE.cents });
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.cents);
  return byRate;
}
const grossCents = (order: Seeded) => [...grossByRate(order).values()].reduce((sum, cents) => sum + cents, 0);

function expectedTaxes(orders: Seeded[]) {
  const byRate = new Map<number, { net: number; tax: number }>();
  for (const order of orders.filter(isRevenue)) {
    for (const [rate, gross] of grossByRate(order)) {
      // Net per order and rate, rounded to the cent as the order's pricing did.
      const net = Math.round((gross * 100) / (100 + rate));
      const sum = byRate.get(rate) ?? { net: 0, tax: 0 };
      byRate.set(rate, { net: sum.net + net, tax: sum.tax + gross - net });
    }
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, { net, tax }]) => ({ rate, net: net / 100, tax: tax / 100 }));
}

/** Linear interpolation between the closest ranks. */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const below = Math.floor(position);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? 0;
  return Math.round(low + (position - below) * (high - low));
}

function expectedFigures(orders: Seeded[], days: string[], dayStarts: string[]) {
  const scoped = orders.filter((order) => inRange(order, days) && counted(order));
  const perDay = (value: (order: Seeded) => number) =>
    days.map((day, index) => ({
      start: dayStarts[index],
      value: scoped.filter((order) => order.local[0] === day).reduce((sum, order) => sum + value(order), 0),
    }));
  const revenueSeries = perDay((order) => (isRevenue(order) ? grossCents(order) : 0)).map((point) => ({
    ...point,
    value: point.value / 100,
  }));
  const cells = Array.from({ length: 168 }, (_, index) => {
    const [weekday, hour] = [Math.floor(index / 24) + 1, index % 24];
    return {
      weekday,
      hour,
      value: scoped.filter((order) => order.local[1] === weekday && order.local[2] === hour).length,
    };
  });
  const toConfirmation = scoped.flatMap((order) =>
    order.confirmAfter === undefined ? [] : [order.confirmAfter],
  );
  const toCompletion = scoped.flatMap(({ confirmAfter, completeAfter }) =>
    confirmAfter === undefined || completeAfter === undefined ? [] : [completeAfter - confirmAfter],
  );
  const products = ([15, 16] as const)
    .map((id) => {
      const amounts = scoped.flatMap((order) =>
        order.items.filter(([product]) => product === id).map(([, amount]) => amount),
      );
      const units = amounts.reduce((sum, amount) => sum + amount, 0);
      return {
        product: { id, name: productNames.get(id) },
        quantity: units,
        gross: (units * PRODUCTS[id].cents) / 100,
      };
    })
    .filter((row) => row.quantity > 0)
    .sort((a, b) => b.quantity - a.quantity);
  return {
    orders: { total: scoped.length, series: perDay(() => 1) },
    'canceled-orders': {
      total: scoped.filter(canceled).length,
      series: perDay((order) => (canceled(order) ? 1 : 0)),
    },
    items: { total: scoped.reduce((sum, order) => sum + quantity(order), 0), series: perDay(quantity) },
    revenue: {
      total: scoped.filter(isRevenue).reduce((sum, order) => sum + grossCents(order), 0) / 100,
      series: revenueSeries,
      taxes: expectedTaxes(scoped),
    },
    'popular-items': {
      total: scoped.reduce((sum, order) => sum + quantity(order), 0),
      series: perDay(quantity),
      rows: products,
    },
    'order-times': {
      total: scoped.length,
      series: perDay(() => 1),
      cells,
      durations: {
        toConfirmation: { p50: percentile(toConfirmation, 0.5), p90: percentile(toConfirmation, 0.9) },
        toCompletion: { p50: percentile(toCompletion, 0.5), p90: percentile(toCompletion, 0.9) },
      },
    },
  };
}

// ---- Seeding through the API ------------------------------------------------------------------

const productNames = new Map<number, string>();
const placedIds = new Map<string, number>();

async function seed(order: Seeded): Promise<void> {
  const at = new Date(order.at).getTime();
  const clockAt = (seconds: number) => {
    platform.clock.now = new Date(at + seconds * 1000);
  };
  clockAt(0);
  const items = order.items.map(([id, amount]) => ({ product: { id }, amount, unit: 'piece', parts: [] }));
  const body = order.delivery
    ? deliveryOrder({ items, paymentMethod: order.payment })
    : takeawayOrder({ branch: { id: order.branch }, items, paymentMethod: order.payment });
  const placed = (await api().post('/api/orders').send(body).expect(201)).body.data;
  // The table's prices are the catalogue's.
  expect(Math.round(placed.pricing.totalGross * 100)).toBe(grossCents(order));
  for (const item of placed.items) productNames.set(item.product.id, item.product.name);
  placedIds.set(order.name, placed.id);

  if (order.online) {
    const paymentId = String(placed.paymentRedirectUrl).split('/').pop() ?? '';
    clockAt(MIN);
    const pay = (outcome: 'paid' | 'failed' | 'refunded') =>
      platform.runtime.payments.apply('mollie', { paymentId, outcome, reference: null });
    await pay(order.online === 'failed' ? 'failed' : 'paid');
    if (order.online === 'refunded') await pay('refunded');
  }
  const act = async (action: string, after: number) => {
    clockAt(after);
    await api().post(`/api/orders/${placed.id}/status/${action}`).set(admin).send({}).expect(200);
  };
  if (order.confirmAfter !== undefined) await act('confirm', order.confirmAfter);
  if (order.completeAfter !== undefined) await act('completed', order.completeAfter);
  if (order.fate) await act(order.fate, (order.confirmAfter ?? 0) + MIN);
}

/** Until the statistics consumer has taken every order event the service recorded. */
async function settled(): Promise<void> {
  const ids = (await platform.events())
    .filter((event) =>
      [EVENTS.orderPlaced, EVENTS.orderStatusChanged, EVENTS.orderDeleted].includes(event.type as never),
    )
    .filter(movesFigures)
    .map((event) => event.id);
  await waitFor(async () => {
    const [row] = await platform.orders.context.sequelize.query<{ count: string }>(
      `SELECT count(*) AS count FROM inbox_events WHERE consumer = 'orders.order-statistics' AND "eventId" IN (:ids)`,
      { type: QueryTypes.SELECT, replacements: { ids } },
    );
    return Number(row?.count) === ids.length;
  }, 20_000);
}

const ENDPOINTS = ['orders', 'canceled-orders', 'items', 'revenue', 'popular-items', 'order-times'] as const;

async function figures(query: string, headers = admin): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    ENDPOINTS.map(async (name) => [
      name,
      (await api().get(`/api/statistics/${name}?${query}`).set(headers).expect(200)).body.data,
    ]),
  );
  return Object.fromEntries(answers);
}

async function rollupRows(): Promise<unknown[][]> {
  return Promise.all(
    ROLLUP_TABLES.map((table) =>
      platform.orders.context.sequelize.query(`SELECT * FROM ${table} ORDER BY 1, 2, 3`, {
        type: QueryTypes.SELECT,
      }),
    ),
  );
}

const RANGE = 'from=2025-10-25&to=2025-10-27';

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
  await platform.updateConfig({
    enablePluginMollie: true,
    enableMollie: true,
    enablePluginATMCard: true,
    enableATMCard: true,
  });
  for (const order of SEEDED) await seed(order);
  await settled();
});

afterAll(() => platform.close());

describe('order statistics', () => {
  it('answers every figure of three days across the end of summer time as computed from the orders', async () => {
    expect(await figures(RANGE)).toEqual(expectedFigures(SEEDED, DAYS, DAY_STARTS));
  });

  it('counts the two 02:30s of the autumn night in their own hours of a 25-hour day', async () => {
    const day = (
      await api().get('/api/statistics/orders?from=2025-10-26&to=2025-10-26').set(admin).expect(200)
    ).body.data;
    expect(day.series).toHaveLength(25);
    const byStart = Object.fromEntries(
      day.series
        .filter((point: { value: number }) => point.value > 0)
        .map((point: { start: string; value: number }) => [point.start, point.value]),
    );
    expect(byStart).toEqual({
      '2025-10-25T22:00:00.000Z': 1,
      '2025-10-26T00:00:00.000Z': 1,
      '2025-10-26T01:00:00.000Z': 1,
      '2025-10-26T22:00:00.000Z': 1,
    });
    expect(day.total).toBe(4);

    const month = (await api().get(`/api/statistics/revenue?${RANGE}&interval=month`).set(admin).expect(200))
      .body.data;
    expect(month.series).toEqual([
      { start: '2025-09-30T22:00:00.000Z', value: expectedFigures(SEEDED, DAYS, DAY_STARTS).revenue.total },
    ]);
  });

  it('shows an employee the figures of their branches only, and refuses other branches and guests', async () => {
    const branchOne = SEEDED.filter((order) => order.branch === 1);
    const employee = authHeaders(testEmployee([1]));
    expect(await figures(RANGE, employee)).toEqual(expectedFigures(branchOne, DAYS, DAY_STARTS));
    expect(await figures(`${RANGE}&branch=1`, admin)).toEqual(expectedFigures(branchOne, DAYS, DAY_STARTS));
    expect(await figures(`${RANGE}&branch=4`, admin)).toEqual(
      expectedFigures(
        SEEDED.filter((order) => order.branch === 4),
        DAYS,
        DAY_STARTS,
      ),
    );
    await api().get(`/api/statistics/orders?${RANGE}&branch=4`).set(employee).expect(403);
    await api().get(`/api/statistics/revenue?${RANGE}`).expect(401);
    const refused = await api()
      .get('/api/statistics/orders?from=2025-10-27&to=2025-10-25')
      .set(admin)
      .expect(422);
    expect(refused.body.errors[0]).toMatchObject({
      field: 'to',
      message: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    });
  });

  it('changes nothing when every event is delivered twice more, through the inbox and around it', async () => {
    const before = await figures(RANGE);
    const rows = await rollupRows();
    const events = (await platform.events()).filter((event) => event.type.startsWith('orders.order.'));
    for (const event of events) {
      await platform.bus.publish(event);
      await platform.bus.publish(event);
    }
    // Past the inbox too: the consumer's recompute itself gives the same rows again.
    const { sequelize } = platform.orders.context;
    for (const event of events.filter(movesFigures)) {
      for (let time = 0; time < 2; time++)
        await sequelize.transaction((transaction) => recomputeForEvent(sequelize, transaction, event));
    }
    await settled();
    expect(await rollupRows()).toEqual(rows);
    expect(await figures(RANGE)).toEqual(before);
  });

  it('rebuilds the same rollups from the orders', async () => {
    const live = await rollupRows();
    const answers = await figures(RANGE);
    await rebuildOrderStatistics(platform.orders.context);
    expect(await rollupRows()).toEqual(live);
    expect(await figures(RANGE)).toEqual(answers);
  });

  it('takes a deleted order out of its hour, although its event cannot say which hour that was', async () => {
    await api()
      .delete(`/api/orders/${placedIds.get('B')}`)
      .set(admin)
      .expect(204);
    await settled();
    const remaining = SEEDED.filter((order) => order.name !== 'B');
    expect(await figures(RANGE)).toEqual(expectedFigures(remaining, DAYS, DAY_STARTS));
    const live = await rollupRows();
    await rebuildOrderStatistics(platform.orders.context);
    expect(await rollupRows()).toEqual(live);
  });
});
