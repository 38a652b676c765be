import Joi from 'joi';
import { Op, type Model } from 'sequelize';
import { ABSENCE_KIND_OPTIONS, absenceDescription } from '@theke/contracts';
import { calendarDate, Conflict, crudRouter, describedCrud, Invalid, type ServiceContext } from '@theke/server';
import { employeeFilter, lockEmployee, ownEmployeeRows } from '../employees/employee-rows';
import { Absence } from './absence.model';
import { weekdaysBetween } from './weekdays';

export const OVERLAPPING_ABSENCE_MESSAGE = 'Für diesen Zeitraum ist bereits eine Abwesenheit des Mitarbeiters eingetragen.';
export const END_BEFORE_START_MESSAGE = 'Das Ende darf nicht vor dem Beginn liegen.';

export function absenceJson(row: Model): Record<string, unknown> {
  const absence = row as Absence;
  return {
    id: absence.id,
    employee: { id: absence.userId, username: absence.username },
    kind: absence.kind,
    from: absence.from,
    to: absence.to,
    days: absence.days,
    note: absence.note,
  };
}

/**
 * SPEC §7 generic CRUD of absences (ADR 0041): holiday, sick leave and other absences, filtered
 * by `?employee=`, `?kind=` and `?from=&to=` (absences touching that range). Employees read their
 * own; administrators enter them. `days` is computed (Monday to Friday, weekdays.ts); two
 * absences of one employee never overlap.
 */
export function absenceRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(absenceDescription),
    model: Absence,
    sequelize: context.sequelize,
    queryFilters: {
      employee: employeeFilter,
      kind: {
        schema: Joi.string().valid(...ABSENCE_KIND_OPTIONS.map((option) => option.value)),
        where: (kind) => ({ kind }),
      },
      from: { schema: calendarDate(), where: (day) => ({ to: { [Op.gte]: day } }) },
      to: { schema: calendarDate(), where: (day) => ({ from: { [Op.lte]: day } }) },
    },
    ownRowsWhere: ownEmployeeRows,
    toJson: absenceJson,
    order: [
      ['from', 'ASC'],
      ['id', 'ASC'],
    ],
    async prepare(values, { transaction, existing }) {
      const absence = { ...(existing ? absenceJson(existing) : {}), ...values } as {
        employee: { id: number };
        from: string;
        to: string;
      };
      if (absence.to < absence.from)
        throw new Invalid([{ message: END_BEFORE_START_MESSAGE, field: 'to', code: 'end_before_start' }]);
      await lockEmployee(context.sequelize, transaction, 'absences', absence.employee.id);
      const overlapping = await Absence.findOne({
        where: {
          userId: absence.employee.id,
          from: { [Op.lte]: absence.to },
          to: { [Op.gte]: absence.from },
          ...(existing ? { id: { [Op.ne]: existing.get('id') as number } } : {}),
        },
        transaction,
      });
      if (overlapping) throw new Conflict(OVERLAPPING_ABSENCE_MESSAGE, 'from', 'overlapping_absence');
      return { ...values, days: weekdaysBetween(absence.from, absence.to) };
    },
  });
}
