import type { Transaction } from 'sequelize';
import { Invalid, MESSAGES, ROLE_ADMIN, type Principal } from '@theke/server';
import { Department } from '../departments/department.model';
import { Project } from '../projects/project.model';
import { Task } from '../projects/task.model';

export interface ActivityReferences {
  departmentId: number | null;
  /** The department's branch (events carry it so live views can filter by branch). */
  branchId: number | null;
  projectId: number | null;
  taskId: number | null;
}

const unknownReference = (field: string) =>
  new Invalid([{ message: MESSAGES.invalid, field, code: 'unknown_reference' }]);

/**
 * The department, project and task an activity is booked on. Each must exist and, for an
 * employee, belong to one of their branches (a project without a branch is everyone's); another
 * branch's is as unknown as a missing one. A task names its project: sent alone it brings it
 * along, sent with another project it is refused. `departmentRead`: the sent department as the
 * caller already read it (null: none with that id), so it is not read again.
 */
export async function resolveActivityReferences(
  principal: Principal,
  transaction: Transaction,
  sent: { department: { id: number } | null; project: { id: number } | null; task: { id: number } | null },
  departmentRead?: { branchId: number } | null,
): Promise<ActivityReferences> {
  const admin = principal.roles.includes(ROLE_ADMIN);
  const ofBranch = (branchId: number | null) =>
    admin || branchId === null || principal.branchIds.includes(branchId);
  let branchId: number | null = null;
  if (sent.department) {
    const department =
      departmentRead !== undefined
        ? departmentRead
        : await Department.findByPk(sent.department.id, { attributes: ['branchId'], transaction });
    if (!department || !ofBranch(department.branchId)) throw unknownReference('department.id');
    branchId = department.branchId;
  }
  let projectId = sent.project?.id ?? null;
  if (sent.task) {
    const task = await Task.findByPk(sent.task.id, { attributes: ['projectId'], transaction });
    if (!task || (projectId !== null && task.projectId !== projectId)) throw unknownReference('task.id');
    projectId = task.projectId;
  }
  if (projectId !== null) {
    const project = await Project.findByPk(projectId, { attributes: ['branchId'], transaction });
    if (!project || !ofBranch(project.branchId ?? null))
      throw unknownReference(sent.project ? 'project.id' : 'task.id');
  }
  return { departmentId: sent.department?.id ?? null, branchId, projectId, taskId: sent.task?.id ?? null };
}

/** The branch of a stored activity's department, for its events (null without one). */
export async function branchOfDepartment(
  departmentId: number | null,
  transaction: Transaction,
): Promise<number | null> {
  if (departmentId === null) return null;
  const department = await Department.findByPk(departmentId, { attributes: ['branchId'], transaction });
  return department?.branchId ?? null;
}
