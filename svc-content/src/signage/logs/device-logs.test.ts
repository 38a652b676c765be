/**
 * A TV's logs (ADR 0042 'logs' command) on real PostgreSQL: the TV posts its lines, which answer
 * its open 'logs' command; staff of its branch read the latest few sets; oversized posts are 422.
 */
import request from 'supertest';
import { SIGNAGE_LOG_MAX_LINE_LENGTH, SIGNAGE_LOG_MAX_LINES, type SignageDeviceLogs } from '@theke/contracts';
import { authHeaders, testEmployee } from '@theke/server/testing';
import { asAdmin, asDevice, pairDevice, startContentTestService, type ContentTestService } from '../../testing';
import { DeviceLog } from './device-log.model';
import { KEPT_DEVICE_LOGS } from './device-log.routes';

let content: ContentTestService;
const api = () => request(content.service.app);
let tv: { id: number };
let neighbour: { id: number };

beforeAll(async () => {
  content = await startContentTestService();
  tv = (await pairDevice(content.service, { name: 'TV Theke', branch: { id: 1 } })).device;
  neighbour = (await pairDevice(content.service, { name: 'TV Nachbar', branch: { id: 2 } })).device;
});
afterAll(() => content.close());

const postLogs = (body: object, headers = asDevice(tv.id, 1)) => api().post('/api/digital-signage-player/logs').set(headers).send(body);
const logsOf = async (deviceId: number, headers = asAdmin()) =>
  (await api().get(`/api/digital-signage-devices/${deviceId}/logs`).set(headers).expect(200)).body.data as SignageDeviceLogs[];

describe("a TV's logs", () => {
  it("answer the open 'logs' command, which the TV then acknowledges, and staff read them", async () => {
    const sent = await api().post(`/api/digital-signage-devices/${tv.id}/command`).set(asAdmin()).send({ command: 'logs' }).expect(201);
    const commandId = sent.body.data.id as number;
    await api().get('/api/digital-signage-player/commands').set(asDevice(tv.id, 1)).expect(200);

    const lines = ['2025-03-03T08:00:00.000Z programme loaded', `2025-03-03T08:00:01.000Z command ${commandId}: logs`];
    const posted = await postLogs({ lines }).expect(201);
    expect(posted.body.data).toEqual({ id: expect.any(Number), command: { id: commandId } });
    await api().post(`/api/digital-signage-player/commands/${commandId}/ack`).set(asDevice(tv.id, 1)).expect(200);

    expect(await logsOf(tv.id)).toEqual([{ id: posted.body.data.id, device: { id: tv.id }, command: { id: commandId }, receivedAt: expect.any(String), lines }]);
    // Lines sent without a command open answer none.
    expect((await postLogs({ lines: ['spontan'] }).expect(201)).body.data.command).toBeNull();
    expect(await logsOf(neighbour.id)).toEqual([]);
  });

  it('keeps only the latest sets of a TV, newest first', async () => {
    for (let index = 0; index < KEPT_DEVICE_LOGS + 2; index += 1) await postLogs({ lines: [`satz ${index}`] }).expect(201);
    const logs = await logsOf(tv.id);
    expect(logs.map((log) => log.lines[0])).toEqual(
      Array.from({ length: KEPT_DEVICE_LOGS }, (_, index) => `satz ${KEPT_DEVICE_LOGS + 1 - index}`),
    );
    // Older sets are gone from the table, not only from the answer.
    expect(await DeviceLog.count({ where: { deviceId: tv.id } })).toBe(KEPT_DEVICE_LOGS);
  });

  it('refuses too many or too long lines with German messages on the field', async () => {
    const tooMany = await postLogs({ lines: Array.from({ length: SIGNAGE_LOG_MAX_LINES + 1 }, () => 'x') }).expect(422);
    expect(tooMany.body.errors).toEqual([expect.objectContaining({ field: 'lines', message: expect.stringMatching(/[a-zäöü]/) })]);
    const tooLong = await postLogs({ lines: ['ok', 'x'.repeat(SIGNAGE_LOG_MAX_LINE_LENGTH + 1)] }).expect(422);
    expect(tooLong.body.errors).toEqual([expect.objectContaining({ field: 'lines.1' })]);
    await postLogs({}).expect(422);
    await postLogs({ lines: Array.from({ length: SIGNAGE_LOG_MAX_LINES }, () => 'x'.repeat(SIGNAGE_LOG_MAX_LINE_LENGTH)) }).expect(201);
  });

  it('are for the TV itself to send and for staff of its branch to read (a TV is no staff)', async () => {
    await postLogs({ lines: ['x'] }, asAdmin()).expect(403);
    await postLogs({ lines: ['x'] }, {}).expect(401);
    const employee = authHeaders(testEmployee([1]));
    await api().get(`/api/digital-signage-devices/${tv.id}/logs`).set(employee).expect(200);
    await api().get(`/api/digital-signage-devices/${neighbour.id}/logs`).set(employee).expect(404);
    await api().get(`/api/digital-signage-devices/${tv.id}/logs`).set(asDevice(tv.id, 1)).expect(401);
  });
});
