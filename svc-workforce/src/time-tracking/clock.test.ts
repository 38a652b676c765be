/**
 * The clock (ADR 0041) against real PostgreSQL, called as the gateway forwards a clock link: the
 * state machine's refusals, one running activity under concurrent starts, replayed offline batches,
 * recorded times (future, before the last action, older than 24 h) and the events of every action.
 */
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { EVENTS, MESSAGES, type ActivityChanged } from '@theke/contracts';
import {
  ACTIVITY_REFUSALS,
  businessDateOf,
  formatIsoDate,
  startOfBusinessDay,
  type ActivityAction,
} from '@theke/domain';
import { ROLE_EMPLOYEE, type Principal } from '@theke/server';
import { TEST_ADMIN } from '@theke/server/testing';
import { ACTIVITY_MESSAGES } from '../activities/activity-messages';
import { as, startWorkforceTestPlatform, type WorkforceTestPlatform } from '../testing';
import { LATE_ACTION_REASON } from './clock-action';

let platform: WorkforceTestPlatform;
const api = () => request(platform.workforce.app);
const admin = as(TEST_ADMIN);

let graz: { id: number };
let linz: { id: number };
let grazCleaning: { id: number };
let linzCleaning: { id: number };
let nextUserId = 500;

/** A fresh employee of Graz for each test: nobody else's clock is in the way. */
function employee(): Principal {
  nextUserId += 1;
  return {
    userId: nextUserId,
    username: `mitarbeiter${nextUserId}`,
    roles: [ROLE_EMPLOYEE],
    branchIds: [graz.id],
  };
}

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

function clock(who: Principal, action: ActivityAction, body: Record<string, unknown> = {}, key?: string) {
  const call = api().post(`/api/time-tracking/working-activities/${action}`).set(as(who));
  return (key ? call.set('Idempotency-Key', key) : call).send(body);
}

const me = async (who: Principal) =>
  (await api().get('/api/time-tracking/me').set(as(who)).expect(200)).body.data;

interface OutboxEvent {
  type: string;
  data: ActivityChanged;
}

async function activityEvents(userId: number | null): Promise<OutboxEvent[]> {
  return platform.workforce.context.sequelize.query<OutboxEvent>(
    `SELECT type, data FROM outbox_events WHERE type LIKE 'workforce.activity.%' AND (data->>'userId')::int = :userId ORDER BY seq`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
}

async function openActivities(userId: number | null): Promise<number> {
  const [row] = await platform.workforce.context.sequelize.query<{ count: string }>(
    'SELECT count(*) AS count FROM working_activities WHERE "userId" = :userId AND "end" IS NULL',
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return Number(row?.count);
}

beforeAll(async () => {
  platform = await startWorkforceTestPlatform();
  const branch = async (identifier: string, name: string) =>
    (
      await request(platform.catalog.app)
        .post('/api/branches')
        .set(admin)
        .send({ identifier, name })
        .expect(201)
    ).body.data;
  graz = await branch('graz', 'Graz');
  linz = await branch('linz', 'Linz');
  const department = async (name: string, branchId: number) =>
    (
      await api()
        .post('/api/departments')
        .set(admin)
        .send({ name, branch: { id: branchId } })
        .expect(201)
    ).body.data;
  grazCleaning = await department('Unterhaltsreinigung', graz.id);
  linzCleaning = await department('Unterhaltsreinigung', linz.id);
});
afterAll(() => platform.close());

describe('clocking in, pausing, resuming and ending', () => {
  it('runs through the state machine, answers the activity and writes one event per action', async () => {
    const anna = employee();
    expect(await me(anna)).toMatchObject({
      user: { id: anna.userId, username: anna.username },
      state: 'idle',
      workingActivity: null,
    });

    const startAt = ago(30);
    const started = (
      await clock(anna, 'start', { department: { id: grazCleaning.id }, at: startAt }).expect(201)
    ).body.data;
    expect(started).toEqual({
      id: expect.any(Number),
      employee: { id: anna.userId, username: anna.username },
      department: { id: grazCleaning.id },
      project: null,
      task: null,
      start: startAt,
      end: null,
      pauses: [],
      note: null,
      recordedVia: 'app',
      state: 'running',
      version: 1,
    });
    expect((await me(anna)).state).toBe('running');

    const paused = (await clock(anna, 'pause', { at: ago(20) }).expect(200)).body.data;
    expect(paused).toMatchObject({
      id: started.id,
      state: 'paused',
      pauses: [{ start: expect.any(String), end: null }],
    });
    expect((await me(anna)).state).toBe('paused');
    const resumed = (await clock(anna, 'resume', { at: ago(10) }).expect(200)).body.data;
    expect(resumed.state).toBe('running');
    expect(resumed.pauses[0].end).not.toBeNull();
    const ended = (await clock(anna, 'end', { note: 'Stiegenhaus fertig' }).expect(200)).body.data;
    expect(ended).toMatchObject({ id: started.id, state: 'ended', note: 'Stiegenhaus fertig', version: 4 });
    expect(Date.parse(ended.end)).toBeGreaterThan(Date.parse(resumed.pauses[0].end));
    expect(await me(anna)).toMatchObject({ state: 'idle', workingActivity: null });

    const events = await activityEvents(anna.userId);
    expect(events.map((event) => event.type)).toEqual([
      EVENTS.activityStarted,
      EVENTS.activityPaused,
      EVENTS.activityResumed,
      EVENTS.activityEnded,
    ]);
    expect(events[0]?.data).toEqual({
      id: started.id,
      userId: anna.userId,
      username: anna.username,
      departmentId: grazCleaning.id,
      branchId: graz.id,
      at: started.start,
    });
    // Every event names the department's branch, also those of actions that send no department.
    expect(events.map((event) => event.data.branchId)).toEqual([graz.id, graz.id, graz.id, graz.id]);
    expect(events.map((event) => event.data.at)).toEqual([
      started.start,
      paused.pauses[0].start,
      resumed.pauses[0].end,
      ended.end,
    ]);
  });

  it('refuses every action that does not fit the state with 409, its German message and code', async () => {
    const bernd = employee();
    const refused = async (action: ActivityAction, code: keyof typeof ACTIVITY_REFUSALS) => {
      const answer = await clock(bernd, action).expect(409);
      expect(answer.body.errors).toEqual([{ message: ACTIVITY_REFUSALS[code], code }]);
    };
    // idle
    await refused('pause', 'not-running');
    await refused('resume', 'not-running');
    await refused('end', 'not-running');
    await clock(bernd, 'start').expect(201);
    // running
    await refused('start', 'already-running');
    await refused('resume', 'not-paused');
    await clock(bernd, 'pause').expect(200);
    // paused
    await refused('start', 'already-running');
    await refused('pause', 'already-paused');
    await clock(bernd, 'end').expect(200);
    // ended: idle again
    await refused('pause', 'not-running');
    await refused('resume', 'not-running');
    await refused('end', 'not-running');
    expect((await activityEvents(bernd.userId)).map((event) => event.type)).toEqual([
      EVENTS.activityStarted,
      EVENTS.activityPaused,
      EVENTS.activityEnded,
    ]);
  });

  it('gives two concurrent starts of one employee one running activity and one 409', async () => {
    const clara = employee();
    const answers = await Promise.all([clock(clara, 'start'), clock(clara, 'start'), clock(clara, 'start')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await openActivities(clara.userId)).toBe(1);
    expect((await activityEvents(clara.userId)).map((event) => event.type)).toEqual([EVENTS.activityStarted]);
  });

  it('books a start without a department on the shift planned around it, and refuses another branch’s department', async () => {
    const dora = employee();
    const wrong = await clock(dora, 'start', { department: { id: linzCleaning.id } }).expect(422);
    expect(wrong.body.errors).toEqual([
      { message: MESSAGES.invalid, field: 'department.id', code: 'unknown_reference' },
    ]);
    const missing = await clock(dora, 'start', { department: { id: 999_999 } }).expect(422);
    expect(missing.body.errors[0]).toMatchObject({ field: 'department.id' });

    // A shift from an hour ago to two hours ahead (Vienna wall clock; across midnight `to` < `from`).
    const now = new Date();
    const wall = (instant: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Vienna',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(instant);
    const from = new Date(now.getTime() - 60 * MINUTE);
    await api()
      .post('/api/working-schedules')
      .set(admin)
      .send({
        employee: { id: dora.userId, username: dora.username },
        department: { id: grazCleaning.id },
        day: formatIsoDate(businessDateOf(from)),
        from: wall(from),
        to: wall(new Date(now.getTime() + 120 * MINUTE)),
      })
      .expect(201);
    const started = (await clock(dora, 'start').expect(201)).body.data;
    expect(started.department).toEqual({ id: grazCleaning.id });
    const state = await me(dora);
    expect(state.nextShifts).toEqual([
      expect.objectContaining({
        department: { id: grazCleaning.id },
        employee: { id: dora.userId, username: dora.username },
      }),
    ]);
  });
});

describe('recorded times', () => {
  it('refuses a time more than a minute ahead of the server, and one before the last action', async () => {
    const emil = employee();
    const future = await clock(emil, 'start', { at: new Date(Date.now() + 5 * MINUTE).toISOString() }).expect(
      422,
    );
    expect(future.body.errors).toEqual([{ message: ACTIVITY_MESSAGES.future, field: 'at', code: 'invalid' }]);
    // Within the device tolerance it is taken as sent.
    await clock(emil, 'start', { at: new Date(Date.now() + 20_000).toISOString() }).expect(201);
    const early = await clock(emil, 'pause', { at: ago(5) }).expect(422);
    expect(early.body.errors).toEqual([
      { message: ACTIVITY_MESSAGES.beforeLastAction, field: 'at', code: 'invalid' },
    ]);
    expect((await me(emil)).state).toBe('running');
  });

  it('refuses a start inside an activity already recorded', async () => {
    const fritz = employee();
    await clock(fritz, 'start', { at: ago(120) }).expect(201);
    await clock(fritz, 'end', { at: ago(60) }).expect(200);
    const overlapping = await clock(fritz, 'start', { at: ago(90) }).expect(422);
    expect(overlapping.body.errors).toEqual([
      { message: ACTIVITY_MESSAGES.overlaps, field: 'at', code: 'invalid' },
    ]);
    await clock(fritz, 'start', { at: ago(30) }).expect(201);
  });

  it('stores actions older than 24 hours as one correction request and leaves the clock as it is', async () => {
    const gerda = employee();
    const first = await clock(
      gerda,
      'start',
      { at: ago(30 * 60), department: { id: grazCleaning.id } },
      'late-1',
    ).expect(202);
    expect(first.body.data).toMatchObject({
      activity: null,
      employee: { id: gerda.userId, username: gerda.username },
      author: { id: gerda.userId, username: gerda.username },
      reason: LATE_ACTION_REASON,
      state: 'pending',
      origin: 'clock',
      before: null,
      after: { end: null, pauses: [], department: { id: grazCleaning.id } },
    });
    // The rest of the offline batch extends the same request.
    await clock(gerda, 'pause', { at: ago(28 * 60) }, 'late-2').expect(202);
    await clock(gerda, 'resume', { at: ago(27 * 60) }, 'late-3').expect(202);
    const last = (await clock(gerda, 'end', { at: ago(25 * 60) }, 'late-4').expect(202)).body.data;
    expect(last.id).toBe(first.body.data.id);
    expect(last.after.pauses).toHaveLength(1);
    expect(last.after.end).not.toBeNull();
    expect(await me(gerda)).toMatchObject({ state: 'idle', workingActivity: null });
    expect(await activityEvents(gerda.userId)).toEqual([]);

    // An administrator approves it: now it is a recorded activity.
    await api().post(`/api/working-activity-corrections/${last.id}/approve`).set(admin).expect(200);
    const activities = (
      await api()
        .get('/api/time-tracking/working-activities?from=' + ago(31 * 60))
        .set(as(gerda))
        .expect(200)
    ).body.data;
    expect(activities).toEqual([
      expect.objectContaining({
        start: last.after.start,
        end: last.after.end,
        pauses: last.after.pauses,
        state: 'ended',
      }),
    ]);
    expect((await activityEvents(gerda.userId)).map((event) => event.type)).toEqual([
      EVENTS.activityCorrected,
    ]);
  });
});

describe('offline batches', () => {
  it('answers a replayed batch with the first answers and changes nothing', async () => {
    const hanna = employee();
    const batch: Array<[ActivityAction, Record<string, unknown>, string]> = [
      ['start', { at: ago(50), department: { id: grazCleaning.id } }, 'k-1'],
      ['pause', { at: ago(40) }, 'k-2'],
      ['pause', { at: ago(39) }, 'k-3'], // refused: already paused
      ['resume', { at: ago(30) }, 'k-4'],
      ['end', { at: ago(10) }, 'k-5'],
      ['resume', { at: ago(5) }, 'k-6'], // refused: not running
    ];
    const send = async () => {
      const answers = [];
      for (const [action, body, key] of batch) {
        const answer = await clock(hanna, action, body, key);
        answers.push({ status: answer.status, body: answer.body as unknown });
      }
      return answers;
    };
    const first = await send();
    expect(first.map((answer) => answer.status)).toEqual([201, 200, 409, 200, 200, 409]);
    const rows = async () =>
      platform.workforce.context.sequelize.query(
        'SELECT * FROM working_activities WHERE "userId" = :userId',
        {
          type: QueryTypes.SELECT,
          replacements: { userId: hanna.userId },
        },
      );
    const stored = await rows();
    const events = await activityEvents(hanna.userId);

    // The device did not see the answers and sends the whole batch again, twice at once.
    const [again, concurrently] = await Promise.all([send(), send()]);
    expect(again).toEqual(first);
    expect(concurrently).toEqual(first);
    expect(await rows()).toEqual(stored);
    expect(await activityEvents(hanna.userId)).toEqual(events);
    expect(events).toHaveLength(4);
  });

  it('refuses a key used before for another action', async () => {
    const ida = employee();
    await clock(ida, 'start', {}, 'same-key').expect(201);
    const reused = await clock(ida, 'end', {}, 'same-key').expect(422);
    expect(reused.body.errors).toEqual([
      { message: ACTIVITY_MESSAGES.keyReused, field: 'Idempotency-Key', code: 'invalid' },
    ]);
    expect((await me(ida)).state).toBe('running');
  });

  it('keeps keys per employee: the same key of another employee is another action', async () => {
    const [jana, karl] = [employee(), employee()];
    await clock(jana, 'start', {}, 'shared-key').expect(201);
    await clock(karl, 'start', {}, 'shared-key').expect(201);
    expect(await openActivities(karl.userId)).toBe(1);
  });
});

describe('the employee screen', () => {
  it('shows today and this week: worked and break minutes from pauses', async () => {
    const lena = employee();
    // Two hours inside today (Vienna) with a 20-minute pause, however late the test runs.
    const now = Date.now();
    const today = businessDateOf(new Date(now));
    const startOfToday = startOfBusinessDay(today).getTime();
    const start = Math.max(startOfToday + MINUTE, now - 150 * MINUTE);
    // Whole multiples of 6 minutes: the pause (a sixth) and the work are whole minutes.
    const span =
      Math.floor(Math.max(0, Math.min(120 * MINUTE, now - start - MINUTE)) / (6 * MINUTE)) * 6 * MINUTE;
    const at = (offset: number) => new Date(start + offset).toISOString();
    await clock(lena, 'start', { at: at(0) }).expect(201);
    await clock(lena, 'pause', { at: at(span / 3) }).expect(200);
    await clock(lena, 'resume', { at: at(span / 2) }).expect(200);
    await clock(lena, 'end', { at: at(span) }).expect(200);
    const expectedWorked = Math.floor((span - span / 6) / MINUTE);
    const expectedBreak = Math.floor(span / 6 / MINUTE);

    const state = await me(lena);
    expect(state.today).toEqual({
      workedMinutes: expectedWorked,
      breakMinutes: expectedBreak,
      plannedMinutes: 0,
    });
    expect(state.week.workedMinutes).toBeGreaterThanOrEqual(expectedWorked);
    expect(state.holidayBalance).toBeNull();
    expect(state.breakDue).toBeNull();
    expect(state.warnings).toEqual([]);
    expect(Number.isNaN(Date.parse(state.serverTime))).toBe(false);
  });

  it('plans today and this week from the shifts, and shows the year’s holiday balance', async () => {
    const otto = employee();
    const today = formatIsoDate(businessDateOf(new Date()));
    await api()
      .post('/api/working-schedules')
      .set(admin)
      .send({
        employee: { id: otto.userId, username: otto.username },
        department: { id: grazCleaning.id },
        day: today,
        from: '06:00',
        to: '14:00',
        plannedBreakMinutes: 30,
      })
      .expect(201);
    const year = Number(today.slice(0, 4));
    await api()
      .post('/api/holiday-balances')
      .set(admin)
      .send({ employee: { id: otto.userId, username: otto.username }, year, entitlementDays: 25 })
      .expect(201);
    const state = await me(otto);
    expect(state.today.plannedMinutes).toBe(450);
    expect(state.week.plannedMinutes).toBe(450);
    expect(state.holidayBalance).toMatchObject({
      employee: { id: otto.userId },
      year,
      entitlementDays: 25,
      remainingDays: 25,
    });
    const schedules = (
      await api()
        .get(`/api/time-tracking/working-schedules?from=${today}&to=${today}`)
        .set(as(otto))
        .expect(200)
    ).body.data;
    expect(schedules).toEqual([
      expect.objectContaining({
        day: today,
        from: '06:00',
        to: '14:00',
        plannedBreakMinutes: 30,
        start: expect.any(String),
        end: expect.any(String),
      }),
    ]);
  });

  it('lists only the caller’s own activities', async () => {
    const [mia, nico] = [employee(), employee()];
    await clock(mia, 'start').expect(201);
    const nicos = (await clock(nico, 'start').expect(201)).body.data;
    const mias = (await api().get('/api/time-tracking/working-activities').set(as(mia)).expect(200)).body
      .data;
    expect(mias).toHaveLength(1);
    expect(mias[0].employee.id).toBe(mia.userId);
    expect(mias.map((activity: { id: number }) => activity.id)).not.toContain(nicos.id);
  });
});
