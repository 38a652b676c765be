import request from 'supertest';
import { authHeaders, TEST_ADMIN } from '@theke/server/testing';
import { Order } from '../orders/order.model';
import { stopDemoProviders } from '../payments/fakes/demo-providers';
import { startOrdersTestPlatform, takeawayOrder, type OrdersTestPlatform } from '../testing/test-platform';
import { seedDemoOrders } from './demo-orders';

let platform: OrdersTestPlatform;

beforeAll(async () => {
  // Demo mode as `npm start` runs it: no provider keys, so the local fake providers step in.
  platform = await startOrdersTestPlatform({
    seedDemo: true,
    settings: { mollie: null, datatrans: null, demoProviders: true },
  });
});

afterAll(async () => {
  await platform.close();
  await stopDemoProviders();
});

describe('demo data', () => {
  it('seeds orders in different states for the demo branches, once', async () => {
    const orders = await Order.findAll();
    expect(orders.length).toBeGreaterThanOrEqual(6);
    expect(new Set(orders.map((order) => order.branchId))).toEqual(new Set([1, 2, 4]));
    expect(orders.some((order) => order.isCompleted && order.questionnaireRating === 5)).toBe(true);
    expect(orders.some((order) => order.isRejected && order.rejectionMessage)).toBe(true);
    expect(orders.some((order) => order.counterAppointment !== null)).toBe(true);
    expect(orders.some((order) => order.isInDelivery && !order.isCompleted)).toBe(true);
    await seedDemoOrders(platform.runtime);
    expect(await Order.count()).toBe(orders.length);
    const current = await request(platform.orders.app)
      .get('/api/orders/current')
      .set(authHeaders(TEST_ADMIN))
      .expect(200);
    expect(current.body.data.length).toBeGreaterThan(0);
    // Nobody placed them: no e-mails, no events.
    expect(await platform.events('orders.order.placed')).toHaveLength(0);
  });

  it('pays online through the fake provider started on demand when no keys are set', async () => {
    await platform.updateConfig({ enablePluginMollie: true, enableMollie: true });
    const order = (
      await request(platform.orders.url)
        .post('/api/orders')
        .send(takeawayOrder({ paymentMethod: 'mollie' }))
        .expect(201)
    ).body.data;
    expect(order.paymentRedirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/select-method\/tr_\w+$/);
    const page = await fetch(order.paymentRedirectUrl);
    expect(await page.text()).toContain('Mollie (Testmodus)');
    const paid = await fetch(order.paymentRedirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=paid',
      redirect: 'manual',
    });
    const back = await fetch(paid.headers.get('location') ?? '', { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`/status/${order.uid}/${order.hash}`);
    expect(await Order.findByPk(order.id)).toMatchObject({ isPaid: true });
  });
});
