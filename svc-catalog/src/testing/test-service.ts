import { EVENTS, type CatalogChanged } from '@theke/contracts';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { type Principal } from '@theke/server';
import { TEST_ADMIN, authHeaders, startTestService, testEmployee, type TestService } from '@theke/server/testing';
import { catalogService } from '../service';

/** svc-catalog on a throwaway database (real PostgreSQL), for one test file. */
export function startCatalog(options: { seedDemo?: boolean } = {}): Promise<TestService> {
  return startTestService(catalogService, options);
}

/** The gateway's headers for a principal (guests send none). */
export const as = (principal: Principal) => authHeaders(principal);

/** The catalogue events in the outbox, oldest first: what a commit made visible to other services. */
export async function catalogEvents(service: TestService): Promise<CatalogChanged[]> {
  const rows = await service.context.sequelize.query<{ data: CatalogChanged }>(
    'SELECT data FROM outbox_events WHERE type = :type ORDER BY seq',
    { type: QueryTypes.SELECT, replacements: { type: EVENTS.catalogChanged } },
  );
  return rows.map((row) => row.data);
}

/**
 * Create → read → update → delete → 404 through the API as an administrator, checking that every
 * §3 field is answered; returns the entity as created.
 */
export async function expectCrudRoundTrip(
  service: TestService,
  path: string,
  payloads: { create: Record<string, unknown>; update: Record<string, unknown>; fields: string[] },
): Promise<Record<string, unknown>> {
  const api = () => request(service.app);
  const admin = as(TEST_ADMIN);
  const created = (await api().post(path).set(admin).send(payloads.create).expect(201)).body.data as Record<
    string,
    unknown
  >;
  expect(Object.keys(created).sort()).toEqual([...payloads.fields, 'version'].sort());
  expect(created.version).toBe(1);
  expect((await api().get(`${path}/${created.id}`).set(admin).expect(200)).body.data).toEqual(created);
  expect((await api().get(path).expect(200)).body.data).toContainEqual(created);
  const updated = (await api().put(`${path}/${created.id}`).set(admin).send(payloads.update).expect(200)).body
    .data;
  expect(updated).toMatchObject({ ...payloads.update, version: 2 });
  // A save based on the first read comes too late: 409, and nothing changes.
  const stale = await api()
    .put(`${path}/${created.id}`)
    .set(admin)
    .send({ ...payloads.update, version: created.version })
    .expect(409);
  expect(stale.body.errors[0]).toMatchObject({ field: 'version', code: 'stale_version' });
  expect((await api().get(`${path}/${created.id}`).expect(200)).body.data).toEqual(updated);
  await api().delete(`${path}/${created.id}`).set(admin).expect(204);
  await api().get(`${path}/${created.id}`).set(admin).expect(404);
  await api().put(`${path}/${created.id}`).set(admin).send(payloads.update).expect(404);
  const verbs = (await catalogEvents(service))
    .filter((event) => event.id === created.id)
    .map((event) => event.verb);
  expect(verbs.slice(-3)).toEqual(['created', 'updated', 'deleted']);
  return created;
}

/** Guests may not write (401), employees may not write admin-only entities (403). */
export async function expectAdminOnlyWrites(
  service: TestService,
  path: string,
  payload: Record<string, unknown>,
): Promise<void> {
  const api = () => request(service.app);
  const existing = (await api().post(path).set(as(TEST_ADMIN)).send(payload).expect(201)).body.data as {
    id: number;
  };
  const employee = as(testEmployee([1]));
  await api().post(path).send(payload).expect(401);
  await api().put(`${path}/${existing.id}`).send(payload).expect(401);
  await api().delete(`${path}/${existing.id}`).expect(401);
  await api().post(path).set(employee).send(payload).expect(403);
  await api().put(`${path}/${existing.id}`).set(employee).send(payload).expect(403);
  await api().delete(`${path}/${existing.id}`).set(employee).expect(403);
}
