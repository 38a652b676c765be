/**
 * ADR 0042 through the gateway, with the real services and their demo data: a TV pairs without a
 * login, authenticates its calls with `Authorization: Device <token>`, reads only its own programme
 * and its branch's pickup board, and its live stream carries its own commands and no other TV's.
 */
import request from 'supertest';
import { EVENTS, type SignageCommand, type SignagePairing } from '@theke/contracts';
import { SseClient } from '../testing/sse-client';
import { signedInAdmin, type BrowserSession } from '../testing/staff-sessions';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { INVALID_DEVICE_TOKEN } from './device-auth';

let platform: TestPlatform;
let admin: BrowserSession;
const gateway = () => request(platform.gateway.url);
const device = (token: string) => ({ Authorization: `Device ${token}` });

/** Pairs demo TV `deviceId` as a new TV and staff would: code, TV form, poll. */
async function pair(deviceId: number): Promise<string> {
  const pairing = (await gateway().post('/api/digital-signage-pairings').expect(201)).body.data as SignagePairing;
  await admin.agent
    .put(`/api/digital-signage-devices/${deviceId}`)
    .set('X-CSRF-Token', admin.csrfToken)
    .send({ pairingCode: pairing.code })
    .expect(200);
  const paired = await gateway().get(`/api/digital-signage-pairings/${pairing.pairingId}`).query({ secret: pairing.secret }).expect(200);
  expect(paired.body.data).toMatchObject({ state: 'paired', deviceId });
  return paired.body.data.token as string;
}

const sendCommand = async (deviceId: number, body: object): Promise<number> =>
  (
    await admin.agent
      .post(`/api/digital-signage-devices/${deviceId}/command`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send(body)
      .expect(201)
  ).body.data.id;

const commandsIn = (stream: SseClient) =>
  stream.frames.filter((frame) => frame.event === EVENTS.signageCommand).map((frame) => (JSON.parse(frame.data) as { data: SignageCommand }).data);

let wienToken: string;
let grazToken: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signedInAdmin(platform.gateway.url);
  wienToken = await pair(1);
  grazToken = await pair(2);
});
afterAll(() => platform.close());

describe('TVs at the gateway', () => {
  it("reads the TV's own programme and its branch's pickup board with its token, whatever cookie it carries", async () => {
    const programme = await gateway().get('/api/digital-signage-player/programme').set(device(wienToken)).expect(200);
    expect(programme.body.data.device).toMatchObject({ id: 1, branch: { id: 1 } });
    expect(programme.body.data.regions.map((region: { name: string }) => region.name)).toEqual(['main', 'side']);
    const graz = await gateway().get('/api/digital-signage-player/programme').set(device(grazToken)).expect(200);
    expect(graz.body.data.device).toMatchObject({ id: 2, branch: { id: 2 } });

    const board = await gateway().get('/api/digital-signage-player/pickup-board').set(device(wienToken)).expect(200);
    expect(board.body.data).toEqual({ branch: { id: 1 }, tickets: expect.any(Array) });
    await gateway().get('/api/digital-signage-player/pickup-board?branch=2').set(device(wienToken)).expect(403);

    // An administrator's session in the same browser does not make the TV's calls the administrator's.
    const withCookie = await admin.agent.get('/api/digital-signage-player/programme').set(device(grazToken)).expect(200);
    expect(withCookie.body.data.device.id).toBe(2);
    // A TV token opens nothing but the player's calls: elsewhere it is a guest.
    await gateway().get('/api/digital-signage-devices').set(device(wienToken)).expect(401);
  });

  it('answers a wrong token 401 and without one the player is closed', async () => {
    const wrong = await gateway().get('/api/digital-signage-player/programme').set(device('falsch-falsch-falsch')).expect(401);
    expect(wrong.body.errors).toEqual([{ message: INVALID_DEVICE_TOKEN.message, code: INVALID_DEVICE_TOKEN.code }]);
    await gateway().get('/api/events').set(device('falsch-falsch-falsch')).expect(401);
    await gateway().get('/api/digital-signage-player/programme').expect(401);
    await gateway().get('/api/digital-signage-player/pickup-board').expect(401);
  });

  it('runs a command: the TV receives it live, fetches and acknowledges it, and another TV never sees it', async () => {
    const wien = await SseClient.open(`${platform.gateway.url}/api/events`, device(wienToken));
    const graz = await SseClient.open(`${platform.gateway.url}/api/events`, device(grazToken));
    try {
      expect(wien.response.statusCode).toBe(200);
      const forWien = await sendCommand(1, { command: 'message', message: 'Gleich geht es weiter' });
      const forGraz = await sendCommand(2, { command: 'reload' });
      await wien.waitForFrames(1);
      // Graz's own command comes after Wien's in the one log: had it seen Wien's, it would be first.
      await graz.waitForFrames(1);
      expect(commandsIn(wien)).toEqual([expect.objectContaining({ id: forWien, deviceId: 1, state: 'pending', message: 'Gleich geht es weiter' })]);
      expect(commandsIn(graz).map((command) => command.id)).toEqual([forGraz]);

      const fetched = await gateway().get('/api/digital-signage-player/commands').set(device(wienToken)).expect(200);
      expect(fetched.body.data.map((command: { id: number }) => command.id)).toEqual([forWien]);
      await gateway().post(`/api/digital-signage-player/commands/${forWien}/ack`).set(device(wienToken)).expect(200, { data: { id: forWien, state: 'acknowledged' } });
      await gateway().post(`/api/digital-signage-player/commands/${forGraz}/ack`).set(device(wienToken)).expect(404);
      await wien.waitForFrames(3);
      expect(commandsIn(wien).map((command) => command.state)).toEqual(['pending', 'delivered', 'acknowledged']);
      const states = await admin.agent.get('/api/digital-signage-devices/1/commands').expect(200);
      expect(states.body.data[0]).toMatchObject({ id: forWien, state: 'acknowledged' });
    } finally {
      wien.close();
      graz.close();
    }
  });
});
