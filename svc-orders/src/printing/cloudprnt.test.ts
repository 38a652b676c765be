import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { authHeaders, TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { startOrdersTestPlatform, takeawayOrder, waitFor, type OrdersTestPlatform } from '../testing/test-platform';
import { FakeCloudPrntPrinter } from '../testing/fake-cloudprnt-printer';
import { printJobSubscription } from './print-jobs.consumer';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
const admin = authHeaders(TEST_ADMIN);
const wienEmployee = authHeaders(testEmployee([1]));

interface DeviceView {
  id: number;
  token: string | null;
  cloudPrntUrl: string | null;
  pendingJobs: number;
  lastSeenAt: string | null;
  lastStatus: string | null;
  logs: string | null;
}

let identifiers = 0;
async function createPrinter(fields: Record<string, unknown> = {}): Promise<DeviceView> {
  const response = await api()
    .post('/api/devices')
    .set(wienEmployee)
    .send({ identifier: `drucker-${++identifiers}`, name: 'Küchendrucker', type: 'printing', branch: { id: 1 }, ...fields })
    .expect(201);
  return response.body.data as DeviceView;
}

/** The printer as installed: it polls the URL the back-office shows, at the service's address. */
function printerAt(device: DeviceView, options: ConstructorParameters<typeof FakeCloudPrntPrinter>[0] extends infer O ? Partial<O> : never = {}) {
  const path = new URL(device.cloudPrntUrl ?? '').pathname;
  return new FakeCloudPrntPrinter({ url: `${platform.orders.url}${path}`, ...options });
}

async function deviceView(id: number): Promise<DeviceView> {
  return (await api().get(`/api/devices/${id}`).set(admin).expect(200)).body.data as DeviceView;
}

async function place(): Promise<{ id: number; ticketNumber: string }> {
  return (await api().post('/api/orders').send(takeawayOrder()).expect(201)).body.data;
}

async function jobsOf(deviceId: number): Promise<Array<{ state: string; attempts: number; orderId: number | null }>> {
  return platform.orders.context.sequelize.query(
    'SELECT state, attempts, "orderId" FROM print_jobs WHERE "deviceId" = :deviceId ORDER BY id',
    { type: QueryTypes.SELECT, replacements: { deviceId } },
  );
}

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

describe('print jobs through CloudPRNT', () => {
  it('delivers a receipt to a printer that polls only later, exactly once', async () => {
    const device = await createPrinter();
    const printer = printerAt(device);
    const order = await place();
    await api().post(`/api/orders/${order.id}/print`).set(wienEmployee).expect(202);
    await waitFor(async () => (await deviceView(device.id)).pendingJobs === 1);

    const answer = await printer.poll();
    expect(answer).toEqual({
      jobReady: true,
      mediaTypes: ['text/plain', 'text/vnd.star.markup'],
      jobToken: expect.any(String),
    });
    const job = await printer.fetchJob(answer);
    expect(job.status).toBe(200);
    expect(job.type).toBe('text/plain; charset=utf-8');
    expect(job.body).toContain('Theke Reinigung Wien-Mariahilf');
    expect(job.body).toContain(`Ticket ${order.ticketNumber}`);
    expect(await jobsOf(device.id)).toEqual([{ state: 'fetched', attempts: 0, orderId: order.id }]);
    expect(await printer.confirm(answer, '200 OK')).toBe(200);

    expect(await printer.poll()).toEqual({ jobReady: false });
    expect(await jobsOf(device.id)).toEqual([{ state: 'printed', attempts: 0, orderId: order.id }]);
    // A repeated confirmation changes nothing.
    expect(await printer.confirm(answer, '200 OK')).toBe(200);
    const seen = await deviceView(device.id);
    expect(seen).toMatchObject({ pendingJobs: 0, lastStatus: '200 OK', lastSeenAt: platform.clock.now.toISOString() });
  });

  it('offers a job again after the printer reports an error, counting the attempt', async () => {
    const device = await createPrinter();
    const printer = printerAt(device, { preferredType: 'text/vnd.star.markup' });
    const order = await place();
    await api().post(`/api/orders/${order.id}/print`).set(admin).expect(202);
    await waitFor(async () => (await deviceView(device.id)).pendingJobs === 1);

    const markup = await printer.cycle('520 Paper empty');
    expect(markup).toContain('[cut: feed; partial]');
    expect(await jobsOf(device.id)).toEqual([{ state: 'pending', attempts: 1, orderId: order.id }]);
    expect(await printer.cycle('200 OK')).toContain('Theke Reinigung Wien-Mariahilf');
    expect(await printer.cycle()).toBeNull();
    expect(printer.printed).toHaveLength(1);
  });

  it('offers nothing while the printer is printing, and nothing to a disabled printer', async () => {
    const device = await createPrinter();
    const printer = printerAt(device);
    await api().post(`/api/devices/${device.id}/test/print`).set(admin).expect(202);
    expect(await printer.poll({ printingInProgress: true })).toEqual({ jobReady: false });
    await api().put(`/api/devices/${device.id}`).set(admin).send({ isEnabled: false }).expect(200);
    expect(await printer.poll()).toEqual({ jobReady: false });
    await api().put(`/api/devices/${device.id}`).set(admin).send({ isEnabled: true }).expect(200);
    expect(await printer.cycle()).toContain('Testdruck');
  });

  it('creates one job per printer for a print request delivered twice', async () => {
    const first = await createPrinter();
    const second = await createPrinter();
    const disabled = await createPrinter({ isEnabled: false });
    const order = await place();
    await api().post(`/api/orders/${order.id}/print`).set(admin).expect(202);
    await waitFor(async () => (await deviceView(second.id)).pendingJobs === 1);
    const event = (await platform.events('orders.order.print-requested')).find(
      (candidate) => (candidate.data as { id: number }).id === order.id,
    );
    if (!event) throw new Error('no print request recorded');
    const consumer = printJobSubscription(platform.runtime);
    await consumer.handler(event);
    await consumer.handler(event);
    for (const device of [first, second]) {
      expect((await jobsOf(device.id)).filter((job) => job.orderId === order.id)).toHaveLength(1);
    }
    expect(await jobsOf(disabled.id)).toEqual([]);
  });

  it('prints confirmed orders on auto-print printers only', async () => {
    const auto = await createPrinter({ isAutoPrintEnabled: true });
    const manual = await createPrinter();
    const order = await place();
    await api().post(`/api/orders/${order.id}/status/confirm`).set(admin).expect(200);
    await waitFor(async () => (await deviceView(auto.id)).pendingJobs === 1);
    const printer = printerAt(auto);
    expect(await printer.cycle()).toContain(`Ticket ${order.ticketNumber}`);
    expect((await jobsOf(manual.id)).filter((job) => job.orderId === order.id)).toEqual([]);
  });

  it('answers 404 to an unknown printer token and 415 to a format it does not offer', async () => {
    await request(platform.orders.url).post('/api/cloudprnt/unbekannt').send({ statusCode: '200 OK' }).expect(404);
    await request(platform.orders.url).get('/api/cloudprnt/unbekannt').expect(404);
    await request(platform.orders.url).delete('/api/cloudprnt/unbekannt?code=200%20OK').expect(404);
    const device = await createPrinter();
    await api().post(`/api/devices/${device.id}/test/print`).set(admin).expect(202);
    const path = new URL(device.cloudPrntUrl ?? '').pathname;
    await request(platform.orders.url).get(`${path}?type=image/png`).expect(415);
  });
});

describe('device log requests', () => {
  it('asks the printer on its next poll and stores its answer from the following poll', async () => {
    const device = await createPrinter();
    const printer = printerAt(device, {
      actionResults: { ClientType: 'Star mC-Print3', ClientVersion: '1.0.2', GetPollInterval: '5', Encodings: 'text/plain' },
    });
    expect(await printer.poll()).toEqual({ jobReady: false });
    await api().post(`/api/devices/${device.id}/request-device-logs`).set(wienEmployee).expect(202);
    const asked = await printer.poll();
    expect(asked.clientAction?.map((action) => action.request)).toEqual([
      'ClientType',
      'ClientVersion',
      'GetPollInterval',
      'Encodings',
    ]);
    expect(await printer.poll()).toEqual({ jobReady: false });
    const { logs } = await deviceView(device.id);
    expect(logs).toBe(
      [
        'statusCode: 200 OK',
        `printerMAC: ${printer.mac}`,
        'status: 23 86 00 00 00 00 00 00 00',
        'ClientType: Star mC-Print3',
        'ClientVersion: 1.0.2',
        'GetPollInterval: 5',
        'Encodings: text/plain',
      ].join('\n'),
    );
  });
});
