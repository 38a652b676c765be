/**
 * Demo planning of issue 21 (ADR 0041) for the gateway's demo users: its demo seed creates
 * `admin` and `mitarbeiter` as the first two users of an empty users table (gateway
 * users/demo-users.ts), so they are ids 1 and 2; `mitarbeiter` belongs to branch 1
 * (Wien-Mariahilf), whose 'Unterhaltsreinigung' is department 1. Each table is filled only while
 * it is empty, without events or log entries (nobody made these changes).
 */
import type { Transaction } from 'sequelize';
import { addDays, businessDateOf, formatIsoDate, isoWeekdayOf } from '@theke/domain';
import { Department } from '../departments/department.model';
import { Absence } from '../holidays/absence.model';
import { HolidayBalance } from '../holidays/holiday-balance.model';
import { weekdaysBetween } from '../holidays/weekdays';
import { Project } from '../projects/project.model';
import { Task } from '../projects/task.model';
import { WorkingSchedule } from '../schedules/working-schedule.model';

export const DEMO_ADMIN = { id: 1, username: 'admin' } as const;
export const DEMO_EMPLOYEE = { id: 2, username: 'mitarbeiter' } as const;
/** Unterhaltsreinigung of Wien-Mariahilf, the demo employee's branch. */
const DEMO_DEPARTMENT_ID = 1;

/** Monday of the current week in Vienna, moved by whole weeks, as 'YYYY-MM-DD' days Monday..Friday. */
function weekdaysOfWeek(now: Date, weeksAhead: number): string[] {
  const today = businessDateOf(now, 'Europe/Vienna');
  const monday = addDays(today, 1 - isoWeekdayOf(today) + 7 * weeksAhead);
  return [0, 1, 2, 3, 4].map((offset) => formatIsoDate(addDays(monday, offset)));
}

async function seedSchedules(now: Date, transaction: Transaction): Promise<void> {
  if ((await WorkingSchedule.count({ transaction })) > 0) return;
  if (!(await Department.findByPk(DEMO_DEPARTMENT_ID, { transaction }))) return;
  const days = [...weekdaysOfWeek(now, 0), ...weekdaysOfWeek(now, 1)];
  await WorkingSchedule.bulkCreate(
    days.map((day, index) => ({
      userId: DEMO_EMPLOYEE.id,
      username: DEMO_EMPLOYEE.username,
      departmentId: DEMO_DEPARTMENT_ID,
      day,
      // Fridays are short; Wednesdays the evening shift of the office building.
      from: index % 5 === 2 ? '14:00' : '07:00',
      to: index % 5 === 2 ? '22:30' : index % 5 === 4 ? '12:00' : '15:30',
      plannedBreakMinutes: index % 5 === 4 ? 0 : 30,
      note: index % 5 === 2 ? 'Bürohaus Mariahilfer Straße' : null,
    })),
    { transaction },
  );
}

async function seedHolidays(now: Date, transaction: Transaction): Promise<void> {
  const year = businessDateOf(now, 'Europe/Vienna').year;
  if ((await HolidayBalance.count({ transaction })) === 0) {
    await HolidayBalance.bulkCreate(
      [
        { userId: DEMO_ADMIN.id, username: DEMO_ADMIN.username, year, entitlementDays: 25, carriedOverDays: 0 },
        { userId: DEMO_EMPLOYEE.id, username: DEMO_EMPLOYEE.username, year, entitlementDays: 25, carriedOverDays: 3.5 },
      ],
      { transaction },
    );
  }
  if ((await Absence.count({ transaction })) === 0) {
    // A week of holiday after the two planned weeks.
    const week = weekdaysOfWeek(now, 2);
    const [from, to] = [week[0] ?? '', week[4] ?? ''];
    await Absence.create(
      { userId: DEMO_EMPLOYEE.id, username: DEMO_EMPLOYEE.username, kind: 'holiday', from, to, days: weekdaysBetween(from, to), note: 'Sommerurlaub' },
      { transaction },
    );
  }
}

async function seedProjects(transaction: Transaction): Promise<void> {
  if ((await Project.count({ transaction })) > 0) return;
  const project = await Project.create(
    {
      name: 'Frühjahrsputz Filiale Mariahilf',
      description: 'Grundreinigung der Filiale vor der Saison: Fenster, Teppiche und Lager.',
      branchId: 1,
      state: 'active',
      estimateHours: 34,
    },
    { transaction },
  );
  await Task.bulkCreate(
    [
      { projectId: project.id, name: 'Fenster und Glasflächen reinigen', assigneeId: DEMO_EMPLOYEE.id, assigneeUsername: DEMO_EMPLOYEE.username, state: 'in-progress', estimateHours: 12 },
      { projectId: project.id, name: 'Teppiche shampoonieren', state: 'open', estimateHours: 16 },
      { projectId: project.id, name: 'Lager entrümpeln', state: 'done', estimateHours: 6 },
    ],
    { transaction },
  );
}

/** Runs inside the demo seed's locked transaction. */
export async function seedPlanningDemo(transaction: Transaction, now = new Date()): Promise<void> {
  await seedSchedules(now, transaction);
  await seedHolidays(now, transaction);
  await seedProjects(transaction);
}
