import type { Pool } from 'pg';
import type { DomainEvent } from '@theke/server';

/** One event as every replica numbers it: `seq` is the SSE `id:`. */
export interface StoredLiveEvent {
  seq: number;
  type: string;
  /** The branch the event concerns, when it names one; live streams filter on it. */
  branchId: number | null;
  /** The envelope JSON exactly as received: the frame's `data:` line. */
  envelope: string;
}

export interface LogBounds {
  /** Highest sequence pruned: a client behind it may have missed events. */
  horizon: number;
  /** Highest sequence stored (or pruned, when the table is empty). */
  head: number;
  /** Events stored after the asked-for sequence. */
  pendingAfter: number;
}

/**
 * Serialises appends of all gateway replicas (held until commit): sequence order is commit
 * order, so a reader that sees `seq` N has seen every committed row below N. Without it, two
 * replicas could commit 11 before 10 and a reader tailing "after 10" would skip 10 for ever.
 */
const APPEND_LOCK = 0x7468_656b; // "thek"

/** Branch an event concerns, when it names one (`branchId` or `branch.id` in its data). */
export function branchOf(event: DomainEvent): number | null {
  const data = event.data as { branchId?: unknown; branch?: { id?: unknown } } | null;
  const id = data?.branchId ?? data?.branch?.id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

interface LiveEventRow {
  seq: string;
  type: string;
  branchId: number | null;
  envelope: string;
}

const toStored = (row: LiveEventRow): StoredLiveEvent => ({
  seq: Number(row.seq),
  type: row.type,
  branchId: row.branchId,
  envelope: row.envelope,
});

/**
 * The gateway's live-event log in its PostgreSQL (table `live_events`), shared by every
 * replica: each stores what its bus subscription receives, once per event id, and all read
 * the same numbering back.
 */
export class LiveEventLog {
  constructor(private readonly pool: Pool) {}

  /** Stores the events not stored yet (another replica may have been first), in one transaction. */
  async append(events: readonly DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
      await client.query(
        `INSERT INTO live_events (id, type, "branchId", envelope)
         SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::int[], $4::text[])
         ON CONFLICT (id) DO NOTHING`,
        [
          events.map((event) => event.id),
          events.map((event) => event.type),
          events.map(branchOf),
          events.map((event) => JSON.stringify(event)),
        ],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Up to `limit` events after `seq`, in sequence order. */
  async after(seq: number, limit: number): Promise<StoredLiveEvent[]> {
    const { rows } = await this.pool.query<LiveEventRow>(
      'SELECT seq, type, "branchId", envelope FROM live_events WHERE seq > $1 ORDER BY seq LIMIT $2',
      [seq, limit],
    );
    return rows.map(toStored);
  }

  async bounds(after = 0): Promise<LogBounds> {
    const { rows } = await this.pool.query<{ horizon: string; head: string; pending: string }>(
      `SELECT h.seq AS horizon,
              GREATEST(h.seq, COALESCE((SELECT max(seq) FROM live_events), 0)) AS head,
              (SELECT count(*) FROM live_events WHERE seq > $1) AS pending
       FROM live_events_horizon h`,
      [after],
    );
    const row = rows[0];
    return { horizon: Number(row?.horizon ?? 0), head: Number(row?.head ?? 0), pendingAfter: Number(row?.pending ?? 0) };
  }

  /** Drops events older than the retention and moves the horizon past them; any replica may run it. */
  async prune(retentionMs: number): Promise<number> {
    const { rows } = await this.pool.query<{ pruned: string }>(
      `WITH gone AS (
         DELETE FROM live_events WHERE "receivedAt" < clock_timestamp() - $1 * interval '1 millisecond' RETURNING seq
       ), moved AS (
         UPDATE live_events_horizon SET seq = GREATEST(seq, (SELECT max(seq) FROM gone))
         WHERE EXISTS (SELECT 1 FROM gone)
       )
       SELECT count(*) AS pruned FROM gone`,
      [retentionMs],
    );
    return Number(rows[0]?.pruned ?? 0);
  }
}
