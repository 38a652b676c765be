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

describe('divisions', () => {
  it('creates, reads, updates and deletes a division, then answers 404', async () => {
    const branch = (
      await api().post('/api/branches').set(admin).send({ identifier: 'wien', name: 'Wien' }).expect(201)
    ).body.data;
    const created = await expectCrudRoundTrip(service, '/api/divisions', {
      create: {
        identifier: 'reinigung',
        name: 'Reinigung',
        title: 'Sauber in ganz Österreich',
        image: { id: 1, extension: 'jpg', width: 1280, alt: 'Team' },
        branches: [branch.id],
      },
      update: { title: 'Neuer Titel', description: 'Beschreibung', branches: [] },
      fields: ['id', 'identifier', 'name', 'title', 'description', 'image', 'branches'],
    });
    expect(created).toMatchObject({
      description: null,
      image: { id: 1, version: 1, extension: 'jpg', width: 1280, alt: 'Team' },
    });
  });

  it('refuses a used identifier (409) and unknown branches (422) with the field', async () => {
    await api().post('/api/divisions').set(admin).send({ identifier: 'doppelt', name: 'A' }).expect(201);
    const conflict = await api()
      .post('/api/divisions')
      .set(admin)
      .send({ identifier: 'doppelt', name: 'B' })
      .expect(409);
    expect(conflict.body.errors).toEqual([
      { message: 'Dieser Wert wird bereits verwendet.', field: 'identifier', code: 'already_used' },
    ]);
    const unknown = await api()
      .post('/api/divisions')
      .set(admin)
      .send({ identifier: 'neu', name: 'C', branches: [424242] })
      .expect(422);
    expect(unknown.body.errors).toEqual([
      { message: 'Dieser Wert ist ungültig.', field: 'branches.0', code: 'unknown_reference' },
    ]);
  });

  it('lets only administrators write', () =>
    expectAdminOnlyWrites(service, '/api/divisions', { identifier: 'rechte', name: 'Rechte' }));
});
