/**
 * `GET /time-sheets/holiday-balances?year=` (SPEC §7): the holiday balances of a year, by default
 * the current one in Vienna. An employee gets their own, an administrator everyone's (narrowed by
 * `?employee=` when given). Same shape as `/holiday-balances`.
 */
import { Router } from 'express';
import Joi from 'joi';
import { businessDateOf } from '@theke/domain';
import { entityId, principalOf, requireStaff, ROLE_ADMIN, validate } from '@theke/server';
import { HolidayBalance } from './holiday-balance.model';
import { BALANCE_ORDER, holidayBalanceJson } from './holiday-balance.routes';

const querySchema = Joi.object({
  year: Joi.number().integer().min(2000).max(2100),
  employee: entityId(),
}).unknown(true);

export function holidayBalancesSheetRoutes(): Router {
  const router = Router();
  router.get('/time-sheets/holiday-balances', requireStaff, async (req, res) => {
    const principal = principalOf(req);
    const query = validate(querySchema, req.query) as { year?: number; employee?: number };
    const year = query.year ?? businessDateOf(new Date(), 'Europe/Vienna').year;
    const isAdmin = principal.roles.includes(ROLE_ADMIN);
    // A staff caller without a user id (none today) has no balance of their own.
    const userId = isAdmin ? query.employee : (principal.userId ?? 0);
    const balances = await HolidayBalance.findAll({
      where: { year, ...(userId === undefined ? {} : { userId }) },
      order: BALANCE_ORDER,
    });
    res.json({ data: balances.map((balance) => ({ ...holidayBalanceJson(balance), version: balance.version })) });
  });
  return router;
}
