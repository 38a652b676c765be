import request from 'supertest';
import { TEST_ADMIN, type TestService } from '@theke/server/testing';
import { as, expectAdminOnlyWrites, expectCrudRoundTrip, startCatalog } from '../testing';

let service: TestService;
const api = () => request(service.app);
const admin = as(TEST_ADMIN);

let wien: { id: number };
let graz: { id: number };
let category: { id: number };
let product: { id: number };

beforeAll(async () => {
  service = await startCatalog();
  wien = (await api().post('/api/branches').set(admin).send({ identifier: 'wien', name: 'Wien' }).expect(201))
    .body.data;
  graz = (await api().post('/api/branches').set(admin).send({ identifier: 'graz', name: 'Graz' }).expect(201))
    .body.data;
  category = (await api().post('/api/categories').set(admin).send({ name: 'Reinigung' }).expect(201)).body
    .data;
  product = (
    await api()
      .post('/api/products')
      .set(admin)
      .send({ name: 'Fenster', type: 'others', price: 4.5, unit: 'm2' })
      .expect(201)
  ).body.data;
});
afterAll(() => service.close());

const menu = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sortiment',
  availableFrom: '2025-03-01T00:00:00+01:00',
  branches: [wien.id],
  catalog: [{ id: category.id, products: [{ id: product.id }] }],
  ...overrides,
});

describe('menus', () => {
  it('creates, reads, updates and deletes a menu, then answers 404', async () => {
    const created = await expectCrudRoundTrip(service, '/api/menus', {
      create: menu(),
      update: { branches: [wien.id, graz.id] },
      fields: ['id', 'name', 'availableFrom', 'branches', 'catalog'],
    });
    // The same instant comes back (ISO-8601 in UTC), with the catalog entries completed.
    expect(new Date(created.availableFrom as string).getTime()).toBe(Date.parse('2025-03-01T00:00:00+01:00'));
    expect(created.catalog).toEqual([
      { id: category.id, products: [{ id: product.id, isEnabled: true, schedule: null }] },
    ]);
  });

  it('refuses an invalid availableFrom and references to nothing, naming the fields', async () => {
    const invalidDate = await api()
      .post('/api/menus')
      .set(admin)
      .send(menu({ availableFrom: 'morgen' }))
      .expect(422);
    expect(invalidDate.body.errors).toEqual([
      {
        message: 'Dieser Wert entspricht keiner gültigen Datumsangabe.',
        field: 'availableFrom',
        code: 'invalid_date',
      },
    ]);
    const unknown = await api()
      .post('/api/menus')
      .set(admin)
      .send(
        menu({
          branches: [wien.id, 777777],
          catalog: [
            { id: 888888, products: [] },
            { id: category.id, products: [{ id: 999999 }] },
          ],
        }),
      )
      .expect(422);
    expect(unknown.body.errors.map((error: { field: string }) => error.field)).toEqual(['branches.1']);
    const unknownCatalog = await api()
      .post('/api/menus')
      .set(admin)
      .send(
        menu({
          catalog: [
            { id: 888888, products: [] },
            { id: category.id, products: [{ id: 999999 }] },
          ],
        }),
      )
      .expect(422);
    expect(unknownCatalog.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'catalog.0.id',
    ]);
  });

  it('refuses a category listed twice in one catalog', async () => {
    const response = await api()
      .post('/api/menus')
      .set(admin)
      .send(menu({ catalog: [{ id: category.id }, { id: category.id }] }))
      .expect(422);
    expect(response.body.errors[0]).toMatchObject({
      field: 'catalog.1',
      message: 'Diese Sammlung enthält doppelte Elemente.',
    });
  });

  it('names every mistake in the catalogue by its dotted path, in German', async () => {
    const response = await api()
      .post('/api/menus')
      .set(admin)
      .send(
        menu({
          branches: ['Wien'],
          catalog: [
            {
              id: category.id,
              products: [
                { id: product.id, isEnabled: 'vielleicht' },
                { id: -1, schedule: [{ type: 'daily', from: '08:00', to: '7 Uhr' }] },
              ],
            },
            { products: [] },
          ],
        }),
      )
      .expect(422);
    expect(response.body.errors).toEqual([
      { message: 'Dieser Wert ist keine gültige Zahl.', field: 'branches.0', code: 'invalid_number' },
      { message: 'Dieser Wert sollte ein Wahrheitswert sein.', field: 'catalog.0.products.0.isEnabled', code: 'invalid_boolean' },
      { message: 'Dieser Wert sollte größer als 0 sein.', field: 'catalog.0.products.1.id', code: 'too_small' },
      { message: 'Dieser Wert ist ungültig.', field: 'catalog.0.products.1.schedule.0.to', code: 'invalid' },
      { message: 'Dieser Wert sollte nicht leer sein.', field: 'catalog.1.id', code: 'not_blank' },
    ]);
  });

  it('needs availableFrom, branches and the catalogue on create, but takes empty lists', async () => {
    const missing = await api().post('/api/menus').set(admin).send({ name: 'Leer' }).expect(422);
    expect(missing.body.errors.map((error: { field: string }) => error.field)).toEqual(['availableFrom', 'branches', 'catalog']);
    const empty = await api()
      .post('/api/menus')
      .set(admin)
      .send(menu({ branches: [], catalog: [] }))
      .expect(201);
    expect(empty.body.data).toMatchObject({ branches: [], catalog: [] });
  });

  it('lets only administrators write', () => expectAdminOnlyWrites(service, '/api/menus', menu()));
});

describe('GET /branches/{id}/menus', () => {
  it("answers a branch's menus, oldest first, to guests", async () => {
    const newer = (
      await api()
        .post('/api/menus')
        .set(admin)
        .send(menu({ availableFrom: '2025-06-01T00:00:00Z', branches: [graz.id] }))
        .expect(201)
    ).body.data;
    const older = (
      await api()
        .post('/api/menus')
        .set(admin)
        .send(menu({ availableFrom: '2024-06-01T00:00:00Z', branches: [graz.id, wien.id] }))
        .expect(201)
    ).body.data;
    const response = await api().get(`/api/branches/${graz.id}/menus`).expect(200);
    expect(response.body.data).toEqual([older, newer]);
    const filtered = await api().get(`/api/menus?branch=${graz.id}`).expect(200);
    expect(filtered.body.data).toEqual([older, newer]);
  });

  it('answers 404 for a branch that does not exist', async () => {
    await api().get('/api/branches/424242/menus').expect(404);
    await api().get('/api/branches/abc/menus').expect(404);
  });
});
