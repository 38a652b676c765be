/**
 * The analytics ingest (ADR 0043 "Collection"): accepted entries wait in memory and are written
 * by one multi-row insert every `flushMs` or as soon as `batchSize` are waiting, so a request never
 * waits for the database; after each write the rollups of the touched keys are recomputed. The
 * address and user agent stay in memory until the flush hashes them with the day's salt. Stopping
 * (the kit stops workers after the last request and before the database closes) writes the rest.
 */
import { businessDateOf, bucketOf, formatIsoDate } from '@theke/domain';
import type { ServiceContext, ServiceWorker } from '@theke/server';
import type { AnalyticsEntry } from './analytics-entry';
import { BusinessTimeZone } from './business-time-zone';
import { mergeKeys, noKeys, recomputeVisitorRollups, type TouchedKeys } from './visitor-rollups';
import { VisitorSalts, visitorId } from './visitor-salts';

export interface AnalyticsIngestOptions {
  flushMs: number;
  batchSize: number;
  /** Entries kept while the database is unreachable; beyond, new ones are dropped. */
  maxWaiting: number;
  /** The clock entries are stamped with (tests pin it). */
  now(): Date;
}

export const DEFAULT_INGEST_OPTIONS: AnalyticsIngestOptions = {
  flushMs: 250,
  batchSize: 500,
  maxWaiting: 50_000,
  now: () => new Date(),
};

interface Waiting {
  occurredAt: Date;
  address: string;
  userAgent: string;
  entry: AnalyticsEntry;
}

const ingests = new WeakMap<ServiceContext, AnalyticsIngest>();

/** The ingest of a running service (tests and the benchmark wait for its flush). */
export function analyticsIngestOf(context: ServiceContext): AnalyticsIngest {
  const ingest = ingests.get(context);
  if (!ingest) throw new Error('the service has no analytics ingest');
  return ingest;
}

export class AnalyticsIngest implements ServiceWorker {
  private waiting: Waiting[] = [];
  /** Keys written but not yet recomputed (a failed recompute is retried by the next flush). */
  private touched = noKeys();
  private running: Promise<void> = Promise.resolve();
  private queued = false;
  private sweptDay: string | null = null;
  private dropped = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly salts: VisitorSalts;
  private readonly zone = new BusinessTimeZone();
  readonly options: AnalyticsIngestOptions;

  constructor(
    private readonly context: ServiceContext,
    options: Partial<AnalyticsIngestOptions> = {},
  ) {
    this.options = { ...DEFAULT_INGEST_OPTIONS, ...options };
    this.salts = new VisitorSalts(context.sequelize);
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
    ingests.set(context, this);
  }

  /** Takes an entry of a consenting visitor (no database call). */
  accept(entry: AnalyticsEntry, address: string, userAgent: string): void {
    if (this.waiting.length >= this.options.maxWaiting) {
      if (this.dropped++ === 0) this.context.log.warn('analytics ingest full, entries dropped');
      return;
    }
    this.waiting.push({ occurredAt: this.options.now(), address, userAgent, entry });
    if (this.waiting.length >= this.options.batchSize) void this.flush();
  }

  /** Writes what is waiting (after a flush already running); resolves when it is written and counted. */
  flush(): Promise<void> {
    if (this.queued) return this.running;
    this.queued = true;
    this.running = this.running.then(async () => {
      this.queued = false;
      await this.flushOnce().catch((error: unknown) => this.context.log.error({ err: error }, 'analytics flush failed'));
    });
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async flushOnce(): Promise<void> {
    const zone = await this.zone.get();
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length > 0) {
      try {
        mergeKeys(this.touched, await this.write(batch, zone));
      } catch (error) {
        // Kept for the next flush (newest first dropped when full).
        this.waiting = [...batch, ...this.waiting].slice(0, this.options.maxWaiting);
        throw error;
      }
      this.dropped = 0;
    }
    const touched = this.touched;
    this.touched = noKeys();
    try {
      await recomputeVisitorRollups(this.context.sequelize, touched, zone);
    } catch (error) {
      mergeKeys(this.touched, touched);
      throw error;
    }
    await this.forgetOldSalts(zone);
  }

  /** One multi-row insert per `batchSize` entries; the keys they touched. */
  private async write(batch: Waiting[], zone: string): Promise<TouchedKeys> {
    const keys = noKeys();
    const rows: Array<Record<string, unknown>> = [];
    for (const { occurredAt, address, userAgent, entry } of batch) {
      const day = formatIsoDate(businessDateOf(occurredAt, zone));
      const salt = await this.salts.saltOf(day);
      rows.push({
        occurredAt: occurredAt.toISOString(),
        visitorId: visitorId(salt, address, userAgent).toString('hex'),
        branchId: entry.branchId,
        type: entry.type,
        action: entry.action,
        category: entry.category,
        path: entry.path,
        data: entry.data,
      });
      keys.hours.add(bucketOf(occurredAt, 'hour', zone).toISOString());
      if (entry.path !== null) keys.pages.add(`${day}|${entry.path}`);
      else keys.events.add(JSON.stringify([day, entry.type, entry.action, entry.category]));
    }
    // All or nothing, so a batch kept for the next flush after a failure is not written twice.
    await this.context.sequelize.transaction(async (transaction) => {
      for (let index = 0; index < rows.length; index += this.options.batchSize) {
        // A JSON array keeps the statement at one parameter whatever the batch size.
        await this.context.sequelize.query(
          `INSERT INTO analytics_entries ("occurredAt", "visitorId", "branchId", type, action, category, path, data)
           SELECT "occurredAt", decode("visitorId", 'hex'), "branchId", type, action, category, path, data
           FROM jsonb_to_recordset(CAST(:rows AS jsonb)) AS r("occurredAt" timestamptz, "visitorId" text, "branchId" int,
             type varchar, action varchar, category varchar, path varchar, data jsonb)`,
          { transaction, replacements: { rows: JSON.stringify(rows.slice(index, index + this.options.batchSize)) } },
        );
      }
    });
    return keys;
  }

  /** Once per business day: the salts of earlier days are deleted. */
  private async forgetOldSalts(zone: string): Promise<void> {
    const today = formatIsoDate(businessDateOf(this.options.now(), zone));
    if (this.sweptDay === today) return;
    await this.salts.forgetBefore(today);
    this.sweptDay = today;
  }
}
