/**
 * Working schedules (issue 21, ADR 0041) against a real svc-catalog peer on real PostgreSQL: the
 * CRUD round trip with the lost-update check, filters, overlapping shifts refused, employees
 * limited to their own shifts, events in the outbox, and copying a week.
 */
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { EVENTS, MESSAGES, type ScheduleChanged } from '@theke/contracts';
import { TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { as, startWorkforceTestPlatform, workforceLog, type WorkforceTestPlatform } from '../testing';
import { NOT_A_MONDAY_MESSAGE, SAME_WEEK_MESSAGE } from './copy-week.routes';
import { EMPTY_SHIFT_MESSAGE, OVERLAPPING_SHIFT_MESSAGE } from './working-schedule.routes';

let platform: WorkforceTestPlatform;
const api = () => request(platform.workforce.app);
const admin = as(TEST_ADMIN);
const employee = testEmployee([]);
const asEmployee = as(employee);
const me = { id: 2, username: 'mitarbeiter' };
const colleague = { id: 7, username: 'kollegin' };

let graz: { id: number };
let linz: { id: number };
let cleaning: { id: number };
let windows: { id: number };

type Shift = Record<string, unknown> & { id: number; version: number };

async function createBranch(identifier: string): Promise<{ id: number }> {
  const branch = await request(platform.catalog.app).post('/api/branches').set(admin).send({ identifier, name: identifier }).expect(201);
  return { id: branch.body.data.id };
}

async function createDepartment(name: string, branch: { id: number }): Promise<{ id: number }> {
  return { id: (await api().post('/api/departments').set(admin).send({ name, branch }).expect(201)).body.data.id };
}

async function createShift(payload: Record<string, unknown>): Promise<Shift> {
  return (await api().post('/api/working-schedules').set(admin).send(payload).expect(201)).body.data;
}

async function scheduleEvents(): Promise<ScheduleChanged[]> {
  const rows = await platform.workforce.context.sequelize.query<{ data: ScheduleChanged }>(
    'SELECT data FROM outbox_events WHERE type = :type ORDER BY seq',
    { type: QueryTypes.SELECT, replacements: { type: EVENTS.scheduleChanged } },
  );
  return rows.map((row) => row.data);
}

const list = async (query: string, headers = admin): Promise<Shift[]> =>
  (await api().get(`/api/working-schedules${query}`).set(headers).expect(200)).body.data;

beforeAll(async () => {
  platform = await startWorkforceTestPlatform();
  graz = await createBranch('graz');
  linz = await createBranch('linz');
  cleaning = await createDepartment('Unterhaltsreinigung', graz);
  windows = await createDepartment('Fenster & Glas', linz);
});
afterAll(() => platform.close());

describe('working schedules', () => {
  it('creates, reads, updates and deletes a shift, each with its event and audit-log entry', async () => {
    const created = await createShift({ employee: me, department: cleaning, day: '2026-03-02', from: '08:00', to: '16:30' });
    expect(created).toEqual({
      id: expect.any(Number),
      employee: me,
      department: { id: cleaning.id },
      day: '2026-03-02',
      from: '08:00',
      to: '16:30',
      plannedBreakMinutes: 0,
      note: null,
      version: 1,
    });
    expect((await api().get(`/api/working-schedules/${created.id}`).set(admin).expect(200)).body.data).toEqual(created);

    const updated = (
      await api()
        .put(`/api/working-schedules/${created.id}`)
        .set(admin)
        .send({ to: '17:00', plannedBreakMinutes: 30, note: 'Stiegenhaus', version: 1 })
        .expect(200)
    ).body.data;
    expect(updated).toEqual({ ...created, to: '17:00', plannedBreakMinutes: 30, note: 'Stiegenhaus', version: 2 });

    await api().delete(`/api/working-schedules/${created.id}`).set(admin).expect(204);
    await api().get(`/api/working-schedules/${created.id}`).set(admin).expect(404);

    const events = (await scheduleEvents()).filter((event) => event.id === created.id);
    expect(events).toEqual(
      (['created', 'updated', 'deleted'] as const).map((verb) => ({
        entity: 'working-schedule',
        verb,
        id: created.id,
        userId: me.id,
        departmentId: cleaning.id,
        day: '2026-03-02',
      })),
    );
    const logged = (await workforceLog(platform.workforce)).filter(
      (entry) => entry.entity === 'working-schedule' && entry.entityId === created.id,
    );
    expect(logged.map((entry) => [entry.action, entry.title])).toEqual([
      ['created', '2026-03-02'],
      ['updated', '2026-03-02'],
      ['deleted', '2026-03-02'],
    ]);
    expect(logged[1]?.changes).toEqual({
      to: { before: '16:30', after: '17:00' },
      plannedBreakMinutes: { before: 0, after: 30 },
      note: { before: null, after: 'Stiegenhaus' },
    });
  });

  it('refuses a save based on an older version with 409 and changes nothing', async () => {
    const shift = await createShift({ employee: me, department: cleaning, day: '2026-03-10', from: '06:00', to: '10:00' });
    await api().put(`/api/working-schedules/${shift.id}`).set(admin).send({ note: 'erste', version: 1 }).expect(200);
    const stale = await api().put(`/api/working-schedules/${shift.id}`).set(admin).send({ note: 'zweite', version: 1 }).expect(409);
    expect(stale.body.errors).toEqual([{ message: MESSAGES.staleVersion, field: 'version', code: 'stale_version' }]);
    expect((await api().get(`/api/working-schedules/${shift.id}`).set(admin).expect(200)).body.data.note).toBe('erste');
  });

  it('filters by employee, department, the department’s branch and the day range', async () => {
    const mine = await createShift({ employee: me, department: cleaning, day: '2026-04-06', from: '08:00', to: '12:00' });
    const theirs = await createShift({ employee: colleague, department: windows, day: '2026-04-07', from: '08:00', to: '12:00' });
    const later = await createShift({ employee: me, department: windows, day: '2026-04-20', from: '08:00', to: '12:00' });
    const april = '?from=2026-04-01&to=2026-04-30';

    expect(await list(april)).toEqual([mine, theirs, later]);
    expect(await list(`${april}&employee=${me.id}`)).toEqual([mine, later]);
    expect(await list(`${april}&department=${windows.id}`)).toEqual([theirs, later]);
    expect(await list(`${april}&branch=${graz.id}`)).toEqual([mine]);
    expect(await list(`${april}&branch=${linz.id}`)).toEqual([theirs, later]);
    expect(await list('?from=2026-04-07&to=2026-04-19')).toEqual([theirs]);

    const wrong = await api().get('/api/working-schedules?from=2026-02-30').set(admin).expect(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'from', message: MESSAGES.date });
  });

  it('checks times, break and department in German at the field', async () => {
    const missing = await api().post('/api/working-schedules').set(admin).send({}).expect(422);
    expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['employee', 'department', 'day', 'from', 'to']),
    );
    const wrong = await api()
      .post('/api/working-schedules')
      .set(admin)
      .send({ employee: { id: 0, username: 'x y' }, department: cleaning, day: '2026-03-02', from: '8 Uhr', to: '25:00', plannedBreakMinutes: 241 })
      .expect(422);
    expect(wrong.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'employee.id', message: MESSAGES.greaterThan(0) }),
        expect.objectContaining({ field: 'employee.username', message: MESSAGES.invalid }),
        expect.objectContaining({ field: 'from', message: MESSAGES.invalid }),
        expect.objectContaining({ field: 'to', message: MESSAGES.invalid }),
        expect.objectContaining({ field: 'plannedBreakMinutes', message: MESSAGES.tooLarge(240) }),
      ]),
    );
    const empty = await api()
      .post('/api/working-schedules')
      .set(admin)
      .send({ employee: me, department: cleaning, day: '2026-03-02', from: '08:00', to: '08:00' })
      .expect(422);
    expect(empty.body.errors).toEqual([{ message: EMPTY_SHIFT_MESSAGE, field: 'to', code: 'empty_shift' }]);
    const unknown = await api()
      .post('/api/working-schedules')
      .set(admin)
      .send({ employee: me, department: { id: 424242 }, day: '2026-03-02', from: '08:00', to: '09:00' })
      .expect(422);
    expect(unknown.body.errors).toEqual([{ message: MESSAGES.invalid, field: 'department.id', code: 'unknown_reference' }]);
  });

  it('refuses a shift overlapping another of the same employee, also past midnight; others may overlap', async () => {
    await createShift({ employee: me, department: cleaning, day: '2026-05-04', from: '22:00', to: '06:00' });
    const overlap = await api()
      .post('/api/working-schedules')
      .set(admin)
      .send({ employee: me, department: windows, day: '2026-05-05', from: '05:30', to: '09:00' })
      .expect(409);
    expect(overlap.body.errors).toEqual([{ message: OVERLAPPING_SHIFT_MESSAGE, field: 'from', code: 'overlapping_shift' }]);
    // Right after the night shift, and the same night for a colleague: fine.
    const morning = await createShift({ employee: me, department: cleaning, day: '2026-05-05', from: '06:00', to: '09:00' });
    await createShift({ employee: colleague, department: cleaning, day: '2026-05-04', from: '22:00', to: '06:00' });
    // Moving a shift onto another is refused too; moving it within its own time is not an overlap with itself.
    await api().put(`/api/working-schedules/${morning.id}`).set(admin).send({ from: '05:00' }).expect(409);
    await api().put(`/api/working-schedules/${morning.id}`).set(admin).send({ to: '10:00' }).expect(200);
  });
});

describe('working schedules of employees', () => {
  it('shows an employee only their own shifts; another’s is 404', async () => {
    const mine = await createShift({ employee: me, department: cleaning, day: '2026-06-01', from: '08:00', to: '12:00' });
    const theirs = await createShift({ employee: colleague, department: cleaning, day: '2026-06-01', from: '08:00', to: '12:00' });
    const listed = await list('?from=2026-06-01&to=2026-06-01', asEmployee);
    expect(listed).toEqual([mine]);
    expect(await list(`?employee=${colleague.id}`, asEmployee)).toEqual([]);
    await api().get(`/api/working-schedules/${mine.id}`).set(asEmployee).expect(200);
    await api().get(`/api/working-schedules/${theirs.id}`).set(asEmployee).expect(404);
  });

  it('refuses every write of an employee with 403, also of their own shifts', async () => {
    const mine = await createShift({ employee: me, department: cleaning, day: '2026-06-02', from: '08:00', to: '12:00' });
    await api()
      .post('/api/working-schedules')
      .set(asEmployee)
      .send({ employee: me, department: cleaning, day: '2026-06-03', from: '08:00', to: '12:00' })
      .expect(403);
    await api().put(`/api/working-schedules/${mine.id}`).set(asEmployee).send({ to: '13:00' }).expect(403);
    await api().delete(`/api/working-schedules/${mine.id}`).set(asEmployee).expect(403);
    await api()
      .post('/api/working-schedules/copy-week')
      .set(asEmployee)
      .send({ department: cleaning, from: '2026-06-01', to: '2026-06-08' })
      .expect(403);
    await api().get('/api/working-schedules').expect(401);
  });
});

describe('copying a week of a department', () => {
  it('copies each shift to the same weekday of the target week, skipping ones that would overlap', async () => {
    // Week of Monday 2026-09-07 in the cleaning department; one in another department stays.
    const monday = await createShift({ employee: me, department: cleaning, day: '2026-09-07', from: '08:00', to: '12:00', plannedBreakMinutes: 15, note: 'Büro' });
    const sunday = await createShift({ employee: colleague, department: cleaning, day: '2026-09-13', from: '22:00', to: '02:00' });
    const friday = await createShift({ employee: colleague, department: cleaning, day: '2026-09-11', from: '10:00', to: '14:00' });
    await createShift({ employee: me, department: windows, day: '2026-09-08', from: '08:00', to: '12:00' });
    // Already planned in the target week: the colleague's Friday copy would overlap it.
    const planned = await createShift({ employee: colleague, department: windows, day: '2026-09-18', from: '13:00', to: '15:00' });
    const before = (await scheduleEvents()).length;

    const response = await api()
      .post('/api/working-schedules/copy-week')
      .set(admin)
      .send({ department: { id: cleaning.id }, from: '2026-09-07', to: '2026-09-14' })
      .expect(201);
    const copies = response.body.data as Shift[];
    const strip = ({ id: _id, ...shift }: Shift) => shift;
    expect(copies.map(strip)).toEqual([
      { ...strip(monday), day: '2026-09-14' },
      { ...strip(sunday), day: '2026-09-20' },
    ]);
    expect(friday.id).toBeDefined();
    expect(await list(`?department=${cleaning.id}&from=2026-09-14&to=2026-09-20`)).toEqual(copies);
    expect(await list(`?from=2026-09-18&to=2026-09-18`)).toEqual([planned]);

    const events = (await scheduleEvents()).slice(before);
    expect(events).toEqual(copies.map((copy) => expect.objectContaining({ verb: 'created', id: copy.id })));
    const logged = (await workforceLog(platform.workforce)).filter(
      (entry) => entry.entity === 'working-schedule' && copies.some((copy) => copy.id === entry.entityId),
    );
    expect(logged.map((entry) => [entry.action, entry.user?.username])).toEqual([
      ['created', 'admin'],
      ['created', 'admin'],
    ]);

    // Copied again: everything would overlap what is there now.
    const again = await api()
      .post('/api/working-schedules/copy-week')
      .set(admin)
      .send({ department: cleaning, from: '2026-09-07', to: '2026-09-14' })
      .expect(201);
    expect(again.body.data).toEqual([]);
  });

  it('needs two different Mondays and a known department', async () => {
    const tuesday = await api()
      .post('/api/working-schedules/copy-week')
      .set(admin)
      .send({ department: cleaning, from: '2026-09-08', to: '2026-09-14' })
      .expect(422);
    expect(tuesday.body.errors).toEqual([{ message: NOT_A_MONDAY_MESSAGE, field: 'from', code: 'not_a_monday' }]);
    const same = await api()
      .post('/api/working-schedules/copy-week')
      .set(admin)
      .send({ department: cleaning, from: '2026-09-07', to: '2026-09-07' })
      .expect(422);
    expect(same.body.errors).toEqual([{ message: SAME_WEEK_MESSAGE, field: 'to', code: 'same_week' }]);
    const unknown = await api()
      .post('/api/working-schedules/copy-week')
      .set(admin)
      .send({ department: { id: 424242 }, from: '2026-09-07', to: '2026-09-14' })
      .expect(422);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'department.id', code: 'unknown_reference' });
  });
});
