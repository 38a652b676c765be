import type { CreationAttributes } from 'sequelize';
import { addDays, instantAt, isoWeekdayOf, formatIsoDate, type CalendarDate } from '@theke/domain';
import { WorkingActivity } from '../activities/activity.model';
import { Department } from '../departments/department.model';
import { Project } from '../projects/project.model';
import { Task } from '../projects/task.model';
import { WorkingSchedule } from '../schedules/working-schedule.model';

export interface MonthOfTime {
  /** 'YYYY-MM'. */
  month: string;
  employees: number;
  /** Branches of the catalogue; each gets two departments, employees are spread over them. */
  branchIds: number[];
}

const BATCH = 2000;

/**
 * A month of recorded time for benchmarks (bench/time-sheets.bench.ts), written straight into the
 * service's tables: every weekday a shift 08:00–16:30 (30 min planned break) and an activity with
 * a half-hour pause, starting 0–9 min late; every 7th day without the pause (a break warning),
 * every 11th employee missing one shift a week, every 4th employee booking on a project. Wall
 * times are Vienna's (also for German branches: the zones change clocks together).
 */
export async function seedMonthOfTime(options: MonthOfTime): Promise<{ activities: number; shifts: number }> {
  const departments: number[] = [];
  for (const branchId of options.branchIds)
    for (const name of ['Unterhaltsreinigung', 'Glasreinigung'])
      departments.push((await Department.create({ name, branchId })).id);
  const project = await Project.create({ name: 'Bürohaus Annenstraße' });
  const task = await Task.create({ projectId: project.id, name: 'Fenster' });

  const [year, month] = options.month.split('-').map(Number) as [number, number];
  const weekdays: CalendarDate[] = [];
  for (let date = { year, month, day: 1 }; date.month === month; date = addDays(date, 1))
    if (isoWeekdayOf(date) <= 5) weekdays.push(date);
  const at = (date: CalendarDate, hour: number, minute = 0) => instantAt({ ...date, hour, minute }, 'Europe/Vienna');

  const shifts: Array<CreationAttributes<WorkingSchedule>> = [];
  const activities: Array<CreationAttributes<WorkingActivity>> = [];
  for (let employee = 1; employee <= options.employees; employee++) {
    const userId = 1000 + employee;
    const username = `mitarbeiter${String(employee).padStart(3, '0')}`;
    const departmentId = departments[employee % departments.length] as number;
    weekdays.forEach((date, index) => {
      shifts.push({ userId, username, departmentId, day: formatIsoDate(date), from: '08:00', to: '16:30', plannedBreakMinutes: 30 });
      if (employee % 11 === 0 && index % 5 === 2) return;
      const late = (employee + index) % 10;
      const withPause = (employee + index) % 7 !== 0;
      activities.push({
        userId,
        username,
        departmentId,
        start: at(date, 8, late),
        end: at(date, 16, 30 + late),
        pauses: withPause ? [{ start: at(date, 12).toISOString(), end: at(date, 12, 30).toISOString() }] : [],
        recordedVia: 'app',
        ...(employee % 4 === 0 ? { projectId: project.id, taskId: task.id } : {}),
      });
    });
  }
  for (let offset = 0; offset < shifts.length; offset += BATCH) await WorkingSchedule.bulkCreate(shifts.slice(offset, offset + BATCH));
  for (let offset = 0; offset < activities.length; offset += BATCH)
    await WorkingActivity.bulkCreate(activities.slice(offset, offset + BATCH));
  return { activities: activities.length, shifts: shifts.length };
}
