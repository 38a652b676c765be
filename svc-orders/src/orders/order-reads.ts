/**
 * The two reads on hot paths, without Sequelize's include machinery: the public status poll
 * (every guest, every 10 s) and an order with its items (status page, notifications).
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { Order, OrderItem } from './order.model';
import type { OrderWithItems } from './staff-orders.service';

interface PgClient {
  query<R>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
}

export interface OrderVersionRow {
  id: number;
  hash: string;
  version: number;
}

/**
 * uid → id, hash, version: a named prepared statement on a pooled connection (parsed and
 * planned once per connection), so an unchanged order costs one index lookup and no ORM work.
 */
export async function orderVersionByUid(sequelize: Sequelize, uid: string): Promise<OrderVersionRow | null> {
  const manager = sequelize.connectionManager;
  const connection = await manager.getConnection({ type: 'read' });
  try {
    const { rows } = await (connection as unknown as PgClient).query<OrderVersionRow>({
      name: 'orders-public-version',
      text: 'SELECT id, hash, version FROM orders WHERE uid = $1',
      values: [uid],
    });
    return rows[0] ?? null;
  } finally {
    manager.releaseConnection(connection);
  }
}

/** An order and its items in one round trip (items aggregated as JSON), as model instances. */
export async function orderWithItems(
  sequelize: Sequelize,
  id: number,
  transaction?: Transaction,
): Promise<OrderWithItems | null> {
  const [row] = await sequelize.query<Record<string, unknown> & { items: Array<Record<string, unknown>> }>(
    `SELECT o.*, COALESCE(
       (SELECT json_agg(i ORDER BY i.position) FROM order_items i WHERE i."orderId" = o.id), '[]'::json
     ) AS items
     FROM orders o WHERE o.id = $id`,
    { bind: { id }, type: QueryTypes.SELECT, transaction },
  );
  if (!row) return null;
  const { items, ...fields } = row;
  const order = Order.build(fields as never, { raw: true, isNewRecord: false });
  // json_agg renders timestamps and numerics as JSON: the model getters turn them into values.
  const orderItems = items.map((item) => OrderItem.build(item as never, { raw: true, isNewRecord: false }));
  return { order, items: orderItems };
}
