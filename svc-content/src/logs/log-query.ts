/**
 * The audit log's list filters (issue 19): entity, entity id, action, user (id or username) and a
 * date range, a day meaning the business day in the configured time zone (`to` includes its day).
 */
import Joi from 'joi';
import { Op, fn, col, where as condition, type WhereOptions } from 'sequelize';
import { addDays, parseCalendarDate, startOfBusinessDay } from '@theke/domain';
import { CHANGE_ACTIONS, type ChangeAction } from '@theke/contracts';
import { entityId, instant, INSTANT_RANGE, isEntityId } from '@theke/server';
import type { LogEntry } from './log-entry.model';

export const DEFAULT_LOG_LIMIT = 50;
export const MAX_LOG_LIMIT = 200;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' of a date that exists, within the instants a business deals in. */
const day = () =>
  Joi.string()
    .pattern(DAY)
    .custom((value: string, helpers) => {
      const date = parseCalendarDate(value);
      const inRange = date && date.year >= INSTANT_RANGE.from.getUTCFullYear() && date.year < INSTANT_RANGE.until.getUTCFullYear();
      return inRange ? value : helpers.error('date.format');
    })
    .messages({ 'date.format': 'invalid date' });

const dayOrInstant = () => Joi.alternatives(day(), instant());

export const logQuerySchema = Joi.object({
  entity: Joi.string().trim().max(100),
  entityId: entityId(),
  action: Joi.string().valid(...CHANGE_ACTIONS),
  user: Joi.string().trim().max(180),
  from: dayOrInstant(),
  to: dayOrInstant(),
  page: Joi.number().integer().min(1).max(1_000_000).default(1),
  limit: Joi.number().integer().min(1).max(MAX_LOG_LIMIT).default(DEFAULT_LOG_LIMIT),
}).unknown(true);

export interface LogQuery {
  entity?: string;
  entityId?: number;
  action?: ChangeAction;
  user?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** A day starts at its business midnight; an instant is itself. */
function boundary(value: string, timeZone: string, end: boolean): Date {
  const date = DAY.test(value) ? parseCalendarDate(value) : null;
  if (!date) return new Date(value);
  return startOfBusinessDay(end ? addDays(date, 1) : date, timeZone);
}

/** `user=7` is user 7 or a user named '7'; `user=admin` is the username, in any case. */
function userCondition(user: string): WhereOptions<LogEntry> {
  const byName = condition(fn('lower', col('username')), user.toLowerCase());
  const id = /^\d+$/.test(user) ? Number(user) : Number.NaN;
  return isEntityId(id) ? { [Op.or]: [{ userId: id }, byName] } : byName;
}

export function logConditions(query: LogQuery, timeZone: string): WhereOptions<LogEntry> {
  const conditions: WhereOptions<LogEntry>[] = [];
  if (query.entity) conditions.push({ entity: query.entity });
  if (query.entityId !== undefined) conditions.push({ entityId: query.entityId });
  if (query.action) conditions.push({ action: query.action });
  if (query.user) conditions.push(userCondition(query.user));
  if (query.from) conditions.push({ occurredAt: { [Op.gte]: boundary(query.from, timeZone, false) } });
  if (query.to) {
    const end = boundary(query.to, timeZone, true);
    // A day's end is the next day's start (excluded); an instant is included.
    conditions.push({ occurredAt: DAY.test(query.to) ? { [Op.lt]: end } : { [Op.lte]: end } });
  }
  return { [Op.and]: conditions };
}
