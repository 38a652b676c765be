/**
 * The two reads on hot paths, without Sequelize's include machinery: the public status poll
 * (every guest, every 10 s) and an order with its items (status page, notifications).
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { orderItemRecordOf, orderRecordOf, type OrderItemRecord, type OrderRecord } from './order.model';

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

export interface OrderWithItemsRead {
  order: OrderRecord;
  items: OrderItemRecord[];
  /** With `inbox`: whether that consumer already handled that event. */
  handled: boolean;
}

/**
 * An order and its items in one round trip (items aggregated as JSON), as plain records; with
 * `inbox`, the same statement says whether the consumer already handled the event.
 */
export async function orderWithItems(
  sequelize: Sequelize,
  id: number,
  options: { transaction?: Transaction; inbox?: { consumer: string; eventId: string } } = {},
): Promise<OrderWithItemsRead | null> {
  const { inbox } = options;
  const [row] = await sequelize.query<
    Record<string, unknown> & { items: Array<Record<string, unknown>>; handled: boolean }
  >(
    `SELECT o.*, COALESCE(
       (SELECT json_agg(i ORDER BY i.position) FROM order_items i WHERE i."orderId" = o.id), '[]'::json
     ) AS items,
     ${inbox ? 'EXISTS (SELECT 1 FROM inbox_events WHERE consumer = $consumer AND "eventId" = $eventId::uuid)' : 'false'} AS handled
     FROM orders o WHERE o.id = $id`,
    { bind: { id, ...inbox }, type: QueryTypes.SELECT, transaction: options.transaction },
  );
  if (!row) return null;
  const { items, handled, ...fields } = row;
  return { order: orderRecordOf(fields), items: items.map(orderItemRecordOf), handled };
}
