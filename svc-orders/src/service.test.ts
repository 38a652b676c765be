import request from 'supertest';
import { TestService, startTestService } from '@theke/server/testing';
import { ordersService } from './service';

let service: TestService;

beforeAll(async () => {
  service = await startTestService(ordersService);
});

afterAll(async () => {
  await service.close();
});

describe('svc-orders', () => {
  it('answers /healthz and /readyz once its database is migrated', async () => {
    await request(service.app).get('/healthz').expect(200);
    const ready = await request(service.app).get('/readyz').expect(200);
    expect(ready.body.data).toEqual({ database: true, bus: true, service: 'orders' });
  });

  it('refuses an API call without the gateway token with 401 in the error envelope', async () => {
    const response = await request(service.app).get('/api/anything').expect(401);
    expect(response.body.errors[0]).toMatchObject({ code: 'unauthorized' });
  });
});
