/**
 * Projects and their tasks (SPEC §3, issue 21, ADR 0041), owned by svc-workforce: working time is
 * booked against them. Staff read all; administrators manage them, and the employee a task is
 * assigned to may move its state along.
 */
import { describeEntity, type EntityOf } from './entity-description';

export const PROJECT_STATE_OPTIONS = [
  { value: 'active', label: 'Aktiv' },
  { value: 'completed', label: 'Abgeschlossen' },
  { value: 'archived', label: 'Archiviert' },
] as const;

export const TASK_STATE_OPTIONS = [
  { value: 'open', label: 'Offen' },
  { value: 'in-progress', label: 'In Arbeit' },
  { value: 'done', label: 'Erledigt' },
] as const;

export const projectDescription = describeEntity({
  entity: 'project',
  path: '/projects',
  service: 'workforce',
  labels: { singular: 'Projekt', plural: 'Projekte' },
  titleField: 'name',
  read: 'staff',
  write: 'admin',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    { name: 'description', kind: 'textarea', label: 'Beschreibung', max: 5000 },
    { name: 'branch', kind: 'reference', label: 'Filiale', targets: ['branch'], as: 'object', help: 'Leer: alle Filialen.' },
    { name: 'state', kind: 'select', label: 'Status', options: PROJECT_STATE_OPTIONS, default: 'active' },
    { name: 'estimateHours', kind: 'number', label: 'Geschätzte Stunden', decimals: 2, min: 0, max: 100_000 },
  ],
  list: { columns: ['name', 'branch', 'state', 'estimateHours'], search: ['name', 'description'], filters: ['branch', 'state'] },
});
export type Project = EntityOf<typeof projectDescription>;

export const taskDescription = describeEntity({
  entity: 'task',
  path: '/tasks',
  service: 'workforce',
  labels: { singular: 'Aufgabe', plural: 'Aufgaben' },
  titleField: 'name',
  read: 'staff',
  write: 'admin',
  fields: [
    { name: 'project', kind: 'reference', label: 'Projekt', required: true, targets: ['project'], as: 'object' },
    { name: 'name', kind: 'text', label: 'Name', required: true, max: 255 },
    { name: 'assignee', kind: 'reference', label: 'Zuständig', targets: ['user'], as: 'object' },
    { name: 'state', kind: 'select', label: 'Status', options: TASK_STATE_OPTIONS, default: 'open' },
    { name: 'estimateHours', kind: 'number', label: 'Geschätzte Stunden', decimals: 2, min: 0, max: 100_000 },
  ],
  list: { columns: ['name', 'project', 'assignee', 'state', 'estimateHours'], search: ['name'], filters: ['project', 'assignee', 'state'] },
});
export type Task = EntityOf<typeof taskDescription>;
