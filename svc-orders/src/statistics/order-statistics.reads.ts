/**
 * The order figures of a range (ADR 0043), summed from the hour rollups: the range's edges are
 * local midnights and the buckets local hours, days or months of the business zone, grouped in SQL.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { fromCents, seriesOf, type StatisticsPoint, type StatisticsRange } from '@theke/domain';

export interface RangeScope {
  range: StatisticsRange;
  /** null: every branch. */
  branchIds: number[] | null;
}

/** The columns of `order_statistics_hours` a series can be read from. */
export type HourFigure = 'orders' | 'canceledOrders' | 'items' | 'revenueCents';

export interface Figure {
  total: number;
  series: StatisticsPoint[];
}

const replacementsOf = ({ range, branchIds }: RangeScope) => ({
  start: range.start,
  end: range.end,
  timeZone: range.timeZone,
  branchIds: branchIds ?? [],
});

/** Rollup rows of the range and branches (an employee without branches sees none). */
function scopeCondition({ branchIds }: RangeScope): string {
  const branches =
    branchIds === null ? '' : branchIds.length === 0 ? 'AND false' : 'AND "branchId" IN (:branchIds)';
  return `hour >= :start AND hour < :end ${branches}`;
}

/** The bucket start of a rollup hour: the hour itself, or its local day's or month's first instant. */
function bucketExpression(range: StatisticsRange): string {
  return range.interval === 'hour' ? 'hour' : `date_trunc('${range.interval}', hour, :timeZone)`;
}

/** A figure of the hour rollups: its total and its series over the range's buckets (cents as money). */
export async function hourFigure(
  sequelize: Sequelize,
  scope: RangeScope,
  figure: HourFigure,
): Promise<Figure> {
  const bucket = bucketExpression(scope.range);
  const rows = await sequelize.query<{ bucket: Date | null; value: string }>(
    `SELECT ${bucket} AS bucket, sum("${figure}") AS value
     FROM order_statistics_hours WHERE ${scopeCondition(scope)}
     GROUP BY GROUPING SETS ((${bucket}), ())`,
    { type: QueryTypes.SELECT, replacements: replacementsOf(scope) },
  );
  const valueOf = (text: string | undefined) => {
    const value = Number(text ?? 0);
    return figure === 'revenueCents' ? fromCents(value) : value;
  };
  const values = new Map<number, number>();
  let total = 0;
  for (const row of rows) {
    if (row.bucket === null) total = valueOf(row.value);
    else values.set(new Date(row.bucket).getTime(), valueOf(row.value));
  }
  return { total, series: seriesOf(scope.range, values) };
}

export interface TaxFigure {
  rate: number;
  net: number;
  tax: number;
}

/** Revenue per tax rate: net and tax as each order's pricing computed them, summed in cents. */
export async function revenueTaxes(sequelize: Sequelize, scope: RangeScope): Promise<TaxFigure[]> {
  const rows = await sequelize.query<{ rate: string; netCents: string; taxCents: string }>(
    `SELECT rate, sum("netCents") AS "netCents", sum("taxCents") AS "taxCents"
     FROM order_statistics_taxes WHERE ${scopeCondition(scope)} GROUP BY rate ORDER BY rate`,
    { type: QueryTypes.SELECT, replacements: replacementsOf(scope) },
  );
  return rows.map((row) => ({
    rate: Number(row.rate),
    net: fromCents(Number(row.netCents)),
    tax: fromCents(Number(row.taxCents)),
  }));
}

export interface PopularItem {
  product: { id: number; name: string };
  quantity: number;
  gross: number;
}

export const POPULAR_ITEMS_LIMIT = 20;

/** The most ordered products (by quantity, then gross), each named as its latest item in the range was. */
export async function popularItems(sequelize: Sequelize, scope: RangeScope): Promise<PopularItem[]> {
  const condition = scopeCondition(scope);
  const rows = await sequelize.query<{
    productId: number;
    name: string;
    quantity: string;
    grossCents: string;
  }>(
    `WITH top AS (
       SELECT "productId", sum(quantity) AS quantity, sum("grossCents") AS "grossCents"
       FROM order_statistics_products WHERE ${condition}
       GROUP BY "productId" ORDER BY 2 DESC, 3 DESC, 1 LIMIT ${POPULAR_ITEMS_LIMIT})
     SELECT top.*, (SELECT name FROM order_statistics_products
                    WHERE "productId" = top."productId" AND ${condition} ORDER BY hour DESC LIMIT 1) AS name
     FROM top ORDER BY quantity DESC, "grossCents" DESC, "productId"`,
    { type: QueryTypes.SELECT, replacements: replacementsOf(scope) },
  );
  return rows.map((row) => ({
    product: { id: row.productId, name: row.name },
    quantity: Number(row.quantity),
    gross: fromCents(Number(row.grossCents)),
  }));
}

export interface TimeCell {
  /** ISO weekday, Monday 1 … Sunday 7, of the business zone. */
  weekday: number;
  hour: number;
  value: number;
}

/** Orders per local weekday and hour: all 7 × 24 cells, in order. */
export async function orderTimeCells(sequelize: Sequelize, scope: RangeScope): Promise<TimeCell[]> {
  const rows = await sequelize.query<{ weekday: number; hour: number; value: string }>(
    `SELECT extract(isodow FROM hour AT TIME ZONE :timeZone)::int AS weekday,
            extract(hour FROM hour AT TIME ZONE :timeZone)::int AS hour, sum(orders) AS value
     FROM order_statistics_hours WHERE ${scopeCondition(scope)} GROUP BY 1, 2`,
    { type: QueryTypes.SELECT, replacements: replacementsOf(scope) },
  );
  const values = new Map(rows.map((row) => [`${row.weekday} ${row.hour}`, Number(row.value)]));
  return Array.from({ length: 7 * 24 }, (_, index) => {
    const weekday = Math.floor(index / 24) + 1;
    const hour = index % 24;
    return { weekday, hour, value: values.get(`${weekday} ${hour}`) ?? 0 };
  });
}

export interface Percentiles {
  p50: number | null;
  p90: number | null;
}

export interface OrderDurations {
  toConfirmation: Percentiles;
  toCompletion: Percentiles;
}

/** p50 and p90 of one duration column over the range's hours, in whole seconds; null without any. */
async function percentilesOf(
  sequelize: Sequelize,
  scope: RangeScope,
  column: 'toConfirmationSeconds' | 'toCompletionSeconds',
): Promise<Percentiles> {
  const values = await sequelize.transaction(async (transaction) => {
    // A year's values (some 200,000) sort in memory; the default 4 MB would spill them to disk.
    await sequelize.query(`SET LOCAL work_mem = '32MB'`, { transaction });
    const [row] = await sequelize.query<{ values: number[] | null }>(
      `SELECT percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY seconds) AS values
       FROM order_statistics_hours, unnest("${column}") AS seconds WHERE ${scopeCondition(scope)}`,
      { transaction, type: QueryTypes.SELECT, replacements: replacementsOf(scope) },
    );
    return row?.values ?? null;
  });
  const rounded = (value: number | null | undefined) => (value == null ? null : Math.round(value));
  return { p50: rounded(values?.[0]), p90: rounded(values?.[1]) };
}

/**
 * Placed → confirmed and confirmed → completed over the orders placed in the range: interpolated
 * between the closest ranks (percentile_cont), both at once (each sorts all its values).
 */
export async function orderDurations(sequelize: Sequelize, scope: RangeScope): Promise<OrderDurations> {
  const [toConfirmation, toCompletion] = await Promise.all([
    percentilesOf(sequelize, scope, 'toConfirmationSeconds'),
    percentilesOf(sequelize, scope, 'toCompletionSeconds'),
  ]);
  return { toConfirmation, toCompletion };
}
