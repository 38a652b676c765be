import type { Migration } from '@theke/server';

/**
 * Issue 22 (ADR 0043): when an order was confirmed and completed (set by the staff's status
 * changes; orders confirmed before this migration have none and stay out of the durations), and
 * the statistics rollups per branch and UTC hour (a business zone's local hour is a UTC hour: the
 * business zones have whole-hour offsets). Each rollup row is recomputed from the orders of its
 * hour (statistics/order-rollups.ts), never incremented.
 */
export const orderStatistics: Migration = {
  name: '0005-order-statistics',
  async up({ sequelize }) {
    await sequelize.query(`
      ALTER TABLE orders ADD COLUMN "confirmedAt" TIMESTAMPTZ NULL, ADD COLUMN "completedAt" TIMESTAMPTZ NULL;

      CREATE TABLE order_statistics_hours (
        hour TIMESTAMPTZ NOT NULL,
        "branchId" INTEGER NOT NULL,
        orders INTEGER NOT NULL,
        "canceledOrders" INTEGER NOT NULL,
        items NUMERIC(16, 3) NOT NULL,
        "revenueCents" BIGINT NOT NULL,
        -- Every counted order's seconds from placed to confirmed and from confirmed to completed:
        -- percentiles do not add up, so the hour keeps the values.
        "toConfirmationSeconds" DOUBLE PRECISION[] NOT NULL,
        "toCompletionSeconds" DOUBLE PRECISION[] NOT NULL,
        PRIMARY KEY (hour, "branchId")
      );

      CREATE TABLE order_statistics_taxes (
        hour TIMESTAMPTZ NOT NULL,
        "branchId" INTEGER NOT NULL,
        rate NUMERIC(5, 2) NOT NULL,
        "netCents" BIGINT NOT NULL,
        "taxCents" BIGINT NOT NULL,
        PRIMARY KEY (hour, "branchId", rate)
      );

      CREATE TABLE order_statistics_products (
        hour TIMESTAMPTZ NOT NULL,
        "branchId" INTEGER NOT NULL,
        "productId" INTEGER NOT NULL,
        -- The name the items carried (the latest in the hour): a product renamed later keeps its figures.
        name VARCHAR(255) NOT NULL,
        quantity NUMERIC(16, 3) NOT NULL,
        "grossCents" BIGINT NOT NULL,
        PRIMARY KEY (hour, "branchId", "productId")
      );
      -- The name of a top product: its latest row in the range.
      CREATE INDEX order_statistics_products_product ON order_statistics_products ("productId", hour DESC);`);
  },
};
