/**
 * The clock's two statements (ADR 0041, "Performance"): an action is BEGIN, one read under the
 * employee's lock, one write, COMMIT. The read brings everything the action decides on (the key's
 * stored answer, the open activity, the named department, the shifts around a start); the write
 * stores the activity, its `workforce.activity.*` event and the key's answer together, as data-
 * modifying CTEs, as svc-orders places an order (ADR 0007).
 */
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { ActivityAction, PlannedShift } from '@theke/domain';
import { createEvent, type Outbox } from '@theke/server';
import { ACTIVITY_EVENTS, activityEventOf } from '../activities/activity-events';
import type { ActivityPause, ActivityRecord, RecordedVia } from '../activities/activity.model';
import { lockEmployeeTimeThenRead } from '../activities/employee-lock';

export interface StoredAnswer {
  action: string;
  status: number;
  body: unknown;
}

/** A planned shift with its department and the department's branch. */
export type ShiftOfDepartment = PlannedShift & { departmentId: number; branchId: number | null };

export interface ClockRead {
  /** The answer stored under the action's key, if it was sent before. */
  stored: StoredAnswer | null;
  /** The open activity, else (for a start) one ending after `at`; with its department's branch. */
  found: (ActivityRecord & { branchId: number | null }) | null;
  /** The department a start names: its branch, or null when there is none of that id. */
  department: { branchId: number } | null;
  /** For a start without a department: the shifts of the days around `at`, in time order. */
  shifts: ShiftOfDepartment[];
}

export interface ClockReadInput {
  userId: number;
  key: string | null;
  at: Date;
  action: ActivityAction;
  /** The department a start names. */
  departmentId: number | null;
  /** The days (`shiftDaysAround`) whose shifts a start without a department is booked on, else null. */
  shiftDays: { from: string; to: string } | null;
}

const READ_SQL = `
  SELECT stored.*, found.*, department.*, shifts.*
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (
    SELECT action AS "storedAction", status AS "storedStatus", body AS "storedBody"
    FROM time_tracking_actions WHERE "userId" = :userId AND key = :key
  ) AS stored ON true
  LEFT JOIN LATERAL (
    SELECT a.id, a.version, a.username, a."departmentId", a."projectId", a."taskId", a.start, a."end",
      a.pauses, a.note, a."recordedVia", d."branchId"
    FROM working_activities AS a LEFT JOIN departments AS d ON d.id = a."departmentId"
    WHERE a."userId" = :userId AND (a."end" IS NULL OR (:isStart AND a."end" > :at))
    ORDER BY a."end" IS NULL DESC
    LIMIT 1
  ) AS found ON true
  LEFT JOIN LATERAL (
    SELECT "branchId" AS "departmentBranchId" FROM departments WHERE id = :departmentId
  ) AS department ON true
  LEFT JOIN LATERAL (
    SELECT jsonb_agg(jsonb_build_object('day', s.day, 'from', s."from", 'to', s."to",
      'departmentId', s."departmentId", 'branchId', d."branchId") ORDER BY s.day, s."from") AS shifts
    FROM working_schedules AS s LEFT JOIN departments AS d ON d.id = s."departmentId"
    WHERE :withShifts AND s."userId" = :userId AND s.day BETWEEN :fromDay AND :toDay
  ) AS shifts ON true`;

interface ReadRow {
  storedAction: string | null;
  storedStatus: number | null;
  storedBody: unknown;
  id: number | null;
  version: number;
  username: string;
  departmentId: number | null;
  projectId: number | null;
  taskId: number | null;
  start: Date;
  end: Date | null;
  pauses: ActivityPause[];
  note: string | null;
  recordedVia: RecordedVia;
  branchId: number | null;
  departmentBranchId: number | null;
  shifts: ShiftOfDepartment[] | null;
}

/**
 * Takes the employee's lock, then reads what the action decides on: one round trip. Instants go
 * in as ISO text (PostgreSQL reads it as `timestamptz`; Sequelize would format a Date with moment).
 */
export async function readClock(
  sequelize: Sequelize,
  transaction: Transaction,
  input: ClockReadInput,
): Promise<ClockRead> {
  const { userId, key, at, action, departmentId, shiftDays } = input;
  const row = await lockEmployeeTimeThenRead<ReadRow>(sequelize, transaction, userId, READ_SQL, {
    userId,
    key,
    at: at.toISOString(),
    isStart: action === 'start',
    departmentId,
    withShifts: shiftDays !== null,
    fromDay: shiftDays?.from ?? null,
    toDay: shiftDays?.to ?? null,
  });
  const { storedAction, storedStatus, storedBody, departmentBranchId, shifts, ...activity } = row;
  return {
    stored:
      storedAction === null ? null : { action: storedAction, status: Number(storedStatus), body: storedBody },
    found: activity.id === null ? null : { ...activity, id: activity.id, userId },
    department: departmentBranchId === null ? null : { branchId: departmentBranchId },
    shifts: shifts ?? [],
  };
}

/** The activity's change, then its event and the key's answer, each merging in the activity's id. */
const writeSql = (change: string) => `
  WITH activity AS (${change} RETURNING id),
  event AS (
    INSERT INTO outbox_events (id, type, "occurredAt", data)
    SELECT CAST(:eventId AS UUID), :eventType, CAST(:occurredAt AS TIMESTAMPTZ),
      CAST(:eventData AS JSONB) || jsonb_build_object('id', activity.id)
    FROM activity
  ),
  answer AS (
    INSERT INTO time_tracking_actions ("userId", key, action, status, body)
    SELECT :userId, :key, :action, :status, jsonb_set(CAST(:body AS JSONB), '{data,id}', to_jsonb(activity.id))
    FROM activity WHERE :keyed
  )
  SELECT id FROM activity`;

const INSERT_SQL = writeSql(`
  INSERT INTO working_activities ("userId", username, "departmentId", "projectId", "taskId", start, note,
    "recordedVia", "createdAt", "updatedAt")
  VALUES (:userId, :username, :departmentId, :projectId, :taskId, :start, :note, :recordedVia, :now, :now)`);

const UPDATE_SQL = writeSql(`
  UPDATE working_activities
  SET pauses = CAST(:pauses AS JSONB), "end" = :end, note = :note, version = version + 1, "updatedAt" = :now
  WHERE id = :id`);

export interface ClockWrite {
  action: ActivityAction;
  /** The activity after the action; a start's id is the one the insert gives it. */
  activity: ActivityRecord;
  /** The recorded instant of the action (the event's `at`). */
  at: Date;
  /** The branch of the activity's department. */
  branchId: number | null;
  key: string | null;
  status: number;
  /** The answer's body from the activity (a start's id filled in by the statement). */
  body: (activity: ActivityRecord) => unknown;
  now: Date;
}

/**
 * Inserts (start) or updates the activity, records its event in the kit's outbox table (written
 * here instead of through `Outbox.record`: it needs the new activity's id from the same statement)
 * and the key's answer, in one statement; returns the activity with its id.
 */
export async function writeClockAction(
  sequelize: Sequelize,
  outbox: Outbox,
  transaction: Transaction,
  write: ClockWrite,
): Promise<ActivityRecord> {
  const { activity } = write;
  const event = createEvent(ACTIVITY_EVENTS[write.action], activityEventOf(activity, write.at, write.branchId));
  const [row] = await sequelize.query<{ id: number }>(write.action === 'start' ? INSERT_SQL : UPDATE_SQL, {
    type: QueryTypes.SELECT,
    transaction,
    replacements: {
      id: activity.id,
      userId: activity.userId,
      username: activity.username,
      departmentId: activity.departmentId,
      projectId: activity.projectId,
      taskId: activity.taskId,
      start: activity.start.toISOString(),
      end: activity.end?.toISOString() ?? null,
      pauses: JSON.stringify(activity.pauses),
      note: activity.note,
      recordedVia: activity.recordedVia,
      now: write.now.toISOString(),
      eventId: event.id,
      eventType: event.type,
      occurredAt: event.occurredAt,
      eventData: JSON.stringify(event.data),
      key: write.key,
      keyed: write.key !== null,
      action: write.action,
      status: write.status,
      body: JSON.stringify(write.body(activity)),
    },
  });
  if (!row) throw new Error(`working activity ${activity.id} not written`);
  // The relay reads committed rows only; a burst of clock actions wakes it once (as orders do).
  transaction.afterCommit(() => outbox.kickSoon());
  return { ...activity, id: row.id };
}

/** Stores an answer that changed nothing (a refusal, a late action's request) under its key. */
export async function storeAnswer(
  sequelize: Sequelize,
  transaction: Transaction,
  userId: number,
  key: string,
  action: ActivityAction,
  answer: { status: number; body: unknown },
): Promise<void> {
  await sequelize.query(
    'INSERT INTO time_tracking_actions ("userId", key, action, status, body) VALUES (:userId, :key, :action, :status, CAST(:body AS JSONB))',
    {
      replacements: { userId, key, action, status: answer.status, body: JSON.stringify(answer.body) },
      transaction,
    },
  );
}
