/**
 * Staff accounts through PUT /api/users/{id}: the fuzz suite's round trip (issue 17) found that
 * a user as GET shows it was refused (its `id`, the demo's `.example` e-mail) and that a partial
 * PUT reset the fields it did not send, taking an employee's branches away. Issue 19: the last
 * administrator stays, nobody removes themselves, and everyone changes their own password.
 */
import request from 'supertest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway';
import { type BrowserSession, createStaff, signedIn, signedInAdmin } from '../testing/staff-sessions';

let harness: TestGateway;

beforeAll(async () => {
  harness = await startTestGateway();
});

afterAll(async () => {
  await harness.close();
});

const adminAgent = () => signedInAdmin(harness.gateway.url);

async function demoEmployee(agent: BrowserSession['agent']) {
  const users = (await agent.get('/api/users').expect(200)).body.data as Array<{
    id: number;
    username: string;
  }>;
  const employee = users.find((user) => user.username === 'mitarbeiter');
  if (!employee) throw new Error('no demo employee');
  return (await agent.get(`/api/users/${employee.id}`).expect(200)).body.data as Record<string, unknown> & {
    id: number;
  };
}

describe('PUT /api/users/{id}', () => {
  it('takes a user back as GET shows it, the demo e-mail address included', async () => {
    const { agent, csrfToken } = await adminAgent();
    const employee = await demoEmployee(agent);
    const saved = await agent
      .put(`/api/users/${employee.id}`)
      .set('X-CSRF-Token', csrfToken)
      .send(employee)
      .expect(200);
    expect(saved.body.data).toEqual({ ...employee, version: Number(employee.version) + 1 });
  });

  it('changes only the fields it is sent: the employee keeps their branches and flags', async () => {
    const { agent, csrfToken } = await adminAgent();
    const employee = await demoEmployee(agent);
    const saved = await agent
      .put(`/api/users/${employee.id}`)
      .set('X-CSRF-Token', csrfToken)
      .send({ name: 'Max Neumann' })
      .expect(200);
    expect(saved.body.data).toEqual({ ...employee, name: 'Max Neumann', version: Number(employee.version) + 1 });
  });

  it('refuses a save based on an older version with 409 and keeps the newer one (issue 19)', async () => {
    const { agent, csrfToken } = await adminAgent();
    const loaded = await demoEmployee(agent);
    await agent.put(`/api/users/${loaded.id}`).set('X-CSRF-Token', csrfToken).send({ ...loaded, name: 'Von Anna' }).expect(200);
    const stale = await agent
      .put(`/api/users/${loaded.id}`)
      .set('X-CSRF-Token', csrfToken)
      .send({ ...loaded, name: 'Von Bernd' })
      .expect(409);
    expect(stale.body.errors).toEqual([
      {
        field: 'version',
        code: 'stale_version',
        message: 'Dieser Eintrag wurde inzwischen von jemand anderem geändert. Bitte prüfen Sie die Änderungen und speichern Sie erneut.',
      },
    ]);
    expect((await demoEmployee(agent)).name).toBe('Von Anna');
  });

  it('refuses a save with If-Match of an older version (no version in the body) with 409, as every entity does', async () => {
    const { agent, csrfToken } = await adminAgent();
    const loaded = await demoEmployee(agent);
    await agent.put(`/api/users/${loaded.id}`).set('X-CSRF-Token', csrfToken).send({ name: 'Von Carla', version: loaded.version }).expect(200);
    const stale = await agent
      .put(`/api/users/${loaded.id}`)
      .set('X-CSRF-Token', csrfToken)
      .set('If-Match', `"${String(loaded.version)}"`)
      .send({ name: 'Von Dora' })
      .expect(409);
    expect(stale.body.errors).toEqual([expect.objectContaining({ field: 'version', code: 'stale_version' })]);
    expect((await demoEmployee(agent)).name).toBe('Von Carla');
    await agent
      .put(`/api/users/${loaded.id}`)
      .set('X-CSRF-Token', csrfToken)
      .set('If-Match', `"${Number(loaded.version) + 1}"`)
      .send({ name: 'Von Dora' })
      .expect(200);
  });

  it('never shows a password or its hash', async () => {
    const { agent } = await adminAgent();
    const users = (await agent.get('/api/users').expect(200)).body.data as Record<string, unknown>[];
    for (const user of users) expect(Object.keys(user).filter((key) => /password|hash/i.test(key))).toEqual([]);
  });
});

const put = (session: BrowserSession, path: string, body: object) =>
  session.agent.put(path).set('X-CSRF-Token', session.csrfToken).send(body);
const remove = (session: BrowserSession, path: string) =>
  session.agent.delete(path).set('X-CSRF-Token', session.csrfToken);

async function demoAdminId(admin: BrowserSession): Promise<number> {
  return (await admin.agent.get('/api/users/me').expect(200)).body.data.id as number;
}

describe('the last administrator (issue 19)', () => {
  const demotions = [
    { change: { roles: ['ROLE_EMPLOYEE'] }, field: 'roles', message: 'Der letzte Administrator kann nicht herabgestuft werden.' },
    { change: { isEnabled: false }, field: 'isEnabled', message: 'Der letzte Administrator kann nicht deaktiviert werden.' },
    { change: { isLocked: true }, field: 'isLocked', message: 'Der letzte Administrator kann nicht gesperrt werden.' },
    { change: { expiresAt: '2020-01-01T00:00:00Z' }, field: 'expiresAt', message: 'Der Account des letzten Administrators darf nicht ablaufen.' },
  ];

  it.each(demotions)('refuses to change $field of the only administrator with 409', async ({ change, field, message }) => {
    const admin = await adminAgent();
    const id = await demoAdminId(admin);
    const refused = await put(admin, `/api/users/${id}`, change).expect(409);
    expect(refused.body.errors).toEqual([{ message, field, code: 'last_administrator' }]);
    expect((await admin.agent.get(`/api/users/${id}`).expect(200)).body.data).toMatchObject({
      roles: ['ROLE_ADMIN'],
      isEnabled: true,
      isLocked: false,
      expiresAt: null,
    });
  });

  it('refuses to delete the only administrator with 409', async () => {
    const admin = await adminAgent();
    const refused = await remove(admin, `/api/users/${await demoAdminId(admin)}`).expect(409);
    expect(refused.body.errors).toEqual([
      { message: 'Der letzte Administrator kann nicht gelöscht werden.', code: 'last_administrator' },
    ]);
    await admin.agent.get('/api/users/me').expect(200);
  });

  it('lets the only administrator change their own account while they stay an administrator', async () => {
    const admin = await adminAgent();
    const id = await demoAdminId(admin);
    await put(admin, `/api/users/${id}`, { name: 'Anna Admin', roles: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'], isEnabled: true }).expect(200);
    await put(admin, `/api/users/${id}`, { roles: ['ROLE_ADMIN'] }).expect(200);
  });
});

describe('one\'s own account (issue 19)', () => {
  let colleague: { id: number };

  beforeAll(async () => {
    colleague = await createStaff(await adminAgent(), { username: 'zweite-admin', roles: ['ROLE_ADMIN'], branches: [] });
  });

  const ownChanges = [
    { change: { roles: ['ROLE_EMPLOYEE'] }, field: 'roles', message: 'Sie können sich Ihre eigene Administratorrolle nicht entziehen.' },
    { change: { isEnabled: false }, field: 'isEnabled', message: 'Sie können sich nicht selbst deaktivieren.' },
    { change: { isLocked: true }, field: 'isLocked', message: 'Sie können sich nicht selbst sperren.' },
    { change: { expiresAt: '2020-01-01T00:00:00Z' }, field: 'expiresAt', message: 'Sie können Ihren eigenen Account nicht ablaufen lassen.' },
  ];

  it.each(ownChanges)('refuses an administrator to change their own $field with 409, though another one exists', async ({ change, field, message }) => {
    const admin = await adminAgent();
    const refused = await put(admin, `/api/users/${await demoAdminId(admin)}`, change).expect(409);
    expect(refused.body.errors).toEqual([{ message, field, code: 'own_account' }]);
  });

  it('refuses an administrator to delete themselves with 409, though another one exists', async () => {
    const admin = await adminAgent();
    const refused = await remove(admin, `/api/users/${await demoAdminId(admin)}`).expect(409);
    expect(refused.body.errors).toEqual([{ message: 'Sie können sich nicht selbst löschen.', code: 'own_account' }]);
  });

  it('lets an administrator demote and then delete another administrator', async () => {
    const admin = await adminAgent();
    const demoted = await put(admin, `/api/users/${colleague.id}`, { roles: ['ROLE_EMPLOYEE'] }).expect(200);
    expect(demoted.body.data.roles).toEqual(['ROLE_EMPLOYEE']);
    await remove(admin, `/api/users/${colleague.id}`).expect(204);
    await admin.agent.get(`/api/users/${colleague.id}`).expect(404);
  });
});

describe('PUT /api/users/me/password (issue 19)', () => {
  const changePassword = (session: BrowserSession, body: object) => put(session, '/api/users/me/password', body);

  it('lets an employee change their own password: the old one stops working, their other sessions end', async () => {
    const url = harness.gateway.url;
    await createStaff(await adminAgent(), { username: 'passwort-wechsel', password: 'altes-passwort' });
    const session = await signedIn(url, 'passwort-wechsel', 'altes-passwort');
    const elsewhere = await signedIn(url, 'passwort-wechsel', 'altes-passwort');
    const changed = await changePassword(session, { currentPassword: 'altes-passwort', password: 'neues-passwort' }).expect(200);
    expect(changed.body.data).toMatchObject({ username: 'passwort-wechsel', roles: ['ROLE_EMPLOYEE'] });
    expect(changed.body.data.passwordHash).toBeUndefined();

    await session.agent.get('/api/users/me').expect(200);
    await elsewhere.agent.get('/api/users/me').expect(401);
    const again = await signedIn(url, 'passwort-wechsel', 'neues-passwort');
    await again.agent.get('/api/users/me').expect(200);
    const withOld = await again.agent
      .post('/api/login')
      .set('X-CSRF-Token', again.csrfToken)
      .send({ username: 'passwort-wechsel', password: 'altes-passwort' })
      .expect(401);
    expect(withOld.body.errors[0].message).toBe('Fehlerhafte Zugangsdaten.');
  });

  it('answers a wrong current password, a short new one and an unchanged one with German field errors', async () => {
    await createStaff(await adminAgent(), { username: 'passwort-fehler', password: 'richtiges-passwort' });
    const session = await signedIn(harness.gateway.url, 'passwort-fehler', 'richtiges-passwort');
    const wrong = await changePassword(session, { currentPassword: 'falsches-passwort', password: 'neues-passwort' }).expect(422);
    expect(wrong.body.errors).toEqual([
      { message: 'Das aktuelle Passwort ist nicht korrekt.', field: 'currentPassword', code: 'wrong_current_password' },
    ]);
    const short = await changePassword(session, { currentPassword: 'richtiges-passwort', password: 'kurz' }).expect(422);
    expect(short.body.errors).toEqual([
      expect.objectContaining({ message: 'Diese Zeichenkette ist zu kurz. Sie sollte mindestens 8 Zeichen haben.', field: 'password' }),
    ]);
    const missing = await changePassword(session, {}).expect(422);
    expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual(['currentPassword', 'password']);
    const unchanged = await changePassword(session, { currentPassword: 'richtiges-passwort', password: 'richtiges-passwort' }).expect(422);
    expect(unchanged.body.errors).toEqual([
      { message: 'Das neue Passwort muss sich vom aktuellen unterscheiden.', field: 'password', code: 'unchanged_password' },
    ]);
    await signedIn(harness.gateway.url, 'passwort-fehler', 'richtiges-passwort');
  });

  it('throttles guessing the current password as logins are throttled', async () => {
    await createStaff(await adminAgent(), { username: 'passwort-raten', password: 'richtiges-passwort' });
    const session = await signedIn(harness.gateway.url, 'passwort-raten', 'richtiges-passwort');
    for (let attempt = 0; attempt < 5; attempt++)
      await changePassword(session, { currentPassword: `falsch-${attempt}`, password: 'neues-passwort' }).expect(422);
    const blocked = await changePassword(session, { currentPassword: 'richtiges-passwort', password: 'neues-passwort' }).expect(429);
    expect(blocked.body.errors[0].message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in \d+ Minuten? noch einmal\.$/);
  });

  it('is for signed-in staff, with the CSRF token; an employee changes nobody else\'s password', async () => {
    await request(harness.gateway.url).put('/api/users/me/password').send({ currentPassword: 'x', password: 'neues-passwort' }).expect(401);
    const employee = await signedIn(harness.gateway.url, 'mitarbeiter', 'theke-mitarbeiter');
    await employee.agent.put('/api/users/me/password').send({ currentPassword: 'x', password: 'neues-passwort' }).expect(403);
    const admin = await adminAgent();
    const adminId = await demoAdminId(admin);
    await put(employee, `/api/users/${adminId}`, { password: 'uebernommen-1234' }).expect(403);
    await remove(employee, `/api/users/${adminId}`).expect(403);
  });
});

// Last: it locks the demo administrator out.
describe('two administrators demoting each other at once (issue 19)', () => {
  it('leaves one of them an administrator who can sign in', async () => {
    const url = harness.gateway.url;
    const admin = await adminAgent();
    const first = await createStaff(admin, { username: 'admin-eins', roles: ['ROLE_ADMIN'], branches: [] });
    const second = await createStaff(admin, { username: 'admin-zwei', roles: ['ROLE_ADMIN'], branches: [] });
    const [one, two] = await Promise.all([signedIn(url, 'admin-eins', 'geheim-1234'), signedIn(url, 'admin-zwei', 'geheim-1234')]);
    await put(one, `/api/users/${await demoAdminId(admin)}`, { isLocked: true }).expect(200);

    const answers = await Promise.all([
      put(one, `/api/users/${second.id}`, { isLocked: true }),
      put(two, `/api/users/${first.id}`, { isLocked: true }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The loser is refused as the last administrator, or (had the winner committed first) no longer signed in.
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.status === 409);
    if (refused) expect(refused.body.errors[0].message).toBe('Der letzte Administrator kann nicht gesperrt werden.');
    const winner = answers[0]?.status === 200 ? one : two;
    const users = (await winner.agent.get('/api/users').expect(200)).body.data as Array<{ roles: string[]; isLocked: boolean }>;
    expect(users.filter((user) => user.roles.includes('ROLE_ADMIN') && !user.isLocked)).toHaveLength(1);
  });
});
