import Joi from 'joi';
import { Op, type Transaction } from 'sequelize';
import { entityId, Invalid } from '@theke/server';
import { ACTIVITY_MESSAGES } from './activity-messages';
import { WorkingActivity, type ActivityPause, type ActivityTimes } from './activity.model';

/** The device's clock may run a little ahead of the server's (ADR 0041). */
export const FUTURE_TOLERANCE_MS = 60_000;

const instant = () => Joi.date().iso();
const idReference = () => Joi.object({ id: entityId().required() }).allow(null);

/**
 * The times of an activity as a correction or an administrator sends them. Fields left out keep
 * their stored value (a correction merges what it sends over the activity before validating).
 */
export const activityTimesSchema = {
  start: instant().required(),
  end: instant().allow(null).default(null),
  pauses: Joi.array()
    .items(Joi.object({ start: instant().required(), end: instant().allow(null).default(null) }))
    .max(100)
    .default([]),
  note: Joi.string().trim().max(2000).allow('', null).default(null),
  department: idReference().default(null),
  project: idReference().default(null),
  task: idReference().default(null),
};

/** A reason is always required (§5 not-blank message when missing). */
export const reasonSchema = Joi.string().trim().min(1).max(2000).required();

const isoOf = (value: Date | null) => (value === null ? null : value.toISOString());

/** The validated payload as stored times (ISO instants, pauses in order, '' note as none). */
export function toActivityTimes(values: {
  start: Date;
  end: Date | null;
  pauses: Array<{ start: Date; end: Date | null }>;
  note: string | null;
  department: { id: number } | null;
  project: { id: number } | null;
  task: { id: number } | null;
}): ActivityTimes {
  const pauses: ActivityPause[] = [...values.pauses]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((pause) => ({ start: pause.start.toISOString(), end: isoOf(pause.end) }));
  return {
    start: values.start.toISOString(),
    end: isoOf(values.end),
    pauses,
    note: values.note === '' ? null : values.note,
    department: values.department,
    project: values.project,
    task: values.task,
  };
}

/**
 * Times that can have been recorded: the end after the start, nothing later than the server's
 * clock, pauses inside the activity without overlapping, an open pause only last in an open one.
 */
export function assertPlausibleTimes(times: ActivityTimes, now: Date): void {
  const start = Date.parse(times.start);
  const end = times.end === null ? null : Date.parse(times.end);
  const latest = now.getTime() + FUTURE_TOLERANCE_MS;
  if (start > latest) throw new Invalid(ACTIVITY_MESSAGES.future, 'start');
  if (end !== null && end > latest) throw new Invalid(ACTIVITY_MESSAGES.future, 'end');
  if (end !== null && end <= start) throw new Invalid(ACTIVITY_MESSAGES.endBeforeStart, 'end');
  let cursor = start;
  times.pauses.forEach((pause, index) => {
    const pauseStart = Date.parse(pause.start);
    const pauseEnd = pause.end === null ? null : Date.parse(pause.end);
    const last = index === times.pauses.length - 1;
    const fits =
      pauseStart >= cursor &&
      (pauseEnd === null
        ? last && end === null
        : pauseEnd >= pauseStart && (end === null || pauseEnd <= end));
    if (!fits || pauseStart > latest || (pauseEnd ?? 0) > latest)
      throw new Invalid(ACTIVITY_MESSAGES.pausesOutside, 'pauses');
    cursor = pauseEnd ?? pauseStart;
  });
}

/**
 * Another activity of the employee within these times (an open one reaches into the future).
 * Callers hold the employee's clock lock, so nothing new can appear before their commit.
 */
export async function assertNoOverlap(
  transaction: Transaction,
  userId: number,
  times: { start: string; end: string | null },
  exceptId: number | null,
): Promise<void> {
  const other = await WorkingActivity.findOne({
    attributes: ['id'],
    where: {
      userId,
      ...(exceptId === null ? {} : { id: { [Op.ne]: exceptId } }),
      ...(times.end === null ? {} : { start: { [Op.lt]: new Date(times.end) } }),
      [Op.or]: [{ end: null }, { end: { [Op.gt]: new Date(times.start) } }],
    },
    transaction,
  });
  if (other) throw new Invalid(ACTIVITY_MESSAGES.overlaps, 'start');
}
