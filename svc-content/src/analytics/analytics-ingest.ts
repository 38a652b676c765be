/**
 * The analytics ingest (ADR 0043 "Collection"): accepted entries wait in memory and are written
 * by one multi-row insert every `flushMs` or as soon as `batchSize` are waiting, so a request never
 * waits for the database. The address and user agent stay in memory until the write hashes them
 * with the day's salt. The rollups of the keys the writes touched are recomputed after them, at
 * most once per `recomputeMs` (a recompute reads its hours' entries: under a peak, the keys of
 * many writes share one), beside the writes, never holding them up. Stopping (the kit stops
 * workers after the last request and before the database closes) writes and counts the rest.
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
  /** Least time between two rollup recomputes. */
  recomputeMs: number;
  /** Entries kept while the database is unreachable; beyond, new ones are dropped. */
  maxWaiting: number;
  /** The clock entries are stamped with (tests pin it). */
  now(): Date;
}

export const DEFAULT_INGEST_OPTIONS: AnalyticsIngestOptions = {
  flushMs: 250,
  batchSize: 500,
  recomputeMs: 1_000,
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
  /** Keys written but not yet recomputed (a failed recompute leaves them for the next). */
  private touched = noKeys();
  private writing: Promise<void> = Promise.resolve();
  private writeQueued = false;
  private recomputing: Promise<void> = Promise.resolve();
  private recomputeQueued = false;
  private lastRecompute = 0;
  private recomputeTimer: NodeJS.Timeout | null = null;
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
    this.timer = setInterval(() => void this.write(), this.options.flushMs);
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
    if (this.waiting.length >= this.options.batchSize) void this.write();
  }

  /** Writes what is waiting and recomputes what it touched, now; resolves when the figures include it. */
  async flush(): Promise<void> {
    await this.write();
    await this.recompute();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    if (this.recomputeTimer) clearTimeout(this.recomputeTimer);
    await this.flush();
  }

  /** One write after the one running (calls while one is queued join it). */
  private write(): Promise<void> {
    if (this.writeQueued) return this.writing;
    this.writeQueued = true;
    this.writing = this.writing.then(async () => {
      this.writeQueued = false;
      await this.writeWaiting().catch((error: unknown) => this.context.log.error({ err: error }, 'analytics write failed'));
    });
    return this.writing;
  }

  private recompute(): Promise<void> {
    if (this.recomputeQueued) return this.recomputing;
    this.recomputeQueued = true;
    this.recomputing = this.recomputing.then(async () => {
      this.recomputeQueued = false;
      this.lastRecompute = Date.now();
      await this.recomputeTouched().catch((error: unknown) => this.context.log.error({ err: error }, 'analytics rollups failed'));
    });
    return this.recomputing;
  }

  /** A recompute soon: at once when the last one is `recomputeMs` ago, else when it will be. */
  private recomputeSoon(): void {
    if (this.recomputeTimer) return;
    const wait = Math.max(0, this.lastRecompute + this.options.recomputeMs - Date.now());
    this.recomputeTimer = setTimeout(() => {
      this.recomputeTimer = null;
      void this.recompute();
    }, wait);
    this.recomputeTimer.unref();
  }

  private async writeWaiting(): Promise<void> {
    const zone = await this.zone.get();
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length > 0) {
      try {
        mergeKeys(this.touched, await this.insert(batch, zone));
      } catch (error) {
        // Kept for the next write (the newest dropped when full).
        this.waiting = [...batch, ...this.waiting].slice(0, this.options.maxWaiting);
        throw error;
      }
      this.dropped = 0;
      this.recomputeSoon();
    }
    await this.forgetOldSalts(zone);
  }

  private async recomputeTouched(): Promise<void> {
    const touched = this.touched;
    this.touched = noKeys();
    try {
      await recomputeVisitorRollups(this.context.sequelize, touched, await this.zone.get());
    } catch (error) {
      mergeKeys(this.touched, touched);
      this.recomputeSoon();
      throw error;
    }
  }

  /** One multi-row insert per `batchSize` entries, in one transaction; the keys they touched. */
  private async insert(batch: Waiting[], zone: string): Promise<TouchedKeys> {
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
