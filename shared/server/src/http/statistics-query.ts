import type { Request } from 'express';
import Joi from 'joi';
import { statisticsRange, type StatisticsInterval, type StatisticsRange } from '@theke/domain';
import { entityId } from './entity-id';
import { Invalid, Unauthorized } from './errors';
import { assertBranchAccess, isStaff, principalOf, ROLE_ADMIN } from './internal-auth';
import { validate } from './validation';

export interface StatisticsQuery {
  range: StatisticsRange;
  /** The branches the figures cover: null is all of them (an administrator without `?branch=`). */
  branchIds: number[] | null;
}

const querySchema = Joi.object({
  from: Joi.string().required(),
  to: Joi.string().required(),
  interval: Joi.string(),
  branch: entityId(),
}).unknown(true);

/**
 * The one reading of `GET /statistics/*?from&to[&interval][&branch]` (ADR 0043) for every owner:
 * staff only (guests 401), the range in the business zone (422 with the German message of the
 * field at fault), and the branches: an employee's own (another branch is 403, none named is all of
 * theirs), an administrator's named one or all.
 */
export function statisticsQuery(req: Request, timeZone: string): StatisticsQuery {
  const principal = principalOf(req);
  if (principal.userId === null || !isStaff(principal)) throw new Unauthorized();
  const query = validate(querySchema, req.query) as { from: string; to: string; interval?: string; branch?: number };
  const result = statisticsRange(
    { from: query.from, to: query.to, interval: query.interval as StatisticsInterval | undefined },
    timeZone,
  );
  if (!result.ok) throw new Invalid([result.problem]);
  if (query.branch !== undefined) {
    assertBranchAccess(principal, query.branch);
    return { range: result.range, branchIds: [query.branch] };
  }
  return { range: result.range, branchIds: principal.roles.includes(ROLE_ADMIN) ? null : [...principal.branchIds] };
}
