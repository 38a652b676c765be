import { EVENTS } from '@theke/contracts';
import { withInbox, type DomainEvent, type ServiceContext, type Subscription } from '@theke/server';
import type { OrderChangedEvent } from '../orders/order-events';
import type { Channel, Notifications } from './notifications.service';

/**
 * A new order is announced once it is really placed: at once for on-site payment and quotation
 * requests, after `paid` for online payment (nobody prepares an order whose payment failed).
 */
export function isNewOrderAnnouncement(event: DomainEvent): boolean {
  const data = event.data as Partial<OrderChangedEvent>;
  if (event.type === EVENTS.orderPlaced) return data.isPaymentPending !== true;
  return event.type === EVENTS.orderStatusChanged && data.change === 'paid';
}

function channelApplies(channel: Channel, data: Partial<OrderChangedEvent>): boolean {
  if (channel === 'guest-email') return data.hasEmail === true;
  if (channel === 'guest-sms') return data.hasPhone === true;
  return true;
}

/** At most this many notification handlers hold a database connection at once: intake keeps the rest of the pool. */
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
 * One durable queue per channel, each behind an inbox: a failing SMS is retried (and finally
 * dead-lettered) without sending the e-mails again, and a redelivered event sends nothing twice.
 */
export function newOrderSubscriptions(
  context: ServiceContext,
  notifications: Notifications,
  queuePrefix = '',
): Subscription[] {
  const limit = limitConcurrency<void>(CONCURRENT_SENDS);
  const channels: Channel[] = ['branch-email', 'guest-email', 'guest-sms'];
  return channels.map((channel) => {
    const consumer = `orders.new-order-${channel}`;
    const handle = withInbox(context.sequelize, consumer, async (event, transaction) => {
      await notifications.send((event.data as OrderChangedEvent).id, channel, transaction);
    });
    return {
      queue: `${queuePrefix}${consumer}`,
      patterns: [EVENTS.orderPlaced, EVENTS.orderStatusChanged],
      handler: async (event: DomainEvent) => {
        if (
          !isNewOrderAnnouncement(event) ||
          !channelApplies(channel, event.data as Partial<OrderChangedEvent>)
        )
          return;
        // Decided before the inbox transaction: a switched-off channel costs no database work.
        if (!(await notifications.isChannelEnabled(channel))) return;
        await limit(() => handle(event));
      },
    };
  });
}
