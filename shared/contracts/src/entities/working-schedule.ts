/**
 * Working schedules (SPEC §3, issue 21, ADR 0041): planned shifts of an employee in a department,
 * owned by svc-workforce. An employee reads only their own; administrators plan them.
 */
import { describeEntity, type EntityOf } from './entity-description';

/** The largest planned break of one shift, in minutes. */
export const MAX_PLANNED_BREAK_MINUTES = 240;

export const workingScheduleDescription = describeEntity({
  entity: 'working-schedule',
  path: '/working-schedules',
  service: 'workforce',
  labels: { singular: 'Schicht', plural: 'Schichten' },
  titleField: 'day',
  read: 'staff',
  write: 'admin',
  fields: [
    // The gateway's account: its id and the name it had when the shift was planned.
    { name: 'employee', kind: 'reference', label: 'Mitarbeiter', required: true, targets: ['user'], as: 'object' },
    { name: 'department', kind: 'reference', label: 'Abteilung', required: true, targets: ['department'], as: 'object' },
    { name: 'day', kind: 'date', mode: 'date', label: 'Tag', required: true },
    { name: 'from', kind: 'date', mode: 'time', label: 'Von', required: true },
    {
      name: 'to',
      kind: 'date',
      mode: 'time',
      label: 'Bis',
      required: true,
      help: 'Früher als „Von“: die Schicht endet nach Mitternacht.',
    },
    {
      name: 'plannedBreakMinutes',
      kind: 'number',
      label: 'Geplante Pause (Minuten)',
      decimals: 0,
      min: 0,
      max: MAX_PLANNED_BREAK_MINUTES,
      help: 'Leer: keine Pause.',
    },
    { name: 'note', kind: 'textarea', label: 'Notiz', max: 1000 },
  ],
  list: { columns: ['day', 'from', 'to', 'employee', 'department'], filters: ['employee', 'department'] },
});
export type WorkingSchedule = EntityOf<typeof workingScheduleDescription>;
