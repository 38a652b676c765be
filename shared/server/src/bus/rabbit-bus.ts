import amqp from 'amqplib';
import { randomUUID } from 'node:crypto';
import type { ChannelModel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { Logger } from '../http/logger';
import { withTimeout } from '../with-timeout';
import { DEFAULT_MAX_ATTEMPTS, DomainEvent, EXCHANGE, EventBus, Subscription, UnprocessableEvent, delay } from './event-bus';

const ATTEMPTS_HEADER = 'x-theke-attempts';
const PUBLISH_TIMEOUT_MS = 5_000;
const PREFETCH = 20;
/**
 * How long the broker keeps a fan-out queue without a consumer. Long enough for a broker restart
 * or a lost connection (events published meanwhile wait in it), short enough that the queue of a
 * process that is gone for good does not pile up events for long.
 */
const FANOUT_QUEUE_EXPIRES_MS = 10 * 60_000;

export interface RabbitBusOptions {
  url: string;
  log: Logger;
  /** Backoff bounds for reconnecting after the broker went away. */
  minReconnectMs?: number;
  maxReconnectMs?: number;
}

/**
 * RabbitMQ adapter: one durable topic exchange, publisher confirms, manual acks with
 * prefetch, retries then a dead-letter queue, reconnect with exponential backoff.
 * Consumers are re-created after every reconnect.
 */
export class RabbitBus implements EventBus {
  private connection: ChannelModel | null = null;
  private publisher: ConfirmChannel | null = null;
  private readonly subscriptions: Subscription[] = [];
  /** This process's own queue of each fan-out subscription, the same across reconnects. */
  private readonly fanoutQueues = new Map<Subscription, string>();
  private closing = false;
  private connecting: Promise<void> | null = null;
  private reconnectAttempt = 0;

  constructor(private readonly options: RabbitBusOptions) {}

  /** Starts connecting; never throws: without a broker the bus stays not-ready and keeps retrying. */
  start(): void {
    void this.ensureConnected();
  }

  isReady(): boolean {
    return this.publisher !== null;
  }

  async publish(event: DomainEvent): Promise<void> {
    const channel = this.publisher;
    if (!channel) {
      void this.ensureConnected();
      throw new Error('broker not connected');
    }
    const content = Buffer.from(JSON.stringify(event));
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        channel.publish(
          EXCHANGE,
          event.type,
          content,
          { persistent: true, messageId: event.id, contentType: 'application/json', timestamp: Date.now() },
          (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()),
        );
      }),
      PUBLISH_TIMEOUT_MS,
      `no broker confirm within ${PUBLISH_TIMEOUT_MS} ms`,
    );
  }

  async subscribe(subscription: Subscription): Promise<void> {
    this.subscriptions.push(subscription);
    if (this.connection) await this.consume(this.connection, subscription);
    else void this.ensureConnected();
  }

  async close(): Promise<void> {
    this.closing = true;
    const { connection, publisher } = this;
    this.connection = null;
    this.publisher = null;
    // Nobody will read them again; left behind (closed during an outage) they expire on their own.
    for (const queue of this.fanoutQueues.values()) await publisher?.deleteQueue(queue).catch(() => undefined);
    if (connection) await connection.close().catch(() => undefined);
  }

  private ensureConnected(): Promise<void> {
    if (this.closing || this.connection) return Promise.resolve();
    this.connecting ??= this.connectLoop().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connectLoop(): Promise<void> {
    const { minReconnectMs = 200, maxReconnectMs = 5_000, log } = this.options;
    while (!this.closing && !this.connection) {
      try {
        await this.connect();
        this.reconnectAttempt = 0;
        log.info('connected to RabbitMQ');
      } catch (error) {
        this.reconnectAttempt++;
        const wait = Math.min(maxReconnectMs, minReconnectMs * 2 ** (this.reconnectAttempt - 1));
        log.warn({ err: error, retryInMs: wait }, 'RabbitMQ unreachable');
        await delay(wait);
      }
    }
  }

  private async connect(): Promise<void> {
    const connection = await amqp.connect(this.options.url, { timeout: 3_000 });
    try {
      connection.on('error', (error: Error) => this.options.log.warn({ err: error }, 'RabbitMQ connection error'));
      const publisher = await connection.createConfirmChannel();
      publisher.on('error', (error: Error) => this.options.log.warn({ err: error }, 'publisher channel error'));
      await publisher.assertExchange(EXCHANGE, 'topic', { durable: true });
      for (const subscription of this.subscriptions) await this.consume(connection, subscription);
      connection.on('close', () => this.onConnectionLost(connection));
      this.connection = connection;
      this.publisher = publisher;
    } catch (error) {
      await connection.close().catch(() => undefined);
      throw error;
    }
  }

  private onConnectionLost(connection: ChannelModel): void {
    if (this.connection !== connection) return;
    this.connection = null;
    this.publisher = null;
    if (!this.closing) {
      this.options.log.warn('RabbitMQ connection lost, reconnecting');
      void this.ensureConnected();
    }
  }

  private async consume(connection: ChannelModel, subscription: Subscription): Promise<void> {
    const channel = await connection.createConfirmChannel();
    channel.on('error', (error: Error) => this.options.log.warn({ err: error }, 'consumer channel error'));
    await channel.prefetch(PREFETCH);
    await channel.assertExchange(EXCHANGE, 'topic', { durable: true });
    let queue = subscription.queue;
    if (subscription.fanout) {
      // Not exclusive: an exclusive queue dies with the connection, and whatever was published
      // until the reconnect (an outbox draining right after a broker restart) was lost.
      queue = this.fanoutQueueOf(subscription);
      await channel.assertQueue(queue, { durable: true, arguments: { 'x-expires': FANOUT_QUEUE_EXPIRES_MS } });
    } else {
      await channel.assertQueue(queue, { durable: true });
      await channel.assertQueue(deadLetterQueue(queue), { durable: true });
    }
    for (const pattern of subscription.patterns) await channel.bindQueue(queue, EXCHANGE, pattern);
    await channel.consume(queue, (message) => {
      if (message) void this.handle(channel, queue, subscription, message);
    });
  }

  private fanoutQueueOf(subscription: Subscription): string {
    let queue = this.fanoutQueues.get(subscription);
    if (!queue) {
      queue = `${subscription.queue}.${randomUUID()}`;
      this.fanoutQueues.set(subscription, queue);
    }
    return queue;
  }

  private async handle(channel: ConfirmChannel, queue: string, subscription: Subscription, message: ConsumeMessage): Promise<void> {
    const attempts = Number(message.properties.headers?.[ATTEMPTS_HEADER] ?? 0) + 1;
    try {
      await subscription.handler(parseEvent(message));
      channel.ack(message);
    } catch (error) {
      this.options.log.warn({ err: error, queue, attempts, messageId: message.properties.messageId }, 'handler failed');
      try {
        await this.retryOrPark(channel, queue, subscription, message, attempts, error);
        channel.ack(message);
      } catch (forwardError) {
        // The channel is gone; the broker redelivers the unacked message after reconnect.
        this.options.log.warn({ err: forwardError }, 'could not forward failed message');
      }
    }
  }

  private async retryOrPark(
    channel: ConfirmChannel,
    queue: string,
    subscription: Subscription,
    message: ConsumeMessage,
    attempts: number,
    error: unknown,
  ): Promise<void> {
    if (subscription.fanout) return;
    const maxAttempts = subscription.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const headers = { ...message.properties.headers, [ATTEMPTS_HEADER]: attempts };
    const options = { persistent: true, messageId: message.properties.messageId, contentType: 'application/json' };
    if (attempts >= maxAttempts || error instanceof UnprocessableEvent) {
      const reason = error instanceof Error ? error.message : String(error);
      channel.sendToQueue(deadLetterQueue(queue), message.content, { ...options, headers: { ...headers, 'x-theke-error': reason } });
      this.options.log.error({ queue, messageId: message.properties.messageId }, 'event dead-lettered');
    } else {
      await delay(Math.min(100 * attempts, 1_000));
      channel.sendToQueue(queue, message.content, { ...options, headers });
    }
    await channel.waitForConfirms();
  }
}

function parseEvent(message: ConsumeMessage): DomainEvent {
  try {
    return JSON.parse(message.content.toString('utf8')) as DomainEvent;
  } catch (error) {
    throw new UnprocessableEvent(`message ${String(message.properties.messageId)} is not JSON: ${(error as Error).message}`);
  }
}

export function deadLetterQueue(queue: string): string {
  return `${queue}.dlq`;
}
