import Joi from 'joi';
import { Op, type Model, type WhereOptions } from 'sequelize';
import { PROJECT_STATE_OPTIONS, projectDescription } from '@theke/contracts';
import { Conflict, crudRouter, describedCrud, entityId, type ServiceContext } from '@theke/server';
import { assertBranchExists } from '../departments/branch-reference';
import { Project } from './project.model';
import { Task } from './task.model';

export const PROJECT_HAS_TASKS_MESSAGE =
  'Das Projekt hat noch Aufgaben und kann nicht gelöscht werden. Löschen Sie zuerst die Aufgaben oder archivieren Sie das Projekt.';

export function projectJson(row: Model): Record<string, unknown> {
  const project = row as Project;
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    branch: project.branchId === null ? null : { id: project.branchId },
    state: project.state,
    estimateHours: project.estimateHours,
  };
}

/** `?search=`: every term in the name or the description, any case. */
function searchWhere(search: unknown): WhereOptions {
  const terms = String(search)
    .split(/[\s,]+/)
    .filter(Boolean);
  const like = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return {
    [Op.and]: terms.map((term) => ({
      [Op.or]: (projectDescription.list.search ?? []).map((field) => ({ [field]: { [Op.iLike]: like(term) } })),
    })),
  };
}

/**
 * SPEC §7 projects (ADR 0041), filtered by `?branch=`, `?state=` and `?search=`. Staff read all
 * (they book time on them); administrators manage them. A project with tasks is not deleted: its
 * tasks may carry booked time, and archiving keeps both (409 with the German reason).
 */
export function projectRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(projectDescription),
    model: Project,
    sequelize: context.sequelize,
    queryFilters: {
      branch: { schema: entityId(), where: (branchId) => ({ branchId }) },
      state: {
        schema: Joi.string().valid(...PROJECT_STATE_OPTIONS.map((option) => option.value)),
        where: (state) => ({ state }),
      },
      search: { schema: Joi.string().trim().max(100).allow(''), where: searchWhere },
    },
    toJson: projectJson,
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    async prepare(values) {
      const branch = values.branch as { id: number } | null | undefined;
      if (branch) await assertBranchExists(context, branch.id);
      return values.state === null ? { ...values, state: 'active' } : values;
    },
    async beforeDestroy(row, { transaction }) {
      if ((await Task.count({ where: { projectId: row.get('id') as number }, transaction })) > 0)
        throw new Conflict(PROJECT_HAS_TASKS_MESSAGE, undefined, 'project_has_tasks');
    },
  });
}
