import { Router, type Request } from 'express';
import { DEFAULT_TIME_ZONE } from '@theke/domain';
import { requireStaff, statisticsQuery } from '@theke/server';
import type { ServiceRuntime } from '../runtime';
import {
  hourFigure,
  orderDurations,
  orderTimeCells,
  popularItems,
  revenueTaxes,
  type HourFigure,
  type RangeScope,
} from './order-statistics.reads';

/** The endpoints that are one figure of the hour rollups, total and series, nothing more. */
const PLAIN_FIGURES: ReadonlyArray<[name: string, figure: HourFigure]> = [
  ['orders', 'orders'],
  ['canceled-orders', 'canceledOrders'],
  ['items', 'items'],
];

/**
 * `GET /statistics/{orders|revenue|canceled-orders|items|popular-items|order-times}` (ADR 0043):
 * `{data: {total, series, ...extra}}` for staff, an employee's figures those of their branches.
 */
export function orderStatisticsRouter(runtime: ServiceRuntime): Router {
  const router = Router();
  const { sequelize } = runtime.context;

  const scopeOf = async (req: Request): Promise<RangeScope> => {
    const { config } = await runtime.catalogue.current();
    return statisticsQuery(req, config.timeZone || DEFAULT_TIME_ZONE);
  };

  for (const [name, figure] of PLAIN_FIGURES) {
    router.get(`/statistics/${name}`, requireStaff, async (req, res) => {
      res.json({ data: await hourFigure(sequelize, await scopeOf(req), figure) });
    });
  }

  router.get('/statistics/revenue', requireStaff, async (req, res) => {
    const scope = await scopeOf(req);
    const [revenue, taxes] = await Promise.all([
      hourFigure(sequelize, scope, 'revenueCents'),
      revenueTaxes(sequelize, scope),
    ]);
    res.json({ data: { ...revenue, taxes } });
  });

  router.get('/statistics/popular-items', requireStaff, async (req, res) => {
    const scope = await scopeOf(req);
    const [items, rows] = await Promise.all([
      hourFigure(sequelize, scope, 'items'),
      popularItems(sequelize, scope),
    ]);
    res.json({ data: { ...items, rows } });
  });

  router.get('/statistics/order-times', requireStaff, async (req, res) => {
    const scope = await scopeOf(req);
    const [orders, cells, durations] = await Promise.all([
      hourFigure(sequelize, scope, 'orders'),
      orderTimeCells(sequelize, scope),
      orderDurations(sequelize, scope),
    ]);
    res.json({ data: { ...orders, cells, durations } });
  });

  return router;
}
