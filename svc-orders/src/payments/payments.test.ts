import request from 'supertest';
import { authHeaders, TEST_ADMIN } from '@theke/server/testing';
import { Order } from '../orders/order.model';
import {
  startOrdersTestPlatform,
  takeawayOrder,
  waitFor,
  type OrdersTestPlatform,
} from '../testing/test-platform';
import { nextPaymentStatus } from './payment-state';

let platform: OrdersTestPlatform;
/** Payment tests talk to the running service: providers call its webhook address back. */
const api = () => request(platform.orders.url);
const admin = authHeaders(TEST_ADMIN);

interface PlacedOnline {
  id: number;
  uid: string;
  hash: string;
  paymentRedirectUrl: string;
}

async function placeOnline(
  paymentMethod: 'mollie' | 'datatrans',
  overrides: Record<string, unknown> = {},
): Promise<PlacedOnline> {
  const branch = paymentMethod === 'mollie' ? 1 : 4;
  const response = await api()
    .post('/api/orders')
    .send(takeawayOrder({ paymentMethod, branch: { id: branch }, ...overrides }))
    .expect(201);
  return response.body.data as PlacedOnline;
}

/** The guest on the provider's page: open it, pick an outcome, follow the redirect back to us. */
async function payOnProviderPage(redirectUrl: string, field: string, choice: string): Promise<string> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  const submitted = await fetch(new URL(action, redirectUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ [field]: choice }).toString(),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(303);
  const returnUrl = submitted.headers.get('location') ?? '';
  const back = await fetch(returnUrl, { redirect: 'manual' });
  expect(back.status).toBe(303);
  return back.headers.get('location') ?? '';
}

async function paymentChanges(orderId: number): Promise<string[]> {
  return (await platform.events('orders.order.status-changed'))
    .filter((event) => (event.data as { id: number }).id === orderId)
    .map((event) => (event.data as { change: string }).change);
}

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
  await platform.updateConfig({
    enablePluginMollie: true,
    enableMollie: true,
    enablePluginDatatrans: true,
    enableDatatrans: true,
  });
});

afterAll(async () => {
  await platform.close();
});

describe('Mollie', () => {
  it('sends the guest to the provider page, marks the order paid by webhook and returns to the status page', async () => {
    const order = await placeOnline('mollie');
    expect(order.paymentRedirectUrl).toMatch(
      new RegExp(`^${platform.mollie.url}/checkout/select-method/tr_\\w+$`),
    );
    const stored = platform.mollie.payments.get(order.paymentRedirectUrl.split('/').pop() ?? '');
    expect(stored).toMatchObject({
      amount: { currency: 'EUR', value: '8.70' },
      metadata: { reference: `theke-${order.id}` },
    });
    expect(
      (await api().get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200)).body.data,
    ).toMatchObject({ isPaid: false });

    const landing = await payOnProviderPage(order.paymentRedirectUrl, 'status', 'paid');
    expect(landing).toBe(`/status/${order.uid}/${order.hash}`);
    expect(
      (await api().get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200)).body.data,
    ).toMatchObject({ isPaid: true, isFailed: false });
    expect(platform.mollie.webhookCalls.at(-1)).toMatchObject({ status: 200 });
  });

  it('applies the same webhook 20 times, concurrently, as one payment', async () => {
    const order = await placeOnline('mollie');
    const paymentId = order.paymentRedirectUrl.split('/').pop() ?? '';
    const payment = platform.mollie.payments.get(paymentId);
    if (!payment) throw new Error('payment missing');
    payment.status = 'paid';
    const answers = await Promise.all(Array.from({ length: 20 }, () => platform.mollie.notify(payment)));
    expect(answers).toEqual(Array(20).fill(200));
    expect(await paymentChanges(order.id)).toEqual(['paid']);
    expect(await Order.findByPk(order.id)).toMatchObject({ isPaid: true, paymentStatus: 'paid' });
  });

  it('brings the guest back to the checkout error page when the payment failed', async () => {
    const order = await placeOnline('mollie');
    const landing = await payOnProviderPage(order.paymentRedirectUrl, 'status', 'failed');
    expect(landing).toBe('/store/wien-mariahilf/checkout/error');
    expect(
      (await api().get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200)).body.data,
    ).toMatchObject({ isFailed: true, isPaid: false });
    expect(await paymentChanges(order.id)).toEqual(['payment-failed']);
  });

  it('marks a refund once, whatever order the reports come in', async () => {
    const order = await placeOnline('mollie');
    const paymentId = order.paymentRedirectUrl.split('/').pop() ?? '';
    await platform.mollie.complete(paymentId, 'paid');
    const refund = await fetch(`${platform.mollie.url}/v2/payments/${paymentId}/refunds`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer test_theke0000000000000000000000',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(refund.status).toBe(201);
    // A late 'paid' report after the refund changes nothing.
    await platform.runtime.payments.apply('mollie', { paymentId, outcome: 'paid', reference: null });
    await platform.runtime.payments.apply('mollie', { paymentId, outcome: 'refunded', reference: null });
    expect(await paymentChanges(order.id)).toEqual(['paid', 'refunded']);
    expect(await Order.findByPk(order.id)).toMatchObject({ isPaid: true, isRefunded: true });
  });

  it('re-checks the payment with the provider on the staff’s request', async () => {
    const order = await placeOnline('mollie');
    const paymentId = order.paymentRedirectUrl.split('/').pop() ?? '';
    const payment = platform.mollie.payments.get(paymentId);
    if (!payment) throw new Error('payment missing');
    // Paid at Mollie, but the webhook never reached us.
    payment.status = 'paid';
    const response = await api().post(`/api/orders/${order.id}/update-payment-status`).set(admin).expect(200);
    expect(response.body.data).toMatchObject({ isPaid: true, paymentStatus: 'paid' });
  });

  it('answers 200 to a webhook for an unknown payment and ignores a body without id', async () => {
    await api().post('/api/payments/mollie/webhook').type('form').send({ id: 'tr_doesnotexist' }).expect(200);
    await api().post('/api/payments/mollie/webhook').type('form').send({}).expect(200);
  });

  it('keeps the order when the provider cannot be reached, and a retry with the key starts the payment', async () => {
    const working = platform.runtime.settings.mollie;
    if (!working) throw new Error('mollie settings missing');
    platform.runtime.settings.mollie = { ...working, apiKey: 'broken' };
    const body = takeawayOrder({ paymentMethod: 'mollie' });
    try {
      const failed = await api()
        .post('/api/orders')
        .set('Idempotency-Key', 'mollie-down')
        .send(body)
        .expect(502);
      expect(failed.body.errors[0]).toMatchObject({ code: 'payment_unavailable' });
    } finally {
      platform.runtime.settings.mollie = working;
    }
    expect(await Order.findOne({ where: { idempotencyKey: 'mollie-down' } })).toMatchObject({
      paymentStatus: 'open',
      paymentId: null,
    });
    const retried = await api()
      .post('/api/orders')
      .set('Idempotency-Key', 'mollie-down')
      .send(body)
      .expect(201);
    expect(retried.body.data.paymentRedirectUrl).toMatch(/\/checkout\/select-method\/tr_/);
  });
});

describe('Datatrans', () => {
  it('pays through the Datatrans page and returns to the status page', async () => {
    const order = await placeOnline('datatrans');
    expect(order.paymentRedirectUrl).toMatch(new RegExp(`^${platform.datatrans.url}/v1/start/\\d+$`));
    const landing = await payOnProviderPage(order.paymentRedirectUrl, 'result', 'success');
    expect(landing).toBe(`/status/${order.uid}/${order.hash}`);
    expect(await paymentChanges(order.id)).toEqual(['paid']);
  });

  it('lands on the checkout error page after a failed or canceled payment', async () => {
    const failed = await placeOnline('datatrans');
    expect(await payOnProviderPage(failed.paymentRedirectUrl, 'result', 'error')).toBe(
      '/store/salzburg-linzer-gasse/checkout/error',
    );
    const canceled = await placeOnline('datatrans');
    expect(await payOnProviderPage(canceled.paymentRedirectUrl, 'result', 'cancel')).toBe(
      '/store/salzburg-linzer-gasse/checkout/error',
    );
  });

  it('marks a refund (a credit transaction with our refno) on the order', async () => {
    const order = await placeOnline('datatrans');
    const transactionId = order.paymentRedirectUrl.split('/').pop() ?? '';
    await platform.datatrans.complete(transactionId, 'success');
    const credit = await fetch(`${platform.datatrans.url}/v1/transactions/${transactionId}/credit`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${platform.datatrans.merchant.merchantId}:${platform.datatrans.merchant.password}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 870, currency: 'EUR', refno: `theke-${order.id}` }),
    });
    expect(credit.status).toBe(200);
    // The webhook of the credit follows the provider's answer.
    await waitFor(async () => (await paymentChanges(order.id)).length === 2);
    expect(await paymentChanges(order.id)).toEqual(['paid', 'refunded']);
  });
});

describe('payment state machine', () => {
  it('only moves forward: open < failed < paid < refunded', () => {
    expect(nextPaymentStatus('open', 'paid')).toBe('paid');
    expect(nextPaymentStatus('paid', 'paid')).toBeNull();
    expect(nextPaymentStatus('paid', 'failed')).toBeNull();
    expect(nextPaymentStatus('refunded', 'paid')).toBeNull();
    expect(nextPaymentStatus('failed', 'paid')).toBe('paid');
    expect(nextPaymentStatus('open', 'pending')).toBeNull();
    expect(nextPaymentStatus('on-site', 'paid')).toBeNull();
  });
});
