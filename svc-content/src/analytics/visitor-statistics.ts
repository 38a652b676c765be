/**
 * The visitor figures (ADR 0043, owner content), read from the rollups: hour rows summed into the
 * range's buckets (local days and months of the business zone), day rows for the top lists.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { FUNNEL_STEPS, type FunnelStep } from '@theke/contracts';
import { seriesOf, type StatisticsPoint, type StatisticsRange } from '@theke/domain';
import type { StatisticsQuery } from '@theke/server';

const TOP_PAGES = 50;
const TOP_EVENTS = 100;

export interface Figure {
  total: number;
  series: StatisticsPoint[];
}

/** The bucket a rollup hour falls in, as the range's buckets start. */
function bucketSql(range: StatisticsRange): string {
  if (range.interval === 'hour') return 'bucket';
  return `date_trunc('${range.interval}', bucket AT TIME ZONE :zone) AT TIME ZONE :zone`;
}

/** A rollup row's branch condition: every row for all branches, else the named ones. */
function branchSql(branchIds: number[] | null): string {
  if (branchIds === null) return 'TRUE';
  if (branchIds.length === 0) return 'FALSE';
  return `"branchId" IN (${branchIds.map((id) => String(Math.trunc(id))).join(', ')})`;
}

const HOUR_COLUMNS = {
  views: 'views',
  events: 'events',
  storeViews: '"storeViews"',
  addToCart: '"addToCart"',
  checkoutStart: '"checkoutStart"',
  purchases: 'purchases',
} as const;

type HourColumn = keyof typeof HOUR_COLUMNS | 'visitors';

/** Sums of rollup columns per bucket of the range. */
async function hourSums<C extends HourColumn>(
  sequelize: Sequelize,
  { range, branchIds }: StatisticsQuery,
  columns: readonly C[],
): Promise<Record<C, Figure>> {
  // A visitor counted once per branch, or once overall when all branches are asked for.
  const expression = (column: HourColumn) =>
    column === 'visitors' ? (branchIds === null ? '"siteVisitors"' : '"branchVisitors"') : HOUR_COLUMNS[column];
  const rows = await sequelize.query<{ start: Date } & Record<C, string>>(
    `SELECT ${bucketSql(range)} AS start, ${columns.map((column) => `sum(${expression(column)}) AS "${column}"`).join(', ')}
     FROM analytics_hours
     WHERE bucket >= :start AND bucket < :end AND ${branchSql(branchIds)}
     GROUP BY 1`,
    { type: QueryTypes.SELECT, replacements: { zone: range.timeZone, start: range.start, end: range.end } },
  );
  const figures = {} as Record<C, Figure>;
  for (const column of columns) {
    const values = new Map(rows.map((row) => [row.start.getTime(), Number(row[column])]));
    figures[column] = { total: [...values.values()].reduce((sum, value) => sum + value, 0), series: seriesOf(range, values) };
  }
  return figures;
}

export async function pageViews(sequelize: Sequelize, query: StatisticsQuery): Promise<Figure> {
  return (await hourSums(sequelize, query, ['views'])).views;
}

/** Distinct visitors of each day, summed over the days (the visitor id changes daily). */
export async function uniqueVisitors(sequelize: Sequelize, query: StatisticsQuery): Promise<Figure> {
  return (await hourSums(sequelize, query, ['visitors'])).visitors;
}

const dayRangeReplacements = ({ range }: StatisticsQuery) => ({ from: range.from, to: range.to });

export async function pages(
  sequelize: Sequelize,
  query: StatisticsQuery,
): Promise<Figure & { rows: Array<{ path: string; views: number; visitors: number }> }> {
  const rows = await sequelize.query<{ path: string; views: string; visitors: string }>(
    `SELECT path, sum(views) AS views, sum(visitors) AS visitors FROM analytics_page_days
     WHERE day BETWEEN :from AND :to AND ${branchSql(query.branchIds)}
     GROUP BY path ORDER BY sum(views) DESC, path LIMIT ${TOP_PAGES}`,
    { type: QueryTypes.SELECT, replacements: dayRangeReplacements(query) },
  );
  return {
    ...(await pageViews(sequelize, query)),
    rows: rows.map((row) => ({ path: row.path, views: Number(row.views), visitors: Number(row.visitors) })),
  };
}

/** Entries other than page views. */
export async function events(
  sequelize: Sequelize,
  query: StatisticsQuery,
): Promise<Figure & { rows: Array<{ type: string; action: string; category: string; count: number }> }> {
  const rows = await sequelize.query<{ type: string; action: string; category: string; count: string }>(
    `SELECT type, action, category, sum(count) AS count FROM analytics_event_days
     WHERE day BETWEEN :from AND :to AND ${branchSql(query.branchIds)}
     GROUP BY type, action, category ORDER BY sum(count) DESC, type, action, category LIMIT ${TOP_EVENTS}`,
    { type: QueryTypes.SELECT, replacements: dayRangeReplacements(query) },
  );
  return {
    ...(await hourSums(sequelize, query, ['events'])).events,
    rows: rows.map((row) => ({ type: row.type, action: row.action, category: row.category, count: Number(row.count) })),
  };
}

/** Page views per local weekday (1 Monday … 7 Sunday) and hour, all 168 cells; series and cells in one pass. */
export async function visitorTimes(
  sequelize: Sequelize,
  { range, branchIds }: StatisticsQuery,
): Promise<Figure & { cells: Array<{ weekday: number; hour: number; value: number }> }> {
  const rows = await sequelize.query<{ start: Date | null; weekday: number | null; hour: number | null; value: string }>(
    `SELECT ${bucketSql(range)} AS start, extract(isodow FROM bucket AT TIME ZONE :zone)::int AS weekday,
       extract(hour FROM bucket AT TIME ZONE :zone)::int AS hour, sum(views) AS value
     FROM analytics_hours WHERE bucket >= :start AND bucket < :end AND ${branchSql(branchIds)}
     GROUP BY GROUPING SETS ((1), (2, 3))`,
    { type: QueryTypes.SELECT, replacements: { zone: range.timeZone, start: range.start, end: range.end } },
  );
  const byBucket = new Map<number, number>();
  const byCell = new Map<string, number>();
  for (const row of rows) {
    if (row.start) byBucket.set(row.start.getTime(), Number(row.value));
    else byCell.set(`${row.weekday}-${row.hour}`, Number(row.value));
  }
  const cells = [];
  for (let weekday = 1; weekday <= 7; weekday++)
    for (let hour = 0; hour < 24; hour++) cells.push({ weekday, hour, value: byCell.get(`${weekday}-${hour}`) ?? 0 });
  const total = [...byBucket.values()].reduce((sum, value) => sum + value, 0);
  return { total, series: seriesOf(range, byBucket), cells };
}

/** Store views, then the commerce steps the storefront logged. */
export async function funnel(
  sequelize: Sequelize,
  query: StatisticsQuery,
): Promise<Figure & { steps: Array<{ step: FunnelStep; value: number }> }> {
  const sums = await hourSums(sequelize, query, ['storeViews', 'addToCart', 'checkoutStart', 'purchases']);
  const byStep: Record<FunnelStep, Figure> = {
    'store-view': sums.storeViews,
    'add-to-cart': sums.addToCart,
    'checkout-start': sums.checkoutStart,
    purchase: sums.purchases,
  };
  return { ...sums.storeViews, steps: FUNNEL_STEPS.map((step) => ({ step, value: byStep[step].total })) };
}
