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

describe('donatees', () => {
  it('creates, reads, updates and deletes a donatee, then answers 404', () =>
    expectCrudRoundTrip(service, '/api/donatees', {
      create: { identifier: 'caritas', name: 'Caritas', description: 'Hilft Menschen in Not.' },
      update: { description: 'Hilft Menschen in Not in Österreich.' },
      fields: ['id', 'identifier', 'name', 'description'],
    }));

  it('refuses a blank name and a used identifier in German', async () => {
    const blank = await api()
      .post('/api/donatees')
      .set(admin)
      .send({ identifier: 'leer', name: ' ' })
      .expect(422);
    expect(blank.body.errors).toEqual([
      { message: 'Dieser Wert sollte nicht leer sein.', field: 'name', code: 'not_blank' },
    ]);
    await api()
      .post('/api/donatees')
      .set(admin)
      .send({ identifier: 'volkshilfe', name: 'Volkshilfe' })
      .expect(201);
    const used = await api()
      .post('/api/donatees')
      .set(admin)
      .send({ identifier: 'volkshilfe', name: 'Andere' })
      .expect(409);
    expect(used.body.errors[0]).toMatchObject({
      message: 'Dieser Wert wird bereits verwendet.',
      field: 'identifier',
    });
  });

  it('lets only administrators write', () =>
    expectAdminOnlyWrites(service, '/api/donatees', { identifier: 'rechte', name: 'R' }));
});
