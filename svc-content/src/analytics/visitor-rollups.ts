/**
 * The visitor rollups (ADR 0043 "Rollups"): rows are always recomputed from the stored entries of
 * the touched keys, never added to, so a repeated recompute changes nothing and the rebuild over
 * all entries gives what the live recomputes gave. One transaction-scoped lock orders recomputes
 * of all replicas (and the rebuild), so a later commit has read the later facts.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { COMMERCE_ENTRY_TYPE, PAGEVIEW_ENTRY, STORE_PATH_PREFIX } from '@theke/contracts';
import type { ServiceContext } from '@theke/server';
import { BusinessTimeZone } from './business-time-zone';

const ROLLUP_LOCK = 2_200_430;
/** Keys per statement in the rebuild. */
const REBUILD_CHUNK = 5_000;

/** What a set of new entries touched: hour buckets (ISO instants) and business days' top-list keys. */
export interface TouchedKeys {
  hours: Set<string>;
  /** `day|path` of page views. */
  pages: Set<string>;
  /** JSON `[day, type, action, category]` of other entries. */
  events: Set<string>;
}

export const noKeys = (): TouchedKeys => ({ hours: new Set(), pages: new Set(), events: new Set() });

export function mergeKeys(into: TouchedKeys, from: TouchedKeys): void {
  for (const hour of from.hours) into.hours.add(hour);
  for (const page of from.pages) into.pages.add(page);
  for (const event of from.events) into.events.add(event);
}

const isEmpty = (keys: TouchedKeys) => keys.hours.size + keys.pages.size + keys.events.size === 0;

const FACTS_REPLACEMENTS = {
  pageview: PAGEVIEW_ENTRY.type,
  commerce: COMMERCE_ENTRY_TYPE,
  storePaths: `${STORE_PATH_PREFIX}%`,
};

/**
 * A visitor counts in the hour of their first entry (of the day: the id changes daily): in each
 * branch's row where they had no entry of that branch before the hour, and overall in the row of
 * their first entry's branch where they had no entry at all before the hour.
 */
const HOURS_SQL = `
  WITH hours AS (SELECT DISTINCT CAST(value AS timestamptz) AS bucket FROM jsonb_array_elements_text(CAST(:keys AS jsonb))),
  facts AS (
    SELECT f.id, f."occurredAt", f."visitorId", f."branchId", f.type, f.action, f.path, h.bucket
    FROM hours h JOIN analytics_entries f ON f."occurredAt" >= h.bucket AND f."occurredAt" < h.bucket + interval '1 hour'
  ),
  counts AS (
    SELECT "branchId", bucket,
      count(*) FILTER (WHERE type = :pageview) AS views,
      count(*) FILTER (WHERE type <> :pageview) AS events,
      count(*) FILTER (WHERE type = :pageview AND path LIKE :storePaths) AS "storeViews",
      count(*) FILTER (WHERE type = :commerce AND action = 'add-to-cart') AS "addToCart",
      count(*) FILTER (WHERE type = :commerce AND action = 'checkout-start') AS "checkoutStart",
      count(*) FILTER (WHERE type = :commerce AND action = 'purchase') AS purchases
    FROM facts GROUP BY "branchId", bucket
  ),
  branch_firsts AS (
    SELECT v."branchId", v.bucket, count(*) AS visitors
    FROM (SELECT DISTINCT "visitorId", "branchId", bucket FROM facts) v
    WHERE NOT EXISTS (SELECT 1 FROM analytics_entries e WHERE e."visitorId" = v."visitorId"
      AND e."branchId" IS NOT DISTINCT FROM v."branchId" AND e."occurredAt" < v.bucket)
    GROUP BY v."branchId", v.bucket
  ),
  site_firsts AS (
    SELECT v."branchId", v.bucket, count(*) AS visitors
    FROM (SELECT DISTINCT ON ("visitorId", bucket) "visitorId", "branchId", bucket FROM facts ORDER BY "visitorId", bucket, "occurredAt", id) v
    WHERE NOT EXISTS (SELECT 1 FROM analytics_entries e WHERE e."visitorId" = v."visitorId" AND e."occurredAt" < v.bucket)
    GROUP BY v."branchId", v.bucket
  )
  INSERT INTO analytics_hours ("branchId", bucket, views, "branchVisitors", "siteVisitors", events, "storeViews", "addToCart", "checkoutStart", purchases)
  SELECT c."branchId", c.bucket, c.views, coalesce(b.visitors, 0), coalesce(s.visitors, 0), c.events, c."storeViews", c."addToCart",
    c."checkoutStart", c.purchases
  FROM counts c
  -- Equality on coalesced ids (no branch is 0) lets PostgreSQL hash the joins; IS NOT DISTINCT FROM would not.
  LEFT JOIN branch_firsts b ON coalesce(b."branchId", 0) = coalesce(c."branchId", 0) AND b.bucket = c.bucket
  LEFT JOIN site_firsts s ON coalesce(s."branchId", 0) = coalesce(c."branchId", 0) AND s.bucket = c.bucket
  ON CONFLICT ON CONSTRAINT analytics_hours_key DO UPDATE SET views = EXCLUDED.views,
    "branchVisitors" = EXCLUDED."branchVisitors", "siteVisitors" = EXCLUDED."siteVisitors", events = EXCLUDED.events,
    "storeViews" = EXCLUDED."storeViews", "addToCart" = EXCLUDED."addToCart", "checkoutStart" = EXCLUDED."checkoutStart",
    purchases = EXCLUDED.purchases`;

/** The business day's bounds as instants: local midnights (23 or 25 hours apart on DST days). */
const DAY_BOUNDS = `f."occurredAt" >= (k.day::timestamp AT TIME ZONE :zone) AND f."occurredAt" < ((k.day + 1)::timestamp AT TIME ZONE :zone)`;

const PAGES_SQL = `
  INSERT INTO analytics_page_days ("branchId", day, path, views, visitors)
  SELECT f."branchId", k.day, k.path, count(*), count(DISTINCT f."visitorId")
  FROM (SELECT DISTINCT split_part(value, '|', 1)::date AS day, substr(value, strpos(value, '|') + 1) AS path
        FROM jsonb_array_elements_text(CAST(:keys AS jsonb))) k
  JOIN analytics_entries f ON f.type = :pageview AND f.path = k.path AND ${DAY_BOUNDS}
  GROUP BY f."branchId", k.day, k.path
  ON CONFLICT ON CONSTRAINT analytics_page_days_key DO UPDATE SET views = EXCLUDED.views, visitors = EXCLUDED.visitors`;

const EVENTS_SQL = `
  INSERT INTO analytics_event_days ("branchId", day, type, action, category, count)
  SELECT f."branchId", k.day, k.type, k.action, k.category, count(*)
  FROM (SELECT DISTINCT (value->>0)::date AS day, value->>1 AS type, value->>2 AS action, value->>3 AS category
        FROM jsonb_array_elements(CAST(:keys AS jsonb))) k
  JOIN analytics_entries f ON f.type = k.type AND f.action = k.action AND f.category = k.category AND f.type <> :pageview AND ${DAY_BOUNDS}
  GROUP BY f."branchId", k.day, k.type, k.action, k.category
  ON CONFLICT ON CONSTRAINT analytics_event_days_key DO UPDATE SET count = EXCLUDED.count`;

async function recomputeIn(sequelize: Sequelize, keys: TouchedKeys, zone: string, transaction: Transaction): Promise<void> {
  const run = (sql: string, values: Iterable<string>, parse = false) =>
    sequelize.query(sql, {
      transaction,
      replacements: {
        ...FACTS_REPLACEMENTS,
        zone,
        keys: JSON.stringify(parse ? [...values].map((value) => JSON.parse(value) as unknown) : [...values]),
      },
    });
  if (keys.hours.size > 0) await run(HOURS_SQL, keys.hours);
  if (keys.pages.size > 0) await run(PAGES_SQL, keys.pages);
  if (keys.events.size > 0) await run(EVENTS_SQL, keys.events, true);
}

const lock = (sequelize: Sequelize, transaction: Transaction) =>
  sequelize.query(`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`, { transaction });

/** Recomputes the rollup rows of the touched keys from the entries (in `zone`'s days). */
export async function recomputeVisitorRollups(sequelize: Sequelize, keys: TouchedKeys, zone: string): Promise<void> {
  if (isEmpty(keys)) return;
  await sequelize.transaction(async (transaction) => {
    await lock(sequelize, transaction);
    await recomputeIn(sequelize, keys, zone, transaction);
  });
}

/** Every key the stored entries have. */
async function allKeys(sequelize: Sequelize, zone: string, transaction: Transaction): Promise<TouchedKeys> {
  const select = <T extends object>(sql: string) =>
    sequelize.query<T>(sql, { transaction, type: QueryTypes.SELECT, replacements: { zone, pageview: PAGEVIEW_ENTRY.type } });
  const hours = await select<{ key: string }>(
    `SELECT DISTINCT to_char(to_timestamp(floor(extract(epoch FROM "occurredAt") / 3600) * 3600) AT TIME ZONE 'UTC',
       'YYYY-MM-DD"T"HH24:00:00"Z"') AS key FROM analytics_entries`,
  );
  const pages = await select<{ key: string }>(
    `SELECT DISTINCT to_char("occurredAt" AT TIME ZONE :zone, 'YYYY-MM-DD') || '|' || path AS key
     FROM analytics_entries WHERE type = :pageview`,
  );
  const events = await select<{ key: string }>(
    `SELECT DISTINCT jsonb_build_array(to_char("occurredAt" AT TIME ZONE :zone, 'YYYY-MM-DD'), type, action, category)::text AS key
     FROM analytics_entries WHERE type <> :pageview`,
  );
  return {
    hours: new Set(hours.map((row) => row.key)),
    pages: new Set(pages.map((row) => row.key)),
    events: new Set(events.map((row) => row.key)),
  };
}

function* chunks(keys: TouchedKeys): Generator<TouchedKeys> {
  const parts = (set: Set<string>) => {
    const list = [...set];
    const result: Set<string>[] = [];
    for (let index = 0; index < list.length; index += REBUILD_CHUNK) result.push(new Set(list.slice(index, index + REBUILD_CHUNK)));
    return result;
  };
  for (const hours of parts(keys.hours)) yield { ...noKeys(), hours };
  for (const pages of parts(keys.pages)) yield { ...noKeys(), pages };
  for (const events of parts(keys.events)) yield { ...noKeys(), events };
}

/**
 * `npm run statistics:rebuild`'s part for svc-content: every visitor rollup row recomputed from
 * all stored entries, in one transaction (readers see the old rows until it commits).
 */
export async function rebuildVisitorStatistics(context: Pick<ServiceContext, 'sequelize'>): Promise<void> {
  const { sequelize } = context;
  const zone = await new BusinessTimeZone().get();
  await sequelize.transaction(async (transaction) => {
    await lock(sequelize, transaction);
    await sequelize.query(`DELETE FROM analytics_hours; DELETE FROM analytics_page_days; DELETE FROM analytics_event_days;`, {
      transaction,
    });
    for (const chunk of chunks(await allKeys(sequelize, zone, transaction))) await recomputeIn(sequelize, chunk, zone, transaction);
  });
  // Fresh statistics for the planner: with none, a year's top list sorts 100,000 rows instead of hashing them.
  await sequelize.query('ANALYZE analytics_hours, analytics_page_days, analytics_event_days');
}
