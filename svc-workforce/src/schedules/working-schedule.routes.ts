import { literal, Op, type Model, type Transaction } from 'sequelize';
import { EVENTS, MESSAGES, workingScheduleDescription, type ScheduleChanged } from '@theke/contracts';
import {
  calendarDate,
  Conflict,
  crudRouter,
  describedCrud,
  entityId,
  Invalid,
  type ServiceContext,
} from '@theke/server';
import { Department } from '../departments/department.model';
import { employeeFilter, lockEmployee, ownEmployeeRows } from '../employees/employee-rows';
import { WorkingSchedule } from './working-schedule.model';
import { dayPlus, shiftsOverlap, type ShiftTimes } from './shift-overlap';

export const OVERLAPPING_SHIFT_MESSAGE = 'Diese Schicht überschneidet sich mit einer anderen Schicht des Mitarbeiters.';
export const EMPTY_SHIFT_MESSAGE = 'Beginn und Ende der Schicht dürfen nicht gleich sein.';

/** Every described field, with the stored columns as the spec's `employee` and `department`. */
export function workingScheduleJson(row: Model): Record<string, unknown> {
  const shift = row as WorkingSchedule;
  return {
    id: shift.id,
    employee: { id: shift.userId, username: shift.username },
    department: { id: shift.departmentId },
    day: shift.day,
    from: shift.from,
    to: shift.to,
    plannedBreakMinutes: shift.plannedBreakMinutes,
    note: shift.note,
  };
}

/** `workforce.schedule.changed` of a written shift. */
export function scheduleChanged(verb: ScheduleChanged['verb'], row: Model): ScheduleChanged {
  const shift = row as WorkingSchedule;
  return { entity: 'working-schedule', verb, id: shift.id, userId: shift.userId, departmentId: shift.departmentId, day: shift.day };
}

export async function assertDepartmentExists(departmentId: number, transaction?: Transaction): Promise<Department> {
  const department = await Department.findByPk(departmentId, { transaction });
  if (!department) throw new Invalid([{ message: MESSAGES.invalid, field: 'department.id', code: 'unknown_reference' }]);
  return department;
}

/**
 * A shift of the employee that overlaps `shift` (their shifts of the day before, the day and the
 * day after; `exceptId` is the shift being changed), or null. Run under `lockEmployee`.
 */
export async function overlappingShift(
  userId: number,
  shift: ShiftTimes,
  transaction: Transaction,
  exceptId?: number,
): Promise<WorkingSchedule | null> {
  const nearby = await WorkingSchedule.findAll({
    where: {
      userId,
      day: { [Op.between]: [dayPlus(shift.day, -1), dayPlus(shift.day, 1)] },
      ...(exceptId === undefined ? {} : { id: { [Op.ne]: exceptId } }),
    },
    transaction,
  });
  return nearby.find((other) => shiftsOverlap(shift, other)) ?? null;
}

/** `?branch=`: shifts of the branch's departments (the id is a validated integer). */
const branchFilter = {
  schema: entityId(),
  where: (branchId: unknown) => ({
    departmentId: { [Op.in]: literal(`(SELECT id FROM departments WHERE "branchId" = ${Number(branchId)})`) },
  }),
};

/**
 * SPEC §7 working schedules (ADR 0041), filtered by `?employee=`, `?department=`, `?branch=` (the
 * department's branch) and the day range `?from=&to=`. Employees read their own shifts only
 * (another's answers 404); administrators plan them. Each write publishes
 * `workforce.schedule.changed` through the outbox.
 */
export function workingScheduleRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(workingScheduleDescription),
    model: WorkingSchedule,
    sequelize: context.sequelize,
    queryFilters: {
      employee: employeeFilter,
      department: { schema: entityId(), where: (departmentId) => ({ departmentId }) },
      branch: branchFilter,
      from: { schema: calendarDate(), where: (day) => ({ day: { [Op.gte]: day } }) },
      to: { schema: calendarDate(), where: (day) => ({ day: { [Op.lte]: day } }) },
    },
    ownRowsWhere: ownEmployeeRows,
    events: { outbox: context.outbox, type: EVENTS.scheduleChanged, payload: scheduleChanged },
    toJson: workingScheduleJson,
    order: [
      ['day', 'ASC'],
      ['from', 'ASC'],
      ['id', 'ASC'],
    ],
    async prepare(values, { transaction, existing }) {
      // The validated payload over the stored shift: the shift as it will be saved.
      const shift = { ...(existing ? workingScheduleJson(existing) : {}), ...values } as unknown as ShiftTimes & {
        employee: { id: number };
        department: { id: number };
      };
      if (shift.from === shift.to) throw new Invalid([{ message: EMPTY_SHIFT_MESSAGE, field: 'to', code: 'empty_shift' }]);
      if (values.department) await assertDepartmentExists(shift.department.id, transaction);
      await lockEmployee(context.sequelize, transaction, 'shifts', shift.employee.id);
      if (await overlappingShift(shift.employee.id, shift, transaction, existing?.get('id') as number | undefined))
        throw new Conflict(OVERLAPPING_SHIFT_MESSAGE, 'from', 'overlapping_shift');
      // An emptied break is none.
      return 'plannedBreakMinutes' in values && values.plannedBreakMinutes === null
        ? { ...values, plannedBreakMinutes: 0 }
        : values;
    },
  });
}
