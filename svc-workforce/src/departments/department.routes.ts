import Joi from 'joi';
import { Op, type Model, type WhereOptions } from 'sequelize';
import { departmentDescription } from '@theke/contracts';
import { crudRouter, describedCrud, entityId, type ServiceContext } from '@theke/server';
import { assertBranchExists } from './branch-reference';
import { Department } from './department.model';

/** Every described field, with the stored `branchId` as the spec's `branch: {id}`. */
export function departmentJson(row: Model): Record<string, unknown> {
  const department = row as Department;
  return {
    id: department.id,
    name: department.name,
    identifier: department.identifier,
    branch: { id: department.branchId },
  };
}

const SEARCH_FIELDS = departmentDescription.list.search ?? [departmentDescription.titleField];

/** `?search=`: every term (split on spaces and commas) in one of the described search fields, any case. */
function searchWhere(search: unknown): WhereOptions {
  const terms = String(search)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (terms.length === 0) return {};
  const like = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return {
    [Op.and]: terms.map((term) => ({
      [Op.or]: SEARCH_FIELDS.map((field) => ({ [field]: { [Op.iLike]: like(term) } })),
    })),
  };
}

/**
 * SPEC §7 generic CRUD of departments, filtered by `?branch=` and `?search=`. Staff read, but an
 * employee only the departments of their branches (another branch's answers 404, as if it did not
 * exist); every write is for administrators.
 */
export function departmentRoutes(context: ServiceContext) {
  return crudRouter({
    ...describedCrud(departmentDescription),
    model: Department,
    sequelize: context.sequelize,
    queryFilters: {
      branch: { schema: entityId(), where: (branchId) => ({ branchId }) },
      search: { schema: Joi.string().trim().max(100).allow(''), where: searchWhere },
    },
    branchIdsOf: (values) => [Number((values.branch as { id: number } | undefined)?.id ?? values.branchId)],
    hideOtherBranches: true,
    toJson: departmentJson,
    order: [
      ['branchId', 'ASC'],
      ['name', 'ASC'],
    ],
    async prepare(values) {
      const branch = values.branch as { id: number } | undefined;
      if (branch) await assertBranchExists(context, branch.id);
      // A form's emptied input sends '': no identifier, which the per-branch unique index must not see twice.
      return values.identifier === '' ? { ...values, identifier: null } : values;
    },
  });
}
