/**
 * The demo departments point at svc-catalog's demo branches by their known ids: proven here
 * against the catalogue's own demo seed, not a copy of its ids.
 */
import request from 'supertest';
import { TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { workforceService } from '../service';
import { DEMO_ADMIN, DEMO_EMPLOYEE } from './planning-demo';
import { as, startWorkforceTestPlatform, workforceLog, type WorkforceTestPlatform } from '../testing';

let platform: WorkforceTestPlatform;
const admin = as(TEST_ADMIN);

beforeAll(async () => {
  platform = await startWorkforceTestPlatform({ seedDemo: true });
});
afterAll(() => platform.close());

type Department = { id: number; name: string; branch: { id: number } };
type Row = Record<string, unknown> & { id: number };

const PLANNING_PATHS = ['/working-schedules', '/holiday-balances', '/absences', '/projects', '/tasks'];
const listed = async (path: string): Promise<Row[]> => {
  const response = await request(platform.workforce.app).get(`/api${path}`).set(admin).expect(200);
  expect(Object.keys(response.body)).toEqual(['data']);
  return response.body.data;
};
const departments = async (): Promise<Department[]> =>
  (await request(platform.workforce.app).get('/api/departments').set(admin).expect(200)).body.data;

describe('workforce demo seed', () => {
  it('gives every demo branch of the catalogue departments, and only existing branches', async () => {
    const branches = (await request(platform.catalog.app).get('/api/branches').expect(200)).body
      .data as Array<{ id: number }>;
    const seeded = await departments();
    expect(seeded.length).toBeGreaterThan(0);
    expect(new Set(seeded.map((department) => department.branch.id))).toEqual(
      new Set(branches.map((branch) => branch.id)),
    );
  });

  it('is idempotent, logs nothing, and lets new departments continue after the seeded ids', async () => {
    const before = await departments();
    const planned = await Promise.all(PLANNING_PATHS.map(listed));
    await workforceService.seedDemo?.(platform.workforce.context);
    expect(await departments()).toEqual(before);
    expect(await Promise.all(PLANNING_PATHS.map(listed))).toEqual(planned);
    expect(await workforceLog(platform.workforce)).toEqual([]);
    const created = await request(platform.workforce.app)
      .post('/api/departments')
      .set(admin)
      .send({ name: 'Neu nach dem Seed', branch: { id: 1 } })
      .expect(201);
    expect(created.body.data.id).toBe(Math.max(...before.map((department) => department.id)) + 1);
  });

  // Issue 21, pinned: these answer {data: [...]} for an administrator, non-empty with the demo data.
  it('plans the demo employee’s shifts for this and next week in a department of their branch', async () => {
    for (const path of ['/departments', '/working-schedules', '/projects', '/tasks', '/time-sheets/holiday-balances'])
      expect((await listed(path)).length).toBeGreaterThan(0);

    const shifts = (await listed('/working-schedules')) as Array<Row & { employee: unknown; day: string; department: { id: number } }>;
    const employeeBranchDepartments = (await departments()).filter((department) => department.branch.id === 1).map((department) => department.id);
    expect(shifts.every((shift) => employeeBranchDepartments.includes(shift.department.id))).toBe(true);
    expect(shifts.every((shift) => JSON.stringify(shift.employee) === JSON.stringify(DEMO_EMPLOYEE))).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
    const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
    const monday = new Date(Date.parse(`${today}T12:00:00Z`) - weekday * 86_400_000).toISOString().slice(0, 10);
    const inTwoWeeks = new Date(Date.parse(`${monday}T12:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(shifts.length).toBe(10);
    expect(shifts.every((shift) => shift.day >= monday && shift.day < inTwoWeeks)).toBe(true);
    // The demo employee sees them as their own.
    const own = await request(platform.workforce.app).get('/api/working-schedules').set(as(testEmployee([1]))).expect(200);
    expect(own.body.data).toEqual(shifts);
  });

  it('gives the demo users holiday balances of this year, one holiday, and a project with three tasks', async () => {
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date()));
    const balances = await listed('/time-sheets/holiday-balances');
    expect(balances.map((balance) => [balance.employee, balance.year])).toEqual(
      expect.arrayContaining([
        [DEMO_ADMIN, year],
        [DEMO_EMPLOYEE, year],
      ]),
    );
    const absences = await listed('/absences');
    expect(absences).toEqual([expect.objectContaining({ employee: DEMO_EMPLOYEE, kind: 'holiday', days: 5 })]);

    const [project, ...others] = await listed('/projects');
    expect(others).toEqual([]);
    expect(project).toMatchObject({ name: 'Frühjahrsputz Filiale Mariahilf', branch: { id: 1 }, state: 'active' });
    const tasks = await listed(`/tasks?project=${project?.id}`);
    expect(tasks).toHaveLength(3);
    expect(tasks.filter((task) => JSON.stringify(task.assignee) === JSON.stringify(DEMO_EMPLOYEE))).toHaveLength(1);
  });
});
