/**
 * Working activities and their corrections (ADR 0041) against real PostgreSQL: what employees and
 * administrators see (filters, own rows only), administrators' changes as approved corrections
 * with the audit log and `workforce.activity.corrected`, employees' corrections as requests that
 * change nothing until approved, and approvals that never overwrite newer recorded times.
 */
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { EVENTS, MESSAGES } from '@theke/contracts';
import { ROLE_EMPLOYEE, type Principal } from '@theke/server';
import { TEST_ADMIN } from '@theke/server/testing';
import { as, startWorkforceTestPlatform, workforceLog, type WorkforceTestPlatform } from '../testing';
import { ACTIVITY_MESSAGES } from './activity-messages';

let platform: WorkforceTestPlatform;
const api = () => request(platform.workforce.app);
const admin = as(TEST_ADMIN);

let graz: { id: number };
let linz: { id: number };
let grazCleaning: { id: number };
let linzCarpets: { id: number };
let nextUserId = 900;

function employee(branchId = graz.id): Principal {
  nextUserId += 1;
  return {
    userId: nextUserId,
    username: `kraft${nextUserId}`,
    roles: [ROLE_EMPLOYEE],
    branchIds: [branchId],
  };
}

const HOUR = 3_600_000;
/** A fixed past day (no clock in these tests): 2026-03-02, a Monday, hours in UTC. */
const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 2, 2, hour, minute)).toISOString();

interface Activity {
  id: number;
  version: number;
  start: string;
  end: string | null;
  pauses: Array<{ start: string; end: string | null }>;
  state: string;
}

async function enter(who: Principal, times: Record<string, unknown>): Promise<Activity> {
  return (
    await api()
      .post('/api/working-activities')
      .set(admin)
      .send({
        employee: { id: who.userId, username: who.username },
        reason: 'Nachtrag vom Papierzettel',
        ...times,
      })
      .expect(201)
  ).body.data;
}

async function correctedEvents(id: number): Promise<string[]> {
  const rows = await platform.workforce.context.sequelize.query<{ type: string }>(
    `SELECT type FROM outbox_events WHERE type LIKE 'workforce.activity.%' AND (data->>'id')::int = :id ORDER BY seq`,
    { type: QueryTypes.SELECT, replacements: { id } },
  );
  return rows.map((row) => row.type);
}

const loggedFor = async (id: number) =>
  (await workforceLog(platform.workforce)).filter(
    (entry) => entry.entity === 'working-activity' && entry.entityId === id,
  );

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
  linzCarpets = await department('Teppich & Polster', linz.id);
});
afterAll(() => platform.close());

describe('administrators enter and change activities', () => {
  it('enters, corrects and removes an activity, each with a reason, an approved correction, the log and an event', async () => {
    const anna = employee();
    const entered = await enter(anna, {
      department: { id: grazCleaning.id },
      start: at(7),
      end: at(15),
      pauses: [{ start: at(11), end: at(11, 30) }],
    });
    expect(entered).toMatchObject({
      employee: { id: anna.userId, username: anna.username },
      department: { id: grazCleaning.id },
      start: at(7),
      end: at(15),
      recordedVia: 'manager',
      state: 'ended',
      version: 1,
    });

    const corrected = (
      await api()
        .put(`/api/working-activities/${entered.id}`)
        .set(admin)
        .send({ end: at(15, 30), reason: 'Ende vergessen', version: 1 })
        .expect(200)
    ).body.data;
    expect(corrected).toMatchObject({ id: entered.id, start: at(7), end: at(15, 30), version: 2 });
    // A save based on the old version is refused.
    const stale = await api()
      .put(`/api/working-activities/${entered.id}`)
      .set(admin)
      .send({ end: at(16), reason: 'Nochmals', version: 1 })
      .expect(409);
    expect(stale.body.errors[0]).toMatchObject({ message: MESSAGES.staleVersion, code: 'stale_version' });

    const corrections = (
      await api().get(`/api/working-activity-corrections?employee=${anna.userId}`).set(admin).expect(200)
    ).body.data;
    expect(corrections).toEqual([
      expect.objectContaining({
        activity: { id: entered.id },
        reason: 'Ende vergessen',
        state: 'approved',
        origin: 'manager',
        author: { id: TEST_ADMIN.userId, username: TEST_ADMIN.username },
        decidedBy: { id: TEST_ADMIN.userId, username: TEST_ADMIN.username },
        before: expect.objectContaining({ end: at(15) }),
        after: expect.objectContaining({ end: at(15, 30) }),
      }),
      expect.objectContaining({
        activity: { id: entered.id },
        before: null,
        reason: 'Nachtrag vom Papierzettel',
        state: 'approved',
      }),
    ]);

    const missingReason = await api().delete(`/api/working-activities/${entered.id}`).set(admin).expect(422);
    expect(missingReason.body.errors).toEqual([
      { message: MESSAGES.notBlank, field: 'reason', code: 'not_blank' },
    ]);
    await api()
      .delete(`/api/working-activities/${entered.id}`)
      .set(admin)
      .send({ reason: 'Doppelt erfasst' })
      .expect(204);
    await api().get(`/api/working-activities/${entered.id}`).set(admin).expect(404);

    expect((await loggedFor(entered.id)).map((entry) => entry.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
    const [, update] = await loggedFor(entered.id);
    expect(update?.changes).toEqual({ end: { before: at(15), after: at(15, 30) } });
    expect(update?.user).toEqual({ id: TEST_ADMIN.userId, username: TEST_ADMIN.username });
    expect(await correctedEvents(entered.id)).toEqual([
      EVENTS.activityCorrected,
      EVENTS.activityCorrected,
      EVENTS.activityCorrected,
    ]);
    const removal = (
      await api().get(`/api/working-activity-corrections?employee=${anna.userId}`).set(admin).expect(200)
    ).body.data[0];
    expect(removal).toMatchObject({
      activity: { id: entered.id },
      after: null,
      reason: 'Doppelt erfasst',
      state: 'approved',
    });
  });

  it('requires a reason and plausible times that do not overlap the employee’s other activities', async () => {
    const bernd = employee();
    const noReason = await api()
      .post('/api/working-activities')
      .set(admin)
      .send({ employee: { id: bernd.userId, username: bernd.username }, start: at(7), end: at(8) })
      .expect(422);
    expect(noReason.body.errors).toEqual([
      { message: MESSAGES.notBlank, field: 'reason', code: 'not_blank' },
    ]);
    const blank = await api()
      .post('/api/working-activities')
      .set(admin)
      .send({
        employee: { id: bernd.userId, username: bernd.username },
        start: at(7),
        end: at(8),
        reason: '  ',
      })
      .expect(422);
    expect(blank.body.errors[0]).toMatchObject({ field: 'reason', message: MESSAGES.notBlank });

    const refused = async (times: Record<string, unknown>, field: string, message: string) => {
      const answer = await api()
        .post('/api/working-activities')
        .set(admin)
        .send({ employee: { id: bernd.userId, username: bernd.username }, reason: 'Nachtrag', ...times })
        .expect(422);
      expect(answer.body.errors).toEqual([{ message, field, code: 'invalid' }]);
    };
    await refused({ start: at(9), end: at(8) }, 'end', ACTIVITY_MESSAGES.endBeforeStart);
    await refused(
      { start: at(7), end: at(9), pauses: [{ start: at(8), end: at(10) }] },
      'pauses',
      ACTIVITY_MESSAGES.pausesOutside,
    );
    await refused(
      { start: new Date(Date.now() + 2 * HOUR).toISOString() },
      'start',
      ACTIVITY_MESSAGES.future,
    );

    await enter(bernd, { start: at(7), end: at(12) });
    await refused({ start: at(11), end: at(13) }, 'start', ACTIVITY_MESSAGES.overlaps);
    await enter(bernd, { start: at(12), end: at(13) });
  });
});

describe('what employees see', () => {
  it('lists and reads only their own activities; another’s is 404', async () => {
    const [clara, dora] = [employee(), employee()];
    const claras = await enter(clara, { start: at(6), end: at(8), department: { id: grazCleaning.id } });
    const doras = await enter(dora, { start: at(6), end: at(8), department: { id: grazCleaning.id } });

    const listed = (await api().get('/api/working-activities').set(as(clara)).expect(200)).body.data;
    expect(listed.map((activity: Activity) => activity.id)).toEqual([claras.id]);
    // Asking for another's rows by filter changes nothing.
    expect(
      (await api().get(`/api/working-activities?employee=${dora.userId}`).set(as(clara)).expect(200)).body
        .data,
    ).toEqual([]);
    await api().get(`/api/working-activities/${doras.id}`).set(as(clara)).expect(404);
    await api().get(`/api/working-activities/${claras.id}`).set(as(clara)).expect(200);
    // Corrections of another's activity are as unknown as the activity.
    await api()
      .post(`/api/working-activities/${doras.id}/corrections`)
      .set(as(clara))
      .send({ end: at(9), reason: 'Länger gearbeitet' })
      .expect(404);
    // Writes are for administrators.
    await api()
      .put(`/api/working-activities/${claras.id}`)
      .set(as(clara))
      .send({ end: at(9), reason: 'x' })
      .expect(403);
    await api()
      .delete(`/api/working-activities/${claras.id}`)
      .set(as(clara))
      .send({ reason: 'x' })
      .expect(403);
  });

  it('filters by employee, department, branch, day range and state', async () => {
    const [emil, fritz] = [employee(), employee(linz.id)];
    const early = await enter(emil, { start: at(5), end: at(6), department: { id: grazCleaning.id } });
    const carpets = await enter(fritz, { start: at(7), end: at(8), department: { id: linzCarpets.id } });
    const open = await enter(emil, {
      start: new Date(Date.now() - HOUR).toISOString(),
      department: { id: grazCleaning.id },
    });
    const ids = async (query: string) =>
      (await api().get(`/api/working-activities?${query}`).set(admin).expect(200)).body.data.map(
        (activity: Activity) => activity.id,
      );

    expect(await ids(`employee=${emil.userId}`)).toEqual([early.id, open.id]);
    expect(await ids(`branch=${linz.id}`)).toEqual(expect.arrayContaining([carpets.id]));
    expect(await ids(`branch=${linz.id}`)).not.toContain(early.id);
    expect(await ids(`department=${linzCarpets.id}`)).toEqual([carpets.id]);
    expect(await ids(`employee=${emil.userId}&from=2026-03-02&to=2026-03-02`)).toEqual([early.id]);
    expect(await ids(`employee=${emil.userId}&state=running`)).toEqual([open.id]);
    expect(await ids(`employee=${emil.userId}&state=ended`)).toEqual([early.id]);
    expect(await ids(`employee=${emil.userId}&state=paused`)).toEqual([]);
    const wrong = await api().get('/api/working-activities?state=schlafend').set(admin).expect(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'state' });
    const badDay = await api().get('/api/working-activities?from=2026-02-30').set(admin).expect(422);
    expect(badDay.body.errors[0]).toMatchObject({ field: 'from', message: MESSAGES.date });
  });
});

describe('employees’ corrections are requests', () => {
  it('changes nothing until an administrator approves, then applies the times with log and event', async () => {
    const gerda = employee();
    const activity = await enter(gerda, { start: at(7), end: at(12), department: { id: grazCleaning.id } });
    const eventsBefore = await correctedEvents(activity.id);

    const missingReason = await api()
      .post(`/api/working-activities/${activity.id}/corrections`)
      .set(as(gerda))
      .send({ end: at(13) })
      .expect(422);
    expect(missingReason.body.errors).toEqual([
      { message: MESSAGES.notBlank, field: 'reason', code: 'not_blank' },
    ]);

    const requested = (
      await api()
        .post(`/api/working-activities/${activity.id}/corrections`)
        .set(as(gerda))
        .send({
          end: at(13),
          pauses: [{ start: at(10), end: at(10, 30) }],
          reason: 'Länger geblieben, Pause vergessen',
        })
        .expect(202)
    ).body.data;
    expect(requested).toMatchObject({
      activity: { id: activity.id },
      author: { id: gerda.userId, username: gerda.username },
      state: 'pending',
      origin: 'request',
      decidedBy: null,
      before: expect.objectContaining({ end: at(12), pauses: [] }),
      after: expect.objectContaining({ end: at(13), pauses: [{ start: at(10), end: at(10, 30) }] }),
    });
    expect(
      (await api().get(`/api/working-activities/${activity.id}`).set(as(gerda)).expect(200)).body.data,
    ).toMatchObject({
      end: at(12),
      pauses: [],
      version: activity.version,
    });
    expect(await correctedEvents(activity.id)).toEqual(eventsBefore);

    // The employee sees their request, not others'; only an administrator decides.
    const own = (
      await api().get('/api/working-activity-corrections?state=pending').set(as(gerda)).expect(200)
    ).body.data;
    expect(own.map((correction: { id: number }) => correction.id)).toEqual([requested.id]);
    await api().post(`/api/working-activity-corrections/${requested.id}/approve`).set(as(gerda)).expect(403);

    const approved = (
      await api().post(`/api/working-activity-corrections/${requested.id}/approve`).set(admin).expect(200)
    ).body.data;
    expect(approved).toMatchObject({
      state: 'approved',
      decidedBy: { id: TEST_ADMIN.userId, username: TEST_ADMIN.username },
    });
    expect(
      (await api().get(`/api/working-activities/${activity.id}`).set(as(gerda)).expect(200)).body.data,
    ).toMatchObject({
      end: at(13),
      pauses: [{ start: at(10), end: at(10, 30) }],
    });
    expect(await correctedEvents(activity.id)).toEqual([...eventsBefore, EVENTS.activityCorrected]);
    expect((await loggedFor(activity.id)).map((entry) => entry.action)).toEqual(['created', 'updated']);
    const again = await api()
      .post(`/api/working-activity-corrections/${requested.id}/reject`)
      .set(admin)
      .expect(409);
    expect(again.body.errors[0]).toMatchObject({ message: ACTIVITY_MESSAGES.alreadyDecided });
  });

  it('never overwrites times changed since the request, and a rejection changes nothing', async () => {
    const hanna = employee();
    const activity = await enter(hanna, { start: at(7), end: at(12) });
    const request1 = (
      await api()
        .post(`/api/working-activities/${activity.id}/corrections`)
        .set(as(hanna))
        .send({ start: at(6), reason: 'Früher begonnen' })
        .expect(202)
    ).body.data;
    const request2 = (
      await api()
        .post(`/api/working-activities/${activity.id}/corrections`)
        .set(as(hanna))
        .send({ end: at(11), reason: 'Früher gegangen' })
        .expect(202)
    ).body.data;
    await api().post(`/api/working-activity-corrections/${request1.id}/approve`).set(admin).expect(200);
    const stale = await api()
      .post(`/api/working-activity-corrections/${request2.id}/approve`)
      .set(admin)
      .expect(409);
    expect(stale.body.errors[0]).toMatchObject({
      message: ACTIVITY_MESSAGES.changedSinceRequest,
      code: 'changed_since_request',
    });
    const rejected = (
      await api().post(`/api/working-activity-corrections/${request2.id}/reject`).set(admin).expect(200)
    ).body.data;
    expect(rejected.state).toBe('rejected');
    expect(
      (await api().get(`/api/working-activities/${activity.id}`).set(admin).expect(200)).body.data,
    ).toMatchObject({
      start: at(6),
      end: at(12),
    });
  });

  it('asks for a missing activity, created on approval unless it overlaps another', async () => {
    const ida = employee();
    const missing = (
      await api()
        .post('/api/working-activity-corrections')
        .set(as(ida))
        .send({ start: at(7), end: at(11), department: { id: grazCleaning.id }, reason: 'Handy vergessen' })
        .expect(202)
    ).body.data;
    expect(missing).toMatchObject({ activity: null, before: null, state: 'pending', origin: 'request' });
    const overlapping = (
      await api()
        .post('/api/working-activity-corrections')
        .set(as(ida))
        .send({ start: at(10), end: at(12), reason: 'Nochmals eingetragen' })
        .expect(202)
    ).body.data;
    // Another branch's department is refused at once.
    await api()
      .post('/api/working-activity-corrections')
      .set(as(ida))
      .send({ start: at(13), end: at(14), department: { id: linzCarpets.id }, reason: 'Aushilfe' })
      .expect(422);
    // Nor may an employee ask for someone else's time.
    await api()
      .post('/api/working-activity-corrections')
      .set(as(ida))
      .send({ employee: { id: 1, username: 'admin' }, start: at(13), end: at(14), reason: 'Für den Chef' })
      .expect(403);

    const approved = (
      await api().post(`/api/working-activity-corrections/${missing.id}/approve`).set(admin).expect(200)
    ).body.data;
    expect(approved.activity).toEqual({ id: expect.any(Number) });
    expect(
      (await api().get(`/api/working-activities/${approved.activity.id}`).set(as(ida)).expect(200)).body.data,
    ).toMatchObject({
      start: at(7),
      end: at(11),
      department: { id: grazCleaning.id },
      state: 'ended',
    });
    const refused = await api()
      .post(`/api/working-activity-corrections/${overlapping.id}/approve`)
      .set(admin)
      .expect(422);
    expect(refused.body.errors[0]).toMatchObject({ message: ACTIVITY_MESSAGES.overlaps });
    expect(
      (await api().get(`/api/working-activity-corrections/${overlapping.id}`).set(admin).expect(200)).body
        .data.state,
    ).toBe('pending');
  });
});
