/**
 * Stores a checked order: a ticket number (one statement of its own, see migration 0002), then
 * the order row with its pricing, its items and the `orders.order.placed` event in one
 * statement — one transaction, one round trip (issue 8 allows eight statements); under an
 * Idempotency-Key three more (lock, look-up, commit) so that duplicates take no number.
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { EVENTS, type OrderPayload } from '@theke/contracts';
import type { OrderType } from '@theke/domain';
import { Conflict, createEvent, delay, type Outbox } from '@theke/server';
import type { PricedLine } from '../pricing/order-pricing';
import { orderEventOf } from './order-events';
import { NEW_ORDER_STATE, type OrderItemValues, type OrderRecord, type PaymentStatus } from './order.model';
import type { CheckedOrder } from './order-checks';
import { newOrderHash, newOrderUid } from './order-secrets';

export interface Placement {
  checked: CheckedOrder;
  payload: OrderPayload;
  lines: PricedLine[];
  now: Date;
  /** The business day the order is placed on (YYYY-MM-DD in the business time zone); tickets count per day. */
  businessDate: string;
  currency: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  paymentStatus: PaymentStatus;
  /** Demo data is stored without announcing it (no e-mails for orders nobody placed). */
  announce?: boolean;
}

const orZero = (flag: boolean | undefined) => flag ?? false;

const ORDER_TYPE_FLAGS: Record<OrderType, { isDelivery: boolean; isDineIn: boolean }> = {
  takeaway: { isDelivery: false, isDineIn: false },
  delivery: { isDelivery: true, isDineIn: false },
  dineIn: { isDelivery: false, isDineIn: true },
};

/** Column values of the new row. */
function orderColumns(placement: Placement): Record<string, unknown> {
  const { checked, payload, now } = placement;
  const { pricing } = checked;
  const text = (value: string | null | undefined) => (value === '' || value === undefined ? null : value);
  return {
    uid: newOrderUid(),
    hash: newOrderHash(),
    branchId: checked.branch.id,
    businessDate: placement.businessDate,
    idempotencyKey: placement.idempotencyKey,
    requestHash: placement.requestHash,
    isQuotation: checked.isQuotation,
    ...ORDER_TYPE_FLAGS[checked.orderType],
    isSelfService: payload.isSelfService === true,
    isCompany: orZero(payload.isCompany),
    companyName: text(payload.companyName),
    firstName: text(payload.firstName),
    lastName: text(payload.lastName),
    company: text(payload.company),
    street: text(payload.street),
    floor: text(payload.floor),
    stairway: text(payload.stairway),
    door: text(payload.door),
    zipCode: text(payload.zipCode),
    city: text(payload.city),
    country: text(payload.country),
    vatNo: text(payload.vatNo),
    phone: checked.phone,
    email: checked.email,
    isDeliveryAddressDifferent: orZero(payload.isDeliveryAddressDifferent),
    isDeliveryCompany: orZero(payload.isDeliveryCompany),
    deliveryCompanyName: text(payload.deliveryCompanyName),
    deliveryStreet: text(payload.deliveryStreet),
    deliveryFloor: text(payload.deliveryFloor),
    deliveryStairway: text(payload.deliveryStairway),
    deliveryDoor: text(payload.deliveryDoor),
    deliveryZipCode: text(payload.deliveryZipCode),
    deliveryCity: text(payload.deliveryCity),
    deliveryCountry: text(payload.deliveryCountry),
    comment: text(payload.comment),
    legalInstructions: orZero(payload.legalInstructions),
    privacyPolicy: orZero(payload.privacyPolicy),
    deliveryArea: checked.deliveryArea,
    table: checked.table,
    tableIdentifier: checked.table?.identifier ?? null,
    donatee: checked.donatee,
    appointmentDate: checked.appointment,
    paymentMethod: checked.paymentMethod,
    currency: placement.currency,
    gross: pricing.gross,
    deliveryGross: pricing.deliveryGross,
    totalNet: pricing.totalNet,
    totalGross: pricing.totalGross,
    donation: pricing.donation,
    amountDue: pricing.amountDue,
    taxes: pricing.taxes,
    paymentStatus: placement.paymentStatus,
    createdAt: now,
    updatedAt: now,
  };
}

const quote = (column: string) => `"${column}"`;

const JSONB_COLUMNS: ReadonlySet<string> = new Set(['deliveryArea', 'table', 'donatee', 'taxes']);

/**
 * The next ticket number of the branch's business day. Not part of the order's transaction:
 * the counter row is locked only for this statement, not until the order commits (a lock held
 * across a commit would let one branch take one order per disk flush).
 */
async function nextTicketNumber(
  sequelize: Sequelize,
  branchId: number,
  businessDate: string,
): Promise<number> {
  const [row] = await sequelize.query<{ ticket: number }>(
    'SELECT next_ticket_number($branchId, $businessDate) AS ticket',
    { bind: { branchId, businessDate }, type: QueryTypes.SELECT },
  );
  if (!row) throw new Error('no ticket number');
  return Number(row.ticket);
}

/**
 * Order, items and `orders.order.placed` event in one statement, so in one transaction with
 * one round trip: data-modifying CTEs run exactly once, and the statement commits or fails as a
 * whole (a unique violation of the Idempotency-Key leaves nothing behind). The event row is the
 * kit's outbox row (`outbox_events`, see @theke/server kitMigrations), written here instead of
 * through `Outbox.record` because it needs the order's id from the same statement.
 */
const placeOrderSql = (names: string[]) => `
  WITH placed AS (
    INSERT INTO orders (${names.map(quote).join(', ')})
    VALUES (${names.map((name) => `$${name}`).join(', ')})
    RETURNING id, version, "createdAt", "updatedAt"
  ), items AS (
    INSERT INTO order_items ("orderId", position, "productId", name, amount, unit, parts, options,
      "calculationModel", "unitPrice", gross, "taxRate")
    SELECT placed.id, line.position, line."productId", line.name, line.amount, line.unit, line.parts, line.options,
      line."calculationModel", line."unitPrice", line.gross, line."taxRate"
    FROM placed, jsonb_to_recordset($lines::jsonb) AS line(position smallint, "productId" int, name text,
      amount numeric, unit text, parts jsonb, options jsonb, "calculationModel" text, "unitPrice" numeric,
      gross numeric, "taxRate" numeric)
  ), announced AS (
    INSERT INTO outbox_events (id, type, "occurredAt", data)
    SELECT $eventId::uuid, $eventType::varchar, $occurredAt::timestamptz,
      $eventData::jsonb || jsonb_build_object('id', placed.id)
    FROM placed WHERE $announce::boolean
  )
  SELECT * FROM placed`;

/** The statement text per column list (always the same list): built once, not per order. */
const statements = new Map<string, string>();

function placeOrderStatement(names: string[]): string {
  const key = names.join(',');
  let sql = statements.get(key);
  if (!sql) {
    sql = placeOrderSql(names);
    statements.set(key, sql);
  }
  return sql;
}

export function itemsOf(orderId: number, lines: readonly PricedLine[]): OrderItemValues[] {
  return lines.map((line) => ({ ...line, orderId }));
}

/** Another request with the same Idempotency-Key stored its order first: answer that one. */
export class AlreadyPlaced extends Error {
  constructor() {
    super('an order with this Idempotency-Key is stored');
  }
}

/** How long a duplicate waits for the request holding its key, and how often it looks. */
const KEY_WAIT_MS = 10_000;
const KEY_POLL_MS = 20;

const keyLock = 'SELECT pg_try_advisory_xact_lock(hashtextextended($key, 0)) AS locked';
const keyStored = 'SELECT 1 FROM orders WHERE "idempotencyKey" = $key';

/**
 * A claim holds its transaction's connection while the ticket number is taken on a second one.
 * With every pooled connection held by a claim none is left for a ticket, and all of them wait
 * for the pool's acquire timeout: a burst of keyed orders (guests retrying after an outage,
 * issue 17) answered 503 instead of placing. At most half the pool claims at once; the other
 * placements wait here, holding no connection.
 */
class ClaimSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(claim: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await claim();
    } finally {
      // The slot passes straight to the next waiter, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

const claimSlots = new WeakMap<Sequelize, ClaimSlots>();

function claimSlotsOf(sequelize: Sequelize): ClaimSlots {
  let slots = claimSlots.get(sequelize);
  if (!slots) {
    slots = new ClaimSlots(Math.max(1, Math.floor((sequelize.config.pool?.max ?? 2) / 2)));
    claimSlots.set(sequelize, slots);
  }
  return slots;
}

/**
 * Takes a ticket number, then stores order, items and event in one statement (one
 * transaction). A failure after the ticket leaves an unused number: a gap, never a duplicate.
 *
 * Under an Idempotency-Key the key is claimed first (an advisory lock on it, held by a
 * transaction until the order commits), so of concurrent duplicates only the one that stores
 * the order takes a number; the others find it stored and answer it (issue 17). A duplicate
 * does not wait inside a transaction (its connection would be one the holder may need for the
 * ticket number, which is taken on another connection, see migration 0002): it tries the lock,
 * and when it is held looks for the stored order until the holder is done.
 */
export async function insertPlacedOrder(
  sequelize: Sequelize,
  outbox: Outbox,
  placement: Placement,
): Promise<{ order: OrderRecord; items: OrderItemValues[] }> {
  const { idempotencyKey: key } = placement;
  if (!key) return storePlacedOrder(sequelize, outbox, placement, undefined);
  const bind = { key };
  const isStored = async (transaction?: Transaction) =>
    (await sequelize.query(keyStored, { bind, type: QueryTypes.SELECT, transaction })).length > 0;
  for (const deadline = Date.now() + KEY_WAIT_MS; Date.now() < deadline; await delay(KEY_POLL_MS)) {
    const placed = await claimSlotsOf(sequelize).run(() =>
      sequelize.transaction(async (transaction) => {
        const [claim] = await sequelize.query<{ locked: boolean }>(keyLock, { bind, type: QueryTypes.SELECT, transaction });
        if (!claim?.locked) return null;
        if (await isStored(transaction)) throw new AlreadyPlaced();
        return storePlacedOrder(sequelize, outbox, placement, transaction);
      }),
    );
    if (placed) return placed;
    if (await isStored()) throw new AlreadyPlaced();
  }
  throw new Conflict(
    'Diese Bestellung wird gerade verarbeitet. Bitte versuchen Sie es gleich noch einmal.',
    undefined,
    'idempotency_key_in_use',
  );
}

async function storePlacedOrder(
  sequelize: Sequelize,
  outbox: Outbox,
  placement: Placement,
  transaction: Transaction | undefined,
): Promise<{ order: OrderRecord; items: OrderItemValues[] }> {
  const columns = orderColumns(placement);
  columns.ticketNumber = await nextTicketNumber(
    sequelize,
    placement.checked.branch.id,
    String(columns.businessDate),
  );
  // Plain data, no model instance: the answer is the values stored plus what the database set.
  const stored = { ...columns, ...NEW_ORDER_STATE } as unknown as Omit<OrderRecord, 'id' | 'version'>;
  // The event's id is the new order's, merged in by the statement.
  const event = createEvent(EVENTS.orderPlaced, orderEventOf({ ...stored, id: 0, version: 0 }, 'placed'));
  const bind: Record<string, unknown> = {
    lines: JSON.stringify(placement.lines),
    eventId: event.id,
    eventType: event.type,
    occurredAt: event.occurredAt,
    eventData: JSON.stringify(event.data),
    announce: placement.announce !== false,
  };
  for (const [name, value] of Object.entries(columns)) {
    bind[name] = JSONB_COLUMNS.has(name) && value !== null ? JSON.stringify(value) : value;
  }
  const [row] = await sequelize.query<Pick<OrderRecord, 'id' | 'version' | 'createdAt' | 'updatedAt'>>(
    placeOrderStatement(Object.keys(columns)),
    { bind, type: QueryTypes.SELECT, transaction },
  );
  if (!row) throw new Error('order insert returned no row');
  // The relay reads committed rows only; within a transaction it is woken after the commit. New
  // orders wake it a few milliseconds later, so that a burst travels in one batch.
  if (transaction) transaction.afterCommit(() => outbox.kickSoon());
  else outbox.kickSoon();
  const order: OrderRecord = { ...stored, ...row };
  return { order, items: itemsOf(order.id, placement.lines) };
}
