import type { Sequelize, Transaction } from 'sequelize';
import { EVENTS, type OrderChange, type OrderChanged } from '@theke/contracts';
import { withInbox, withPayloadCheck, type DomainEvent, type Subscription } from '@theke/server';
import { hourOfOrder, recomputeRollups, staleHours } from './order-rollups';

const CONSUMER = 'orders.order-statistics';

/** Changes that move no figure (contact data, hand-over, proposals, the questionnaire): no database work. */
const WITHOUT_FIGURES: ReadonlySet<OrderChange> = new Set<OrderChange>([
  'updated',
  'in-delivery',
  'counter-appointment-proposed',
  'counter-appointment-confirmed',
  'counter-appointment-rejected',
  'questionnaire',
]);

export const movesFigures = (event: DomainEvent): boolean =>
  !WITHOUT_FIGURES.has((event.data as Partial<OrderChanged>).change as OrderChange);

/**
 * Recomputes the hour an event's order counts in from the stored facts; a deleted order's hour is
 * found by the counts that no longer match. Handling an event again recomputes the same rows.
 */
export async function recomputeForEvent(
  sequelize: Sequelize,
  transaction: Transaction,
  event: DomainEvent,
): Promise<void> {
  const data = event.data as Partial<OrderChanged>;
  if (typeof data.id !== 'number' || typeof data.branchId !== 'number') return;
  const placed = await hourOfOrder(sequelize, transaction, data.id);
  if (placed) {
    await recomputeRollups(sequelize, transaction, { branchId: placed.branchId, hours: [placed.hour] });
    return;
  }
  await recomputeRollups(sequelize, transaction, {
    branchId: data.branchId,
    hours: await staleHours(sequelize, transaction, data.branchId),
  });
}

/** `orders.order.*` (placed, status changes, deletions) keep the statistics rollups, behind an inbox. */
export function orderStatisticsSubscription(sequelize: Sequelize, queuePrefix = ''): Subscription {
  const handle = withInbox(sequelize, CONSUMER, (event, transaction) =>
    recomputeForEvent(sequelize, transaction, event),
  );
  const events = [EVENTS.orderPlaced, EVENTS.orderStatusChanged, EVENTS.orderDeleted];
  return {
    queue: `${queuePrefix}${CONSUMER}`,
    patterns: events,
    handler: withPayloadCheck(events, async (event) => (movesFigures(event) ? handle(event) : undefined)),
  };
}
