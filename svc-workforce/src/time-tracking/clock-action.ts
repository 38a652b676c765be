/**
 * One clocking action of the current employee (ADR 0041): start, pause, resume or end, at the
 * device's recorded time. Inside one transaction under the employee's lock: the idempotency key
 * (a repeated key answers its first answer), the state machine of @theke/domain, the write and its
 * `workforce.activity.*` event. Refusals (409, 422) are answers too: a replayed offline batch gets
 * them again instead of a different outcome against the state the batch itself changed.
 */
import { literal, Op, QueryTypes, type Transaction } from 'sequelize';
import { activityStateOf, activityTransition, type ActivityAction } from '@theke/domain';
import { AppError, Conflict, Invalid, type Principal, type ServiceContext } from '@theke/server';
import { recordActivityEvent } from '../activities/activity-events';
import { activityAnswer, activityTimesOf, correctionJson } from '../activities/activity-json';
import { ACTIVITY_MESSAGES } from '../activities/activity-messages';
import { resolveActivityReferences, type ActivityReferences } from '../activities/activity-references';
import { FUTURE_TOLERANCE_MS } from '../activities/activity-times';
import {
  WorkingActivity,
  WorkingActivityCorrection,
  type ActivityTimes,
  type RecordedVia,
} from '../activities/activity.model';
import { lockEmployeeTime } from '../activities/employee-lock';
import { plannedDepartmentAt } from './planned-shifts';

/** Older actions are not applied but asked for as a correction (ADR 0041). */
export const LATE_ACTION_MS = 24 * 60 * 60_000;
/** The reason a late clock action's correction request gives. */
export const LATE_ACTION_REASON = 'Nachgetragene Buchung: älter als 24 Stunden.';

export interface ClockInput {
  at?: Date;
  department?: { id: number } | null;
  project?: { id: number } | null;
  task?: { id: number } | null;
  note?: string | null;
}

export interface ClockAnswer {
  status: number;
  body: unknown;
}

const none = { department: null, project: null, task: null };

/** The times after the action (the state machine allowed it). */
function timesAfter(
  times: ActivityTimes | null,
  action: ActivityAction,
  at: string,
  start: { references: ActivityReferences; note: string | null } | null,
  note: string | null | undefined,
): ActivityTimes {
  if (action === 'start' || !times) {
    const references = start?.references;
    const reference = (id: number | null | undefined) => (id ? { id } : null);
    return {
      start: at,
      end: null,
      pauses: [],
      note: start?.note ?? null,
      department: reference(references?.departmentId),
      project: reference(references?.projectId),
      task: reference(references?.taskId),
    };
  }
  const closeOpenPause = times.pauses.map((pause) => (pause.end === null ? { ...pause, end: at } : pause));
  const withNote = note === undefined ? times : { ...times, note };
  if (action === 'pause') return { ...withNote, pauses: [...times.pauses, { start: at, end: null }] };
  if (action === 'resume') return { ...withNote, pauses: closeOpenPause };
  return { ...withNote, pauses: closeOpenPause, end: at };
}

/** The latest instant already recorded in these times: nothing may be booked before it. */
function lastRecordedInstant(times: ActivityTimes): number {
  const instants = [times.start, times.end, ...times.pauses.flatMap((pause) => [pause.start, pause.end])];
  return Math.max(
    ...instants.filter((value): value is string => value !== null).map((value) => Date.parse(value)),
  );
}

interface StoredAnswer {
  action: string;
  status: number;
  body: unknown;
}

async function storedAnswer(context: ServiceContext, transaction: Transaction, userId: number, key: string) {
  const [row] = await context.sequelize.query<StoredAnswer>(
    'SELECT action, status, body FROM time_tracking_actions WHERE "userId" = :userId AND key = :key',
    { type: QueryTypes.SELECT, replacements: { userId, key }, transaction },
  );
  return row ?? null;
}

async function storeAnswer(
  context: ServiceContext,
  transaction: Transaction,
  userId: number,
  key: string,
  action: ActivityAction,
  answer: ClockAnswer,
): Promise<void> {
  await context.sequelize.query(
    'INSERT INTO time_tracking_actions ("userId", key, action, status, body) VALUES (:userId, :key, :action, :status, CAST(:body AS JSONB))',
    {
      replacements: { userId, key, action, status: answer.status, body: JSON.stringify(answer.body) },
      transaction,
    },
  );
}

export class ClockActions {
  constructor(
    private readonly context: ServiceContext,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Runs the action once per key; the answer (also a refusal) is what the caller sends back. */
  async run(
    principal: Principal,
    action: ActivityAction,
    input: ClockInput,
    key: string | null,
    via: RecordedVia,
  ): Promise<ClockAnswer> {
    const userId = Number(principal.userId);
    const now = this.now();
    const at = input.at ?? now;
    return this.context.sequelize.transaction(async (transaction) => {
      await lockEmployeeTime(this.context.sequelize, transaction, userId);
      if (key !== null) {
        const stored = await storedAnswer(this.context, transaction, userId, key);
        if (stored && stored.action !== action)
          throw new Invalid(ACTIVITY_MESSAGES.keyReused, 'Idempotency-Key');
        if (stored) return { status: stored.status, body: stored.body };
      }
      let answer: ClockAnswer;
      try {
        answer = await this.apply(transaction, principal, action, input, at, now, via);
      } catch (error) {
        // Every check runs before the first write, so a refusal leaves nothing behind to roll back.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        answer = { status: error.status, body: { errors: error.items } };
      }
      if (key !== null) await storeAnswer(this.context, transaction, userId, key, action, answer);
      return answer;
    });
  }

  private async apply(
    transaction: Transaction,
    principal: Principal,
    action: ActivityAction,
    input: ClockInput,
    atDate: Date,
    now: Date,
    via: RecordedVia,
  ): Promise<ClockAnswer> {
    if (atDate.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
      throw new Invalid(ACTIVITY_MESSAGES.future, 'at');
    const userId = Number(principal.userId);
    const at = atDate.toISOString();
    const late = now.getTime() - atDate.getTime() > LATE_ACTION_MS;
    // One read for the state and a start's overlap: the open activity first, else one ending after `at`.
    const found = await WorkingActivity.findOne({
      where: {
        userId,
        [Op.or]: [{ end: null }, ...(action === 'start' ? [{ end: { [Op.gt]: atDate } }] : [])],
      },
      order: [[literal('"end" IS NULL'), 'DESC']],
      transaction,
    });
    const live = found?.end === null ? found : null;
    // A late action continues the late request of its offline batch, if one is still open.
    const request = late ? await this.openLateRequest(transaction, userId) : null;
    const times = request ? request.after : live ? activityTimesOf(live) : null;

    const transition = activityTransition(activityStateOf(times), action);
    if (!transition.ok) throw new Conflict(transition.message, undefined, transition.code);
    let start: { references: ActivityReferences; note: string | null } | null = null;
    if (action === 'start') {
      if (found) throw new Invalid(ACTIVITY_MESSAGES.overlaps, 'at');
      start = {
        references: await this.startReferences(transaction, principal, input, atDate),
        note: input.note ?? null,
      };
    } else if (times && atDate.getTime() < lastRecordedInstant(times)) {
      throw new Invalid(ACTIVITY_MESSAGES.beforeLastAction, 'at');
    }
    const after = timesAfter(times, action, at, start, input.note);

    if (late) return this.requestLate(transaction, principal, request, live, after);
    const activity =
      action === 'start' || !live
        ? await WorkingActivity.create(
            {
              userId,
              username: String(principal.username),
              departmentId: start?.references.departmentId ?? null,
              projectId: start?.references.projectId ?? null,
              taskId: start?.references.taskId ?? null,
              start: atDate,
              note: after.note,
              recordedVia: via,
            },
            { transaction },
          )
        : await live.update(
            {
              pauses: after.pauses,
              end: after.end === null ? null : new Date(after.end),
              note: after.note,
              version: live.version + 1,
            },
            { transaction },
          );
    await recordActivityEvent(
      this.context.outbox,
      transaction,
      action,
      activity,
      atDate,
      start ? start.references.branchId : undefined,
    );
    return { status: action === 'start' ? 201 : 200, body: { data: activityAnswer(activity) } };
  }

  /** Given references, else the department of the shift planned around the start. */
  private async startReferences(
    transaction: Transaction,
    principal: Principal,
    input: ClockInput,
    at: Date,
  ): Promise<ActivityReferences> {
    const sent = { ...none, ...input };
    const references = await resolveActivityReferences(principal, transaction, {
      department: sent.department ?? null,
      project: sent.project ?? null,
      task: sent.task ?? null,
    });
    if (references.departmentId !== null) return references;
    const planned = await plannedDepartmentAt(transaction, Number(principal.userId), at);
    return planned
      ? { ...references, departmentId: planned.departmentId, branchId: planned.branchId }
      : references;
  }

  private async openLateRequest(transaction: Transaction, userId: number) {
    const requests = await WorkingActivityCorrection.findAll({
      where: { userId, state: 'pending', origin: 'clock' },
      order: [['id', 'DESC']],
      limit: 1,
      transaction,
    });
    const latest = requests[0];
    return latest?.after && latest.after.end === null ? latest : null;
  }

  /** A late action: not applied, asked for (or added to its batch's open request); 202. */
  private async requestLate(
    transaction: Transaction,
    principal: Principal,
    request: WorkingActivityCorrection | null,
    live: WorkingActivity | null,
    after: ActivityTimes,
  ): Promise<ClockAnswer> {
    const correction = request
      ? await request.update({ after, version: request.version + 1 }, { transaction })
      : await WorkingActivityCorrection.create(
          {
            activityId: live?.id ?? null,
            userId: Number(principal.userId),
            username: String(principal.username),
            authorId: principal.userId,
            authorName: principal.username,
            reason: LATE_ACTION_REASON,
            before: live ? activityTimesOf(live) : null,
            after,
            state: 'pending',
            origin: 'clock',
          },
          { transaction },
        );
    return { status: 202, body: { data: correctionJson(correction) } };
  }
}
