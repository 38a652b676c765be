/**
 * What a guest can do with uid and hash: read the order, answer a counter appointment (SPEC §4)
 * and rate a completed order (SPEC §5 questionnaire).
 */
import type { Transaction } from 'sequelize';
import {
  canRespondToCounterAppointment,
  confirmCounterAppointment,
  missingRatings,
  rejectCounterAppointment,
  type Questionnaire,
} from '@theke/domain';
import { Conflict, Invalid, MESSAGES, NotFound } from '@theke/server';
import type { OrdersRuntime } from './order-ports';
import { recordOrderEvent } from './order-events';
import { Order, OrderItem } from './order.model';
import { orderVersionByUid, orderWithItems } from './order-reads';
import { isOrderHash } from './order-secrets';
import type { OrderWithItems } from './staff-orders.service';

/** SPEC §8 fallback for a rating that cannot be taken. */
export const REVIEW_NOT_SENT = 'Bewertung konnte nicht gesendet werden.';

export interface PublicOrderVersion {
  id: number;
  version: number;
}

/**
 * The order's id and version for uid and hash — the cheap part of the public read, enough to
 * answer 304. Unknown uid and wrong hash are one 404 on one path.
 */
export async function publicOrderVersion(
  runtime: OrdersRuntime,
  uid: string,
  hash: string,
): Promise<PublicOrderVersion> {
  const row = await orderVersionByUid(runtime.context.sequelize, uid);
  if (!isOrderHash(row?.hash, hash) || !row) throw new NotFound();
  return { id: row.id, version: row.version };
}

export async function publicOrder(runtime: OrdersRuntime, id: number): Promise<OrderWithItems> {
  const found = await orderWithItems(runtime.context.sequelize, id);
  if (!found) throw new NotFound();
  return found;
}

/** The ETag of the public read: the representation changes exactly when the order's version does. */
export const publicOrderEtag = (order: PublicOrderVersion) => `"${order.id}-${order.version}"`;

async function withGuestOrder(
  runtime: OrdersRuntime,
  uid: string,
  hash: string,
  work: (order: Order, transaction: Transaction) => Promise<void>,
): Promise<OrderWithItems> {
  const order = await runtime.context.sequelize.transaction(async (transaction) => {
    const locked = await Order.findOne({ where: { uid }, transaction, lock: transaction.LOCK.UPDATE });
    if (!isOrderHash(locked?.hash, hash) || !locked) throw new NotFound();
    await work(locked, transaction);
    return locked;
  });
  return { order, items: await OrderItem.findAll({ where: { orderId: order.id } }) };
}

const NO_PROPOSAL = () =>
  new Conflict('Bestellstatus konnte nicht geändert werden.', undefined, 'no_counter_appointment');

const isoOrNull = (instant: Date | null) => (instant ? new Date(instant).toISOString() : null);

/** The guest accepts the business's proposal: it becomes the appointment. */
export function acceptCounterAppointment(
  runtime: OrdersRuntime,
  uid: string,
  hash: string,
): Promise<OrderWithItems> {
  return withGuestOrder(runtime, uid, hash, async (order, transaction) => {
    const flags = {
      ...order.get(),
      appointmentDate: isoOrNull(order.appointmentDate),
      counterAppointment: isoOrNull(order.counterAppointment),
    };
    if (!canRespondToCounterAppointment(flags)) throw NO_PROPOSAL();
    const confirmed = confirmCounterAppointment(flags);
    await order.update(
      {
        appointmentDate: confirmed.appointmentDate ? new Date(confirmed.appointmentDate) : null,
        counterAppointment: null,
      },
      { transaction },
    );
    await recordOrderEvent(runtime.context.outbox, transaction, order, 'counter-appointment-confirmed');
  });
}

/** The guest declines the proposal, which cancels the order (SPEC §4). */
export function declineCounterAppointment(
  runtime: OrdersRuntime,
  uid: string,
  hash: string,
): Promise<OrderWithItems> {
  return withGuestOrder(runtime, uid, hash, async (order, transaction) => {
    const flags = {
      ...order.get(),
      appointmentDate: isoOrNull(order.appointmentDate),
      counterAppointment: isoOrNull(order.counterAppointment),
    };
    if (!canRespondToCounterAppointment(flags)) throw NO_PROPOSAL();
    const rejected = rejectCounterAppointment(flags);
    await order.update({ isCanceled: rejected.isCanceled, counterAppointment: null }, { transaction });
    await recordOrderEvent(runtime.context.outbox, transaction, order, 'counter-appointment-rejected');
  });
}

/** SPEC §5: the four star ratings (1–5) are required; the comment is optional. One rating per completed order. */
export async function rateOrder(
  runtime: OrdersRuntime,
  uid: string,
  hash: string,
  questionnaire: Questionnaire,
): Promise<OrderWithItems> {
  const missing = missingRatings(questionnaire);
  if (missing.length > 0) {
    throw new Invalid(
      missing.map((field) =>
        questionnaire[field] === null || questionnaire[field] === undefined
          ? { field, message: MESSAGES.notBlank, code: 'not_blank' }
          : { field, message: MESSAGES.choice, code: 'invalid_choice' },
      ),
    );
  }
  const { config } = await runtime.catalogue.current();
  return withGuestOrder(runtime, uid, hash, async (order, transaction) => {
    if (!config.enablePluginOrderReviews) throw new Conflict(REVIEW_NOT_SENT, undefined, 'reviews_disabled');
    if (!order.isCompleted) throw new Conflict(REVIEW_NOT_SENT, undefined, 'order_not_completed');
    if (order.questionnaire) throw new Conflict(REVIEW_NOT_SENT, undefined, 'already_rated');
    await order.update({ questionnaire, questionnaireRating: questionnaire.rating }, { transaction });
    await recordOrderEvent(runtime.context.outbox, transaction, order, 'questionnaire');
  });
}
