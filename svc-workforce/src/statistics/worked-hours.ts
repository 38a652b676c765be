/**
 * The worked-time rollup (table `statistics_worked_hours`, ADR 0043 "Rollups"): an ended activity's
 * worked time (its span minus its pauses, the domain's `workedIntervals`) cut at the hour
 * boundaries. Rows are always recomputed from the stored activity, never added to, so handling an
 * event twice, out of order or after a correction gives the rows a rebuild gives.
 *
 * Activities still running or paused have no rows: their time grows until they end, so the reads
 * add them live (`openWorkedPieces`).
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { bucketOf, DEFAULT_TIME_ZONE, workedIntervals, type TimeInterval } from '@theke/domain';
import { activityTimesOf } from '../activities/activity-json';
import type { ActivityRecord } from '../activities/activity.model';

const HOUR_MS = 3_600_000;
/** Activities recomputed per statement by the rebuild. */
const REBUILD_BATCH = 2_000;

/** Worked milliseconds inside one hour (its first instant). */
export interface HourPiece {
  bucket: Date;
  ms: number;
}

/**
 * Intervals cut at hour boundaries, one piece per hour: the worked parts before and after a pause
 * within the same hour add up (the rollup keeps one row per activity and hour). The business
 * zones have whole-hour offsets, so a local hour starts where bucketOf puts it in any of them; the
 * rollup is the same for Vienna and Berlin.
 */
export function hourPieces(intervals: readonly TimeInterval[]): HourPiece[] {
  const byHour = new Map<number, HourPiece>();
  for (const interval of intervals) {
    let cursor = interval.start.getTime();
    while (cursor < interval.end.getTime()) {
      const bucket = bucketOf(new Date(cursor), 'hour', DEFAULT_TIME_ZONE);
      const next = Math.min(bucket.getTime() + HOUR_MS, interval.end.getTime());
      const piece = byHour.get(bucket.getTime());
      if (piece) piece.ms += next - cursor;
      else byHour.set(bucket.getTime(), { bucket, ms: next - cursor });
      cursor = next;
    }
  }
  return [...byHour.values()];
}

/** The worked time of activities as they stand at `now` (a running one until `now`), per hour. */
export const workedPieces = (activity: ActivityRecord, now: Date): HourPiece[] =>
  hourPieces(workedIntervals([activityTimesOf(activity)], now));

type ActivityRow = ActivityRecord;

const ACTIVITY_COLUMNS = `id, version, "userId", username, "departmentId", "projectId", "taskId", start, "end", pauses, note, "recordedVia"`;

async function insertPieces(
  sequelize: Sequelize,
  activities: readonly ActivityRow[],
  transaction: Transaction,
): Promise<void> {
  const rows = activities.flatMap((activity) =>
    activity.end === null
      ? []
      : workedPieces(activity, activity.end).map((piece) => ({
          activityId: activity.id,
          bucket: piece.bucket.toISOString(),
          userId: activity.userId,
          username: activity.username,
          departmentId: activity.departmentId,
          workedMs: piece.ms,
        })),
  );
  if (rows.length === 0) return;
  // One multi-row insert; a JSON array keeps the statement's parameters at one.
  await sequelize.query(
    `INSERT INTO statistics_worked_hours ("activityId", bucket, "userId", username, "departmentId", "workedMs")
     SELECT "activityId", bucket, "userId", username, "departmentId", "workedMs"
     FROM jsonb_to_recordset(CAST(:rows AS jsonb)) AS r("activityId" int, bucket timestamptz, "userId" int,
       username varchar, "departmentId" int, "workedMs" bigint)`,
    { transaction, replacements: { rows: JSON.stringify(rows) } },
  );
}

/**
 * Replaces the rows of these activities by what their stored times give now (a removed activity
 * leaves none). A per-activity lock orders two consumers of the same activity, so the later
 * commit is the one that read the later facts.
 */
export async function recomputeWorkedHours(
  sequelize: Sequelize,
  activityIds: readonly number[],
  transaction: Transaction,
): Promise<void> {
  const ids = [...new Set(activityIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await sequelize.query(
    `SELECT pg_advisory_xact_lock(hashtext('statistics_worked_hours'), id) FROM unnest(ARRAY[:ids]::int[]) AS id`,
    {
      transaction,
      replacements: { ids },
    },
  );
  const activities = await sequelize.query<ActivityRow>(
    `SELECT ${ACTIVITY_COLUMNS} FROM working_activities WHERE id IN (:ids)`,
    { transaction, type: QueryTypes.SELECT, replacements: { ids } },
  );
  await sequelize.query(`DELETE FROM statistics_worked_hours WHERE "activityId" IN (:ids)`, {
    transaction,
    replacements: { ids },
  });
  await insertPieces(sequelize, activities, transaction);
}

/**
 * Recomputes the whole rollup from every ended activity in one transaction (the table is locked
 * against the consumer meanwhile). Answers how many activities it read.
 */
export async function rebuildWorkedHours(sequelize: Sequelize): Promise<{ activities: number }> {
  return sequelize.transaction(async (transaction) => {
    await sequelize.query('LOCK TABLE statistics_worked_hours IN EXCLUSIVE MODE', { transaction });
    await sequelize.query('DELETE FROM statistics_worked_hours', { transaction });
    let after = 0;
    let count = 0;
    for (;;) {
      const batch = await sequelize.query<ActivityRow>(
        `SELECT ${ACTIVITY_COLUMNS} FROM working_activities WHERE id > :after AND "end" IS NOT NULL ORDER BY id LIMIT :limit`,
        { transaction, type: QueryTypes.SELECT, replacements: { after, limit: REBUILD_BATCH } },
      );
      if (batch.length === 0) return { activities: count };
      await insertPieces(sequelize, batch, transaction);
      count += batch.length;
      after = (batch[batch.length - 1] as ActivityRow).id;
    }
  });
}
