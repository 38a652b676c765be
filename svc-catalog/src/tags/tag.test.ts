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

describe('tags', () => {
  it('creates, reads, updates and deletes a tag, then answers 404', () =>
    expectCrudRoundTrip(service, '/api/tags', {
      create: { name: 'Haushalt', image: { id: 8, extension: 'jpg', width: 1280, alt: 'Küche' } },
      update: { name: 'Privathaushalt', image: null },
      fields: ['id', 'name', 'image'],
    }));

  it('validates the image reference and the name in German', async () => {
    const response = await api()
      .post('/api/tags')
      .set(admin)
      .send({ name: 'x'.repeat(101), image: { id: 0, extension: 'exe' } })
      .expect(422);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'name',
          message: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 100 Zeichen haben.',
        }),
        expect.objectContaining({ field: 'image.id', message: 'Dieser Wert sollte größer als 0 sein.' }),
        expect.objectContaining({
          field: 'image.extension',
          message: 'Sie haben einen ungültigen Wert ausgewählt.',
        }),
      ]),
    );
  });

  it('refuses a tag name that is already used', async () => {
    await api().post('/api/tags').set(admin).send({ name: 'Fenster' }).expect(201);
    const response = await api().post('/api/tags').set(admin).send({ name: 'Fenster' }).expect(409);
    expect(response.body.errors[0]).toMatchObject({
      message: 'Dieser Wert wird bereits verwendet.',
      field: 'name',
    });
  });

  it('removes a deleted tag from the branches that carried it', async () => {
    const tag = (await api().post('/api/tags').set(admin).send({ name: 'Teppich' }).expect(201)).body.data;
    const other = (await api().post('/api/tags').set(admin).send({ name: 'Polster' }).expect(201)).body.data;
    const branch = (
      await api()
        .post('/api/branches')
        .set(admin)
        .send({ identifier: 'graz', name: 'Graz', tags: [{ id: tag.id }, { id: other.id }] })
        .expect(201)
    ).body.data;
    await api().delete(`/api/tags/${tag.id}`).set(admin).expect(204);
    expect((await api().get(`/api/branches/${branch.id}`).expect(200)).body.data.tags).toEqual([
      { id: other.id },
    ]);
  });

  it('lets only administrators write', () => expectAdminOnlyWrites(service, '/api/tags', { name: 'Rechte' }));
});
