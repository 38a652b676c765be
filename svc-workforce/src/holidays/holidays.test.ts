/**
 * Holiday balances and absences (issue 21, ADR 0041) on real PostgreSQL: a balance reads what
 * its year's absences took, absences count Monday to Friday and never overlap for one employee,
 * employees see only their own, and `/time-sheets/holiday-balances` answers a year's balances.
 */
import request from 'supertest';
import { MESSAGES } from '@theke/contracts';
import { TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { as, startWorkforceTestPlatform, workforceLog, type WorkforceTestPlatform } from '../testing';
import { END_BEFORE_START_MESSAGE, OVERLAPPING_ABSENCE_MESSAGE } from './absence.routes';

let platform: WorkforceTestPlatform;
const api = () => request(platform.workforce.app);
const admin = as(TEST_ADMIN);
const asEmployee = as(testEmployee([]));
const me = { id: 2, username: 'mitarbeiter' };
const colleague = { id: 8, username: 'kollege' };

type Row = Record<string, unknown> & { id: number; version: number };

const create = async (path: string, payload: Record<string, unknown>): Promise<Row> =>
  (await api().post(`/api/${path}`).set(admin).send(payload).expect(201)).body.data;
const read = async (path: string, headers = admin): Promise<Row> =>
  (await api().get(`/api/${path}`).set(headers).expect(200)).body.data;

beforeAll(async () => {
  platform = await startWorkforceTestPlatform();
});
afterAll(() => platform.close());

describe('absences', () => {
  it('count Monday to Friday, are read and changed with the lost-update check, and logged', async () => {
    // Thursday 2030-01-03 to Tuesday 2030-01-08: Thu, Fri, Mon, Tue.
    const absence = await create('absences', { employee: colleague, kind: 'sick', from: '2030-01-03', to: '2030-01-08' });
    expect(absence).toEqual({
      id: expect.any(Number),
      employee: colleague,
      kind: 'sick',
      from: '2030-01-03',
      to: '2030-01-08',
      days: 4,
      note: null,
      version: 1,
    });
    // The days follow a changed end; a sent `days` is ignored.
    const longer = (
      await api().put(`/api/absences/${absence.id}`).set(admin).send({ to: '2030-01-10', days: 99, version: 1 }).expect(200)
    ).body.data;
    expect(longer).toMatchObject({ to: '2030-01-10', days: 6, version: 2 });
    const stale = await api().put(`/api/absences/${absence.id}`).set(admin).send({ note: 'x', version: 1 }).expect(409);
    expect(stale.body.errors[0]).toMatchObject({ code: 'stale_version' });

    const logged = (await workforceLog(platform.workforce)).filter((entry) => entry.entity === 'absence' && entry.entityId === absence.id);
    expect(logged.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(logged[1]?.changes).toEqual({ to: { before: '2030-01-08', after: '2030-01-10' }, days: { before: 4, after: 6 } });
  });

  it('refuses an end before the start and an absence overlapping another of the employee', async () => {
    const backwards = await api()
      .post('/api/absences')
      .set(admin)
      .send({ employee: colleague, kind: 'holiday', from: '2030-02-10', to: '2030-02-09' })
      .expect(422);
    expect(backwards.body.errors).toEqual([{ message: END_BEFORE_START_MESSAGE, field: 'to', code: 'end_before_start' }]);
    const holiday = await create('absences', { employee: colleague, kind: 'holiday', from: '2030-02-11', to: '2030-02-15' });
    const overlap = await api()
      .post('/api/absences')
      .set(admin)
      .send({ employee: colleague, kind: 'other', from: '2030-02-15', to: '2030-02-18' })
      .expect(409);
    expect(overlap.body.errors).toEqual([{ message: OVERLAPPING_ABSENCE_MESSAGE, field: 'from', code: 'overlapping_absence' }]);
    // Another employee at the same time, the day after, and the absence itself moved: fine.
    await create('absences', { employee: me, kind: 'holiday', from: '2030-02-11', to: '2030-02-15' });
    await create('absences', { employee: colleague, kind: 'other', from: '2030-02-16', to: '2030-02-16' });
    await api().put(`/api/absences/${holiday.id}`).set(admin).send({ from: '2030-02-12' }).expect(200);
    const wrongKind = await api().post('/api/absences').set(admin).send({ employee: me, kind: 'urlaub', from: '2030-03-01', to: '2030-03-01' }).expect(422);
    expect(wrongKind.body.errors).toEqual([expect.objectContaining({ field: 'kind', message: MESSAGES.choice })]);
  });

  it('filter by employee, kind and the range they touch', async () => {
    const first = await create('absences', { employee: colleague, kind: 'holiday', from: '2031-05-05', to: '2031-05-09' });
    const second = await create('absences', { employee: colleague, kind: 'sick', from: '2031-05-20', to: '2031-05-21' });
    const mine = await create('absences', { employee: me, kind: 'holiday', from: '2031-05-07', to: '2031-05-07' });
    const may = 'from=2031-05-01&to=2031-05-31';
    expect(await read(`absences?${may}`)).toEqual([first, mine, second]);
    expect(await read(`absences?${may}&employee=${colleague.id}`)).toEqual([first, second]);
    expect(await read(`absences?${may}&kind=sick`)).toEqual([second]);
    expect(await read('absences?from=2031-05-09&to=2031-05-19')).toEqual([first]);
  });
});

describe('holiday balances', () => {
  it('add the days taken in their year to what the absences say: entitlement + carried over − taken', async () => {
    const balance = await create('holiday-balances', { employee: me, year: 2032, carriedOverDays: 2.5 });
    expect(balance).toEqual({
      id: expect.any(Number),
      employee: me,
      year: 2032,
      entitlementDays: 25,
      carriedOverDays: 2.5,
      takenDays: 0,
      sickDays: 0,
      remainingDays: 27.5,
      version: 1,
    });
    // A week in March (5), Christmas into 2033 (Mon 2032-12-27 .. Fri 2032-12-31 = 5 in 2032),
    // sick leave (2), another employee's holiday (not counted).
    await create('absences', { employee: me, kind: 'holiday', from: '2032-03-01', to: '2032-03-07' });
    await create('absences', { employee: me, kind: 'holiday', from: '2032-12-27', to: '2033-01-04' });
    await create('absences', { employee: me, kind: 'sick', from: '2032-06-10', to: '2032-06-11' });
    await create('absences', { employee: me, kind: 'other', from: '2032-07-01', to: '2032-07-01' });
    await create('absences', { employee: colleague, kind: 'holiday', from: '2032-03-01', to: '2032-03-07' });

    expect(await read(`holiday-balances/${balance.id}`)).toMatchObject({ takenDays: 10, sickDays: 2, remainingDays: 17.5 });
    const updated = (
      await api().put(`/api/holiday-balances/${balance.id}`).set(admin).send({ entitlementDays: 30, version: 1 }).expect(200)
    ).body.data;
    expect(updated).toMatchObject({ entitlementDays: 30, takenDays: 10, remainingDays: 22.5, version: 2 });
    // The next year has the New Year part of the Christmas holiday: Fri 2032-12-31 is not in it, Mon 3 and Tue 4 January are.
    const next = await create('holiday-balances', { employee: me, year: 2033, entitlementDays: null });
    expect(next).toMatchObject({ entitlementDays: 25, carriedOverDays: 0, takenDays: 2, remainingDays: 23 });
    expect(await read(`holiday-balances?year=2033`)).toEqual([next]);
    expect(await read(`holiday-balances?employee=${me.id}`)).toEqual([next, { ...updated }]);
  });

  it('are one per employee and year, in whole or half days', async () => {
    await create('holiday-balances', { employee: colleague, year: 2034 });
    const twice = await api().post('/api/holiday-balances').set(admin).send({ employee: colleague, year: 2034 }).expect(409);
    expect(twice.body.errors).toEqual([{ message: MESSAGES.alreadyUsed, field: 'year', code: 'already_used' }]);
    const quarter = await api()
      .post('/api/holiday-balances')
      .set(admin)
      .send({ employee: colleague, year: 2035, entitlementDays: 24.3 })
      .expect(422);
    expect(quarter.body.errors).toEqual([expect.objectContaining({ field: 'entitlementDays', message: MESSAGES.invalid })]);
    const stale = await create('holiday-balances', { employee: colleague, year: 2036 });
    await api().put(`/api/holiday-balances/${stale.id}`).set(admin).send({ carriedOverDays: 1, version: 1 }).expect(200);
    await api().put(`/api/holiday-balances/${stale.id}`).set(admin).send({ carriedOverDays: 2, version: 1 }).expect(409);
  });

  it('show an employee only their own, and let only administrators write', async () => {
    const mine = await create('holiday-balances', { employee: me, year: 2037 });
    const theirs = await create('holiday-balances', { employee: colleague, year: 2037 });
    expect(await read('holiday-balances?year=2037', asEmployee)).toEqual([mine]);
    await api().get(`/api/holiday-balances/${theirs.id}`).set(asEmployee).expect(404);
    await api().put(`/api/holiday-balances/${mine.id}`).set(asEmployee).send({ entitlementDays: 40 }).expect(403);
    await api().post('/api/holiday-balances').set(asEmployee).send({ employee: me, year: 2038 }).expect(403);
    const absence = await create('absences', { employee: colleague, kind: 'sick', from: '2037-01-05', to: '2037-01-05' });
    await api().get(`/api/absences/${absence.id}`).set(asEmployee).expect(404);
    await api().delete(`/api/absences/${absence.id}`).set(asEmployee).expect(403);
  });
});

describe('GET /time-sheets/holiday-balances', () => {
  it('answers the year’s balances: all for an administrator, the own one for an employee', async () => {
    const mine = await create('holiday-balances', { employee: me, year: 2039 });
    const theirs = await create('holiday-balances', { employee: colleague, year: 2039 });
    const all = (await api().get('/api/time-sheets/holiday-balances?year=2039').set(admin).expect(200)).body;
    expect(all).toEqual({ data: [theirs, mine] });
    expect((await api().get(`/api/time-sheets/holiday-balances?year=2039&employee=${me.id}`).set(admin).expect(200)).body).toEqual({
      data: [mine],
    });
    // An employee asking for someone else still gets only their own.
    expect(
      (await api().get(`/api/time-sheets/holiday-balances?year=2039&employee=${colleague.id}`).set(asEmployee).expect(200)).body,
    ).toEqual({ data: [mine] });
    const wrong = await api().get('/api/time-sheets/holiday-balances?year=zwei').set(admin).expect(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'year', message: MESSAGES.number });
    await api().get('/api/time-sheets/holiday-balances').expect(401);
  });

  it('defaults to the current year in Vienna', async () => {
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vienna', year: 'numeric' }).format(new Date()));
    const current = await create('holiday-balances', { employee: { id: 9, username: 'heuer' }, year });
    const answered = (await api().get('/api/time-sheets/holiday-balances').set(admin).expect(200)).body.data as Row[];
    expect(answered).toContainEqual(current);
    expect(answered.every((balance) => balance.year === year)).toBe(true);
  });
});
