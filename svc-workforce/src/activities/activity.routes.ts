import { Router, type Request } from 'express';
import Joi from 'joi';
import { literal, Op, type WhereOptions } from 'sequelize';
import {
  crudRouter,
  entityId,
  expectedVersion,
  idParam,
  Invalid,
  NotFound,
  principalOf,
  requireRole,
  requireStaff,
  ROLE_ADMIN,
  validate,
  type ServiceContext,
} from '@theke/server';
import { employeeFilter, ownEmployeeRows } from '../employees/employee-rows';
import { applyCorrection, requestCorrection, type Employee } from './activity-corrections';
import { ACTIVITY_MESSAGES } from './activity-messages';
import {
  ACTIVITY_ENTITY,
  activityAnswer,
  activityJson,
  activityTimesOf,
  correctionJson,
} from './activity-json';
import { activityTimesSchema, reasonSchema, toActivityTimes } from './activity-times';
import { WorkingActivity } from './activity.model';
import { rangeBound } from './time-range';

const PATH = '/working-activities';

const employeeSchema = Joi.object({
  id: entityId().required(),
  username: Joi.string().trim().min(1).max(180).required(),
});

/** An administrator's new activity: whose, the times, and why it is entered by hand. */
const createSchema = Joi.object({
  employee: employeeSchema.required(),
  ...activityTimesSchema,
  reason: reasonSchema,
});
/** A correction: the stored times with what was sent over them, and the reason. */
const correctionSchema = Joi.object({ ...activityTimesSchema, reason: reasonSchema });
const deleteSchema = Joi.object({ reason: reasonSchema });

const STATE_WHERE: Record<string, WhereOptions> = {
  running: { end: null, [Op.and]: [literal(`NOT (pauses @> '[{"end": null}]')`)] },
  paused: { end: null, [Op.and]: [literal(`pauses @> '[{"end": null}]'`)] },
  ended: { end: { [Op.ne]: null } },
};

/** The stored activity a caller may see: an employee only their own (another's is as missing). */
export async function visibleActivity(req: Request): Promise<WorkingActivity> {
  const principal = principalOf(req);
  const activity = await WorkingActivity.findByPk(idParam(req));
  if (!activity || (!principal.roles.includes(ROLE_ADMIN) && activity.userId !== principal.userId))
    throw new NotFound();
  return activity;
}

/**
 * The payload sent over the stored times, validated as a whole (a PUT sends what changes, or the
 * activity as its GET shows it: what a read adds and no write changes is left aside, and whose time
 * it is stays as recorded).
 */
function correctedTimes(activity: WorkingActivity, body: unknown) {
  const {
    version: _version,
    id: _id,
    recordedVia: _via,
    state: _state,
    employee,
    ...sent
  } = (body ?? {}) as Record<string, unknown>;
  const employeeId = (employee as { id?: unknown } | null | undefined)?.id;
  if (employee !== undefined && employeeId !== activity.userId)
    throw new Invalid([
      { message: ACTIVITY_MESSAGES.employeeFixed, field: 'employee', code: 'employee_fixed' },
    ]);
  const values = validate(correctionSchema, { ...activityTimesOf(activity), ...sent }) as Parameters<
    typeof toActivityTimes
  >[0] & { reason: string };
  return { after: toActivityTimes(values), reason: values.reason };
}

const employeeOf = (activity: WorkingActivity): Employee => ({
  id: activity.userId,
  username: activity.username,
});

/**
 * SPEC §7 working activities (ADR 0041). Reads through the kit's CRUD router: filters, an
 * employee's own rows only, ETag. Writes are corrections (a reason, the times before and after, an
 * event), so they are this router's own and the kit's are never reached: only GET goes there.
 */
export function activityRoutes(context: ServiceContext): Router {
  const reads = crudRouter({
    path: PATH,
    entity: ACTIVITY_ENTITY,
    model: WorkingActivity,
    sequelize: context.sequelize,
    schema: createSchema,
    read: 'staff',
    write: 'admin',
    ownRowsWhere: ownEmployeeRows,
    queryFilters: {
      employee: employeeFilter,
      department: { schema: entityId(), where: (departmentId) => ({ departmentId }) },
      branch: {
        schema: entityId(),
        where: (branchId) => ({
          departmentId: {
            [Op.in]: literal(`(SELECT id FROM departments WHERE "branchId" = ${Number(branchId)})`),
          },
        }),
      },
      from: { schema: rangeBound('from'), where: (from) => ({ start: { [Op.gte]: from } }) },
      to: { schema: rangeBound('to'), where: (to) => ({ start: { [Op.lt]: to } }) },
      project: { schema: entityId(), where: (projectId) => ({ projectId }) },
      task: { schema: entityId(), where: (taskId) => ({ taskId }) },
      state: {
        schema: Joi.string().valid('running', 'paused', 'ended'),
        where: (state) => STATE_WHERE[String(state)] ?? {},
      },
    },
    toJson: (row) => activityJson(row as WorkingActivity),
    order: [
      ['start', 'ASC'],
      ['id', 'ASC'],
    ],
  });

  const router = Router();
  router.get([PATH, `${PATH}/:id`], reads);

  router.post(PATH, requireRole(ROLE_ADMIN), async (req, res) => {
    const values = validate(createSchema, req.body ?? {}) as Parameters<typeof toActivityTimes>[0] & {
      employee: Employee;
      reason: string;
    };
    const { activity } = await applyCorrection(context, req, {
      activity: null,
      employee: values.employee,
      after: toActivityTimes(values),
      reason: values.reason,
    });
    res.status(201).json({ data: activity && activityAnswer(activity) });
  });

  router.put(`${PATH}/:id`, requireRole(ROLE_ADMIN), async (req, res) => {
    const stored = await visibleActivity(req);
    const expected = expectedVersion((req.body as Record<string, unknown> | undefined)?.version, req);
    const { after, reason } = correctedTimes(stored, req.body);
    const { activity } = await applyCorrection(context, req, {
      activity: stored,
      employee: employeeOf(stored),
      after,
      reason,
      expectedVersion: expected,
    });
    res.json({ data: activity && activityAnswer(activity) });
  });

  router.delete(`${PATH}/:id`, requireRole(ROLE_ADMIN), async (req, res) => {
    const stored = await visibleActivity(req);
    const { reason } = validate(deleteSchema, {
      reason: (req.body as { reason?: unknown } | undefined)?.reason ?? req.query.reason,
    }) as {
      reason: string;
    };
    await applyCorrection(context, req, {
      activity: stored,
      employee: employeeOf(stored),
      after: null,
      reason,
    });
    res.status(204).end();
  });

  /** A correction of one activity: an administrator's applies at once (201), an employee's is a request (202). */
  router.post(`${PATH}/:id/corrections`, requireStaff, async (req, res) => {
    const stored = await visibleActivity(req);
    const { after, reason } = correctedTimes(stored, req.body);
    const request = { activity: stored, employee: employeeOf(stored), after, reason };
    if (principalOf(req).roles.includes(ROLE_ADMIN)) {
      const { correction } = await applyCorrection(context, req, request);
      res.status(201).json({ data: correctionJson(correction) });
      return;
    }
    res.status(202).json({ data: correctionJson(await requestCorrection(context, req, request)) });
  });

  return router;
}
