/**
 * Commands to a TV (ADR 0042) on real PostgreSQL: sent by staff of its branch, fetched and
 * acknowledged by the TV, aborted or expired ones never delivered, every state change one
 * `content.signage.command` through the outbox.
 */
import request from 'supertest';
import { EVENTS, type SignageCommand } from '@theke/contracts';
import { authHeaders, testEmployee } from '@theke/server/testing';
import { asAdmin, asDevice, createAsAdmin, createScene, eventually, pairDevice, startContentTestService, type ContentTestService } from '../../testing';
import { COMMAND_ABORTED_MESSAGE, COMMAND_EXPIRED_MESSAGE, NO_OPEN_COMMAND_MESSAGE } from './command.service';

let content: ContentTestService;
const api = () => request(content.service.app);
let tv: { id: number };
let otherTv: { id: number };
let tvHeaders: Record<string, string>;

beforeAll(async () => {
  content = await startContentTestService();
  tv = (await pairDevice(content.service, { name: 'TV Theke', branch: { id: 1 } })).device;
  otherTv = (await pairDevice(content.service, { name: 'TV Nachbar', branch: { id: 2 } })).device;
  tvHeaders = asDevice(tv.id, 1);
});
afterAll(() => content.close());

const send = (deviceId: number, body: object, headers = asAdmin()) =>
  api().post(`/api/digital-signage-devices/${deviceId}/command`).set(headers).send(body);
const fetchCommands = async (headers = tvHeaders) =>
  (await api().get('/api/digital-signage-player/commands').set(headers).expect(200)).body.data as Array<{ id: number; state: string }>;
const ack = (id: number, headers = tvHeaders) => api().post(`/api/digital-signage-player/commands/${id}/ack`).set(headers);
const announced = (id: number) =>
  content.events.filter((event) => event.type === EVENTS.signageCommand && (event.data as SignageCommand).id === id).map((event) => event.data as SignageCommand);
const stateOf = async (id: number, deviceId = tv.id) =>
  ((await api().get(`/api/digital-signage-devices/${deviceId}/commands`).set(asAdmin()).expect(200)).body.data as Array<{ id: number; state: string }>).find(
    (command) => command.id === id,
  )?.state;

describe('device commands', () => {
  it('goes pending → delivered → acknowledged, acknowledging twice answers the same, and announces each state', async () => {
    const sent = await send(tv.id, { command: 'message', message: 'Heute geschlossen ab 18 Uhr', durationSeconds: 60 }).expect(201);
    expect(sent.body).toEqual({ data: { id: expect.any(Number), state: 'pending' } });
    const id = sent.body.data.id as number;

    const waiting = await fetchCommands();
    expect(waiting).toEqual([
      expect.objectContaining({ id, command: 'message', state: 'delivered', message: 'Heute geschlossen ab 18 Uhr', durationSeconds: 60, device: { id: tv.id } }),
    ]);
    expect(await stateOf(id)).toBe('delivered');
    // Fetched again until acknowledged (the TV may have crashed before running it).
    expect((await fetchCommands()).map((command) => command.id)).toEqual([id]);

    expect((await ack(id).expect(200)).body.data).toEqual({ id, state: 'acknowledged' });
    expect((await ack(id).expect(200)).body.data).toEqual({ id, state: 'acknowledged' });
    expect(await fetchCommands()).toEqual([]);

    await eventually(async () => announced(id).map((event) => event.state), (states) => states.length === 3);
    expect(announced(id)).toEqual([
      expect.objectContaining({ id, deviceId: tv.id, branchId: 1, command: 'message', state: 'pending' }),
      expect.objectContaining({ id, state: 'delivered' }),
      expect.objectContaining({ id, state: 'acknowledged' }),
    ]);
  });

  it('never delivers an aborted command, and tells a connected TV to drop it', async () => {
    const id = (await send(tv.id, { command: 'reload' }).expect(201)).body.data.id as number;
    const aborted = await api().post(`/api/digital-signage-devices/${tv.id}/command/abort`).set(asAdmin()).send({}).expect(200);
    expect(aborted.body.data).toEqual({ id, state: 'aborted', ids: [id] });
    expect(await fetchCommands()).toEqual([]);
    expect((await ack(id).expect(409)).body.errors).toEqual([{ message: COMMAND_ABORTED_MESSAGE, code: 'command_aborted' }]);
    expect(await stateOf(id)).toBe('aborted');
    await eventually(async () => announced(id).map((event) => event.state), (states) => states.join() === 'pending,aborted');
    // Nothing left to abort.
    const nothing = await api().post(`/api/digital-signage-devices/${tv.id}/command/abort`).set(asAdmin()).send({}).expect(409);
    expect(nothing.body.errors).toEqual([{ message: NO_OPEN_COMMAND_MESSAGE, code: 'no_open_command' }]);
  });

  it('aborts a delivered command by id, leaving the others', async () => {
    const first = (await send(tv.id, { command: 'logs' }).expect(201)).body.data.id as number;
    const second = (await send(tv.id, { command: 'reload' }).expect(201)).body.data.id as number;
    expect((await fetchCommands()).map((command) => command.id)).toEqual([first, second]);
    await api().post(`/api/digital-signage-devices/${tv.id}/command/abort`).set(asAdmin()).send({ id: first }).expect(200);
    expect((await fetchCommands()).map((command) => command.id)).toEqual([second]);
    await ack(second).expect(200);
  });

  it('never delivers an expired command', async () => {
    const id = (await send(tv.id, { command: 'reload', expiresInSeconds: 60 }).expect(201)).body.data.id as number;
    await content.service.context.sequelize.query(
      `UPDATE digital_signage_commands SET "expiresAt" = now() - interval '1 second' WHERE id = :id`,
      { replacements: { id } },
    );
    expect(await fetchCommands()).toEqual([]);
    expect((await ack(id).expect(409)).body.errors).toEqual([{ message: COMMAND_EXPIRED_MESSAGE, code: 'command_expired' }]);
    const listed = (await api().get(`/api/digital-signage-devices/${tv.id}/commands`).set(asAdmin()).expect(200)).body.data;
    expect(listed.find((command: { id: number }) => command.id === id)).toMatchObject({ state: 'pending', isExpired: true });
  });

  it("checks the command's fields and the scene or segment it names", async () => {
    const scene = await createScene(content.service, 'sofort');
    await send(tv.id, { command: 'scene', scene: { id: scene.id } }).expect(201);
    await send(tv.id, { command: 'scene' }).expect(422);
    await send(tv.id, { command: 'segment', segment: { id: 99_999 } }).expect(422);
    await send(tv.id, { command: 'dance' }).expect(422);
    const segment = await createAsAdmin(content.service, '/api/digital-signage-segments', { name: 'Brett', type: 'pickup-board', branch: { id: 1 } });
    const played = (await send(tv.id, { command: 'segment', segment: { id: segment.id }, durationSeconds: 20 }).expect(201)).body.data.id;
    expect((await fetchCommands()).find((command) => command.id === played)).toMatchObject({ segment: { id: segment.id }, durationSeconds: 20 });
  });

  it("lets employees command their branch's TVs only, and a TV touch only its own commands", async () => {
    await send(tv.id, { command: 'reload' }, authHeaders(testEmployee([1]))).expect(201);
    await send(otherTv.id, { command: 'reload' }, authHeaders(testEmployee([1]))).expect(404);
    const foreign = (await send(otherTv.id, { command: 'reload' }).expect(201)).body.data.id as number;
    await ack(foreign).expect(404);
    expect((await fetchCommands()).map((command) => command.id)).not.toContain(foreign);
    // A TV is no staff member: it cannot send commands.
    await send(tv.id, { command: 'reload' }, tvHeaders).expect(401);
  });
});
