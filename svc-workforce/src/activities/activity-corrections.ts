/**
 * Changing recorded time (ADR 0041): never silently. Every change of an activity's times is a
 * correction with a reason, an author and the times before and after. An administrator's is
 * applied at once (an approved correction, the audit log entry and `workforce.activity.corrected`
 * in one transaction); an employee's waits as a request until an administrator approves it.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Request } from 'express';
import type { Transaction } from 'sequelize';
import {
  Conflict,
  MESSAGES,
  NotFound,
  principalOf,
  recordChange,
  type Principal,
  type ServiceContext,
} from '@theke/server';
import { recordActivityEvent } from './activity-events';
import {
  ACTIVITY_ENTITY,
  activityJson,
  activityTimesOf,
  CORRECTION_ENTITY,
  correctionJson,
} from './activity-json';
import { ACTIVITY_MESSAGES } from './activity-messages';
import { resolveActivityReferences } from './activity-references';
import { assertNoOverlap, assertPlausibleTimes } from './activity-times';
import {
  WorkingActivity,
  WorkingActivityCorrection,
  type ActivityTimes,
  type CorrectionOrigin,
  type RecordedVia,
} from './activity.model';
import { lockEmployeeTime } from './employee-lock';
import { assertMonthsOpen } from '../time-sheets/month-approval';

export interface Employee {
  id: number;
  username: string;
}

/** What a correction asks for: the activity (null: create one) and its times after (null: remove it). */
export interface CorrectionRequest {
  activity: WorkingActivity | null;
  employee: Employee;
  after: ActivityTimes | null;
  reason: string;
  /** The lock version the administrator loaded (PUT): a newer stored one is a 409. */
  expectedVersion?: number;
}

/** Instants compared as instants: `…T08:00:00Z` and `…T08:00:00.000Z` are the same time. */
function normalTimes(times: ActivityTimes | null): unknown {
  if (!times) return null;
  const at = (value: string | null) => (value === null ? null : Date.parse(value));
  return {
    ...times,
    start: at(times.start),
    end: at(times.end),
    pauses: times.pauses.map((pause) => ({ start: at(pause.start), end: at(pause.end) })),
  };
}

export const sameTimes = (a: ActivityTimes | null, b: ActivityTimes | null): boolean =>
  isDeepStrictEqual(normalTimes(a), normalTimes(b));

/**
 * Writes corrected times (the employee's lock held): creates, updates or removes the activity,
 * logs it and announces it. References and plausibility are checked here, overlap with the
 * employee's other activities too.
 */
async function applyTimes(
  context: ServiceContext,
  req: Request,
  transaction: Transaction,
  request: Pick<CorrectionRequest, 'activity' | 'employee' | 'after'>,
  recordedVia: RecordedVia,
): Promise<WorkingActivity | null> {
  const { activity, employee, after } = request;
  const before = activity ? activityJson(activity) : null;
  let written: WorkingActivity;
  let branchId: number | null = null;
  if (after) {
    assertPlausibleTimes(after, new Date());
    await assertNoOverlap(transaction, employee.id, after, activity?.id ?? null);
    const references = await resolveActivityReferences(principalOf(req), transaction, after);
    branchId = references.branchId;
    const values = {
      departmentId: references.departmentId,
      projectId: references.projectId,
      taskId: references.taskId,
      start: new Date(after.start),
      end: after.end === null ? null : new Date(after.end),
      pauses: after.pauses,
      note: after.note,
    };
    written = activity
      ? await activity.update({ ...values, version: activity.version + 1 }, { transaction })
      : await WorkingActivity.create(
          { ...values, userId: employee.id, username: employee.username, recordedVia },
          { transaction },
        );
  } else {
    if (!activity) throw new NotFound();
    await activity.destroy({ transaction });
    written = activity;
  }
  await recordChange(req, transaction, {
    entity: ACTIVITY_ENTITY,
    entityId: written.id,
    action: !activity ? 'created' : after ? 'updated' : 'deleted',
    before,
    after: after ? activityJson(written) : null,
    title: `${employee.username} ${written.start.toISOString()}`,
  });
  await recordActivityEvent(
    context.outbox,
    transaction,
    'corrected',
    written,
    written.start,
    after ? branchId : undefined,
  );
  return after ? written : null;
}

/** The audit log's view of a correction: without the lock version every save raises. */
function loggedCorrection(correction: WorkingActivityCorrection): Record<string, unknown> {
  const { version: _version, ...json } = correctionJson(correction);
  return json;
}

const author = (principal: Principal) => ({ id: principal.userId, name: principal.username });

/** An administrator's correction: applied now, recorded as approved. Answers the activity (null when removed). */
export async function applyCorrection(
  context: ServiceContext,
  req: Request,
  request: CorrectionRequest,
): Promise<{ activity: WorkingActivity | null; correction: WorkingActivityCorrection }> {
  const principal = principalOf(req);
  return context.sequelize.transaction(async (transaction) => {
    await lockEmployeeTime(context.sequelize, transaction, request.employee.id);
    const activity = request.activity ? await request.activity.reload({ transaction }) : null;
    if (activity && request.expectedVersion !== undefined && request.expectedVersion !== activity.version)
      throw new Conflict(MESSAGES.staleVersion, 'version', 'stale_version');
    const before = activity ? activityTimesOf(activity) : null;
    await assertMonthsOpen(context.sequelize, transaction, request.employee.id, [before, request.after]);
    const written = await applyTimes(context, req, transaction, { ...request, activity }, 'manager');
    const { id, name } = author(principal);
    const correction = await WorkingActivityCorrection.create(
      {
        activityId: written?.id ?? activity?.id ?? null,
        userId: request.employee.id,
        username: request.employee.username,
        authorId: id,
        authorName: name,
        reason: request.reason,
        before,
        after: written ? activityTimesOf(written) : null,
        state: 'approved',
        origin: 'manager',
        decidedById: id,
        decidedByName: name,
        decidedAt: new Date(),
      },
      { transaction },
    );
    return { activity: written, correction };
  });
}

/** An employee's request: checked for plausibility and references, stored as pending, nothing applied. */
export async function requestCorrection(
  context: ServiceContext,
  req: Request,
  request: CorrectionRequest,
  origin: CorrectionOrigin = 'request',
): Promise<WorkingActivityCorrection> {
  const principal = principalOf(req);
  if (request.after) assertPlausibleTimes(request.after, new Date());
  return context.sequelize.transaction(async (transaction) => {
    const before = request.activity ? activityTimesOf(request.activity) : null;
    await assertMonthsOpen(context.sequelize, transaction, request.employee.id, [before, request.after]);
    if (request.after) await resolveActivityReferences(principal, transaction, request.after);
    const { id, name } = author(principal);
    const correction = await WorkingActivityCorrection.create(
      {
        activityId: request.activity?.id ?? null,
        userId: request.employee.id,
        username: request.employee.username,
        authorId: id,
        authorName: name,
        reason: request.reason,
        before,
        after: request.after,
        state: 'pending',
        origin,
      },
      { transaction },
    );
    await recordChange(req, transaction, {
      entity: CORRECTION_ENTITY,
      entityId: correction.id,
      action: 'created',
      before: null,
      after: loggedCorrection(correction),
      title: `${correction.username}: ${correction.reason}`,
    });
    return correction;
  });
}

/**
 * An administrator decides a pending request. Approving applies `after` (creates the activity
 * when the request names none), but only to the times the employee saw: an activity changed or
 * removed since is a 409, never overwritten.
 */
export async function decideCorrection(
  context: ServiceContext,
  req: Request,
  correctionId: number,
  decision: 'approved' | 'rejected',
): Promise<WorkingActivityCorrection> {
  const principal = principalOf(req);
  return context.sequelize.transaction(async (transaction) => {
    const found = await WorkingActivityCorrection.findByPk(correctionId, { transaction });
    if (!found) throw new NotFound();
    await lockEmployeeTime(context.sequelize, transaction, found.userId);
    const correction = await found.reload({ transaction, lock: transaction.LOCK.UPDATE });
    if (correction.state !== 'pending')
      throw new Conflict(ACTIVITY_MESSAGES.alreadyDecided, 'state', 'already_decided');
    const beforeJson = loggedCorrection(correction);
    let activityId = correction.activityId;
    if (decision === 'approved') {
      const activity =
        activityId === null ? null : await WorkingActivity.findByPk(activityId, { transaction });
      if (activityId !== null && (!activity || !sameTimes(activityTimesOf(activity), correction.before)))
        throw new Conflict(ACTIVITY_MESSAGES.changedSinceRequest, 'activity', 'changed_since_request');
      // A late clock action's request may have come after the month's approval.
      await assertMonthsOpen(context.sequelize, transaction, correction.userId, [correction.before, correction.after]);
      const employee = { id: correction.userId, username: correction.username };
      const recordedVia = correction.origin === 'clock' ? 'app' : 'manager';
      const written = await applyTimes(
        context,
        req,
        transaction,
        { activity, employee, after: correction.after },
        recordedVia,
      );
      activityId = written?.id ?? activityId;
    }
    const { id, name } = author(principal);
    await correction.update(
      {
        state: decision,
        activityId,
        decidedById: id,
        decidedByName: name,
        decidedAt: new Date(),
        version: correction.version + 1,
      },
      { transaction },
    );
    await recordChange(req, transaction, {
      entity: CORRECTION_ENTITY,
      entityId: correction.id,
      action: 'updated',
      before: beforeJson,
      after: loggedCorrection(correction),
      title: `${correction.username}: ${correction.reason}`,
    });
    return correction;
  });
}
