import { QueryTypes, Sequelize, Transaction } from 'sequelize';
import type { EventPayloads, EventType } from '@theke/contracts';
import type { Logger } from '../http/logger';
import type { Migration } from '../db/database';
import { DomainEvent, EventBus, createEvent, delay } from './event-bus';

const BATCH_SIZE = 100;
const POLL_MS = 1_000;
/** `kickSoon` wakes the relay this much later, so that a burst of commits travels in one batch. */
export const RELAY_COALESCE_MS = 20;

interface OutboxRow {
  seq: string;
  id: string;
  type: string;
  occurredAt: Date;
  data: unknown;
}

/** Tables of the kit in every service database: the outbox and the consumers' inbox. */
export const kitMigrations: Migration[] = [
  {
    name: '0000-kit-outbox-inbox',
    async up({ sequelize }) {
      await sequelize.query(`
        CREATE TABLE IF NOT EXISTS outbox_events (
          seq BIGSERIAL PRIMARY KEY,
          id UUID NOT NULL UNIQUE,
          type VARCHAR(200) NOT NULL,
          "occurredAt" TIMESTAMPTZ NOT NULL,
          data JSONB NOT NULL,
          "publishedAt" TIMESTAMPTZ NULL
        );
        CREATE INDEX IF NOT EXISTS outbox_events_unpublished ON outbox_events (seq) WHERE "publishedAt" IS NULL;
        CREATE TABLE IF NOT EXISTS inbox_events (
          consumer VARCHAR(200) NOT NULL,
          "eventId" UUID NOT NULL,
          "handledAt" TIMESTAMPTZ NOT NULL DEFAULT now(),
          PRIMARY KEY (consumer, "eventId")
        );`);
    },
  },
];

/**
 * Transactional outbox: `record` writes the event in the caller's transaction; the relay
 * publishes committed rows with confirms and marks them. Rolled-back changes publish nothing,
 * and rows wait in the table while the broker is away.
 */
export class Outbox {
  private running = false;
  private wake: (() => void) | null = null;
  /** A kick that came while a drain ran: the relay drains again at once instead of sleeping. */
  private kicked = false;
  private loop: Promise<void> | null = null;
  private kickPending = false;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly bus: EventBus,
    private readonly log: Logger,
    private readonly options: { pollMs?: number } = {},
  ) {}

  /** Writes a declared event in `transaction`: its routing key decides the payload's type (@theke/contracts). */
  record<K extends EventType>(transaction: Transaction, type: K, data: EventPayloads[K]): Promise<DomainEvent<EventPayloads[K]>> {
    return this.recordUnchecked(transaction, type, data);
  }

  /**
   * Any routing key, any payload: only for tests of the relay itself, which publish throw-away keys
   * (`test.thing-….created`) no contract declares, or a bare `{id, branchId}` where only the
   * delivery matters (the gateway's outage test). Services publish through `record`.
   */
  async recordUnchecked<T>(transaction: Transaction, type: string, data: T): Promise<DomainEvent<T>> {
    const event = createEvent(type, data);
    await this.sequelize.query(
      'INSERT INTO outbox_events (id, type, "occurredAt", data) VALUES (:id, :type, :occurredAt, CAST(:data AS JSONB))',
      {
        transaction,
        replacements: { id: event.id, type: event.type, occurredAt: event.occurredAt, data: JSON.stringify(data) },
      },
    );
    transaction.afterCommit(() => this.kick());
    return event;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.kick();
    await this.loop;
  }

  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /**
   * `kick`, `RELAY_COALESCE_MS` later: for paths that commit many events per second (placing
   * orders, clocking in), where a drain per commit would cost more statements than the commits.
   */
  kickSoon(): void {
    if (this.kickPending) return;
    this.kickPending = true;
    setTimeout(() => {
      this.kickPending = false;
      this.kick();
    }, RELAY_COALESCE_MS).unref();
  }

  /** Publishes everything pending now; returns how many were published. */
  async drainOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.publishBatch();
      total += published;
      if (published < BATCH_SIZE) return total;
    }
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.sequelize.query<{ count: string }>(
      'SELECT count(*) AS count FROM outbox_events WHERE "publishedAt" IS NULL',
      { type: QueryTypes.SELECT },
    );
    return Number(row?.count ?? 0);
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        this.kicked = false;
        await this.drainOnce();
        failures = 0;
        await this.sleep(this.options.pollMs ?? POLL_MS);
      } catch (error) {
        failures++;
        this.log.warn({ err: error }, 'outbox relay could not publish, retrying');
        await this.sleep(Math.min(5_000, 100 * 2 ** Math.min(failures, 6)));
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    // A commit whose kick arrived mid-drain may have missed that drain's SELECT: go again now.
    if (this.kicked) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** One batch in one transaction; rows locked with SKIP LOCKED so replicas share the work. */
  private async publishBatch(): Promise<number> {
    if (!this.bus.isReady()) throw new Error('bus not ready');
    const outcome = await this.sequelize.transaction(async (transaction) => {
      const rows = await this.sequelize.query<OutboxRow>(
        `SELECT seq, id, type, "occurredAt", data FROM outbox_events WHERE "publishedAt" IS NULL
         ORDER BY seq LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
        { type: QueryTypes.SELECT, transaction },
      );
      const results = await Promise.allSettled(
        rows.map((row) =>
          this.bus.publish({ id: row.id, type: row.type, occurredAt: new Date(row.occurredAt).toISOString(), data: row.data }),
        ),
      );
      const confirmed = rows.filter((_, index) => results[index]?.status === 'fulfilled').map((row) => row.seq);
      if (confirmed.length > 0) {
        await this.sequelize.query('UPDATE outbox_events SET "publishedAt" = now() WHERE seq IN (:confirmed)', {
          transaction,
          replacements: { confirmed },
        });
      }
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      // What the broker confirmed is committed as published; the rest stays pending.
      return { count: rows.length, failure: failed?.reason as unknown };
    });
    if (outcome.failure !== undefined) throw outcome.failure;
    return outcome.count;
  }
}

/** Retries `fn` until it succeeds; for start-up steps that wait on a dependency. */
export async function retry<T>(fn: () => Promise<T>, attempts: number, waitMs: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await delay(waitMs);
    }
  }
}
