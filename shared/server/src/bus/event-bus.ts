import { randomUUID } from 'node:crypto';

/** Envelope of every domain event (ARCHITECTURE.md "Events"). */
export interface DomainEvent<T = unknown> {
  id: string;
  /** Routing key `<service>.<entity>.<verb>`, e.g. `orders.order.placed`. */
  type: string;
  occurredAt: string;
  data: T;
}

export type EventHandler = (event: DomainEvent) => Promise<void>;

export interface Subscription {
  /** Durable queue name, `<service>.<purpose>`; for `fanout` subscriptions the prefix of each process's queue. */
  queue: string;
  /** Topic patterns (`orders.order.*`, `#`). */
  patterns: string[];
  handler: EventHandler;
  /** Deliveries before a failing message is parked in `<queue>.dlq`. */
  maxAttempts?: number;
  /**
   * One queue per process (live fan-out such as SSE, cache invalidation), no dead-lettering. It
   * outlives a lost connection and a broker restart, so events published meanwhile are not
   * missed; the broker drops it when its process has been gone for ten minutes.
   */
  fanout?: boolean;
}

export interface EventBus {
  /** Resolves once the broker has confirmed the event; rejects when it cannot. */
  publish(event: DomainEvent): Promise<void>;
  subscribe(subscription: Subscription): Promise<void>;
  isReady(): boolean;
  close(): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * A failure no retry can mend: the message itself is wrong (not JSON, a payload outside its
 * contract). Both buses park such a message in `<queue>.dlq` at once instead of delivering it
 * `maxAttempts` times.
 */
export class UnprocessableEvent extends Error {}
export const EXCHANGE = 'theke.events';

export function createEvent<T>(type: string, data: T): DomainEvent<T> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
}

/** AMQP topic matching: `*` is exactly one word, `#` zero or more. */
export function matchesTopic(pattern: string, routingKey: string): boolean {
  const match = (p: string[], k: string[]): boolean => {
    if (p.length === 0) return k.length === 0;
    const [head, ...rest] = p;
    if (head === '#') return match(rest, k) || (k.length > 0 && match(p, k.slice(1)));
    if (k.length === 0) return false;
    return (head === '*' || head === k[0]) && match(rest, k.slice(1));
  };
  return match(pattern.split('.'), routingKey.split('.'));
}

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
