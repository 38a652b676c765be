import type { Transaction } from 'sequelize';
import { EVENTS, type ActivityChanged } from '@theke/contracts';
import type { Outbox } from '@theke/server';
import { branchOfDepartment } from './activity-references';
import type { WorkingActivity } from './activity.model';

export const ACTIVITY_EVENTS = {
  start: EVENTS.activityStarted,
  pause: EVENTS.activityPaused,
  resume: EVENTS.activityResumed,
  end: EVENTS.activityEnded,
  corrected: EVENTS.activityCorrected,
} as const;

/** The event's payload of an activity whose department's branch is known. */
export const activityEventOf = (
  activity: Pick<WorkingActivity, 'id' | 'userId' | 'username' | 'departmentId'>,
  at: Date,
  branchId: number | null,
): ActivityChanged => ({
  id: activity.id,
  userId: activity.userId,
  username: activity.username,
  departmentId: activity.departmentId,
  branchId,
  at: at.toISOString(),
});

/**
 * `workforce.activity.*` for one change, in the change's transaction (the outbox relays it after
 * the commit). `at` is the recorded instant: the action's, or a corrected activity's start.
 */
export async function recordActivityEvent(
  outbox: Outbox,
  transaction: Transaction,
  type: keyof typeof ACTIVITY_EVENTS,
  activity: WorkingActivity,
  at: Date,
  knownBranchId?: number | null,
): Promise<void> {
  const branchId =
    knownBranchId !== undefined ? knownBranchId : await branchOfDepartment(activity.departmentId, transaction);
  await outbox.record(transaction, ACTIVITY_EVENTS[type], activityEventOf(activity, at, branchId));
}
