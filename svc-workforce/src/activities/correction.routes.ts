import { Router } from 'express';
import Joi from 'joi';
import {
  crudRouter,
  entityId,
  Forbidden,
  idParam,
  principalOf,
  requireRole,
  requireStaff,
  ROLE_ADMIN,
  validate,
  type ServiceContext,
} from '@theke/server';
import { employeeFilter, ownEmployeeRows } from '../employees/employee-rows';
import { applyCorrection, decideCorrection, requestCorrection, type Employee } from './activity-corrections';
import { CORRECTION_ENTITY, correctionJson } from './activity-json';
import { activityTimesSchema, reasonSchema, toActivityTimes } from './activity-times';
import { CORRECTION_STATES, WorkingActivityCorrection } from './activity.model';

const PATH = '/working-activity-corrections';

/**
 * A missing activity: an employee asks for their own (a request), an administrator names the
 * employee and it is entered at once.
 */
const missingActivitySchema = Joi.object({
  employee: Joi.object({
    id: entityId().required(),
    username: Joi.string().trim().min(1).max(180).required(),
  }),
  ...activityTimesSchema,
  reason: reasonSchema,
});

/**
 * Corrections of recorded time (ADR 0041): listed by `?state=` and `?employee=` (an employee sees
 * their own), requested for a missing activity, approved or rejected by an administrator. Reads
 * through the kit's CRUD router; every write here is the correction flow's own.
 */
export function correctionRoutes(context: ServiceContext): Router {
  const reads = crudRouter({
    path: PATH,
    entity: CORRECTION_ENTITY,
    model: WorkingActivityCorrection,
    sequelize: context.sequelize,
    schema: missingActivitySchema,
    read: 'staff',
    write: 'admin',
    ownRowsWhere: ownEmployeeRows,
    filters: { state: Joi.string().valid(...CORRECTION_STATES) },
    queryFilters: { employee: employeeFilter },
    toJson: (row) => {
      const { version: _version, ...json } = correctionJson(row as WorkingActivityCorrection);
      return json;
    },
    order: [['id', 'DESC']],
  });

  const router = Router();
  router.get([PATH, `${PATH}/:id`], reads);

  router.post(PATH, requireStaff, async (req, res) => {
    const principal = principalOf(req);
    const values = validate(missingActivitySchema, req.body ?? {}) as Parameters<
      typeof toActivityTimes
    >[0] & {
      employee?: Employee;
      reason: string;
    };
    const after = toActivityTimes(values);
    if (principal.roles.includes(ROLE_ADMIN)) {
      const employee = validate(Joi.object({ employee: Joi.required() }).unknown(), values) as {
        employee: Employee;
      };
      const { correction } = await applyCorrection(context, req, {
        activity: null,
        employee: employee.employee,
        after,
        reason: values.reason,
      });
      res.status(201).json({ data: correctionJson(correction) });
      return;
    }
    // An employee asks for their own time only.
    if (values.employee && values.employee.id !== principal.userId) throw new Forbidden();
    const self = { id: Number(principal.userId), username: String(principal.username) };
    const correction = await requestCorrection(context, req, {
      activity: null,
      employee: self,
      after,
      reason: values.reason,
    });
    res.status(202).json({ data: correctionJson(correction) });
  });

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    router.post(`${PATH}/:id/${action}`, requireRole(ROLE_ADMIN), async (req, res) => {
      res.json({ data: correctionJson(await decideCorrection(context, req, idParam(req), decision)) });
    });
  }

  return router;
}
