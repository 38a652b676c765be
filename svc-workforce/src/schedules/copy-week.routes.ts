/**
 * `POST /working-schedules/copy-week {department: {id}, from, to}` (ADR 0041): copies every shift
 * of the department's week starting Monday `from` to the week starting Monday `to`, each on the
 * same weekday. A copy that would overlap a shift its employee already has there is skipped (the
 * planner copies around what was planned by hand). Answers the created shifts (201), each
 * published and logged like a single create. Administrators only.
 */
import { Router } from 'express';
import Joi from 'joi';
import { Op } from 'sequelize';
import { EVENTS, workingScheduleDescription } from '@theke/contracts';
import {
  calendarDate,
  entityId,
  Invalid,
  recordChange,
  requireRole,
  ROLE_ADMIN,
  validate,
  type ServiceContext,
} from '@theke/server';
import { daysBetween, isoWeekdayOf, parseCalendarDate } from '@theke/domain';
import { lockEmployee } from '../employees/employee-rows';
import { WorkingSchedule } from './working-schedule.model';
import { dayPlus } from './shift-overlap';
import { assertDepartmentExists, overlappingShift, scheduleChanged, workingScheduleJson } from './working-schedule.routes';

export const NOT_A_MONDAY_MESSAGE = 'Bitte wählen Sie einen Montag.';
export const SAME_WEEK_MESSAGE = 'Die Zielwoche muss sich von der kopierten Woche unterscheiden.';

const copyWeekSchema = Joi.object({
  department: Joi.object({ id: entityId().required() }).required(),
  from: calendarDate().required(),
  to: calendarDate().required(),
});

/** The day when it is a Monday. */
function mondayOf(day: string) {
  const date = parseCalendarDate(day);
  return date && isoWeekdayOf(date) === 1 ? date : null;
}

export function copyWeekRoutes(context: ServiceContext): Router {
  const router = Router();
  router.post(`${workingScheduleDescription.path}/copy-week`, requireRole(ROLE_ADMIN), async (req, res) => {
    const { department, from, to } = validate(copyWeekSchema, req.body ?? {}) as {
      department: { id: number };
      from: string;
      to: string;
    };
    const source = mondayOf(from);
    const target = mondayOf(to);
    if (!source || !target)
      throw new Invalid([
        ...(source ? [] : [{ message: NOT_A_MONDAY_MESSAGE, field: 'from', code: 'not_a_monday' }]),
        ...(target ? [] : [{ message: NOT_A_MONDAY_MESSAGE, field: 'to', code: 'not_a_monday' }]),
      ]);
    if (from === to) throw new Invalid([{ message: SAME_WEEK_MESSAGE, field: 'to', code: 'same_week' }]);
    const offset = daysBetween(source, target);

    const created = await context.sequelize.transaction(async (transaction) => {
      await assertDepartmentExists(department.id, transaction);
      const week = await WorkingSchedule.findAll({
        where: { departmentId: department.id, day: { [Op.between]: [from, dayPlus(from, 6)] } },
        order: [
          ['day', 'ASC'],
          ['from', 'ASC'],
          ['id', 'ASC'],
        ],
        transaction,
      });
      const copies: WorkingSchedule[] = [];
      for (const source of week) {
        const shift = { day: dayPlus(source.day, offset), from: source.from, to: source.to };
        await lockEmployee(context.sequelize, transaction, 'shifts', source.userId);
        if (await overlappingShift(source.userId, shift, transaction)) continue;
        const copy = await WorkingSchedule.create(
          {
            ...shift,
            userId: source.userId,
            username: source.username,
            departmentId: source.departmentId,
            plannedBreakMinutes: source.plannedBreakMinutes,
            note: source.note,
          },
          { transaction },
        );
        await context.outbox.record(transaction, EVENTS.scheduleChanged, scheduleChanged('created', copy));
        await recordChange(req, transaction, {
          entity: workingScheduleDescription.entity,
          entityId: copy.id,
          action: 'created',
          before: null,
          after: workingScheduleJson(copy),
          titleField: workingScheduleDescription.titleField,
        });
        copies.push(copy);
      }
      return copies;
    });
    res.status(201).json({ data: created.map((copy) => ({ ...workingScheduleJson(copy), version: copy.version })) });
  });
  return router;
}
