/**
 * POST /api/orders as a use case: replay under an Idempotency-Key, check and price against the
 * catalogue, store in one transaction, then create the online payment.
 */
import { UniqueConstraintError } from 'sequelize';
import {
  businessDateOf,
  DEFAULT_TIME_ZONE,
  formatIsoDate,
  isOnlinePaymentMethod,
  type PaymentMethod,
} from '@theke/domain';
import type { OrderPayload } from '@theke/contracts';
import { AppError, Conflict, Invalid, MESSAGES } from '@theke/server';
import type { CatalogueSnapshot } from '../catalogue-cache/catalogue-snapshot';
import { pricedLines } from '../pricing/order-pricing';
import type { OrdersRuntime } from './order-ports';
import { checkOrder, type CheckedOrder } from './order-checks';
import { AlreadyPlaced, insertPlacedOrder } from './order-insert';
import { Order, OrderItem, type OrderItemValues, type OrderRecord, type PaymentStatus } from './order.model';

export interface PlaceOrderInput {
  payload: OrderPayload;
  idempotencyKey: string | null;
  /** Hash of the raw body the key is bound to. */
  requestHash: string | null;
  /** Base of the payment return and webhook addresses. */
  baseUrl: string;
}

export interface PlacedOrderResult {
  order: OrderRecord;
  items: OrderItemValues[];
  /** The answer repeats an earlier request with the same Idempotency-Key and body. */
  replayed: boolean;
}

export class IdempotencyKeyReused extends Conflict {
  constructor() {
    super(
      'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
      undefined,
      'idempotency_key_reused',
    );
  }
}

function initialPaymentStatus(isQuotation: boolean, method: PaymentMethod | null): PaymentStatus {
  if (isQuotation) return 'none';
  return isOnlinePaymentMethod(method) ? 'open' : 'on-site';
}

async function findByKey(idempotencyKey: string): Promise<Order | null> {
  return Order.findOne({ where: { idempotencyKey }, include: [{ model: OrderItem, as: 'items' }] });
}

/** The first answer again: same order, same uid, hash, ticket and payment page. */
async function replay(
  runtime: OrdersRuntime,
  existing: Order,
  input: PlaceOrderInput,
): Promise<PlacedOrderResult> {
  if (existing.requestHash !== input.requestHash) throw new IdempotencyKeyReused();
  // The first request may have stored the order and died before the provider answered.
  const order =
    existing.paymentStatus === 'open' && !existing.paymentId
      ? await runtime.payments.ensurePayment(existing.id, input.baseUrl)
      : existing;
  return { order, items: existing.items ?? [], replayed: true };
}

function isIdempotencyConflict(error: unknown): boolean {
  return error instanceof UniqueConstraintError && Object.keys(error.fields ?? {}).includes('idempotencyKey');
}

/**
 * A retry of an order that was placed answers that order, even when the checks would now fail
 * (the branch closed since, the catalogue is briefly unavailable).
 */
async function replayOr(
  runtime: OrdersRuntime,
  input: PlaceOrderInput,
  error: unknown,
): Promise<PlacedOrderResult> {
  const existing =
    input.idempotencyKey && error instanceof AppError ? await findByKey(input.idempotencyKey) : null;
  if (!existing) throw error;
  return replay(runtime, existing, input);
}

/** YYYY-MM-DD of `now` in the business time zone; a day changes at a minute boundary, so memoised per minute. */
function businessDayOf(snapshot: CatalogueSnapshot, now: Date): string {
  const timeZone = snapshot.config.timeZone || DEFAULT_TIME_ZONE;
  return snapshot.memo.get('businessDate', now, () => formatIsoDate(businessDateOf(now, timeZone)));
}

export async function placeOrder(runtime: OrdersRuntime, input: PlaceOrderInput): Promise<PlacedOrderResult> {
  const { idempotencyKey } = input;
  let snapshot: CatalogueSnapshot;
  let checked: CheckedOrder;
  const now = runtime.settings.now();
  try {
    snapshot = await runtime.catalogue.current();
    checked = checkOrder(input.payload, snapshot, now);
    if (!runtime.payments.isAvailable(checked.paymentMethod)) {
      throw new Invalid([{ field: 'paymentMethod', message: MESSAGES.choice, code: 'invalid_choice' }]);
    }
  } catch (error) {
    return replayOr(runtime, input, error);
  }
  let placed: { order: OrderRecord; items: OrderItemValues[] };
  try {
    placed = await insertPlacedOrder(runtime.context.sequelize, runtime.context.outbox, {
      checked,
      payload: input.payload,
      lines: pricedLines(checked.items, checked.orderType),
      now,
      businessDate: businessDayOf(snapshot, now),
      currency: snapshot.config.currency,
      idempotencyKey,
      requestHash: input.requestHash,
      paymentStatus: initialPaymentStatus(checked.isQuotation, checked.paymentMethod),
    });
  } catch (error) {
    // A concurrent duplicate that found the order stored (or, as a last guard, lost on the unique index).
    if (!idempotencyKey || !(error instanceof AlreadyPlaced || isIdempotencyConflict(error))) throw error;
    const winner = await findByKey(idempotencyKey);
    if (!winner) throw error;
    return replay(runtime, winner, input);
  }
  const order =
    placed.order.paymentStatus === 'open'
      ? await runtime.payments.ensurePayment(placed.order.id, input.baseUrl)
      : placed.order;
  return { order, items: placed.items, replayed: false };
}
