/**
 * The rows the monthly time sheets are computed from, loaded set-based: one query per table for
 * the month and the whole selection (all employees, a department's or a branch's, or one), then
 * grouped per employee. The service does not own users: an employee is whoever has activities,
 * shifts or absences in the month, named as its newest row names them.
 */
import { Op } from 'sequelize';
import { DEFAULT_WORKING_TIME_COUNTRY, type PlannedShift } from '@theke/domain';
import { activityTimesOf } from '../activities/activity-json';
import { WorkingActivity } from '../activities/activity.model';
import { Department } from '../departments/department.model';
import { Absence } from '../holidays/absence.model';
import { Project } from '../projects/project.model';
import { Task } from '../projects/task.model';
import { WorkingSchedule } from '../schedules/working-schedule.model';
import type { BranchCountries } from '../time-tracking/branch-countries';
import { pendingCorrectionCounts } from './month-approval';
import { daysOfMonth, monthInstants, monthWindow } from './month';
import type { Employee, EmployeeMonth, Named, SheetActivity } from './monthly-sheet';
import { TimeSheetApproval } from './time-sheet-approval.model';

export interface SheetSelection {
  month: string;
  /** One employee only. */
  userId?: number;
  /** Only employees with an activity or a shift of the month in these departments. */
  departmentIds?: number[];
  /** Listed even without a row in the month (an employee asking for their own sheet). */
  always?: Employee;
}

interface EmployeeRows {
  employee: Employee;
  activities: WorkingActivity[];
  shifts: WorkingSchedule[];
  absences: Absence[];
}

const named = (id: number | null, names: Map<number, string>): Named | null =>
  id === null ? null : { id, name: names.get(id) ?? null };

const byId = <T extends { id: number; name: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row.name]));

/** The ids of the departments of a branch (and, when given, the one department among them). */
export async function selectedDepartments(department?: number, branch?: number): Promise<number[] | undefined> {
  if (branch === undefined) return department === undefined ? undefined : [department];
  const ofBranch = await Department.findAll({ where: { branchId: branch }, attributes: ['id'] });
  const ids = ofBranch.map((row) => row.id);
  return department === undefined ? ids : ids.filter((id) => id === department);
}

export async function loadEmployeeMonths(selection: SheetSelection, countries: BranchCountries): Promise<EmployeeMonth[]> {
  const { month, userId } = selection;
  const days = daysOfMonth(month);
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  const window = monthWindow(month);
  const whose = userId === undefined ? {} : { userId };

  const [activities, shifts, absences, departments, approvals, pending] = await Promise.all([
    WorkingActivity.findAll({
      where: { ...whose, start: { [Op.gte]: window.from, [Op.lt]: window.to } },
      attributes: ['id', 'userId', 'username', 'departmentId', 'projectId', 'taskId', 'start', 'end', 'pauses', 'note'],
      // Plain rows: thousands of them are only read (a model instance each costs a tenth of the export).
      raw: true,
      order: [
        ['start', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    WorkingSchedule.findAll({
      where: { ...whose, day: { [Op.between]: [first, last] } },
      attributes: ['userId', 'username', 'departmentId', 'day', 'from', 'to', 'plannedBreakMinutes'],
      raw: true,
      order: [
        ['day', 'ASC'],
        ['from', 'ASC'],
      ],
    }),
    Absence.findAll({
      where: { ...whose, from: { [Op.lte]: last }, to: { [Op.gte]: first } },
      attributes: ['userId', 'username', 'kind', 'from', 'to'],
      order: [['from', 'ASC']],
    }),
    Department.findAll({ attributes: ['id', 'name', 'branchId'] }),
    TimeSheetApproval.findAll({ where: { ...whose, month } }),
    pendingCorrectionCounts(userId === undefined ? null : [userId]),
  ]);
  const projectIds = [...new Set(activities.flatMap((row) => (row.projectId === null ? [] : [row.projectId])))];
  const taskIds = [...new Set(activities.flatMap((row) => (row.taskId === null ? [] : [row.taskId])))];
  const [projects, tasks] = await Promise.all([
    projectIds.length ? Project.findAll({ where: { id: projectIds }, attributes: ['id', 'name'] }) : [],
    taskIds.length ? Task.findAll({ where: { id: taskIds }, attributes: ['id', 'name'] }) : [],
  ]);
  const names = { departments: byId(departments), projects: byId(projects), tasks: byId(tasks) };
  const branchOf = new Map(departments.map((department) => [department.id, department.branchId]));

  // Rows come oldest first: the last one seen names the employee as they are called now.
  const grouped = new Map<number, EmployeeRows>();
  const rowsOf = (row: { userId: number; username: string }) => {
    const rows = grouped.get(row.userId) ?? { employee: { id: row.userId, username: row.username }, activities: [], shifts: [], absences: [] };
    grouped.set(row.userId, rows);
    return rows;
  };
  for (const absence of absences) rowsOf(absence).absences.push(absence);
  for (const shift of shifts) rowsOf(shift).shifts.push(shift);
  for (const activity of activities) {
    const rows = rowsOf(activity);
    rows.activities.push(activity);
    rows.employee.username = activity.username;
  }
  if (selection.always && !grouped.has(selection.always.id))
    grouped.set(selection.always.id, { employee: selection.always, activities: [], shifts: [], absences: [] });

  // Each branch's country is asked of the catalogue once, all of them together.
  const branches = new Map([...grouped.values()].map((rows) => [rows, branchOfRows(rows, branchOf)]));
  const branchIds = [...new Set(branches.values())];
  const countryOf = new Map(await Promise.all(branchIds.map(async (id) => [id, await countries.of(id)] as const)));

  const sheets: EmployeeMonth[] = [];
  for (const rows of grouped.values()) {
    const country = countryOf.get(branches.get(rows)) ?? DEFAULT_WORKING_TIME_COUNTRY;
    const { from, to } = monthInstants(month, country);
    const ofMonth = rows.activities.filter((activity) => activity.start >= from && activity.start < to);
    const listed =
      rows.employee.id === selection.always?.id ||
      (selection.departmentIds === undefined
        ? ofMonth.length > 0 || rows.shifts.length > 0 || rows.absences.length > 0
        : [...ofMonth, ...rows.shifts].some((row) => row.departmentId !== null && selection.departmentIds?.includes(row.departmentId)));
    if (!listed) continue;
    const approval = approvals.find((row) => row.userId === rows.employee.id);
    sheets.push({
      employee: rows.employee,
      country,
      activities: rows.activities.map((activity) => sheetActivity(activity, names)),
      shifts: rows.shifts.map(plannedShift),
      absences: rows.absences.map(({ kind, from, to }) => ({ kind, from, to })),
      approval: approval
        ? { by: { id: approval.approvedById, username: approval.approvedByName }, at: approval.approvedAt.toISOString() }
        : null,
      pendingCorrections: pending.get(rows.employee.id)?.get(month) ?? 0,
    });
  }
  return sheets.sort(
    (a, b) => a.employee.username.localeCompare(b.employee.username, 'de') || a.employee.id - b.employee.id,
  );
}

/**
 * The branch whose country sets the rules of an employee's month: the branch of the department
 * of the first activity, else of the first shift; none (AT) without either (ADR 0041).
 */
function branchOfRows(rows: EmployeeRows, branchOf: Map<number, number>): number | undefined {
  const departmentId = rows.activities.find((row) => row.departmentId !== null)?.departmentId ?? rows.shifts[0]?.departmentId;
  return departmentId === undefined || departmentId === null ? undefined : branchOf.get(departmentId);
}

function sheetActivity(
  activity: WorkingActivity,
  names: { departments: Map<number, string>; projects: Map<number, string>; tasks: Map<number, string> },
): SheetActivity {
  const times = activityTimesOf(activity);
  return {
    id: activity.id,
    start: times.start,
    end: times.end,
    pauses: times.pauses,
    note: times.note,
    department: named(activity.departmentId, names.departments),
    project: named(activity.projectId ?? null, names.projects),
    task: named(activity.taskId ?? null, names.tasks),
  };
}

const plannedShift = (shift: WorkingSchedule): PlannedShift => ({
  day: shift.day,
  from: shift.from,
  to: shift.to,
  plannedBreakMinutes: shift.plannedBreakMinutes,
});
