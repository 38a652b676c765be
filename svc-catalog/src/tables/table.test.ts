import request from 'supertest';
import { TEST_ADMIN, testEmployee, type TestService } from '@theke/server/testing';
import { as, expectCrudRoundTrip, startCatalog } from '../testing';

let service: TestService;
const api = () => request(service.app);
const admin = as(TEST_ADMIN);

let own: { id: number };
let other: { id: number };

beforeAll(async () => {
  service = await startCatalog();
  own = (await api().post('/api/branches').set(admin).send({ identifier: 'graz', name: 'Graz' }).expect(201))
    .body.data;
  other = (
    await api().post('/api/branches').set(admin).send({ identifier: 'linz', name: 'Linz' }).expect(201)
  ).body.data;
});
afterAll(() => service.close());

describe('tables', () => {
  it('creates, reads, updates and deletes a table, then answers 404', async () => {
    const created = await expectCrudRoundTrip(service, '/api/tables', {
      create: { identifier: 'Schalter 1', branch: { id: own.id } },
      update: { identifier: 'Schalter 2' },
      fields: ['id', 'identifier', 'branch'],
    });
    expect(created.branch).toEqual({ id: own.id });
  });

  it("lists a branch's tables to guests", async () => {
    const table = (
      await api()
        .post('/api/tables')
        .set(admin)
        .send({ identifier: 'Tisch 7', branch: { id: other.id } })
        .expect(201)
    ).body.data;
    const response = await api().get(`/api/tables?branch=${other.id}`).expect(200);
    expect(response.body.data).toEqual([table]);
  });

  it('allows one identifier once per branch', async () => {
    await api()
      .post('/api/tables')
      .set(admin)
      .send({ identifier: 'Theke', branch: { id: own.id } })
      .expect(201);
    await api()
      .post('/api/tables')
      .set(admin)
      .send({ identifier: 'Theke', branch: { id: other.id } })
      .expect(201);
    const response = await api()
      .post('/api/tables')
      .set(admin)
      .send({ identifier: 'Theke', branch: { id: own.id } })
      .expect(409);
    expect(response.body.errors).toEqual([
      { message: 'Dieser Wert wird bereits verwendet.', field: 'identifier', code: 'already_used' },
    ]);
  });

  it('refuses a missing or unknown branch with the field', async () => {
    const missing = await api().post('/api/tables').set(admin).send({ identifier: 'T' }).expect(422);
    expect(missing.body.errors).toEqual([
      { message: 'Dieser Wert sollte nicht leer sein.', field: 'branch', code: 'not_blank' },
    ]);
    const unknown = await api()
      .post('/api/tables')
      .set(admin)
      .send({ identifier: 'T', branch: { id: 515151 } })
      .expect(422);
    expect(unknown.body.errors).toEqual([
      { message: 'Dieser Wert ist ungültig.', field: 'branch.id', code: 'unknown_reference' },
    ]);
  });
});

describe('table access', () => {
  it('refuses guests writing tables with 401', async () => {
    await api()
      .post('/api/tables')
      .send({ identifier: 'Gast', branch: { id: own.id } })
      .expect(401);
  });

  it('refuses employees writing tables, also of their own branch, with 403 (issue 19: only availability)', async () => {
    const employee = as(testEmployee([own.id]));
    const mine = (
      await api()
        .post('/api/tables')
        .set(admin)
        .send({ identifier: 'Meins', branch: { id: own.id } })
        .expect(201)
    ).body.data;
    await api()
      .post('/api/tables')
      .set(employee)
      .send({ identifier: 'Neu', branch: { id: own.id } })
      .expect(403);
    await api().put(`/api/tables/${mine.id}`).set(employee).send({ identifier: 'Übernommen' }).expect(403);
    await api().delete(`/api/tables/${mine.id}`).set(employee).expect(403);
    expect((await api().get(`/api/tables/${mine.id}`).expect(200)).body.data.identifier).toBe('Meins');
  });
});
