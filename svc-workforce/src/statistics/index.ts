/**
 * svc-workforce's statistics (issue 22, ADR 0043): worked and planned minutes per branch and
 * bucket, an employee's profile, the rollup's consumer and its rebuild.
 */
import { Router } from 'express';
import type { ServiceContext } from '@theke/server';
import { BusinessTimeZone } from './business-time-zone';
import { statisticsRoutes } from './statistics.routes';
import { userProfileRoutes } from './user-profile.routes';
import { rebuildWorkedHours } from './worked-hours';

export { statisticsSubscription } from './statistics-subscription';

export function workforceStatisticsRoutes(context: ServiceContext): Router {
  const timeZone = new BusinessTimeZone(context);
  const router = Router();
  router.use(statisticsRoutes(context, timeZone));
  router.use(userProfileRoutes(timeZone, context));
  return router;
}

/**
 * `npm run statistics:rebuild`'s part for this service: recomputes the worked-time rollup from
 * every recorded activity (the planned minutes are read from the shifts and need none).
 */
export async function rebuildWorkforceStatistics(
  context: Pick<ServiceContext, 'sequelize'>,
): Promise<{ activities: number }> {
  return rebuildWorkedHours(context.sequelize);
}
