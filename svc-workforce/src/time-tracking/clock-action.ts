/**
 * One clocking action of the current employee (ADR 0041): start, pause, resume or end, at the
 * device's recorded time. Inside one transaction under the employee's lock: the idempotency key
 * (a repeated key answers its first answer), the state machine of @theke/domain, the write and its
 * `workforce.activity.*` event. Refusals (409, 422) are answers too: a replayed offline batch gets
 * them again instead of a different outcome against the state the batch itself changed.
 */
import type { Transaction } from 'sequelize';
import { activityStateOf, activityTransition, type ActivityAction } from '@theke/domain';
import { AppError, Conflict, Invalid, type Principal, type ServiceContext } from '@theke/server';
import { activityAnswer, activityTimesOf, correctionJson } from '../activities/activity-json';
import { ACTIVITY_MESSAGES } from '../activities/activity-messages';
import { resolveActivityReferences, type ActivityReferences } from '../activities/activity-references';
import { FUTURE_TOLERANCE_MS } from '../activities/activity-times';
import {
  WorkingActivityCorrection,
  type ActivityRecord,
  type ActivityTimes,
  type RecordedVia,
} from '../activities/activity.model';
import { readClock, storeAnswer, writeClockAction, type ClockRead } from './clock-statements';
import { shiftAround, shiftDaysAround } from './planned-shifts';

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
    const start = action === 'start';
    return this.context.sequelize.transaction(async (transaction) => {
      const read = await readClock(this.context.sequelize, transaction, {
        userId,
        key,
        at,
        action,
        departmentId: start ? (input.department?.id ?? null) : null,
        shiftDays: start && !input.department ? shiftDaysAround(at) : null,
      });
      if (read.stored && read.stored.action !== action)
        throw new Invalid(ACTIVITY_MESSAGES.keyReused, 'Idempotency-Key');
      if (read.stored) return { status: read.stored.status, body: read.stored.body };
      let outcome: { answer: ClockAnswer; keyStored: boolean };
      try {
        outcome = await this.apply(transaction, principal, action, input, read, { at, now, via, key });
      } catch (error) {
        // Every check runs before the first write, so a refusal leaves nothing behind to roll back.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        outcome = { answer: { status: error.status, body: { errors: error.items } }, keyStored: false };
      }
      if (key !== null && !outcome.keyStored)
        await storeAnswer(this.context.sequelize, transaction, userId, key, action, outcome.answer);
      return outcome.answer;
    });
  }

  /** The action against what `read` found; an applied one stores its key's answer with its write. */
  private async apply(
    transaction: Transaction,
    principal: Principal,
    action: ActivityAction,
    input: ClockInput,
    read: ClockRead,
    recorded: { at: Date; now: Date; via: RecordedVia; key: string | null },
  ): Promise<{ answer: ClockAnswer; keyStored: boolean }> {
    const { at: atDate, now } = recorded;
    if (atDate.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
      throw new Invalid(ACTIVITY_MESSAGES.future, 'at');
    const userId = Number(principal.userId);
    const at = atDate.toISOString();
    const late = now.getTime() - atDate.getTime() > LATE_ACTION_MS;
    // The open activity, else (for a start) one ending after `at`.
    const { found } = read;
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
        references: await this.startReferences(transaction, principal, input, read, atDate),
        note: input.note ?? null,
      };
    } else if (times && atDate.getTime() < lastRecordedInstant(times)) {
      throw new Invalid(ACTIVITY_MESSAGES.beforeLastAction, 'at');
    }
    const after = timesAfter(times, action, at, start, input.note);

    if (late) return { answer: await this.requestLate(transaction, principal, request, live, after), keyStored: false };
    const status = action === 'start' ? 201 : 200;
    const changed: ActivityRecord =
      start || !live
        ? {
            id: 0,
            version: 1,
            userId,
            username: String(principal.username),
            departmentId: start?.references.departmentId ?? null,
            projectId: start?.references.projectId ?? null,
            taskId: start?.references.taskId ?? null,
            start: atDate,
            end: null,
            pauses: [],
            note: after.note,
            recordedVia: recorded.via,
          }
        : {
            ...live,
            pauses: after.pauses,
            end: after.end === null ? null : new Date(after.end),
            note: after.note,
            version: live.version + 1,
          };
    const activity = await writeClockAction(this.context.sequelize, this.context.outbox, transaction, {
      action,
      activity: changed,
      at: atDate,
      branchId: start ? start.references.branchId : (live?.branchId ?? null),
      key: recorded.key,
      status,
      body: (written) => ({ data: activityAnswer(written) }),
      now,
    });
    return { answer: { status, body: { data: activityAnswer(activity) } }, keyStored: recorded.key !== null };
  }

  /** Given references, else the department of the shift planned around the start. */
  private async startReferences(
    transaction: Transaction,
    principal: Principal,
    input: ClockInput,
    read: ClockRead,
    at: Date,
  ): Promise<ActivityReferences> {
    const sent = { ...none, ...input };
    const references = await resolveActivityReferences(
      principal,
      transaction,
      { department: sent.department ?? null, project: sent.project ?? null, task: sent.task ?? null },
      read.department,
    );
    if (references.departmentId !== null) return references;
    const planned = shiftAround(read.shifts, at);
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
    live: ActivityRecord | null,
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
