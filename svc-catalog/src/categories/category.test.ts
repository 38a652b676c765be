import request from 'supertest';
import { TEST_ADMIN, type TestService } from '@theke/server/testing';
import { as, expectAdminOnlyWrites, expectCrudRoundTrip, startCatalog } from '../testing';

let service: TestService;
beforeAll(async () => {
  service = await startCatalog();
});
afterAll(() => service.close());

const api = () => request(service.app);
const admin = as(TEST_ADMIN);

describe('categories', () => {
  it('creates, reads, updates and deletes a category, then answers 404', async () => {
    const created = await expectCrudRoundTrip(service, '/api/categories', {
      create: { name: 'Fenster & Glas', schedule: [{ type: 'friday', from: '12:00', to: '24:00' }] },
      update: { isEnabled: false, isVisibleWhenUnavailable: true, schedule: null },
      fields: ['id', 'name', 'image', 'isEnabled', 'schedule', 'isVisibleWhenUnavailable'],
    });
    expect(created).toMatchObject({ isEnabled: true, isVisibleWhenUnavailable: false, image: null });
  });

  it('refuses a blank name and a once rule without its date', async () => {
    const response = await api()
      .post('/api/categories')
      .set(admin)
      .send({
        name: '',
        schedule: [
          { type: 'once', from: '08:00', to: '12:00' },
          { type: 'once', date: '2025-02-30', isClosed: true },
        ],
      })
      .expect(422);
    expect(response.body.errors).toEqual([
      { message: 'Dieser Wert sollte nicht leer sein.', field: 'name', code: 'not_blank' },
      { message: 'Dieser Wert sollte nicht leer sein.', field: 'schedule.0.date', code: 'not_blank' },
      {
        message: 'Dieser Wert entspricht keiner gültigen Datumsangabe.',
        field: 'schedule.1.date',
        code: 'invalid_date',
      },
    ]);
  });

  it('hides disabled categories from guests unless visible when unavailable', async () => {
    const hidden = (
      await api().post('/api/categories').set(admin).send({ name: 'Versteckt', isEnabled: false }).expect(201)
    ).body.data;
    const guests = (await api().get('/api/categories').expect(200)).body.data.map(
      (category: { id: number }) => category.id,
    );
    expect(guests).not.toContain(hidden.id);
    const staff = (await api().get('/api/categories').set(admin).expect(200)).body.data.map(
      (category: { id: number }) => category.id,
    );
    expect(staff).toContain(hidden.id);
  });

  it('lists the categories of a menu and drops a deleted category from menus', async () => {
    const kept = (await api().post('/api/categories').set(admin).send({ name: 'Bleibt' }).expect(201)).body
      .data;
    const gone = (await api().post('/api/categories').set(admin).send({ name: 'Geht' }).expect(201)).body
      .data;
    const menu = (
      await api()
        .post('/api/menus')
        .set(admin)
        .send({
          availableFrom: '2025-01-01T00:00:00Z',
          branches: [],
          catalog: [{ id: gone.id }, { id: kept.id }],
        })
        .expect(201)
    ).body.data;
    const listed = (await api().get(`/api/categories?menu=${menu.id}`).expect(200)).body.data;
    expect(listed.map((category: { id: number }) => category.id)).toEqual([kept.id, gone.id]);
    await api().delete(`/api/categories/${gone.id}`).set(admin).expect(204);
    const after = (await api().get(`/api/menus/${menu.id}`).expect(200)).body.data;
    expect(after.catalog).toEqual([{ id: kept.id, products: [] }]);
  });

  it('lets only administrators write', () =>
    expectAdminOnlyWrites(service, '/api/categories', { name: 'Rechte' }));
});
