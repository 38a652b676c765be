import { Router } from 'express';
import Joi from 'joi';
import { Op } from 'sequelize';
import { ACTIVITY_ACTIONS, addDays, businessDateOf, formatIsoDate, parseCalendarDate } from '@theke/domain';
import { entityId, principalOf, requireStaff, validate, type ServiceContext } from '@theke/server';
import { WorkingActivity } from '../activities/activity.model';
import { activityAnswer } from '../activities/activity-json';
import { rangeBound } from '../activities/time-range';
import { BranchCountries } from './branch-countries';
import { ClockActions, type ClockInput } from './clock-action';
import { clockState, shiftJson } from './clock-state';
import { shiftsBetween } from './planned-shifts';

const idReference = () => Joi.object({ id: entityId().required() }).allow(null);

const actionSchema = Joi.object({
  at: Joi.date().iso(),
  department: idReference(),
  project: idReference(),
  task: idReference(),
  note: Joi.string().trim().max(2000).allow('', null),
});

/** The offline queue's key of one action (any printable text up to 200 characters). */
const keySchema = Joi.object({
  'Idempotency-Key': Joi.string()
    .trim()
    .min(1)
    .max(200)
    .pattern(/^[\x21-\x7e]+$/),
});

const daySchema = Joi.string()
  .trim()
  .custom((text: string, helpers) =>
    /^\d{4}-\d{2}-\d{2}$/.test(text) && parseCalendarDate(text) ? text : helpers.error('date.base'),
  );
const scheduleRange = Joi.object({ from: daySchema, to: daySchema });
const activityRange = Joi.object({ from: rangeBound('from'), to: rangeBound('to') });

/** Without `?from=` the clock lists this many days back. */
const DEFAULT_DAYS_BACK = 31;
/** Without `?to=` it plans this many days ahead. */
const DEFAULT_DAYS_AHEAD = 13;

/**
 * The clock of the current employee, `/time-tracking/…` (ADR 0041): the gateway authenticates
 * `/api/time-tracking/{username}/{token}/…` and forwards it here with that employee's principal.
 * Everything is the caller's own time.
 */
export function clockRoutes(context: ServiceContext): Router {
  const actions = new ClockActions(context);
  const countries = new BranchCountries(context);
  const router = Router();

  router.get('/time-tracking/me', requireStaff, async (req, res) => {
    res.json({ data: await clockState(principalOf(req), countries, new Date()) });
  });

  router.get('/time-tracking/working-schedules', requireStaff, async (req, res) => {
    const query = validate(scheduleRange, { from: req.query.from, to: req.query.to }) as {
      from?: string;
      to?: string;
    };
    const today = businessDateOf(new Date());
    const from = query.from ?? formatIsoDate(today);
    const to = query.to ?? formatIsoDate(addDays(parseCalendarDate(from) ?? today, DEFAULT_DAYS_AHEAD));
    const shifts = await shiftsBetween(Number(principalOf(req).userId), from, to);
    // Shown with their instants in Vienna time; a branch in Germany shares the zone's offsets.
    res.json({ data: shifts.map((shift) => shiftJson('AT', shift)) });
  });

  router.get('/time-tracking/working-activities', requireStaff, async (req, res) => {
    const query = validate(activityRange, { from: req.query.from, to: req.query.to }) as {
      from?: Date;
      to?: Date;
    };
    const from = query.from ?? new Date(Date.now() - DEFAULT_DAYS_BACK * 86_400_000);
    const activities = await WorkingActivity.findAll({
      where: {
        userId: Number(principalOf(req).userId),
        start: { [Op.gte]: from, ...(query.to ? { [Op.lt]: query.to } : {}) },
      },
      order: [['start', 'ASC']],
    });
    res.json({ data: activities.map(activityAnswer) });
  });

  for (const action of ACTIVITY_ACTIONS) {
    router.post(`/time-tracking/working-activities/${action}`, requireStaff, async (req, res) => {
      const input = validate(actionSchema, req.body ?? {}) as ClockInput;
      const { 'Idempotency-Key': key } = validate(keySchema, {
        'Idempotency-Key': req.get('idempotency-key'),
      }) as {
        'Idempotency-Key'?: string;
      };
      const answer = await actions.run(principalOf(req), action, input, key ?? null, 'app');
      res.status(answer.status).json(answer.body);
    });
  }

  return router;
}
