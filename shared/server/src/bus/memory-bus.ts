import type { Logger } from '../http/logger';
import { DEFAULT_MAX_ATTEMPTS, DomainEvent, EventBus, Subscription, UnprocessableEvent, delay, matchesTopic } from './event-bus';

/**
 * The one-process bus: same interface and semantics as the RabbitMQ adapter
 * (asynchronous delivery, retries, dead letters), without a broker.
 */
export class MemoryBus implements EventBus {
  private readonly subscriptions: Subscription[] = [];
  private readonly deadLetters = new Map<string, DomainEvent[]>();
  private closed = false;

  constructor(private readonly log?: Logger) {}

  async publish(event: DomainEvent): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    // Deliver a copy, as a broker would: handlers never share the publisher's object.
    const payload = JSON.stringify(event);
    for (const subscription of this.subscriptions) {
      if (subscription.patterns.some((pattern) => matchesTopic(pattern, event.type))) {
        setImmediate(() => void this.deliver(subscription, JSON.parse(payload) as DomainEvent));
      }
    }
  }

  async subscribe(subscription: Subscription): Promise<void> {
    this.subscriptions.push(subscription);
  }

  isReady(): boolean {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  deadLettered(queue: string): DomainEvent[] {
    return this.deadLetters.get(queue) ?? [];
  }

  private async deliver(subscription: Subscription, event: DomainEvent): Promise<void> {
    const maxAttempts = subscription.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      if (this.closed) return;
      try {
        await subscription.handler(event);
        return;
      } catch (error) {
        this.log?.warn({ err: error, eventId: event.id, queue: subscription.queue, attempt }, 'handler failed');
        if (subscription.fanout) return;
        if (error instanceof UnprocessableEvent) break;
        await delay(Math.min(50 * attempt, 500));
      }
    }
    const parked = this.deadLetters.get(subscription.queue) ?? [];
    parked.push(event);
    this.deadLetters.set(subscription.queue, parked);
    this.log?.error({ eventId: event.id, queue: subscription.queue }, 'event dead-lettered');
  }
}
