/**
 * The order statistics rollups (ADR 0043 "Rollups"): per branch and hour, recomputed from the
 * orders and their items (the facts), never incremented. A recompute replaces the rows of the
 * hours it covers, so running it again, for a redelivered event or the rebuild, gives the same rows.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { ServiceContext } from '@theke/server';
import {
  CANCELED_ORDER,
  centsOf,
  COUNTED_ORDER,
  ITEM_QUANTITY,
  REVENUE_ORDER,
  TO_COMPLETION_SECONDS,
  TO_CONFIRMATION_SECONDS,
} from './order-facts';

export const ROLLUP_TABLES = [
  'order_statistics_hours',
  'order_statistics_taxes',
  'order_statistics_products',
] as const;

/** Some hours of one branch, or everything (the rebuild). */
export type RollupScope = { branchId: number; hours: readonly Date[] } | 'all';

const HOUR = `date_trunc('hour', o."createdAt")`;

/** The statement recomputing a scope: orders rows in `where`, rollup rows in `rollupWhere`. */
function recomputeStatement(where: string, rollupWhere: string): string {
  return `
    ${ROLLUP_TABLES.map((table) => `DELETE FROM ${table} WHERE ${rollupWhere};`).join('\n')}

    INSERT INTO order_statistics_hours
      (hour, "branchId", orders, "canceledOrders", items, "revenueCents", "toConfirmationSeconds", "toCompletionSeconds")
    SELECT ${HOUR}, o."branchId", count(*), count(*) FILTER (WHERE ${CANCELED_ORDER}),
      coalesce(sum(q.quantity), 0),
      coalesce(sum(${centsOf('o."totalGross"')}) FILTER (WHERE ${REVENUE_ORDER}), 0),
      coalesce(array_agg(${TO_CONFIRMATION_SECONDS}) FILTER (WHERE o."confirmedAt" IS NOT NULL), '{}'),
      coalesce(array_agg(${TO_COMPLETION_SECONDS}) FILTER (WHERE o."confirmedAt" IS NOT NULL AND o."completedAt" IS NOT NULL), '{}')
    FROM orders o
    LEFT JOIN LATERAL (SELECT sum(${ITEM_QUANTITY}) AS quantity FROM order_items i WHERE i."orderId" = o.id) q ON true
    WHERE ${COUNTED_ORDER} AND ${where}
    GROUP BY 1, 2
    ON CONFLICT (hour, "branchId") DO UPDATE SET orders = EXCLUDED.orders,
      "canceledOrders" = EXCLUDED."canceledOrders", items = EXCLUDED.items, "revenueCents" = EXCLUDED."revenueCents",
      "toConfirmationSeconds" = EXCLUDED."toConfirmationSeconds", "toCompletionSeconds" = EXCLUDED."toCompletionSeconds";

    -- Net and tax per rate as the order's pricing stored them when it was placed.
    INSERT INTO order_statistics_taxes (hour, "branchId", rate, "netCents", "taxCents")
    SELECT ${HOUR}, o."branchId", (t->>'rate')::numeric,
      sum(${centsOf("(t->>'net')::numeric")}), sum(${centsOf("(t->>'tax')::numeric")})
    FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.taxes) t
    WHERE ${REVENUE_ORDER} AND ${where}
    GROUP BY 1, 2, 3
    ON CONFLICT (hour, "branchId", rate) DO UPDATE SET "netCents" = EXCLUDED."netCents", "taxCents" = EXCLUDED."taxCents";

    INSERT INTO order_statistics_products (hour, "branchId", "productId", name, quantity, "grossCents")
    SELECT ${HOUR}, o."branchId", i."productId", (array_agg(i.name ORDER BY o."createdAt" DESC, o.id DESC))[1],
      sum(${ITEM_QUANTITY}), sum(${centsOf('i.gross')})
    FROM orders o JOIN order_items i ON i."orderId" = o.id
    WHERE ${COUNTED_ORDER} AND ${where}
    GROUP BY 1, 2, 3
    ON CONFLICT (hour, "branchId", "productId") DO UPDATE SET name = EXCLUDED.name,
      quantity = EXCLUDED.quantity, "grossCents" = EXCLUDED."grossCents";`;
}

/**
 * Recomputes the rollup rows of a scope in the caller's transaction. Recomputes of one branch
 * wait for each other (a transaction lock), so the last one to write read every fact committed
 * before it began: two events of one hour handled at once cannot leave the older snapshot behind.
 */
export async function recomputeRollups(
  sequelize: Sequelize,
  transaction: Transaction,
  scope: RollupScope,
): Promise<void> {
  if (scope === 'all') {
    await sequelize.query(recomputeStatement('true', 'true'), { transaction });
    return;
  }
  if (scope.hours.length === 0) return;
  await sequelize.query(`SELECT pg_advisory_xact_lock(hashtext('order-statistics'), :branchId)`, {
    transaction,
    replacements: { branchId: scope.branchId },
  });
  const times = scope.hours.map((hour) => hour.getTime());
  const where = `o."branchId" = :branchId AND o."createdAt" >= :first AND o."createdAt" < CAST(:last AS timestamptz) + interval '1 hour'
    AND ${HOUR} IN (:hours)`;
  await sequelize.query(recomputeStatement(where, `"branchId" = :branchId AND hour IN (:hours)`), {
    transaction,
    replacements: {
      branchId: scope.branchId,
      hours: scope.hours,
      first: new Date(Math.min(...times)),
      last: new Date(Math.max(...times)),
    },
  });
}

/** The hour an order counts in (its placement), or null when it is gone. */
export async function hourOfOrder(
  sequelize: Sequelize,
  transaction: Transaction,
  orderId: number,
): Promise<{ branchId: number; hour: Date } | null> {
  const [row] = await sequelize.query<{ branchId: number; hour: Date }>(
    `SELECT "branchId", ${HOUR} AS hour FROM orders o WHERE id = :orderId`,
    { transaction, type: QueryTypes.SELECT, replacements: { orderId } },
  );
  return row ? { branchId: row.branchId, hour: new Date(row.hour) } : null;
}

/**
 * The hours of a branch whose rollup counts other orders than the facts hold: where a deleted
 * order counted (its event cannot say when it was placed, the row is gone), or any hour an event
 * never reached. Every order that adds to any figure is a counted one, so the count finds them.
 */
export async function staleHours(
  sequelize: Sequelize,
  transaction: Transaction,
  branchId: number,
): Promise<Date[]> {
  const rows = await sequelize.query<{ hour: Date }>(
    `SELECT coalesce(r.hour, f.hour) AS hour
     FROM (SELECT hour, orders FROM order_statistics_hours WHERE "branchId" = :branchId) r
     FULL JOIN (SELECT ${HOUR} AS hour, count(*) AS orders FROM orders o
                WHERE o."branchId" = :branchId AND ${COUNTED_ORDER} GROUP BY 1) f ON f.hour = r.hour
     WHERE coalesce(r.orders, 0) <> coalesce(f.orders, 0)`,
    { transaction, type: QueryTypes.SELECT, replacements: { branchId } },
  );
  return rows.map((row) => new Date(row.hour));
}

/**
 * Every rollup recomputed from every order (`npm run statistics:rebuild`): what the consumers would
 * have kept had they seen every event. Readers see the old figures until it commits; consumers
 * wait for it (the table lock) and then write on top of it.
 */
export async function rebuildOrderStatistics(context: Pick<ServiceContext, 'sequelize'>): Promise<void> {
  await context.sequelize.transaction(async (transaction) => {
    await context.sequelize.query(`LOCK TABLE ${ROLLUP_TABLES.join(', ')} IN SHARE ROW EXCLUSIVE MODE`, {
      transaction,
    });
    await recomputeRollups(context.sequelize, transaction, 'all');
  });
}
