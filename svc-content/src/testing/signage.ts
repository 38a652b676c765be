import request from 'supertest';
import { ROLE_SIGNAGE_DEVICE, type SignagePairing } from '@theke/contracts';
import { authHeaders, type TestService } from '@theke/server/testing';
import { asAdmin } from './test-service';

/** Headers the gateway adds for a paired TV's calls (ADR 0042). */
export const asDevice = (deviceId: number, branchId: number) =>
  authHeaders({ userId: null, username: null, roles: [ROLE_SIGNAGE_DEVICE], branchIds: [branchId], deviceId });

/** A scene with one full-screen region 'main' (and a side region 'side' when asked). */
export async function createScene(service: TestService, path: string, withSide = false): Promise<{ id: number }> {
  const regions = withSide
    ? [
        { name: 'main', x: 0, y: 0, width: 75, height: 100 },
        { name: 'side', x: 75, y: 0, width: 25, height: 100 },
      ]
    : [{ name: 'main', x: 0, y: 0, width: 100, height: 100 }];
  const response = await request(service.app)
    .post('/api/scenes')
    .set(asAdmin())
    .send({ name: `Szene ${path}`, path, orientation: 'landscape', regions })
    .expect(201);
  return response.body.data;
}

/** A TV registered by staff with the code a new TV showed, and the token that TV then fetched. */
export async function pairDevice(
  service: TestService,
  fields: Record<string, unknown>,
): Promise<{ device: Record<string, unknown> & { id: number }; token: string }> {
  const pairing = (await request(service.app).post('/api/digital-signage-pairings').expect(201)).body.data as SignagePairing;
  const device = (
    await request(service.app)
      .post('/api/digital-signage-devices')
      .set(asAdmin())
      .send({ orientation: 'landscape', ...fields, pairingCode: pairing.code })
      .expect(201)
  ).body.data;
  const polled = await request(service.app)
    .get(`/api/digital-signage-pairings/${pairing.pairingId}`)
    .query({ secret: pairing.secret })
    .expect(200);
  return { device, token: polled.body.data.token };
}
