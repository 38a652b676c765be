/**
 * Pairing a TV (ADR 0042) on real PostgreSQL: a new TV gets a code, staff register it on the TV
 * form, and the TV's poll gets the device and its token exactly once; the token is stored hashed,
 * identifies the TV to the gateway, and unpairing revokes it.
 */
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { ROLE_SERVICE } from '@theke/server';
import { authHeaders } from '@theke/server/testing';
import { type SignagePairing } from '@theke/contracts';
import { asAdmin, startContentTestService, type ContentTestService } from '../../testing';
import { DEVICE_TOKEN_HEADER } from '../devices/device-identity.routes';
import { INVALID_PAIRING_CODE_MESSAGE } from '../devices/device.routes';

let content: ContentTestService;
const api = () => request(content.service.app);
const asGateway = authHeaders({ userId: null, username: 'svc-gateway', roles: [ROLE_SERVICE], branchIds: [] });

beforeAll(async () => {
  content = await startContentTestService();
});
afterAll(() => content.close());

const newPairing = async (): Promise<SignagePairing> => (await api().post('/api/digital-signage-pairings').expect(201)).body.data;
const poll = (pairing: SignagePairing, secret = pairing.secret) =>
  api().get(`/api/digital-signage-pairings/${pairing.pairingId}`).query({ secret });
const identify = (token: string) => api().get('/api/digital-signage-device-identity').set(asGateway).set(DEVICE_TOKEN_HEADER, token);

describe('pairing a TV', () => {
  it('gives a new TV a six-character code that expires in 15 minutes, without a login', async () => {
    const before = Date.now();
    const pairing = await newPairing();
    expect(pairing).toEqual({
      code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{6}$/),
      pairingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    });
    const ttl = new Date(pairing.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect((await poll(pairing).expect(200)).body.data).toEqual({ state: 'waiting', expiresAt: pairing.expiresAt });
  });

  it('hands the token to the TV once after staff entered its code, and stores only its hash', async () => {
    const pairing = await newPairing();
    const device = (
      await api()
        .post('/api/digital-signage-devices')
        .set(asAdmin())
        .send({ name: 'TV Eingang', branch: { id: 1 }, orientation: 'landscape', pairingCode: pairing.code.toLowerCase() })
        .expect(201)
    ).body.data;
    expect(device).toMatchObject({ pairingCode: null, pairedAt: null });

    const paired = (await poll(pairing).expect(200)).body.data;
    expect(paired).toEqual({ state: 'paired', deviceId: device.id, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    await poll(pairing).expect(404);

    const stored = await content.service.context.sequelize.query<{ tokenHash: string }>(
      'SELECT "tokenHash" FROM digital_signage_devices WHERE id = :id',
      { type: QueryTypes.SELECT, replacements: { id: device.id } },
    );
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(paired.token);
    expect((await api().get(`/api/digital-signage-devices/${device.id}`).set(asAdmin()).expect(200)).body.data.pairedAt).toEqual(expect.any(String));

    expect((await identify(paired.token).expect(200)).body.data).toEqual({ deviceId: device.id, branchId: 1 });
    await identify(`${paired.token.slice(0, -1)}x`).expect(404);
    // Only services ask: staff cannot probe tokens.
    await api().get('/api/digital-signage-device-identity').set(asAdmin()).set(DEVICE_TOKEN_HEADER, paired.token).expect(403);

    // Unpairing revokes the token; the TV pairs again with a new code.
    const unpaired = (await api().post(`/api/digital-signage-devices/${device.id}/token`).set(asAdmin()).expect(200)).body.data;
    expect(unpaired).toMatchObject({ pairedAt: null, version: 2 });
    await identify(paired.token).expect(404);
  });

  it('refuses a wrong, a used or an unknown code, and a poll with the wrong secret', async () => {
    const pairing = await newPairing();
    await poll(pairing, 'falsch').expect(404);
    const unknown = await api()
      .post('/api/digital-signage-devices')
      .set(asAdmin())
      .send({ name: 'TV', branch: { id: 1 }, orientation: 'landscape', pairingCode: 'ZZZZZ1' })
      .expect(422);
    expect(unknown.body.errors).toEqual([{ message: INVALID_PAIRING_CODE_MESSAGE, field: 'pairingCode', code: 'invalid_pairing_code' }]);
    await api()
      .post('/api/digital-signage-devices')
      .set(asAdmin())
      .send({ name: 'TV 1', branch: { id: 1 }, orientation: 'landscape', pairingCode: pairing.code })
      .expect(201);
    await api()
      .post('/api/digital-signage-devices')
      .set(asAdmin())
      .send({ name: 'TV 2', branch: { id: 1 }, orientation: 'landscape', pairingCode: pairing.code })
      .expect(422);
  });

  it('lets an expired code neither be entered nor polled', async () => {
    const pairing = await newPairing();
    await content.service.context.sequelize.query(
      `UPDATE digital_signage_pairings SET "expiresAt" = now() - interval '1 second' WHERE id = :id`,
      { replacements: { id: pairing.pairingId } },
    );
    await poll(pairing).expect(404);
    await api()
      .post('/api/digital-signage-devices')
      .set(asAdmin())
      .send({ name: 'TV', branch: { id: 1 }, orientation: 'landscape', pairingCode: pairing.code })
      .expect(422);
  });

  it('re-pairs a TV through its form: the old token stops working once the new code is entered', async () => {
    const first = await newPairing();
    const device = (
      await api().post('/api/digital-signage-devices').set(asAdmin()).send({ name: 'TV', branch: { id: 2 }, orientation: 'portrait', pairingCode: first.code }).expect(201)
    ).body.data;
    const oldToken = (await poll(first).expect(200)).body.data.token as string;
    const second = await newPairing();
    await api().put(`/api/digital-signage-devices/${device.id}`).set(asAdmin()).send({ pairingCode: second.code }).expect(200);
    await identify(oldToken).expect(404);
    const newToken = (await poll(second).expect(200)).body.data.token as string;
    expect((await identify(newToken).expect(200)).body.data).toEqual({ deviceId: device.id, branchId: 2 });
  });
});
