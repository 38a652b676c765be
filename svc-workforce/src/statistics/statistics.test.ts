/**
 * The workforce statistics (ADR 0043) against real PostgreSQL: worked minutes kept by the
 * `workforce.activity.*` consumer, planned minutes from the shifts, the exact numbers of a seeded
 * month with a DST night (computed by hand below), a correction that moves an activity, open
 * activities counted live, redelivery and rebuild giving the same numbers, and what employees see.
 */
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { createEvent, ROLE_EMPLOYEE, type DomainEvent, type Principal } from '@theke/server';
import { TEST_ADMIN } from '@theke/server/testing';
import { businessDateOf, formatIsoDate } from '@theke/domain';
import { as, eventually, startWorkforceTestPlatform, type WorkforceTestPlatform } from '../testing';
import { rebuildWorkforceStatistics } from '..';

let platform: WorkforceTestPlatform;
const api = () => request(platform.workforce.app);
const admin = as(TEST_ADMIN);

let graz: { id: number };
let linz: { id: number };
let grazCleaning: { id: number };
let linzCarpets: { id: number };

const anna: Principal = { userId: 701, username: 'anna', roles: [ROLE_EMPLOYEE], branchIds: [] };
const bert: Principal = { userId: 702, username: 'bert', roles: [ROLE_EMPLOYEE], branchIds: [] };
const clara: Principal = { userId: 703, username: 'clara', roles: [ROLE_EMPLOYEE], branchIds: [] };

/** Vienna wall time as an instant: March 2026 is CET (UTC+1) until the 29th, 02:00, then CEST (UTC+2). */
const vienna = (day: number, hour: number, minute = 0) =>
  new Date(
    Date.UTC(2026, 2, day, hour - (day > 29 || (day === 29 && hour >= 3) ? 2 : 1), minute),
  ).toISOString();

async function enter(
  who: Principal,
  times: Record<string, unknown>,
): Promise<{ id: number; version: number }> {
  return (
    await api()
      .post('/api/working-activities')
      .set(admin)
      .send({ employee: { id: who.userId, username: who.username }, reason: 'Nachtrag', ...times })
      .expect(201)
  ).body.data;
}

async function plan(
  who: Principal,
  department: { id: number },
  day: string,
  from: string,
  to: string,
  plannedBreakMinutes = 0,
) {
  await api()
    .post('/api/working-schedules')
    .set(admin)
    .send({
      employee: { id: who.userId, username: who.username },
      department,
      day,
      from,
      to,
      plannedBreakMinutes,
    })
    .expect(201);
}

const figures = async (name: string, query: string, headers = admin) =>
  (await api().get(`/api/statistics/${name}?${query}`).set(headers).expect(200)).body.data;

interface RollupRow {
  activityId: number;
  bucket: Date;
  workedMs: string;
}
const rollup = () =>
  platform.workforce.context.sequelize.query<RollupRow>(
    'SELECT "activityId", bucket, "workedMs" FROM statistics_worked_hours ORDER BY "activityId", bucket',
    { type: QueryTypes.SELECT },
  );
const rollupMinutes = async () =>
  (await rollup()).reduce((sum, row) => sum + Number(row.workedMs), 0) / 60_000;
/** Waits until the consumer has brought the rollup to this many minutes. */
const rollupReaches = (minutes: number) => eventually(rollupMinutes, (value) => value === minutes);

let moved: { id: number; version: number };

beforeAll(async () => {
  platform = await startWorkforceTestPlatform();
  const branch = async (identifier: string) =>
    (
      await request(platform.catalog.app)
        .post('/api/branches')
        .set(admin)
        .send({ identifier, name: identifier })
        .expect(201)
    ).body.data;
  graz = await branch('graz');
  linz = await branch('linz');
  const department = async (name: string, branchId: number) => ({
    id: (
      await api()
        .post('/api/departments')
        .set(admin)
        .send({ name, branch: { id: branchId } })
        .expect(201)
    ).body.data.id,
  });
  grazCleaning = await department('Unterhaltsreinigung', graz.id);
  linzCarpets = await department('Teppich & Polster', linz.id);
  anna.branchIds = [graz.id];
  bert.branchIds = [linz.id];
  clara.branchIds = [graz.id];

  // Monday 2 March: Anna 08:00–16:30 in Graz with a half-hour pause (480 min), Bert 09:00–13:15 in Linz (255 min).
  await enter(anna, {
    department: grazCleaning,
    start: vienna(2, 8),
    end: vienna(2, 16, 30),
    pauses: [{ start: vienna(2, 12), end: vienna(2, 12, 30) }],
  });
  await enter(bert, { department: linzCarpets, start: vienna(2, 9), end: vienna(2, 13, 15) });
  // Tuesday 3 March: Bert an hour on no department (no branch).
  moved = await enter(bert, { start: vienna(3, 10), end: vienna(3, 11) });
  // The DST night: Anna from Saturday 22:00 to Sunday 06:00, pause 00:00–00:30. The clock jumps
  // 02:00 → 03:00, so 8 h on the wall are 7 h real: 120 min on the 28th, 270 on the 29th.
  await enter(anna, {
    department: grazCleaning,
    start: vienna(28, 22),
    end: vienna(29, 6),
    pauses: [{ start: vienna(29, 0), end: vienna(29, 0, 30) }],
  });

  await plan(anna, grazCleaning, '2026-03-02', '08:00', '16:30', 30); // 480
  await plan(bert, linzCarpets, '2026-03-02', '09:00', '13:00'); // 240
  await plan(anna, grazCleaning, '2026-03-29', '01:00', '05:00'); // 3 h real on the DST night: 180
  await rollupReaches(480 + 255 + 60 + 390);
});
afterAll(() => platform.close());

describe('worked and planned minutes', () => {
  it('answers a day by hour, per branch and per employee', async () => {
    const day = await figures('working-activities', 'from=2026-03-02&to=2026-03-02');
    expect(day.total).toBe(735);
    expect(day.series).toHaveLength(24);
    const hour = (local: number) =>
      day.series.find((point: { start: string }) => point.start === vienna(2, local))?.value;
    expect([hour(7), hour(8), hour(9), hour(12), hour(13), hour(16), hour(17)]).toEqual([
      0, 60, 120, 90, 75, 30, 0,
    ]);
    expect(day.series.reduce((sum: number, point: { value: number }) => sum + point.value, 0)).toBe(735);
    expect(day.rows).toEqual([
      { employee: { id: anna.userId, username: 'anna' }, workedMinutes: 480 },
      { employee: { id: bert.userId, username: 'bert' }, workedMinutes: 255 },
    ]);
    expect(
      (await figures('working-activities', `from=2026-03-02&to=2026-03-02&branch=${graz.id}`)).total,
    ).toBe(480);
    expect(
      (await figures('working-activities', `from=2026-03-02&to=2026-03-02&branch=${linz.id}`)).total,
    ).toBe(255);

    const planned = await figures('working-schedules', 'from=2026-03-02&to=2026-03-02');
    expect(planned.total).toBe(720);
    expect(planned.rows).toEqual([
      { employee: { id: anna.userId, username: 'anna' }, plannedMinutes: 480 },
      { employee: { id: bert.userId, username: 'bert' }, plannedMinutes: 240 },
    ]);
    // A shift counts in the hour it starts.
    expect(planned.series.filter((point: { value: number }) => point.value > 0)).toEqual([
      { start: vienna(2, 8), value: 480 },
      { start: vienna(2, 9), value: 240 },
    ]);
  });

  it('counts the DST day with its 23 hours, and days and months in Vienna', async () => {
    const sunday = await figures('working-activities', 'from=2026-03-29&to=2026-03-29');
    expect(sunday.series).toHaveLength(23);
    expect(sunday.series[0].start).toBe('2026-03-28T23:00:00.000Z');
    expect(sunday.total).toBe(270);
    const weekend = await figures('working-activities', 'from=2026-03-28&to=2026-03-29');
    expect(weekend.series).toEqual([
      { start: '2026-03-27T23:00:00.000Z', value: 120 },
      { start: '2026-03-28T23:00:00.000Z', value: 270 },
    ]);
    const plannedSunday = await figures('working-schedules', 'from=2026-03-29&to=2026-03-29');
    expect(plannedSunday.total).toBe(180);
    expect(plannedSunday.series.find((point: { value: number }) => point.value > 0)).toEqual({
      start: '2026-03-29T00:00:00.000Z',
      value: 180,
    });
    const months = await figures('working-activities', 'from=2026-03-01&to=2026-04-30&interval=month');
    expect(months.series).toEqual([
      { start: '2026-02-28T23:00:00.000Z', value: 735 + 60 + 390 },
      { start: '2026-03-31T22:00:00.000Z', value: 0 },
    ]);
  });

  it('time booked on no department counts for administrators without a branch filter only', async () => {
    expect((await figures('working-activities', 'from=2026-03-03&to=2026-03-03')).total).toBe(60);
    expect(
      (await figures('working-activities', `from=2026-03-03&to=2026-03-03&branch=${linz.id}`)).total,
    ).toBe(0);
  });

  it('refuses a malformed range with the German message, and guests', async () => {
    const wrong = await api()
      .get('/api/statistics/working-activities?from=2026-03-05&to=2026-03-01')
      .set(admin)
      .expect(422);
    expect(wrong.body.errors[0]).toMatchObject({
      field: 'to',
      message: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    });
    await api().get('/api/statistics/working-schedules?from=2026-03-01&to=2026-03-01').expect(401);
  });
});

describe('the rollup under redelivery, corrections and rebuilds', () => {
  const everything = async () =>
    Promise.all([
      figures('working-activities', 'from=2026-03-01&to=2026-03-31'),
      figures('working-activities', 'from=2026-03-29&to=2026-03-29'),
      figures('working-activities', `from=2026-03-01&to=2026-03-31&branch=${graz.id}`),
    ]);

  it('gives the same numbers when every event arrives again, with its id or as a new one', async () => {
    const before = await everything();
    const rowsBefore = await rollup();
    const events = await platform.workforce.context.sequelize.query<DomainEvent>(
      `SELECT id, type, "occurredAt", data FROM outbox_events WHERE type LIKE 'workforce.activity.%' ORDER BY seq`,
      { type: QueryTypes.SELECT },
    );
    expect(events.length).toBeGreaterThanOrEqual(4);
    for (const event of events) {
      await platform.workforce.context.bus.publish(event);
      await platform.workforce.context.bus.publish(createEvent(event.type, event.data));
    }
    const handled = () =>
      platform.workforce.context.sequelize.query<{ count: string }>(
        `SELECT count(*) AS count FROM inbox_events WHERE consumer = 'workforce.statistics'`,
        { type: QueryTypes.SELECT },
      );
    await eventually(handled, ([row]) => Number(row?.count) === events.length * 2);
    expect(await rollup()).toEqual(rowsBefore);
    expect(await everything()).toEqual(before);
  });

  it('moves a corrected activity out of its old hours, and a rebuild yields the same rows', async () => {
    await api()
      .put(`/api/working-activities/${moved.id}`)
      .set(admin)
      .send({ start: vienna(4, 14), end: vienna(4, 14, 45), version: moved.version, reason: 'Falscher Tag' })
      .expect(200);
    await rollupReaches(480 + 255 + 45 + 390);
    expect((await figures('working-activities', 'from=2026-03-03&to=2026-03-03')).total).toBe(0);
    expect((await figures('working-activities', 'from=2026-03-04&to=2026-03-04')).total).toBe(45);

    const live = await rollup();
    const answers = await everything();
    await platform.workforce.context.sequelize.query('UPDATE statistics_worked_hours SET "workedMs" = 1');
    expect(await rebuildWorkforceStatistics(platform.workforce.context)).toEqual({ activities: 4 });
    expect(await rollup()).toEqual(live);
    expect(await everything()).toEqual(answers);
  });

  it('counts an open activity live until its pause, and the same once it is ended', async () => {
    // Real clock actions less than 24 h ago: started 2 h ago, paused 1 h ago: 60 minutes, whatever the time now.
    const started = new Date(Date.now() - 2 * 3_600_000);
    const paused = new Date(started.getTime() + 3_600_000);
    const clock = (action: string, at: Date) =>
      api()
        .post(`/api/time-tracking/working-activities/${action}`)
        .set(as(clara))
        .send({ at: at.toISOString(), department: grazCleaning });
    await clock('start', started).expect(201);
    await clock('pause', paused).expect(200);
    const range = `from=${formatIsoDate(businessDateOf(started))}&to=${formatIsoDate(businessDateOf(new Date()))}&branch=${graz.id}`;
    const open = await figures('working-activities', range, as(clara));
    expect(open.rows).toEqual([{ employee: { id: clara.userId, username: 'clara' }, workedMinutes: 60 }]);

    await clock('end', new Date(paused.getTime() + 60_000)).expect(200);
    await rollupReaches(480 + 255 + 45 + 390 + 60);
    expect(await figures('working-activities', range, as(clara))).toEqual(open);
  });
});

describe('what employees see', () => {
  it('their branches only, and only themselves in the rows', async () => {
    const own = await figures('working-activities', 'from=2026-03-02&to=2026-03-02', as(anna));
    expect(own.total).toBe(480);
    expect(own.rows).toEqual([{ employee: { id: anna.userId, username: 'anna' }, workedMinutes: 480 }]);
    const colleague = await figures('working-schedules', 'from=2026-03-02&to=2026-03-02', as(bert));
    expect(colleague).toMatchObject({
      total: 240,
      rows: [{ employee: { id: bert.userId }, plannedMinutes: 240 }],
    });
    await api()
      .get(`/api/statistics/working-activities?from=2026-03-02&to=2026-03-02&branch=${linz.id}`)
      .set(as(anna))
      .expect(403);
  });

  it('their own profile only', async () => {
    await api()
      .get(`/api/statistics/user-profile?user=${bert.userId}&start=2026-03-01&end=2026-03-31`)
      .set(as(anna))
      .expect(403);
    await api()
      .get(
        `/api/statistics/user-profile-working-activities?user=${bert.userId}&start=2026-03-01&end=2026-03-31`,
      )
      .set(as(anna))
      .expect(403);
    const mine = (
      await api()
        .get('/api/statistics/user-profile?start=2026-03-01&end=2026-03-31')
        .set(as(anna))
        .expect(200)
    ).body.data;
    expect(mine).toEqual({
      employee: { id: anna.userId, username: 'anna' },
      plannedMinutes: 660,
      // The DST night belongs to the working day it began on, the 28th.
      workedMinutes: 870,
      workedUntilNowMinutes: 870,
      plannedUntilNowMinutes: 660,
      overtimeMinutes: 210,
      holidayBalance: null,
    });
  });
});

describe('user profiles', () => {
  it('counts up to `now`: the shift and the activity under way up to then', async () => {
    const now = encodeURIComponent(vienna(2, 12));
    const profile = (
      await api()
        .get(`/api/statistics/user-profile?user=${anna.userId}&start=2026-03-01&now=${now}&end=2026-03-31`)
        .set(admin)
        .expect(200)
    ).body.data;
    // 08:00–12:00 worked (the pause starts at 12:00), the 08:00–16:30 shift four hours in.
    expect(profile).toMatchObject({
      workedUntilNowMinutes: 240,
      plannedUntilNowMinutes: 240,
      overtimeMinutes: 0,
      workedMinutes: 870,
    });
  });

  it('lists every day with worked and planned minutes', async () => {
    const days = (
      await api()
        .get(
          `/api/statistics/user-profile-working-activities?user=${anna.userId}&start=2026-03-28&end=2026-03-29`,
        )
        .set(admin)
        .expect(200)
    ).body.data;
    expect(days).toEqual({
      employee: { id: anna.userId, username: 'anna' },
      total: 390,
      series: [
        { start: '2026-03-27T23:00:00.000Z', value: 390 },
        { start: '2026-03-28T23:00:00.000Z', value: 0 },
      ],
      rows: [
        { day: '2026-03-28', workedMinutes: 390, plannedMinutes: 0 },
        { day: '2026-03-29', workedMinutes: 0, plannedMinutes: 180 },
      ],
    });
    const refused = await api()
      .get('/api/statistics/user-profile?start=2026-03-01&end=x')
      .set(admin)
      .expect(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'end' });
  });
});

describe('an activity paused within one hour', () => {
  it('keeps one row for that hour: the worked parts before and after the pause added up', async () => {
    // Thursday 5 March, 10:00–11:00 with a pause 10:20–10:30: 50 minutes, all in the 10 o'clock hour.
    const paused = await enter(bert, {
      start: vienna(5, 10),
      end: vienna(5, 11),
      pauses: [{ start: vienna(5, 10, 20), end: vienna(5, 10, 30) }],
    });
    const rows = await eventually(
      async () => (await rollup()).filter((row) => row.activityId === paused.id),
      (found) => found.length > 0,
    );
    expect(rows.map((row) => Number(row.workedMs) / 60_000)).toEqual([50]);
    expect((await figures('working-activities', 'from=2026-03-05&to=2026-03-05')).total).toBe(50);
  });
});
