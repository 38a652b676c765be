import request from 'supertest';
import { ROLE_SERVICE } from '@theke/server';
import { TEST_ADMIN, testEmployee, type TestService } from '@theke/server/testing';
import { as, branchPayload, catalogEvents, startCatalog } from '../testing';

let service: TestService;
beforeAll(async () => {
  service = await startCatalog();
});
afterAll(() => service.close());

const api = () => request(service.app);
const admin = as(TEST_ADMIN);

async function createBranch(overrides: Record<string, unknown> = {}) {
  const response = await api().post('/api/branches').set(admin).send(branchPayload(overrides)).expect(201);
  return response.body.data as Record<string, unknown> & { id: number };
}

describe('branch access', () => {
  it('refuses writes from guests with 401', async () => {
    const branch = await createBranch();
    await api().post('/api/branches').send(branchPayload()).expect(401);
    await api().put(`/api/branches/${branch.id}`).send({ name: 'Gast' }).expect(401);
    await api().delete(`/api/branches/${branch.id}`).expect(401);
  });

  it('refuses every branch write of an employee with 403, even on their own branch (issue 19)', async () => {
    const own = await createBranch();
    const employee = as(testEmployee([own.id]));
    const forbidden = [{ message: 'Sie haben keine Berechtigung für diese Aktion.', code: 'forbidden' }];
    const writes = [
      { openingHours: [{ type: 'daily', from: '09:00', to: '12:00' }] },
      { closedMessage: 'Betriebsurlaub' },
      { isDeliveryEnabled: false },
      { name: 'Umbenannt' },
      { deliveryAreas: [] },
      { apiKey: 'a'.repeat(32) },
    ];
    for (const write of writes) {
      const response = await api().put(`/api/branches/${own.id}`).set(employee).send(write).expect(403);
      expect(response.body.errors).toEqual(forbidden);
    }
    await api().post('/api/branches').set(employee).send(branchPayload()).expect(403);
    await api().delete(`/api/branches/${own.id}`).set(employee).expect(403);
    const stored = await api().get(`/api/branches/${own.id}`).set(admin).expect(200);
    expect(stored.body.data).toEqual(own);
  });

  it('refuses an employee sending their own branch back unchanged too (read-only for employees)', async () => {
    const own = await createBranch();
    const employee = as(testEmployee([own.id]));
    const read = await api().get(`/api/branches/${own.id}`).set(employee).expect(200);
    expect(read.body.data.apiKey).toBe(own.apiKey);
    await api().put(`/api/branches/${own.id}`).set(employee).send(read.body.data).expect(403);
  });

  it('refuses an employee another branch with 403', async () => {
    const own = await createBranch();
    const other = await createBranch();
    const employee = as(testEmployee([own.id]));
    await api().put(`/api/branches/${other.id}`).set(employee).send({ closedMessage: 'Fremd' }).expect(403);
  });

  it("does not show an employee another branch's API key, but lets them read it", async () => {
    const own = await createBranch();
    const other = await createBranch();
    const employee = as(testEmployee([own.id]));
    const response = await api().get(`/api/branches/${other.id}`).set(employee).expect(200);
    expect(response.body.data).not.toHaveProperty('apiKey');
  });
  it('shows the API key to other services (svc-orders checks frontdesk links with it)', async () => {
    const branch = await createBranch();
    const orders = as({ userId: null, username: 'svc-orders', roles: [ROLE_SERVICE], branchIds: [] });
    const response = await api().get(`/api/branches/${branch.id}`).set(orders).expect(200);
    expect(response.body.data.apiKey).toBe(branch.apiKey);
    await api().put(`/api/branches/${branch.id}`).set(orders).send({ closedMessage: 'Dienst' }).expect(401);
  });
});

describe('branch events', () => {
  it('writes catalog.catalog.changed for each change in the same transaction', async () => {
    const branch = await createBranch();
    await api().put(`/api/branches/${branch.id}`).set(admin).send({ name: 'Neu' }).expect(200);
    await api().delete(`/api/branches/${branch.id}`).set(admin).expect(204);
    const events = (await catalogEvents(service)).filter(
      (event) => event.entity === 'branch' && event.id === branch.id,
    );
    expect(events.map((event) => event.verb)).toEqual(['created', 'updated', 'deleted']);
  });

  it('writes nothing when the change is rolled back', async () => {
    const first = await createBranch();
    const second = await createBranch();
    const before = await catalogEvents(service);
    await api()
      .put(`/api/branches/${second.id}`)
      .set(admin)
      .send({ identifier: first.identifier })
      .expect(409);
    expect(await catalogEvents(service)).toEqual(before);
  });

  it('rolls back the events of a delete whose cascade fails half-way', async () => {
    const branch = await createBranch();
    const table = await api()
      .post('/api/tables')
      .set(admin)
      .send({ identifier: 'T1', branch: { id: branch.id } })
      .expect(201);
    const sequelize = service.context.sequelize;
    // A trigger makes the branch row itself undeletable after its tables were removed and announced.
    await sequelize.query(`
      CREATE FUNCTION refuse_branch_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_branch_delete BEFORE DELETE ON branches FOR EACH ROW EXECUTE FUNCTION refuse_branch_delete();`);
    try {
      const before = await catalogEvents(service);
      await api().delete(`/api/branches/${branch.id}`).set(admin).expect(500);
      expect(await catalogEvents(service)).toEqual(before);
      await api().get(`/api/tables/${table.body.data.id}`).expect(200);
    } finally {
      await sequelize.query(
        'DROP TRIGGER refuse_branch_delete ON branches; DROP FUNCTION refuse_branch_delete();',
      );
    }
  });

  it('removes a deleted branch from menus and divisions and deletes its tables', async () => {
    const branch = await createBranch();
    const keep = await createBranch();
    const table = await api()
      .post('/api/tables')
      .set(admin)
      .send({ identifier: 'T1', branch: { id: branch.id } })
      .expect(201);
    const menu = await api()
      .post('/api/menus')
      .set(admin)
      .send({ availableFrom: '2025-01-01T00:00:00+01:00', branches: [branch.id, keep.id], catalog: [] })
      .expect(201);
    const division = await api()
      .post('/api/divisions')
      .set(admin)
      .send({ identifier: `division-${branch.id}`, name: 'Division', branches: [branch.id, keep.id] })
      .expect(201);
    await api().delete(`/api/branches/${branch.id}`).set(admin).expect(204);
    expect((await api().get(`/api/menus/${menu.body.data.id}`).expect(200)).body.data.branches).toEqual([
      keep.id,
    ]);
    expect(
      (await api().get(`/api/divisions/${division.body.data.id}`).expect(200)).body.data.branches,
    ).toEqual([keep.id]);
    await api().get(`/api/tables/${table.body.data.id}`).expect(404);
    const events = await catalogEvents(service);
    expect(events).toEqual(
      expect.arrayContaining([
        { entity: 'table', verb: 'deleted', id: table.body.data.id },
        { entity: 'menu', verb: 'updated', id: menu.body.data.id },
        { entity: 'division', verb: 'updated', id: division.body.data.id },
      ]),
    );
  });
});
