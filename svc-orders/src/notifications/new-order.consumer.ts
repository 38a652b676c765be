import { EVENTS, type OrderChanged } from '@theke/contracts';
import { withPayloadCheck, type DomainEvent, type Subscription } from '@theke/server';
import type { Channel, Notifications } from './notifications.service';

/**
 * A new order is announced once it is really placed: at once for on-site payment and quotation
 * requests, after `paid` for online payment (nobody prepares an order whose payment failed).
 */
export function isNewOrderAnnouncement(event: DomainEvent): boolean {
  const data = event.data as Partial<OrderChanged>;
  if (event.type === EVENTS.orderPlaced) return data.isPaymentPending !== true;
  return event.type === EVENTS.orderStatusChanged && data.change === 'paid';
}

/** Without a phone number there is no SMS; the branch always gets its e-mail. */
function channelApplies(channel: Channel, data: Partial<OrderChanged>): boolean {
  return channel === 'email' || data.hasPhone === true;
}

/** At most this many new-order notifications are prepared at once: a burst of orders cannot starve the intake. */
const CONCURRENT_SENDS = 2;

function limitConcurrency<T>(limit: number): (work: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/**
 * One durable queue per channel (e-mail, SMS), each behind an inbox: a failing SMS is retried
 * (and finally dead-lettered) without sending the e-mails again, and a redelivered event sends
 * nothing twice.
 */
export function newOrderSubscriptions(notifications: Notifications, queuePrefix = ''): Subscription[] {
  const limit = limitConcurrency<void>(CONCURRENT_SENDS);
  const channels: Channel[] = ['email', 'sms'];
  return channels.map((channel) => {
    const consumer = `orders.new-order-${channel}`;
    const events = [EVENTS.orderPlaced, EVENTS.orderStatusChanged];
    return {
      queue: `${queuePrefix}${consumer}`,
      patterns: events,
      handler: withPayloadCheck(events, async (event) => {
        if (
          !isNewOrderAnnouncement(event) ||
          !channelApplies(channel, event.data as Partial<OrderChanged>)
        )
          return;
        // A switched-off channel costs no database work.
        if (!(await notifications.isChannelEnabled(channel))) return;
        const orderId = (event.data as OrderChanged).id;
        await limit(() => notifications.sendOnce(consumer, event.id, orderId, channel));
      }),
    };
  });
}
