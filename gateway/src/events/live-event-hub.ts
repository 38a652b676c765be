import type { Response } from 'express';
import { isChangeRecorded } from '@theke/contracts';
import type { DomainEvent, EventBus, Logger } from '@theke/server';
import type { LiveEventLog, StoredLiveEvent } from './live-event-log';

/** Decides whether one listener may receive an event (its permissions). */
export type Audience = (event: StoredLiveEvent) => boolean;

/** Where a (re)connecting client stands: nothing sent yet, after a sequence, or an id we cannot place. */
export type ResumePoint = { kind: 'fresh' } | { kind: 'after'; seq: number } | { kind: 'unknown' };

interface Listener {
  res: Response;
  audience: Audience;
  /** Every event up to this sequence has been written or deliberately skipped. */
  sent: number;
  /** While the replay runs: live events held back, written after it (those above `sent`). */
  held: Array<{ event: StoredLiveEvent; frame: Buffer }> | null;
}

interface Incoming {
  event: DomainEvent;
  stored(): void;
  failed(error: unknown): void;
}

export interface LiveEventHubOptions {
  log: LiveEventLog;
  logger: Logger;
  heartbeatMs?: number;
  /** Bytes a listener's socket may have queued before it is dropped (it reconnects and replays). */
  maxBufferedBytes?: number;
  /** Reads the log even without bus traffic: picks up what other replicas stored while our queue was away. */
  pollMs?: number;
  retentionMs?: number;
  pruneEveryMs?: number;
}

/**
 * Events staff screens follow live. Every binding matches a declared event (tested): the
 * workforce's time-tracking events join here when @theke/contracts declares them.
 */
export const LIVE_PATTERNS = ['orders.#', 'catalog.#', 'content.signage.#'];
export const RETENTION_MS = 24 * 60 * 60 * 1_000;
/** A client further behind than this reloads its lists (resync) instead of replaying. */
export const MAX_REPLAY = 5_000;
const PAGE = 500;
const RETRY_MS = 3_000;

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
};
const HEARTBEAT = Buffer.from(': heartbeat\n\n');

const frameOf = (event: StoredLiveEvent): Buffer =>
  Buffer.from(`id: ${event.seq}\nevent: ${event.type}\ndata: ${event.envelope}\n\n`);

/**
 * Live fan-out of one gateway replica. Bus events are appended to the shared log; the hub then
 * tails the log and writes each new event, serialised once, to every listener allowed to see
 * it. Listeners therefore see the log's order and ids, whatever replica they are connected to.
 */
export class LiveEventHub {
  private readonly listeners = new Set<Listener>();
  private incoming: Incoming[] = [];
  private pumping: Promise<void> | null = null;
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;
  /** Highest sequence this replica has fanned out. */
  private position = 0;
  private readonly log: LiveEventLog;
  private readonly logger: Logger;
  private readonly maxBufferedBytes: number;

  constructor(private readonly options: LiveEventHubOptions) {
    this.log = options.log;
    this.logger = options.logger;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 1_000_000;
  }

  async start(bus: EventBus): Promise<void> {
    this.position = (await this.log.bounds()).head;
    await bus.subscribe({
      queue: 'gateway.live-events',
      patterns: LIVE_PATTERNS,
      fanout: true,
      handler: (event) => this.receive(event),
    });
    const { heartbeatMs = 25_000, pollMs = 2_000, retentionMs = RETENTION_MS, pruneEveryMs = 10 * 60_000 } = this.options;
    this.timers = [
      setInterval(() => this.heartbeat(), heartbeatMs),
      setInterval(() => void this.pump(), pollMs),
      setInterval(() => void this.prune(retentionMs), pruneEveryMs),
    ];
    void this.prune(retentionMs);
  }

  /** Ends every stream (clients reconnect elsewhere and replay) and stops the timers. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const listener of this.listeners) listener.res.end();
    this.listeners.clear();
    await this.pumping;
  }

  /**
   * Streams to `res`: subscribe first (live events are held back), replay what the client
   * missed from the log, then write the held events it has not seen yet.
   */
  async connect(res: Response, audience: Audience, resume: ResumePoint): Promise<void> {
    res.writeHead(200, STREAM_HEADERS);
    res.socket?.setNoDelay(true);
    const from = this.position;
    const listener: Listener = { res, audience, sent: from, held: resume.kind === 'fresh' ? null : [] };
    this.listeners.add(listener);
    res.on('close', () => this.listeners.delete(listener));
    if (resume.kind === 'fresh') {
      // A bare id sets the browser's Last-Event-ID without an event: a reconnect resumes here.
      res.write(`retry: ${RETRY_MS}\nid: ${from}\n\n`);
      return;
    }
    res.write(`retry: ${RETRY_MS}\n\n`);
    try {
      const replayed = resume.kind === 'after' && (await this.replay(listener, resume.seq));
      if (!replayed) res.write(`id: ${from}\nevent: resync\ndata: {}\n\n`);
      this.release(listener);
    } catch (error) {
      this.logger.warn({ err: error }, 'live event replay failed');
      this.drop(listener);
    }
  }

  /**
   * Bus handler: resolves once the event is in the log (so the broker message is acked only then).
   * Audit-log entries (`*.log.recorded`) match the bindings but are for administrators' log
   * screen only: they carry other branches' data and are never streamed.
   */
  private receive(event: DomainEvent): Promise<void> {
    if (this.stopped || isChangeRecorded(event.type)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.incoming.push({ event, stored: resolve, failed: reject });
      void this.pump();
    });
  }

  /** One pump at a time: append what arrived (in one transaction), then fan out what is new in the log. */
  private pump(): Promise<void> {
    this.pumping ??= this.drain().finally(() => {
      this.pumping = null;
      if (this.incoming.length > 0 && !this.stopped) void this.pump();
    });
    return this.pumping;
  }

  private async drain(): Promise<void> {
    do {
      const batch = this.incoming.splice(0);
      try {
        await this.log.append(batch.map((item) => item.event));
        for (const item of batch) item.stored();
      } catch (error) {
        for (const item of batch) item.failed(error);
      }
      try {
        await this.fanOutNew();
      } catch (error) {
        this.logger.warn({ err: error }, 'live event log unreadable');
        return;
      }
    } while (this.incoming.length > 0 && !this.stopped);
  }

  private async fanOutNew(): Promise<void> {
    this.dropSlowListeners();
    for (;;) {
      const events = await this.log.after(this.position, PAGE);
      for (const event of events) this.fanOut(event);
      if (events.length < PAGE || this.stopped) return;
    }
  }

  private fanOut(event: StoredLiveEvent): void {
    if (event.seq <= this.position) return;
    this.position = event.seq;
    let frame: Buffer | null = null;
    for (const listener of this.listeners) {
      if (!listener.audience(event)) continue;
      frame ??= frameOf(event);
      if (listener.held) listener.held.push({ event, frame });
      else this.deliver(listener, event, frame);
    }
  }

  /** Writes the missed events after `after`; false when the client must reload instead (resync). */
  private async replay(listener: Listener, after: number): Promise<boolean> {
    const bounds = await this.log.bounds(after);
    if (after < bounds.horizon || after > bounds.head || bounds.pendingAfter > MAX_REPLAY) return false;
    let cursor = after;
    for (;;) {
      const events = await this.log.after(cursor, PAGE);
      for (const event of events) if (listener.audience(event)) listener.res.write(frameOf(event));
      cursor = events.at(-1)?.seq ?? cursor;
      if (events.length < PAGE) break;
      // Not reading its replay: drop it now, it resumes from what it got when it reconnects.
      if (this.isSlow(listener) || listener.res.destroyed) throw new Error('listener left during its replay');
    }
    listener.sent = Math.max(listener.sent, cursor);
    return true;
  }

  /** Ends the replay phase: held events the replay did not cover go out, then live ones directly. */
  private release(listener: Listener): void {
    const held = listener.held ?? [];
    listener.held = null;
    for (const { event, frame } of held) this.deliver(listener, event, frame);
  }

  private deliver(listener: Listener, event: StoredLiveEvent, frame: Buffer): void {
    if (event.seq <= listener.sent) return;
    listener.sent = event.seq;
    listener.res.write(frame);
  }

  /**
   * A listener still holding more than the limit from earlier rounds does not keep up: it is
   * dropped (it reconnects and replays) rather than growing the gateway's memory. Checked per
   * round, not per write, so one burst never counts against a client that reads.
   */
  private dropSlowListeners(): void {
    for (const listener of this.listeners) {
      if (!this.isSlow(listener)) continue;
      this.logger.info({ buffered: listener.res.writableLength }, 'slow live event listener dropped');
      this.drop(listener);
    }
  }

  private isSlow(listener: Listener): boolean {
    return listener.res.writableLength > this.maxBufferedBytes;
  }

  private drop(listener: Listener): void {
    this.listeners.delete(listener);
    listener.res.destroy();
  }

  private heartbeat(): void {
    this.dropSlowListeners();
    for (const listener of this.listeners) listener.res.write(HEARTBEAT);
  }

  private async prune(retentionMs: number): Promise<void> {
    try {
      await this.log.prune(retentionMs);
    } catch (error) {
      this.logger.warn({ err: error }, 'live event log could not be pruned');
    }
  }
}
