import Joi from 'joi';
import type { Model } from 'sequelize';
import { MESSAGES, TASK_STATE_OPTIONS, taskDescription } from '@theke/contracts';
import {
  crudRouter,
  describedCrud,
  entityId,
  Forbidden,
  Invalid,
  ROLE_ADMIN,
  type ServiceContext,
} from '@theke/server';
import { Project } from './project.model';
import { Task } from './task.model';

export const ONLY_OWN_TASK_STATE_MESSAGE = 'Sie dürfen nur den Status Ihrer eigenen Aufgaben ändern.';

export function taskJson(row: Model): Record<string, unknown> {
  const task = row as Task;
  return {
    id: task.id,
    project: { id: task.projectId },
    name: task.name,
    assignee: task.assigneeId === null ? null : { id: task.assigneeId, username: task.assigneeUsername },
    state: task.state,
    estimateHours: task.estimateHours,
  };
}

/**
 * An employee's save of a task: only one assigned to them, and only its state may change (a form
 * that sends the other fields unchanged is fine).
 */
function assertEmployeeMayChange(values: Record<string, unknown>, existing: Model | null, userId: number | null) {
  if (!existing || (existing as Task).assigneeId !== userId) throw new Forbidden(ONLY_OWN_TASK_STATE_MESSAGE);
  const stored = taskJson(existing);
  const changed = Object.keys(values).filter(
    (key) => key !== 'state' && JSON.stringify(values[key] ?? null) !== JSON.stringify(stored[key] ?? null),
  );
  if (changed.length > 0) throw new Forbidden(ONLY_OWN_TASK_STATE_MESSAGE);
}

/**
 * SPEC §7 tasks (ADR 0041), filtered by `?project=`, `?assignee=` and `?state=`. Staff read all;
 * administrators create, change and delete them; the employee a task is assigned to may move
 * its state along ('Offen', 'In Arbeit', 'Erledigt').
 */
export function taskRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(taskDescription),
    model: Task,
    sequelize: context.sequelize,
    access: { update: 'staff' },
    queryFilters: {
      project: { schema: entityId(), where: (projectId) => ({ projectId }) },
      assignee: { schema: entityId(), where: (assigneeId) => ({ assigneeId }) },
      state: {
        schema: Joi.string().valid(...TASK_STATE_OPTIONS.map((option) => option.value)),
        where: (state) => ({ state }),
      },
    },
    toJson: taskJson,
    order: [
      ['projectId', 'ASC'],
      ['id', 'ASC'],
    ],
    async prepare(values, { principal, transaction, existing }) {
      if (!principal.roles.includes(ROLE_ADMIN)) assertEmployeeMayChange(values, existing, principal.userId);
      const project = values.project as { id: number } | undefined;
      if (project && !(await Project.findByPk(project.id, { transaction })))
        throw new Invalid([{ message: MESSAGES.invalid, field: 'project.id', code: 'unknown_reference' }]);
      return values.state === null ? { ...values, state: 'open' } : values;
    },
  });
}
