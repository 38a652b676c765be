import request from 'supertest';
import { authHeaders, TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { startOrdersTestPlatform, type OrdersTestPlatform } from '../testing/test-platform';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
const admin = authHeaders(TEST_ADMIN);
const wienEmployee = authHeaders(testEmployee([1]));
const grazEmployee = authHeaders(testEmployee([2]));

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

describe('devices (SPEC §7 generic CRUD)', () => {
  it('creates a printer with a secret CloudPRNT URL at the public address', async () => {
    const response = await api()
      .post('/api/devices')
      .set(wienEmployee)
      .set('X-Forwarded-Host', 'theke.example.at')
      .set('X-Forwarded-Proto', 'https')
      .send({ identifier: 'kueche', name: 'Küchendrucker', type: 'printing', branch: { id: 1 }, token: 'mine' })
      .expect(201);
    const device = response.body.data;
    expect(device).toEqual({
      id: expect.any(Number),
      version: 1,
      identifier: 'kueche',
      name: 'Küchendrucker',
      type: 'printing',
      branch: { id: 1 },
      isEnabled: true,
      isAutoPrintEnabled: false,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      cloudPrntUrl: `https://theke.example.at/api/cloudprnt/${device.token}`,
      lastSeenAt: null,
      lastStatus: null,
      logs: null,
      pendingJobs: 0,
    });
    const notifier = await api()
      .post('/api/devices')
      .set(admin)
      .send({ identifier: 'theke', name: 'Thekenbildschirm', type: 'notification', branch: { id: 1 } })
      .expect(201);
    expect(notifier.body.data).toMatchObject({ token: null, cloudPrntUrl: null });
    const edited = await api()
      .put(`/api/devices/${device.id}`)
      .set(wienEmployee)
      .send({ name: 'Drucker Theke', isAutoPrintEnabled: true })
      .expect(200);
    expect(edited.body.data).toMatchObject({ name: 'Drucker Theke', isAutoPrintEnabled: true, token: device.token });
  });

  it('refuses invalid devices with German messages and changes nothing', async () => {
    const invalid = await api()
      .post('/api/devices')
      .set(admin)
      .send({ identifier: '', name: 'x'.repeat(300), type: 'fax', branch: { id: 999 } })
      .expect(422);
    expect(invalid.body.errors).toEqual([
      { field: 'identifier', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
      {
        field: 'name',
        message: 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 255 Zeichen haben.',
        code: 'too_long',
      },
      { field: 'type', message: 'Sie haben einen ungültigen Wert ausgewählt.', code: 'invalid_choice' },
    ]);
    const unknownBranch = await api()
      .post('/api/devices')
      .set(admin)
      .send({ identifier: 'x', name: 'X', type: 'printing', branch: { id: 999 } })
      .expect(422);
    expect(unknownBranch.body.errors).toEqual([
      { field: 'branch.id', message: 'Sie haben einen ungültigen Wert ausgewählt.', code: 'invalid_choice' },
    ]);
    const listed = await api().get('/api/devices').set(admin).expect(200);
    expect(listed.body.data.map((device: { identifier: string }) => device.identifier)).not.toContain('x');
  });

  it('keeps devices of other branches from employees: 404, and not listed', async () => {
    const graz = await api()
      .post('/api/devices')
      .set(grazEmployee)
      .send({ identifier: 'graz-drucker', name: 'Graz', type: 'printing', branch: { id: 2 } })
      .expect(201);
    const id = graz.body.data.id as number;
    await api().get(`/api/devices/${id}`).set(wienEmployee).expect(404);
    await api().put(`/api/devices/${id}`).set(wienEmployee).send({ name: 'Meins' }).expect(404);
    await api().delete(`/api/devices/${id}`).set(wienEmployee).expect(404);
    await api().post(`/api/devices/${id}/test/print`).set(wienEmployee).expect(404);
    await api().post(`/api/devices/${id}/test/notification`).set(wienEmployee).expect(404);
    await api().post(`/api/devices/${id}/request-device-logs`).set(wienEmployee).expect(404);
    await api()
      .post('/api/devices')
      .set(wienEmployee)
      .send({ identifier: 'fremd', name: 'Fremd', type: 'printing', branch: { id: 2 } })
      .expect(403);
    const wienList = await api().get('/api/devices').set(wienEmployee).expect(200);
    expect(wienList.body.data.every((device: { branch: { id: number } }) => device.branch.id === 1)).toBe(true);
    await api().get(`/api/devices/${id}`).set(grazEmployee).expect(200);
    await api().get(`/api/devices/${id}`).set(admin).expect(200);
    await api().get('/api/devices').expect(401);
  });
});

describe('device tests', () => {
  it('announces a notification device test as an event naming the device and its branch', async () => {
    const created = await api()
      .post('/api/devices')
      .set(admin)
      .send({ identifier: 'glocke', name: 'Glocke', type: 'notification', branch: { id: 1 } })
      .expect(201);
    const id = created.body.data.id as number;
    await api().post(`/api/devices/${id}/test/notification`).set(wienEmployee).expect(202);
    const events = await platform.events('orders.device.test-notification');
    expect(events.at(-1)?.data).toEqual({ id, deviceId: id, branchId: 1 });
  });

  it('refuses a test of the wrong kind of device or a disabled one with 409', async () => {
    const notifier = await api()
      .post('/api/devices')
      .set(admin)
      .send({ identifier: 'anzeige', name: 'Anzeige', type: 'notification', branch: { id: 1 } })
      .expect(201);
    const printer = await api()
      .post('/api/devices')
      .set(admin)
      .send({ identifier: 'aus', name: 'Aus', type: 'printing', branch: { id: 1 }, isEnabled: false })
      .expect(201);
    const before = (await platform.events('orders.device.test-notification')).length;
    const wrongKind = await api().post(`/api/devices/${notifier.body.data.id}/test/print`).set(admin).expect(409);
    expect(wrongKind.body.errors).toEqual([
      { message: 'Dieses Gerät ist kein Drucker.', code: 'wrong_device_type' },
    ]);
    const notAScreen = await api()
      .post(`/api/devices/${printer.body.data.id}/test/notification`)
      .set(admin)
      .expect(409);
    expect(notAScreen.body.errors[0].message).toBe('Dieses Gerät ist kein Benachrichtigungsgerät.');
    const disabled = await api().post(`/api/devices/${printer.body.data.id}/test/print`).set(admin).expect(409);
    expect(disabled.body.errors).toEqual([{ message: 'Dieses Gerät ist deaktiviert.', code: 'device_disabled' }]);
    await api().post(`/api/devices/${notifier.body.data.id}/request-device-logs`).set(admin).expect(409);
    expect(await platform.events('orders.device.test-notification')).toHaveLength(before);
  });

  it('queues a test receipt for the printer', async () => {
    const printer = await api()
      .post('/api/devices')
      .set(admin)
      .send({ identifier: 'test', name: 'Testdrucker', type: 'printing', branch: { id: 1 } })
      .expect(201);
    const queued = await api().post(`/api/devices/${printer.body.data.id}/test/print`).set(admin).expect(202);
    expect(queued.body.data.pendingJobs).toBe(1);
  });
});
