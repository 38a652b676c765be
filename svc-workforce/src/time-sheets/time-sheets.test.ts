/**
 * Monthly time sheets (ADR 0041 "Time sheets") against real PostgreSQL and a real svc-catalog:
 * day totals across midnight and the spring DST night in Vienna, the rules' warnings (break,
 * 10 h, rest, missed shift), absences, who may read whose sheet, the CSV for a German Excel, the
 * PDF with a page per employee, approvals that block corrections, and minutes per project.
 */
import request from 'supertest';
import { ROLE_EMPLOYEE, type Principal } from '@theke/server';
import { TEST_ADMIN } from '@theke/server/testing';
import { readPdf } from '@theke/svc-catalog/testing';
import { activityTimesOf } from '../activities/activity-json';
import { WorkingActivity, WorkingActivityCorrection } from '../activities/activity.model';
import { Absence } from '../holidays/absence.model';
import { Project } from '../projects/project.model';
import { Task } from '../projects/task.model';
import { WorkingSchedule } from '../schedules/working-schedule.model';
import { as, startWorkforceTestPlatform, workforceLog, type WorkforceTestPlatform } from '../testing';
import { CSV_COLUMNS } from './sheet-csv';
import { TIME_SHEET_MESSAGES } from './time-sheet-messages';

let platform: WorkforceTestPlatform;
const api = () => request(platform.workforce.app);
const admin = as(TEST_ADMIN);

const person = (userId: number, username: string): Principal => ({
  userId,
  username,
  roles: [ROLE_EMPLOYEE],
  branchIds: [],
});
const anna = person(701, 'anna');
const bernd = person(702, 'bernd');

const MONTH = '2026-03';
/** Vienna wall-clock times of March 2026 as instants: CET (UTC+1) before the 29th 02:00, CEST (UTC+2) after. */
const vienna = (day: number, hour: number, minute = 0) => {
  const offset = day > 29 || (day === 29 && hour >= 3) ? 2 : 1;
  return new Date(Date.UTC(2026, 2, day, hour - offset, minute));
};

let department: { id: number };
let cleaning: { id: number };
let windows: { id: number };
let carpets: { id: number };
let ids: Record<string, number>;

interface Sheet {
  employee: { id: number; username: string };
  month: string;
  days: Array<{
    date: string;
    plannedMinutes: number;
    workedMinutes: number;
    breakMinutes: number;
    absence: string | null;
    activities: Array<{ id: number; start: string; end: string | null; project: { id: number; name: string } | null }>;
    warnings: Array<{ code: string; message: string }>;
  }>;
  totals: Record<string, number>;
  approval: { by: { id: number; username: string }; at: string } | null;
  pendingCorrections: number;
}

async function activity(who: Principal, start: Date, end: Date, extra: Partial<WorkingActivity> = {}): Promise<number> {
  const row = await WorkingActivity.create({
    userId: Number(who.userId),
    username: String(who.username),
    departmentId: department.id,
    start,
    end,
    recordedVia: 'manager',
    ...extra,
  });
  return row.id;
}

const shift = (who: Principal, day: string, from: string, to: string, plannedBreakMinutes = 30) =>
  WorkingSchedule.create({
    userId: Number(who.userId),
    username: String(who.username),
    departmentId: department.id,
    day,
    from,
    to,
    plannedBreakMinutes,
  });

async function sheetsAs(who: Record<string, string>, query = ''): Promise<Sheet[]> {
  return (await api().get(`/api/time-sheets/monthly?month=${MONTH}${query}`).set(who).expect(200)).body.data;
}

const dayOf = (sheet: Sheet, date: string) => sheet.days.find((day) => day.date === date);

beforeAll(async () => {
  platform = await startWorkforceTestPlatform();
  const graz = (
    await request(platform.catalog.app).post('/api/branches').set(admin).send({ identifier: 'graz', name: 'Graz' }).expect(201)
  ).body.data as { id: number };
  // Employees of the branch may book their time on its departments.
  for (const who of [anna, bernd]) who.branchIds.push(graz.id);
  department = (
    await api().post('/api/departments').set(admin).send({ name: 'Unterhaltsreinigung', branch: { id: graz.id } }).expect(201)
  ).body.data;
  const project = await Project.create({ name: 'Bürohaus Annenstraße' });
  windows = await Task.create({ projectId: project.id, name: 'Fenster' });
  carpets = await Task.create({ projectId: project.id, name: 'Teppiche' });
  cleaning = project;
  const booked = (task: { id: number }) => ({ projectId: project.id, taskId: task.id });

  ids = {
    // Monday 2nd: 08:00–16:30 with half an hour's pause, as planned.
    monday: await activity(anna, vienna(2, 8), vienna(2, 16, 30), {
      pauses: [{ start: vienna(2, 12).toISOString(), end: vienna(2, 12, 30).toISOString() }],
      ...booked(windows),
    }),
    // Friday 6th 22:00 to Saturday 06:00 without a break: a night shift belongs to the day it began.
    night: await activity(anna, vienna(6, 22), vienna(7, 6), booked(carpets)),
    // Tuesday 10th: 11 h of work, more than the 10 h maximum.
    long: await activity(anna, vienna(10, 7), vienna(10, 18, 30), {
      pauses: [{ start: vienna(10, 12).toISOString(), end: vienna(10, 12, 30).toISOString() }],
    }),
    // Saturday 28th 22:00 to Sunday 06:00 across the spring DST change: 7 real hours, 30 min pause.
    dst: await activity(anna, vienna(28, 22), vienna(29, 6), {
      pauses: [{ start: vienna(29, 1).toISOString(), end: vienna(29, 1, 30).toISOString() }],
    }),
    // Sunday 29th 14:00: only 8 h after the night's end, less than 11 h of rest.
    sunday: await activity(anna, vienna(29, 14), vienna(29, 18)),
    // The last day of February belongs to February's sheet.
    february: await activity(anna, new Date(Date.UTC(2026, 1, 27, 8)), new Date(Date.UTC(2026, 1, 27, 12))),
    bernd: await activity(bernd, vienna(3, 9), vienna(3, 13)),
  };
  await shift(anna, '2026-03-02', '08:00', '16:30');
  // Nobody clocked in for Wednesday's shift: missed.
  await shift(anna, '2026-03-04', '09:00', '17:30');
  // A shift on a day of holiday is neither planned work nor missed.
  await shift(anna, '2026-03-12', '09:00', '17:30');
  await Absence.create({ userId: 701, username: 'anna', kind: 'holiday', from: '2026-03-12', to: '2026-03-13', days: 2 });
  await Absence.create({ userId: 701, username: 'anna', kind: 'sick', from: '2026-03-16', to: '2026-03-16', days: 1 });
});
afterAll(() => platform.close());

describe('the monthly sheet', () => {
  it('lists every day with worked, break and planned minutes across midnight and the DST night', async () => {
    const [sheet] = await sheetsAs(admin, `&employee=${anna.userId}`);
    if (!sheet) throw new Error('no sheet');
    expect(sheet.employee).toEqual({ id: 701, username: 'anna' });
    expect(sheet.days).toHaveLength(31);
    expect(sheet.days[0]?.date).toBe('2026-03-01');
    expect(dayOf(sheet, '2026-03-02')).toMatchObject({ plannedMinutes: 480, workedMinutes: 480, breakMinutes: 30, warnings: [] });
    expect(dayOf(sheet, '2026-03-06')).toMatchObject({ workedMinutes: 480, breakMinutes: 0 });
    expect(dayOf(sheet, '2026-03-07')).toMatchObject({ workedMinutes: 0, activities: [] });
    // 22:00 to 06:00 on the wall clock is 7 real hours that night; minus the half-hour pause.
    expect(dayOf(sheet, '2026-03-28')).toMatchObject({ workedMinutes: 390, breakMinutes: 30, warnings: [] });
    expect(dayOf(sheet, '2026-03-29')).toMatchObject({ workedMinutes: 240 });
    expect(dayOf(sheet, '2026-03-12')).toMatchObject({ absence: 'holiday', plannedMinutes: 0, warnings: [] });
    expect(dayOf(sheet, '2026-03-16')).toMatchObject({ absence: 'sick' });
    expect(dayOf(sheet, '2026-03-02')?.activities).toEqual([
      expect.objectContaining({
        id: ids.monday,
        start: vienna(2, 8).toISOString(),
        end: vienna(2, 16, 30).toISOString(),
        department: { id: department.id, name: 'Unterhaltsreinigung' },
        project: { id: cleaning.id, name: 'Bürohaus Annenstraße' },
        task: { id: windows.id, name: 'Fenster' },
      }),
    ]);
    expect(sheet.totals).toEqual({
      plannedMinutes: 960,
      workedMinutes: 480 + 480 + 660 + 390 + 240,
      breakMinutes: 90,
      differenceMinutes: 2250 - 960,
      holidayDays: 2,
      sickDays: 1,
    });
    expect(sheet).toMatchObject({ month: MONTH, approval: null, pendingCorrections: 0 });
  });

  it('shows the working-time rules as warnings on their days, the missed shift included', async () => {
    const [sheet] = await sheetsAs(admin, `&employee=${anna.userId}`);
    const warned = sheet?.days.flatMap((day) => day.warnings.map((warning) => [day.date, warning.code]));
    expect(warned).toEqual([
      ['2026-03-04', 'missed-shift'],
      ['2026-03-06', 'break-too-short'],
      ['2026-03-10', 'daily-maximum'],
      ['2026-03-29', 'rest-too-short'],
    ]);
    expect(dayOf(sheet as Sheet, '2026-03-10')?.warnings[0]?.message).toBe(
      'Höchstarbeitszeit überschritten: mehr als 10 Stunden an einem Tag.',
    );
  });

  it('gives an employee only their own sheet; another’s is refused', async () => {
    const asAnna = as(anna);
    expect((await sheetsAs(asAnna)).map((sheet) => sheet.employee.username)).toEqual(['anna']);
    await api().get(`/api/time-sheets/monthly?month=${MONTH}&employee=${bernd.userId}`).set(asAnna).expect(403);
    await api().get(`/api/time-sheets/monthly.csv?month=${MONTH}&employee=${bernd.userId}`).set(asAnna).expect(403);
    expect((await sheetsAs(admin)).map((sheet) => sheet.employee.username)).toEqual(['anna', 'bernd']);
    // An employee without any time that month still gets their (empty) sheet.
    const [empty] = await sheetsAs(as(person(703, 'clara')));
    expect(empty).toMatchObject({ employee: { id: 703, username: 'clara' }, totals: { workedMinutes: 0 } });
    await api().get('/api/time-sheets/monthly?month=2026-13').set(admin).expect(422);
    await api().get(`/api/time-sheets/monthly?month=${MONTH}`).expect(401);
  });
});

describe('exports', () => {
  it('writes a CSV for a German Excel: BOM, semicolons, decimal comma, dates and times', async () => {
    const response = await api().get(`/api/time-sheets/monthly.csv?month=${MONTH}&employee=${anna.userId}`).set(admin).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toBe('attachment; filename=stundenzettel-2026-03-anna.csv');
    const text = response.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
    expect(lines[0]).toEqual([...CSV_COLUMNS]);
    expect(lines).toHaveLength(1 + 31 + 1);
    expect(lines.slice(1).every((line) => line.length === CSV_COLUMNS.length && line[0] === 'anna')).toBe(true);
    const row = (date: string) => lines.find((line) => line[1] === date);
    expect(row('02.03.2026')).toEqual(['anna', '02.03.2026', '08:00', '16:30', '30', '8,00', '8,00', '', '']);
    expect(row('06.03.2026')).toEqual(['anna', '06.03.2026', '22:00', '06:00', '0', '8,00', '0,00', '', expect.stringMatching(/^Pause zu kurz/)]);
    expect(row('28.03.2026')).toEqual(['anna', '28.03.2026', '22:00', '06:00', '30', '6,50', '0,00', '', '']);
    expect(row('12.03.2026')?.[7]).toBe('Urlaub');
    expect(lines.at(-1)).toEqual([
      'anna', 'Summe', '', '', '90', '37,50', '16,00', 'Urlaub: 2 Tage, Krankenstand: 1 Tag', 'Differenz zum Soll: +21,50 Std.',
    ]);

    const all = await api().get(`/api/time-sheets/monthly.csv?month=${MONTH}`).set(admin).expect(200);
    expect(all.headers['content-disposition']).toBe('attachment; filename=stundenzettel-2026-03.csv');
    expect(new Set(all.text.slice(1).trimEnd().split('\r\n').slice(1).map((line) => line.split(';')[0]))).toEqual(new Set(['anna', 'bernd']));
  });

  it('prints a PDF with a page per employee, the day table, totals and signature lines', async () => {
    const response = await api()
      .get(`/api/time-sheets/monthly.pdf?month=${MONTH}`)
      .set(admin)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename=stundenzettel-2026-03.pdf');
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const pages = readPdf(pdf).pages.map((texts) => texts.join('\n'));
    expect(pages[0]).toContain('Stundenzettel März 2026');
    expect(pages[0]).toContain('Mitarbeiter/in: anna');
    expect(pages[0]).toContain('So 29.03.2026');
    expect(pages[0]).toContain('Krankenstand');
    expect(pages[0]).toContain('Ruhezeit unterschritten: weniger als 11 Stunden zwischen zwei Arbeitstagen.');
    expect(pages[1]).toContain('Mitarbeiter/in: bernd');
    for (const page of pages) {
      expect(page).toContain('Datum, Unterschrift Mitarbeiter/in');
      expect(page).toContain('Datum, Unterschrift Arbeitgeber/in');
      expect(page).toContain('Nicht freigegeben.');
    }
  });
});

describe('approval', () => {
  const approve = (who: Record<string, string>, employee: number) =>
    api().post('/api/time-sheets/approvals').set(who).send({ employee: { id: employee }, month: MONTH });

  it('is refused while a correction request is pending, then closes the month to corrections until withdrawn', async () => {
    const requested = await api()
      .post(`/api/working-activities/${ids.monday}/corrections`)
      .set(as(anna))
      .send({ end: vienna(2, 17).toISOString(), reason: 'Länger geblieben' })
      .expect(202);
    expect((await sheetsAs(admin, `&employee=${anna.userId}`))[0]?.pendingCorrections).toBe(1);
    const refused = await approve(admin, 701).expect(409);
    expect(refused.body.errors[0]).toMatchObject({ message: TIME_SHEET_MESSAGES.pendingCorrections, code: 'pending_corrections' });
    await api().post(`/api/working-activity-corrections/${requested.body.data.id}/reject`).set(admin).expect(200);

    await approve(as(anna), 701).expect(403);
    const approved = (await approve(admin, 701).expect(201)).body.data;
    expect(approved).toEqual({
      employee: { id: 701, username: 'anna' },
      month: MONTH,
      approval: { by: { id: TEST_ADMIN.userId, username: 'admin' }, at: expect.any(String) },
    });
    expect((await sheetsAs(as(anna)))[0]?.approval).toEqual(approved.approval);
    expect((await approve(admin, 701).expect(409)).body.errors[0].message).toBe(TIME_SHEET_MESSAGES.alreadyApproved);
    expect((await workforceLog(platform.workforce)).filter((entry) => entry.entity === 'time-sheet-approval')).toEqual([
      expect.objectContaining({ action: 'created', title: `anna ${MONTH}` }),
    ]);

    // Neither the employee's request nor an administrator's correction touches the approved month.
    const asked = await api()
      .post(`/api/working-activities/${ids.monday}/corrections`)
      .set(as(anna))
      .send({ end: vienna(2, 17).toISOString(), reason: 'Länger geblieben' })
      .expect(409);
    expect(asked.body.errors[0]).toMatchObject({ message: TIME_SHEET_MESSAGES.monthApproved, code: 'month_approved' });
    await api()
      .put(`/api/working-activities/${ids.monday}`)
      .set(admin)
      .send({ end: vienna(2, 17).toISOString(), reason: 'Länger geblieben' })
      .expect(409);
    // A late clock action's request (stored as it came, after the approval) cannot be approved.
    const monday = await WorkingActivity.findByPk(ids.monday);
    const late = await WorkingActivityCorrection.create({
      activityId: ids.monday,
      userId: 701,
      username: 'anna',
      authorId: 701,
      authorName: 'anna',
      reason: 'Nachträglich synchronisiert',
      before: monday && activityTimesOf(monday),
      after: monday && { ...activityTimesOf(monday), end: vienna(2, 17).toISOString() },
      origin: 'clock',
      state: 'pending',
    });
    const lateApproval = await api().post(`/api/working-activity-corrections/${late.id}/approve`).set(admin).expect(409);
    expect(lateApproval.body.errors[0].code).toBe('month_approved');
    await api().post(`/api/working-activity-corrections/${late.id}/reject`).set(admin).expect(200);
    // Another month of the same employee stays open.
    await api()
      .put(`/api/working-activities/${ids.february}`)
      .set(admin)
      .send({ end: new Date(Date.UTC(2026, 1, 27, 13)).toISOString(), reason: 'Ende nachgetragen' })
      .expect(200);

    await api().delete(`/api/time-sheets/approvals/701/${MONTH}`).set(as(anna)).expect(403);
    await api().delete(`/api/time-sheets/approvals/701/${MONTH}`).set(admin).expect(204);
    await api().delete(`/api/time-sheets/approvals/701/${MONTH}`).set(admin).expect(404);
    await api()
      .put(`/api/working-activities/${ids.monday}`)
      .set(admin)
      .send({ end: vienna(2, 16, 30).toISOString(), reason: 'Bestätigt' })
      .expect(200);
  });
});

describe('project times', () => {
  it('sums the worked minutes booked per project and task', async () => {
    const all = (await api().get(`/api/time-sheets/project-times?project=${cleaning.id}`).set(admin).expect(200)).body.data;
    expect(all).toEqual([
      {
        project: { id: cleaning.id, name: 'Bürohaus Annenstraße' },
        minutes: 960,
        tasks: [
          { task: { id: windows.id, name: 'Fenster' }, minutes: 480 },
          { task: { id: carpets.id, name: 'Teppiche' }, minutes: 480 },
        ],
      },
    ]);
    const fromThursday = (
      await api().get(`/api/time-sheets/project-times?project=${cleaning.id}&from=2026-03-05&to=2026-03-31`).set(admin).expect(200)
    ).body.data;
    expect(fromThursday[0]).toMatchObject({ minutes: 480, tasks: [{ task: { id: carpets.id, name: 'Teppiche' }, minutes: 480 }] });
    // An employee sees only the time they booked.
    expect((await api().get('/api/time-sheets/project-times').set(as(bernd)).expect(200)).body.data).toEqual([]);
  });
});
