/**
 * `GET /statistics/working-activities` and `/statistics/working-schedules` (ADR 0043): worked and
 * planned minutes, `{total, series, rows: [{employee, workedMinutes | plannedMinutes}]}`, with the
 * range, interval and branch of the kit's `statisticsQuery`. An employee's figures cover their
 * branches; the rows name only themselves (colleagues' hours are the administrators').
 */
import { Router, type Request } from 'express';
import { principalOf, ROLE_ADMIN, statisticsQuery, type ServiceContext } from '@theke/server';
import { BranchCountries } from '../time-tracking/branch-countries';
import { BusinessTimeZone } from './business-time-zone';
import {
  plannedFigures,
  workedFigures,
  type FigureSelection,
  type MinuteFigures,
} from './working-time-figures';

const answer = (figures: MinuteFigures, field: 'workedMinutes' | 'plannedMinutes') => ({
  data: {
    total: figures.total,
    series: figures.series,
    rows: figures.rows.map((row) => ({ employee: row.employee, [field]: row.minutes })),
  },
});

export function statisticsRoutes(context: ServiceContext, timeZone: BusinessTimeZone): Router {
  const router = Router();
  const countries = new BranchCountries(context);

  const selectionOf = async (req: Request): Promise<FigureSelection> => {
    const query = statisticsQuery(req, await timeZone.get());
    const principal = principalOf(req);
    return { ...query, rowsOf: principal.roles.includes(ROLE_ADMIN) ? null : Number(principal.userId) };
  };

  router.get('/statistics/working-activities', async (req, res) => {
    const figures = await workedFigures(context.sequelize, await selectionOf(req), new Date());
    res.json(answer(figures, 'workedMinutes'));
  });

  router.get('/statistics/working-schedules', async (req, res) => {
    const figures = await plannedFigures(context.sequelize, await selectionOf(req), countries);
    res.json(answer(figures, 'plannedMinutes'));
  });
  return router;
}
