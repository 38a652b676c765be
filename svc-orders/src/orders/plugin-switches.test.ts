/**
 * Issue 19: every `enablePlugin*` switch svc-orders enforces, switched the way an administrator
 * does (POST /api/config at svc-content) and learnt the way production learns it: the
 * `content.config.changed` event refreshes the config snapshot, nobody invalidates it by hand.
 */
import request from 'supertest';
import { authHeaders, TEST_ADMIN } from '@theke/server/testing';
import type { SmsSender } from '../notifications/sms';
import { startOrdersTestPlatform, takeawayOrder, waitFor, type OrdersTestPlatform } from '../testing/test-platform';

let platform: OrdersTestPlatform;
const admin = authHeaders(TEST_ADMIN);
const sms: Array<{ to: string; text: string }> = [];
const recordingSms: SmsSender = {
  async send(to, text) {
    sms.push({ to, text });
  },
};
/** Payments need the running service: providers are reached from it and call it back. */
const api = () => request(platform.orders.url);
// svc-catalog's demo key of Wien-Mariahilf (branch 1).
const WIEN_KEY = 'demo-wien-mariahilf-api-key-0000';
const frontdesk = (branchId = 1) => `/api/orders/frontdesk/${branchId}/${WIEN_KEY}`;

/** Saves config flags as an admin and waits until svc-orders' snapshot shows them (via the event). */
async function switchConfig(flags: Record<string, boolean>): Promise<void> {
  await request(platform.content.app).post('/api/config').set(admin).send(flags).expect(200);
  await waitFor(async () => {
    const config = (await platform.runtime.catalogue.current()).config as unknown as Record<string, unknown>;
    return Object.entries(flags).every(([flag, value]) => config[flag] === value);
  });
}

async function placed(body = takeawayOrder()): Promise<{ id: number; uid: string; hash: string; pricing: { donation: number } }> {
  return (await api().post('/api/orders').send(body).expect(201)).body.data;
}

beforeAll(async () => {
  platform = await startOrdersTestPlatform({ sms: recordingSms });
});

afterAll(async () => {
  await platform.close();
});

describe('frontdesk plugin: the counter display by api key', () => {
  it('answers the ordinary 404 while the plugin is off and the orders again once it is on', async () => {
    await api().get(frontdesk()).expect(200);
    await switchConfig({ enablePluginFrontdesk: false });

    const off = await api().get(frontdesk()).expect(404);
    const unknownBranch = await api().get(frontdesk(999)).expect(404);
    expect(off.body).toEqual(unknownBranch.body);
    expect(off.body.errors).toEqual([{ message: expect.any(String), code: 'not_found' }]);
    // The backoffice desk behind the same key is no plugin: it keeps working.
    await api().get(`/api/orders/backoffice/1/${WIEN_KEY}`).expect(200);

    await switchConfig({ enablePluginFrontdesk: true });
    const order = await placed();
    const on = await api().get(frontdesk()).expect(200);
    expect(on.body.data.map((row: { id: number }) => row.id)).toContain(order.id);
  });
});

describe('SMS plugin: resending the guest’s SMS', () => {
  it('refuses with 409 while the plugin is off and sends the SMS once it is on', async () => {
    await switchConfig({ enablePluginSMS: false });
    const order = await placed();
    const refused = await api().post(`/api/orders/${order.id}/resend-new-order-sms`).set(admin).expect(409);
    expect(refused.body.errors).toEqual([
      { message: 'Bestätigung konnte nicht versendet werden.', code: 'sms_disabled' },
    ]);

    await switchConfig({ enablePluginSMS: true });
    const before = sms.length;
    await api().post(`/api/orders/${order.id}/resend-new-order-sms`).set(admin).expect(200);
    expect(sms.slice(before)).toContainEqual({ to: '+436641234567', text: expect.any(String) });
    await switchConfig({ enablePluginSMS: false });
  });
});

describe('donations plugin (SPEC §9: 0.07 per order)', () => {
  it('adds the donation only while the plugin is on', async () => {
    await switchConfig({ enablePluginDonations: true });
    expect((await placed(takeawayOrder({ donatee: { id: 1 } }))).pricing.donation).toBe(0.07);
    await switchConfig({ enablePluginDonations: false });
    expect((await placed(takeawayOrder({ donatee: { id: 1 } }))).pricing.donation).toBe(0);
    await switchConfig({ enablePluginDonations: true });
  });
});

describe('order reviews plugin: the questionnaire (SPEC §5)', () => {
  const ratings = { rating: 5, foodRating: 4, serviceRating: 5, processRating: 4, comment: '' };

  it('refuses a rating while the plugin is off and takes it once it is on', async () => {
    const order = await placed();
    await api().post(`/api/orders/${order.id}/status/confirm`).set(admin).expect(200);
    await api().post(`/api/orders/${order.id}/status/completed`).set(admin).expect(200);
    const questionnaire = `/api/orders/public/${order.uid}/${order.hash}/questionnaire`;

    await switchConfig({ enablePluginOrderReviews: false });
    const refused = await api().post(questionnaire).send(ratings).expect(409);
    expect(refused.body.errors).toEqual([{ message: 'Bewertung konnte nicht gesendet werden.', code: 'reviews_disabled' }]);

    await switchConfig({ enablePluginOrderReviews: true });
    expect((await api().post(questionnaire).send(ratings).expect(200)).body.data.questionnaireRating).toBe(5);
  });
});

describe('payment method plugins (SPEC §9: plugin, global setting and branch flag)', () => {
  // Each method at a demo branch whose flag offers it.
  const METHODS = [
    { paymentMethod: 'atm-card', plugin: 'enablePluginATMCard', setting: 'enableATMCard', order: takeawayOrder() },
    {
      paymentMethod: 'hydro-ag-voucher',
      plugin: 'enablePluginHydroAGVoucher',
      setting: 'enableHydroAGVoucher',
      order: takeawayOrder({ branch: { id: 2 }, items: [{ product: { id: 23 }, amount: 1, unit: 'pair' }] }),
    },
    { paymentMethod: 'mollie', plugin: 'enablePluginMollie', setting: 'enableMollie', order: takeawayOrder({ branch: { id: 4 } }) },
    { paymentMethod: 'datatrans', plugin: 'enablePluginDatatrans', setting: 'enableDatatrans', order: takeawayOrder({ branch: { id: 4 } }) },
  ] as const;
  const all = (key: 'plugin' | 'setting', value: boolean) =>
    Object.fromEntries(METHODS.map((method) => [method[key], value]));

  it('refuses each method while its plugin is off, though setting and branch offer it, and takes it once on', async () => {
    await switchConfig({ ...all('setting', true), ...all('plugin', false) });
    for (const { paymentMethod, order } of METHODS) {
      const refused = await api().post('/api/orders').send({ ...order, paymentMethod }).expect(422);
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'paymentMethod' })]);
    }

    await switchConfig(all('plugin', true));
    for (const { paymentMethod, order } of METHODS) {
      await api().post('/api/orders').send({ ...order, paymentMethod }).expect(201);
    }

    // The plugin alone does not do it either: the global setting must be on too.
    await switchConfig(all('setting', false));
    for (const { paymentMethod, order } of METHODS) {
      await api().post('/api/orders').send({ ...order, paymentMethod }).expect(422);
    }
  });
});
