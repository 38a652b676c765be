/**
 * Approving a monthly time sheet (ADR 0041 "Time sheets"), administrators only, each written to
 * the audit log: `POST /time-sheets/approvals {employee: {id}, month}` (201; 409 when already
 * approved or while the month has pending correction requests) and `DELETE
 * /time-sheets/approvals/{employeeId}/{month}` to withdraw it (204; 404 when not approved).
 * Under the employee's time lock, as every correction of their time.
 */
import { Router, type Request } from 'express';
import Joi from 'joi';
import { Op } from 'sequelize';
import {
  Conflict,
  entityId,
  Invalid,
  NotFound,
  principalOf,
  recordChange,
  requireRole,
  ROLE_ADMIN,
  validate,
  type ServiceContext,
} from '@theke/server';
import { WorkingActivity } from '../activities/activity.model';
import { lockEmployeeTime } from '../activities/employee-lock';
import { Absence } from '../holidays/absence.model';
import { WorkingSchedule } from '../schedules/working-schedule.model';
import { pendingCorrectionCounts } from './month-approval';
import { monthSchema } from './month';
import { TimeSheetApproval } from './time-sheet-approval.model';
import { TIME_SHEET_MESSAGES } from './time-sheet-messages';

export const APPROVAL_ENTITY = 'time-sheet-approval';

const approvalSchema = Joi.object({
  employee: Joi.object({ id: entityId().required(), username: Joi.string().trim().min(1).max(180) }).required(),
  month: monthSchema().required(),
});
const withdrawalSchema = Joi.object({ employee: entityId().required(), month: monthSchema().required() });

export function approvalJson(approval: TimeSheetApproval): Record<string, unknown> {
  return {
    employee: { id: approval.userId, username: approval.username },
    month: approval.month,
    approval: { by: { id: approval.approvedById, username: approval.approvedByName }, at: approval.approvedAt.toISOString() },
  };
}

/** The name the service knows the employee by: their newest activity, shift or absence. */
async function knownUsername(userId: number): Promise<string | null> {
  const newest = { where: { userId }, attributes: ['username'], order: [['id', 'DESC']] as [string, string][] };
  const rows = await Promise.all([WorkingActivity.findOne(newest), WorkingSchedule.findOne(newest), Absence.findOne(newest)]);
  return rows.find((row) => row !== null)?.username ?? null;
}

const logTitle = (approval: TimeSheetApproval) => `${approval.username} ${approval.month}`;

async function approve(context: ServiceContext, req: Request): Promise<TimeSheetApproval> {
  const principal = principalOf(req);
  const body = validate(approvalSchema, req.body ?? {}) as { employee: { id: number; username?: string }; month: string };
  const username = (await knownUsername(body.employee.id)) ?? body.employee.username;
  if (!username) throw new Invalid(TIME_SHEET_MESSAGES.unknownEmployee, 'employee.id');
  return context.sequelize.transaction(async (transaction) => {
    await lockEmployeeTime(context.sequelize, transaction, body.employee.id);
    const existing = await TimeSheetApproval.findOne({ where: { userId: body.employee.id, month: body.month }, transaction });
    if (existing) throw new Conflict(TIME_SHEET_MESSAGES.alreadyApproved, 'month', 'already_approved');
    const pending = await pendingCorrectionCounts([body.employee.id], transaction);
    if ((pending.get(body.employee.id)?.get(body.month) ?? 0) > 0)
      throw new Conflict(TIME_SHEET_MESSAGES.pendingCorrections, 'month', 'pending_corrections');
    const approval = await TimeSheetApproval.create(
      {
        userId: body.employee.id,
        username,
        month: body.month,
        approvedById: Number(principal.userId),
        approvedByName: String(principal.username),
      },
      { transaction },
    );
    await recordChange(req, transaction, {
      entity: APPROVAL_ENTITY,
      entityId: approval.id,
      action: 'created',
      before: null,
      after: approvalJson(approval),
      title: logTitle(approval),
    });
    return approval;
  });
}

async function withdraw(context: ServiceContext, req: Request): Promise<void> {
  const params = validate(withdrawalSchema, { employee: req.params.employee, month: req.params.month }) as {
    employee: number;
    month: string;
  };
  await context.sequelize.transaction(async (transaction) => {
    await lockEmployeeTime(context.sequelize, transaction, params.employee);
    const approval = await TimeSheetApproval.findOne({
      where: { userId: params.employee, month: { [Op.eq]: params.month } },
      transaction,
    });
    if (!approval) throw new NotFound(TIME_SHEET_MESSAGES.notApproved);
    await approval.destroy({ transaction });
    await recordChange(req, transaction, {
      entity: APPROVAL_ENTITY,
      entityId: approval.id,
      action: 'deleted',
      before: approvalJson(approval),
      after: null,
      title: logTitle(approval),
    });
  });
}

export function approvalRoutes(context: ServiceContext): Router {
  const router = Router();
  router.post('/time-sheets/approvals', requireRole(ROLE_ADMIN), async (req, res) => {
    res.status(201).json({ data: approvalJson(await approve(context, req)) });
  });
  router.delete('/time-sheets/approvals/:employee/:month', requireRole(ROLE_ADMIN), async (req, res) => {
    await withdraw(context, req);
    res.status(204).end();
  });
  return router;
}
