/**
 * ADR 0041 end to end: the real svc-workforce behind the gateway. A clock link records the link
 * owner's time and no one else's: start, pause, resume and end through
 * `/api/time-tracking/{username}/{token}/…`, whoever's session the browser also carries, and a
 * colleague's link shows only the colleague's time.
 */
import request from 'supertest';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { createStaff, signedIn, signedInAdmin } from '../testing/staff-sessions';
import { INVALID_ACCESS_TOKEN } from './clock-link';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

/** The API path of a clock page's link: `/zeiterfassung/{username}/{token}` → `/api/time-tracking/{username}/{token}`. */
const apiOf = (pagePath: string) => `/api/time-tracking${pagePath.slice('/zeiterfassung'.length)}`;

async function ownLink(username: string, password: string): Promise<string> {
  const session = await signedIn(platform.gateway.url, username, password);
  const answer = await session.agent.get('/api/users/me/access-token').expect(200);
  return apiOf(answer.body.data.path as string);
}

describe('the clock through the gateway', () => {
  it("records the link owner's time, whatever session the browser carries, and only theirs", async () => {
    const admin = await signedInAdmin(platform.gateway.url);
    await createStaff(admin, { username: 'kollegin', branches: [{ id: 1 }] });
    const link = await ownLink('mitarbeiter', 'theke-mitarbeiter');
    const colleagueLink = await ownLink('kollegin', 'geheim-1234');
    const gateway = request(platform.gateway.url);

    const before = await gateway.get(`${link}/me`).expect(200);
    expect(before.body.data.user).toMatchObject({ username: 'mitarbeiter' });
    expect(before.body.data.state).toBe('idle');

    const started = await gateway
      .post(`${link}/working-activities/start`)
      .set('Idempotency-Key', 'k-start')
      .send({})
      .expect(201);
    // The administrator's session on the same browser (a branch tablet) does not make it the administrator's time.
    await admin.agent
      .post(`${link}/working-activities/pause`)
      .set('Idempotency-Key', 'k-pause')
      .send({})
      .expect(200);
    expect((await gateway.get(`${link}/me`).expect(200)).body.data.state).toBe('paused');
    await gateway
      .post(`${link}/working-activities/resume`)
      .set('Idempotency-Key', 'k-resume')
      .send({})
      .expect(200);
    const ended = await gateway
      .post(`${link}/working-activities/end`)
      .set('Idempotency-Key', 'k-end')
      .send({})
      .expect(200);
    expect(ended.body.data.id).toBe(started.body.data.id);
    expect((await gateway.get(`${link}/me`).expect(200)).body.data.state).toBe('idle');

    const own = await gateway.get(`${link}/working-activities`).expect(200);
    expect((own.body.data as Array<{ id: number }>).map((activity) => activity.id)).toContain(
      started.body.data.id,
    );
    const colleagues = await gateway.get(`${colleagueLink}/working-activities`).expect(200);
    expect(colleagues.body.data).toEqual([]);
    expect((await gateway.get(`${colleagueLink}/me`).expect(200)).body.data.user).toMatchObject({
      username: 'kollegin',
    });
    const recorded = await admin.agent.get(`/api/working-activities/${started.body.data.id}`).expect(200);
    expect(recorded.body.data.employee).toMatchObject({ username: 'mitarbeiter' });

    const wrong = await gateway
      .post(`/api/time-tracking/mitarbeiter/${'x'.repeat(43)}/working-activities/start`)
      .send({});
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ errors: [INVALID_ACCESS_TOKEN] });
  });
});
