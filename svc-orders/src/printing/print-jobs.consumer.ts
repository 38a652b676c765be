import { EVENTS, type OrderChanged } from '@theke/contracts';
import { withInbox, withPayloadCheck, type DomainEvent, type Subscription } from '@theke/server';
import type { ServiceRuntime } from '../runtime';
import { queueOrderReceipts } from './print-jobs.service';

const CONSUMER = 'orders.print-jobs';

/**
 * What an event asks the printers for: every enabled printer prints on request
 * (`POST /orders/{id}/print`), the auto-printing ones when an order is confirmed.
 * The cause is the job's unique key: one job per request event, one per confirmed order.
 */
export function printCauseOf(
  event: DomainEvent,
): { orderId: number; cause: string; autoPrintOnly: boolean } | null {
  const data = event.data as Partial<OrderChanged>;
  if (typeof data.id !== 'number') return null;
  if (event.type === EVENTS.orderPrintRequested)
    return { orderId: data.id, cause: `print-requested:${event.id}`, autoPrintOnly: false };
  if (event.type === EVENTS.orderStatusChanged && data.change === 'confirmed')
    return { orderId: data.id, cause: `confirmed:${data.id}`, autoPrintOnly: true };
  return null;
}

/** One durable queue behind the inbox: jobs are created once per event, in the inbox row's transaction. */
export function printJobSubscription(runtime: ServiceRuntime, queuePrefix = ''): Subscription {
  const handle = withInbox(runtime.context.sequelize, CONSUMER, async (event, transaction) => {
    const cause = printCauseOf(event);
    if (cause) await queueOrderReceipts(runtime, transaction, cause);
  });
  const events = [EVENTS.orderPrintRequested, EVENTS.orderStatusChanged];
  return {
    queue: `${queuePrefix}${CONSUMER}`,
    patterns: events,
    // Other status changes cost no database work.
    handler: withPayloadCheck(events, async (event) => (printCauseOf(event) ? handle(event) : undefined)),
  };
}
