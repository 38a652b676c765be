import { activityStateOf } from '@theke/domain';
import type { ActivityRecord, ActivityTimes, WorkingActivityCorrection } from './activity.model';

/** The entity name of the audit log and of the API (ADR 0041). */
export const ACTIVITY_ENTITY = 'working-activity';
export const CORRECTION_ENTITY = 'working-activity-correction';

const reference = (id: number | null | undefined) => (id === null || id === undefined ? null : { id });
const iso = (instant: Date | null) => (instant === null ? null : instant.toISOString());

/** The times a correction replaces or proposes, as the API names them. */
export function activityTimesOf(activity: ActivityRecord): ActivityTimes {
  return {
    start: activity.start.toISOString(),
    end: iso(activity.end ?? null),
    pauses: activity.pauses ?? [],
    note: activity.note ?? null,
    department: reference(activity.departmentId),
    project: reference(activity.projectId),
    task: reference(activity.taskId),
  };
}

/**
 * A working activity as the API shows it: the employee as `{id, username}`, references as
 * `{id}`, ISO instants and the state (`running`, `paused`, `ended`) of the one state machine.
 */
export function activityJson(activity: ActivityRecord): Record<string, unknown> {
  const times = activityTimesOf(activity);
  return {
    id: activity.id,
    employee: { id: activity.userId, username: activity.username },
    ...times,
    recordedVia: activity.recordedVia,
    state: activityStateOf(times),
  };
}

/** The activity as the API answers a single one: the JSON of the list with its lock version. */
export const activityAnswer = (activity: ActivityRecord) => ({
  ...activityJson(activity),
  version: activity.version,
});

const person = (id: number | null | undefined, username: string | null | undefined) =>
  id === null || id === undefined ? null : { id, username: username ?? null };

export function correctionJson(correction: WorkingActivityCorrection): Record<string, unknown> {
  return {
    id: correction.id,
    activity: reference(correction.activityId),
    employee: { id: correction.userId, username: correction.username },
    author: person(correction.authorId, correction.authorName),
    reason: correction.reason,
    before: correction.before,
    after: correction.after,
    state: correction.state,
    origin: correction.origin,
    decidedBy: person(correction.decidedById, correction.decidedByName),
    decidedAt: iso(correction.decidedAt ?? null),
    createdAt: correction.createdAt.toISOString(),
    version: correction.version,
  };
}
