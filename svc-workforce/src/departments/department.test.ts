/**
 * Departments (issue 19) against a real svc-catalog peer, both on real PostgreSQL: the CRUD round
 * trip with the lost-update check, filters, German field errors, who may read and write what, the
 * audit log of every write, and a deleted branch taking its departments along.
 */
import request from 'supertest';
import { MESSAGES, type ChangeRecorded } from '@theke/contracts';
import { TEST_ADMIN, testEmployee } from '@theke/server/testing';
import {
  as,
  eventually,
  startWorkforceTestPlatform,
  workforceLog,
  type WorkforceTestPlatform,
} from '../testing';

let platform: WorkforceTestPlatform;
const api = () => request(platform.workforce.app);
const admin = as(TEST_ADMIN);

let graz: { id: number };
let linz: { id: number };

async function createBranch(identifier: string, name: string): Promise<{ id: number }> {
  return (
    await request(platform.catalog.app)
      .post('/api/branches')
      .set(admin)
      .send({ identifier, name })
      .expect(201)
  ).body.data;
}

async function createDepartment(
  payload: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: number }> {
  return (await api().post('/api/departments').set(admin).send(payload).expect(201)).body.data;
}

async function loggedFor(id: number): Promise<ChangeRecorded[]> {
  return (await workforceLog(platform.workforce)).filter(
    (entry) => entry.entity === 'department' && entry.entityId === id,
  );
}

beforeAll(async () => {
  platform = await startWorkforceTestPlatform();
  graz = await createBranch('graz', 'Graz');
  linz = await createBranch('linz', 'Linz');
});
afterAll(() => platform.close());

describe('departments', () => {
  it('creates, reads, lists, updates and deletes a department, then answers 404', async () => {
    const created = await createDepartment({
      name: 'Unterhaltsreinigung',
      identifier: 'unterhalt',
      branch: { id: graz.id },
    });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Unterhaltsreinigung',
      identifier: 'unterhalt',
      branch: { id: graz.id },
      version: 1,
    });
    expect((await api().get(`/api/departments/${created.id}`).set(admin).expect(200)).body.data).toEqual(
      created,
    );
    expect((await api().get('/api/departments').set(admin).expect(200)).body.data).toContainEqual(created);

    const updated = (
      await api()
        .put(`/api/departments/${created.id}`)
        .set(admin)
        .send({ name: 'Büroreinigung', branch: { id: linz.id }, version: 1 })
        .expect(200)
    ).body.data;
    expect(updated).toEqual({ ...created, name: 'Büroreinigung', branch: { id: linz.id }, version: 2 });

    await api().delete(`/api/departments/${created.id}`).set(admin).expect(204);
    await api().get(`/api/departments/${created.id}`).set(admin).expect(404);
    await api().put(`/api/departments/${created.id}`).set(admin).send({ name: 'Weg' }).expect(404);
  });

  it('refuses a save based on an older version with 409 and changes nothing', async () => {
    const created = await createDepartment({ name: 'Fenster & Glas', branch: { id: graz.id } });
    const first = (
      await api()
        .put(`/api/departments/${created.id}`)
        .set(admin)
        .send({ name: 'Glasreinigung', version: 1 })
        .expect(200)
    ).body.data;
    const stale = await api()
      .put(`/api/departments/${created.id}`)
      .set(admin)
      .send({ name: 'Fensterputz', version: 1 })
      .expect(409);
    expect(stale.body.errors).toEqual([
      { message: MESSAGES.staleVersion, field: 'version', code: 'stale_version' },
    ]);
    // The same check through If-Match, as a client without a body version sends it.
    await api()
      .put(`/api/departments/${created.id}`)
      .set(admin)
      .set('If-Match', '"1"')
      .send({ name: 'Fensterputz' })
      .expect(409);
    expect((await api().get(`/api/departments/${created.id}`).set(admin).expect(200)).body.data).toEqual(
      first,
    );
  });

  it('filters the list by ?branch= and ?search= (any case, every term, in name or identifier)', async () => {
    const kitchen = await createDepartment({
      name: 'Küchenreinigung',
      identifier: 'kueche',
      branch: { id: linz.id },
    });
    const carpets = await createDepartment({
      name: 'Teppich & Polster',
      identifier: 'teppich',
      branch: { id: linz.id },
    });
    const grazCarpets = await createDepartment({ name: 'Teppichpflege', branch: { id: graz.id } });

    const ofLinz = (await api().get(`/api/departments?branch=${linz.id}`).set(admin).expect(200)).body.data;
    expect(ofLinz.map((entry: { branch: { id: number } }) => entry.branch.id)).toEqual(
      ofLinz.map(() => linz.id),
    );
    expect(ofLinz).toEqual(expect.arrayContaining([kitchen, carpets]));
    expect(ofLinz).not.toContainEqual(grazCarpets);

    const teppich = (await api().get('/api/departments?search=TEPPICH').set(admin).expect(200)).body.data;
    expect(teppich).toEqual(expect.arrayContaining([carpets, grazCarpets]));
    expect(teppich).not.toContainEqual(kitchen);
    const both = (
      await api().get(`/api/departments?search=teppich,polster&branch=${linz.id}`).set(admin).expect(200)
    ).body.data;
    expect(both).toEqual([carpets]);
    expect((await api().get('/api/departments?search=kueche').set(admin).expect(200)).body.data).toEqual([
      kitchen,
    ]);
    // LIKE wildcards are searched for literally.
    expect((await api().get('/api/departments?search=%25').set(admin).expect(200)).body.data).toEqual([]);

    const wrong = await api().get('/api/departments?branch=abc').set(admin).expect(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'branch', message: MESSAGES.number });
  });
});

describe('department validation', () => {
  it('names each missing or wrong field in German', async () => {
    const missing = await api().post('/api/departments').set(admin).send({ name: '  ' }).expect(422);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { message: MESSAGES.notBlank, field: 'name', code: 'not_blank' },
        { message: MESSAGES.notBlank, field: 'branch', code: 'not_blank' },
      ]),
    );

    const wrong = await api()
      .post('/api/departments')
      .set(admin)
      .send({ name: 'x'.repeat(256), identifier: 'Mit Leerzeichen', branch: { id: 0 } })
      .expect(422);
    expect(wrong.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: MESSAGES.tooLong(255) }),
        expect.objectContaining({ field: 'identifier', message: MESSAGES.invalid }),
        expect.objectContaining({ field: 'branch.id', message: MESSAGES.greaterThan(0) }),
      ]),
    );

    const emptied = await createDepartment({ name: 'Leer', branch: { id: graz.id } });
    const update = await api()
      .put(`/api/departments/${emptied.id}`)
      .set(admin)
      .send({ name: '' })
      .expect(422);
    expect(update.body.errors).toEqual([{ message: MESSAGES.notBlank, field: 'name', code: 'not_blank' }]);
  });

  it("refuses a branch the catalogue does not know, on the branch's id", async () => {
    const response = await api()
      .post('/api/departments')
      .set(admin)
      .send({ name: 'Nirgendwo', branch: { id: 515151 } })
      .expect(422);
    expect(response.body.errors).toEqual([
      { message: MESSAGES.invalid, field: 'branch.id', code: 'unknown_reference' },
    ]);
  });

  it('allows a name and an identifier once per branch, and many departments without identifier', async () => {
    await createDepartment({ name: 'Verwaltung', identifier: 'verwaltung', branch: { id: graz.id } });
    await createDepartment({ name: 'Verwaltung', identifier: 'verwaltung', branch: { id: linz.id } });
    const name = await api()
      .post('/api/departments')
      .set(admin)
      .send({ name: 'Verwaltung', branch: { id: graz.id } })
      .expect(409);
    expect(name.body.errors).toEqual([
      { message: MESSAGES.alreadyUsed, field: 'name', code: 'already_used' },
    ]);
    const identifier = await api()
      .post('/api/departments')
      .set(admin)
      .send({ name: 'Buchhaltung', identifier: 'verwaltung', branch: { id: graz.id } })
      .expect(409);
    expect(identifier.body.errors).toEqual([
      { message: MESSAGES.alreadyUsed, field: 'identifier', code: 'already_used' },
    ]);
    // A form sends an emptied input as '': that is no identifier, not a second '' in the branch.
    const first = await createDepartment({ name: 'Lager', identifier: '', branch: { id: graz.id } });
    const second = await createDepartment({ name: 'Fuhrpark', identifier: '', branch: { id: graz.id } });
    expect([first.identifier, second.identifier]).toEqual([null, null]);
  });
});

describe('department access', () => {
  it("shows an employee only their branches' departments; another branch's is 404", async () => {
    const mine = await createDepartment({ name: 'Meine Abteilung', branch: { id: graz.id } });
    const theirs = await createDepartment({ name: 'Fremde Abteilung', branch: { id: linz.id } });
    const employee = as(testEmployee([graz.id]));

    const list = (await api().get('/api/departments').set(employee).expect(200)).body.data as Array<{
      branch: { id: number };
    }>;
    expect(list).toContainEqual(mine);
    expect(list.every((entry) => entry.branch.id === graz.id)).toBe(true);
    expect(
      (await api().get(`/api/departments?branch=${linz.id}`).set(employee).expect(200)).body.data,
    ).toEqual([]);
    expect((await api().get(`/api/departments/${mine.id}`).set(employee).expect(200)).body.data).toEqual(
      mine,
    );
    await api().get(`/api/departments/${theirs.id}`).set(employee).expect(404);
  });

  it("refuses every write of an employee with 403, also for their own branch's departments", async () => {
    const mine = await createDepartment({ name: 'Nur lesen', branch: { id: graz.id } });
    const employee = as(testEmployee([graz.id]));
    const refused = await api()
      .post('/api/departments')
      .set(employee)
      .send({ name: 'Neu', branch: { id: graz.id } })
      .expect(403);
    expect(refused.body.errors[0]).toMatchObject({ code: 'forbidden' });
    await api().put(`/api/departments/${mine.id}`).set(employee).send({ name: 'Übernommen' }).expect(403);
    await api().delete(`/api/departments/${mine.id}`).set(employee).expect(403);
    expect((await api().get(`/api/departments/${mine.id}`).set(admin).expect(200)).body.data).toEqual(mine);
  });

  it('answers guests 401, for reads too (departments are staff data)', async () => {
    await api().get('/api/departments').expect(401);
    await api()
      .post('/api/departments')
      .send({ name: 'Gast', branch: { id: graz.id } })
      .expect(401);
  });
});

describe('the audit log of departments (issue 19)', () => {
  it('logs every write with the fields before and after, by the administrator', async () => {
    const created = await createDepartment({
      name: 'Protokoll',
      identifier: 'protokoll',
      branch: { id: graz.id },
    });
    await api()
      .put(`/api/departments/${created.id}`)
      .set(admin)
      .send({ name: 'Protokolliert', identifier: 'protokoll' })
      .expect(200);
    // Saved again unchanged: not a change, no entry.
    await api().put(`/api/departments/${created.id}`).set(admin).send({ name: 'Protokolliert' }).expect(200);
    await api().delete(`/api/departments/${created.id}`).set(admin).expect(204);

    const entries = await loggedFor(created.id);
    const user = { id: TEST_ADMIN.userId, username: TEST_ADMIN.username };
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'created',
        title: 'Protokoll',
        user,
        changes: {
          name: { before: null, after: 'Protokoll' },
          identifier: { before: null, after: 'protokoll' },
          branch: { before: null, after: { id: graz.id } },
        },
      }),
      expect.objectContaining({
        action: 'updated',
        title: 'Protokolliert',
        user,
        changes: { name: { before: 'Protokoll', after: 'Protokolliert' } },
      }),
      expect.objectContaining({
        action: 'deleted',
        title: 'Protokolliert',
        user,
        changes: {
          name: { before: 'Protokolliert', after: null },
          identifier: { before: 'protokoll', after: null },
          branch: { before: { id: graz.id }, after: null },
        },
      }),
    ]);
  });

  it('logs nothing for a refused write', async () => {
    const created = await createDepartment({ name: 'Unberührt', branch: { id: graz.id } });
    await api()
      .put(`/api/departments/${created.id}`)
      .set(as(testEmployee([graz.id])))
      .send({ name: 'X' })
      .expect(403);
    await api().put(`/api/departments/${created.id}`).set(admin).send({ name: 'Y', version: 99 }).expect(409);
    expect((await loggedFor(created.id)).map((entry) => entry.action)).toEqual(['created']);
  });
});

describe('a deleted branch', () => {
  it('takes its departments along, logged without a user, and leaves other branches alone', async () => {
    const salzburg = await createBranch('salzburg', 'Salzburg');
    const gone = await createDepartment({ name: 'Geht mit', branch: { id: salzburg.id } });
    const stays = await createDepartment({ name: 'Bleibt', branch: { id: graz.id } });
    await request(platform.catalog.app).delete(`/api/branches/${salzburg.id}`).set(admin).expect(204);

    const left = await eventually(
      async () =>
        (await api().get(`/api/departments?branch=${salzburg.id}`).set(admin).expect(200)).body
          .data as unknown[],
      (rows) => rows.length === 0,
    );
    expect(left).toEqual([]);
    await api().get(`/api/departments/${stays.id}`).set(admin).expect(200);
    const [removal] = await loggedFor(gone.id).then((entries) =>
      entries.filter((entry) => entry.action === 'deleted'),
    );
    expect(removal).toMatchObject({
      title: 'Geht mit',
      user: null,
      changes: { branch: { before: { id: salzburg.id }, after: null } },
    });
  });
});
