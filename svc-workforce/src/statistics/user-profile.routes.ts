/**
 * `GET /statistics/user-profile?user=&start=&now=&end=` and
 * `GET /statistics/user-profile-working-activities?user=&start=&end=` (ADR 0043): an employee's
 * hours against their schedule. `user` defaults to the caller; administrators may name anyone, an
 * employee only themselves (another `user` is 403). The holiday balance is the end day's year's.
 */
import { Router, type Request } from 'express';
import Joi from 'joi';
import { seriesOf, statisticsRange, type StatisticsRange } from '@theke/domain';
import {
  entityId,
  Forbidden,
  Invalid,
  principalOf,
  requireStaff,
  ROLE_ADMIN,
  validate,
  type ServiceContext,
} from '@theke/server';
import { rangeBound } from '../activities/time-range';
import { holidayBalanceOf } from '../time-tracking/employee-planning';
import { BranchCountries } from '../time-tracking/branch-countries';
import type { BusinessTimeZone } from './business-time-zone';
import { loadEmployeeTime, profileDays, userProfile, type ProfileRange } from './user-profile';

const querySchema = Joi.object({
  user: entityId(),
  start: Joi.string().required(),
  end: Joi.string().required(),
  now: rangeBound('to'),
});

interface ProfileQuery {
  userId: number;
  knownName: string | null;
  range: ProfileRange;
  days: StatisticsRange;
  now: Date;
}

const FIELD = { from: 'start', to: 'end', interval: 'interval' } as const;

async function profileQuery(req: Request, timeZone: BusinessTimeZone): Promise<ProfileQuery> {
  const principal = principalOf(req);
  const query = validate(querySchema, req.query) as { user?: number; start: string; end: string; now?: Date };
  const self = Number(principal.userId);
  const userId = query.user ?? self;
  if (userId !== self && !principal.roles.includes(ROLE_ADMIN)) throw new Forbidden();
  const result = statisticsRange({ from: query.start, to: query.end, interval: 'day' }, await timeZone.get());
  if (!result.ok) throw new Invalid([{ ...result.problem, field: FIELD[result.problem.field] }]);
  // `now` never later than the clock: a running activity counts up to the present at most.
  const clock = new Date();
  const now = query.now && query.now < clock ? query.now : clock;
  return {
    userId,
    knownName: userId === self ? principal.username : null,
    range: { start: query.start, end: query.end },
    days: result.range,
    now,
  };
}

export function userProfileRoutes(timeZone: BusinessTimeZone, context: ServiceContext): Router {
  const router = Router();
  const countries = new BranchCountries(context);

  router.get('/statistics/user-profile', requireStaff, async (req, res) => {
    const query = await profileQuery(req, timeZone);
    const time = await loadEmployeeTime(query.userId, query.knownName, query.range, countries);
    const year = Number(query.range.end.slice(0, 4));
    res.json({
      data: {
        ...userProfile(time, query.range, query.now),
        holidayBalance: await holidayBalanceOf(query.userId, year),
      },
    });
  });

  router.get('/statistics/user-profile-working-activities', requireStaff, async (req, res) => {
    const query = await profileQuery(req, timeZone);
    const time = await loadEmployeeTime(query.userId, query.knownName, query.range, countries);
    const rows = profileDays(time, query.range, query.now);
    // One row per day of the range, in order: the range's day buckets.
    const values = new Map(
      query.days.buckets.map((bucket, index) => [bucket.getTime(), rows[index]?.workedMinutes ?? 0]),
    );
    const { workedMinutes } = userProfile(time, query.range, query.now);
    res.json({
      data: {
        employee: time.employee,
        total: workedMinutes,
        series: seriesOf(query.days, values),
        rows: rows.map(({ day, workedMinutes: worked, plannedMinutes }) => ({
          day,
          workedMinutes: worked,
          plannedMinutes,
        })),
      },
    });
  });
  return router;
}
