import type { Migration } from '@theke/server';

/**
 * Issue 22, ADR 0043: the analytics log and its rollups.
 *
 * `analytics_entries` are the facts: one row per stored `POST /analytics-log`, the visitor as a
 * sha-256 of (the day's salt, address, user agent), never the address. `analytics_salts` holds
 * the salt of the current business day only (older ones are deleted).
 *
 * The rollups are recomputed from the facts (never added to): `analytics_hours` per branch (null:
 * none) and hour bucket; `analytics_page_days` and `analytics_event_days` per branch and business
 * day, for the top lists. A visitor is counted in the hour of their first entry of the day, once
 * in their branch (`branchVisitors`) and once over all branches (`siteVisitors`), so hours sum to
 * the day's distinct visitors (the visitor id changes with the salt every day).
 */
export const analyticsTables: Migration = {
  name: '0007-analytics',
  async up({ sequelize }) {
    await sequelize.query(`
      CREATE TABLE analytics_entries (
        id BIGSERIAL PRIMARY KEY,
        "occurredAt" TIMESTAMPTZ NOT NULL,
        "visitorId" BYTEA NOT NULL,
        "branchId" INTEGER NULL,
        type VARCHAR(100) NOT NULL,
        action VARCHAR(100) NOT NULL,
        category VARCHAR(100) NOT NULL,
        path VARCHAR(500) NULL,
        data JSONB NULL
      );
      CREATE INDEX analytics_entries_time ON analytics_entries ("occurredAt");
      CREATE INDEX analytics_entries_visitor ON analytics_entries ("visitorId", "occurredAt", id);
      CREATE INDEX analytics_entries_page ON analytics_entries (path, "occurredAt") WHERE type = 'pageview';
      CREATE INDEX analytics_entries_event ON analytics_entries (type, action, category, "occurredAt") WHERE type <> 'pageview';

      CREATE TABLE analytics_salts (
        day DATE PRIMARY KEY,
        salt BYTEA NOT NULL
      );

      CREATE TABLE analytics_hours (
        "branchId" INTEGER NULL,
        bucket TIMESTAMPTZ NOT NULL,
        views INTEGER NOT NULL,
        "branchVisitors" INTEGER NOT NULL,
        "siteVisitors" INTEGER NOT NULL,
        events INTEGER NOT NULL,
        "storeViews" INTEGER NOT NULL,
        "addToCart" INTEGER NOT NULL,
        "checkoutStart" INTEGER NOT NULL,
        purchases INTEGER NOT NULL,
        CONSTRAINT analytics_hours_key UNIQUE NULLS NOT DISTINCT ("branchId", bucket)
      );
      CREATE INDEX analytics_hours_bucket ON analytics_hours (bucket);

      CREATE TABLE analytics_page_days (
        "branchId" INTEGER NULL,
        day DATE NOT NULL,
        path VARCHAR(500) NOT NULL,
        views INTEGER NOT NULL,
        visitors INTEGER NOT NULL,
        CONSTRAINT analytics_page_days_key UNIQUE NULLS NOT DISTINCT ("branchId", day, path)
      );
      CREATE INDEX analytics_page_days_day ON analytics_page_days (day);

      CREATE TABLE analytics_event_days (
        "branchId" INTEGER NULL,
        day DATE NOT NULL,
        type VARCHAR(100) NOT NULL,
        action VARCHAR(100) NOT NULL,
        category VARCHAR(100) NOT NULL,
        count INTEGER NOT NULL,
        CONSTRAINT analytics_event_days_key UNIQUE NULLS NOT DISTINCT ("branchId", day, type, action, category)
      );
      CREATE INDEX analytics_event_days_day ON analytics_event_days (day);`);
  },
};
