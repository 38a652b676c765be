import { Router, type RequestHandler } from 'express';
import { requireRole, ROLE_ADMIN, statisticsQuery, type ServiceContext, type StatisticsQuery } from '@theke/server';
import { BusinessTimeZone } from './business-time-zone';
import { events, funnel, pages, pageViews, uniqueVisitors, visitorTimes, type Figure } from './visitor-statistics';

type Reading = (sequelize: ServiceContext['sequelize'], query: StatisticsQuery) => Promise<Figure>;

const READINGS: Record<string, Reading> = {
  'page-views': pageViews,
  'unique-visitors': uniqueVisitors,
  pages,
  events,
  'visitor-times': visitorTimes,
  funnel,
};

/**
 * `GET /statistics/{page-views|unique-visitors|pages|events|visitor-times|funnel}?from&to[&interval][&branch]`
 * (ADR 0043): `{data: {total, series, ...}}`, for administrators (guests 401, employees 403).
 */
export function visitorStatisticsRouter(context: ServiceContext): Router {
  const router = Router();
  const zone = new BusinessTimeZone();
  for (const [name, read] of Object.entries(READINGS)) {
    const handler: RequestHandler = async (req, res) => {
      const query = statisticsQuery(req, await zone.get());
      res.json({ data: await read(context.sequelize, query) });
    };
    router.get(`/statistics/${name}`, requireRole(ROLE_ADMIN), handler);
  }
  return router;
}
