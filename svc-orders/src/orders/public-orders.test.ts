import request from 'supertest';
import { authHeaders, TEST_ADMIN } from '@theke/server/testing';
import { startOrdersTestPlatform, takeawayOrder, type OrdersTestPlatform } from '../testing/test-platform';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
const admin = authHeaders(TEST_ADMIN);

async function placed(body = takeawayOrder()) {
  return (await api().post('/api/orders').send(body).expect(201)).body.data as {
    id: number;
    uid: string;
    hash: string;
  };
}

const PLACED_ORDER_FIELDS = [
  'id',
  'uid',
  'hash',
  'ticketNumber',
  'paymentRedirectUrl',
  'isRejected',
  'rejectionMessage',
  'isConfirmed',
  'isInDelivery',
  'isDelivered',
  'isCompleted',
  'isCanceled',
  'isFailed',
  'isPaid',
  'isRefunded',
  'isDelivery',
  'isDineIn',
  'tableIdentifier',
  'paymentMethod',
  'appointmentDate',
  'appointment',
  'counterAppointment',
  'questionnaireRating',
  'branch',
];

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
});

afterAll(async () => {
  await platform.close();
});

describe('GET /api/orders/public/{uid}/{hash}', () => {
  it('answers every placed-order field of SPEC §3 with items and pricing, without contact data', async () => {
    const order = await placed();
    const response = await api().get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200);
    const data = response.body.data;
    for (const field of PLACED_ORDER_FIELDS) expect(data).toHaveProperty(field);
    expect(data.pricing).toEqual({
      gross: 8.7,
      deliveryGross: 0,
      totalNet: 7.25,
      totalGross: 8.7,
      taxes: [{ rate: 20, net: 7.25, tax: 1.45 }],
      donation: 0,
      amountDue: 8.7,
      currency: 'EUR',
    });
    expect(data.items).toHaveLength(1);
    expect(data).not.toHaveProperty('phone');
    expect(data).not.toHaveProperty('email');
  });

  it('answers a wrong hash and an unknown uid with the same 404', async () => {
    const order = await placed();
    const wrongHash = await api()
      .get(`/api/orders/public/${order.uid}/${'A'.repeat(32)}`)
      .expect(404);
    const unknownUid = await api()
      .get(`/api/orders/public/00000000-0000-4000-8000-000000000000/${order.hash}`)
      .expect(404);
    const garbage = await api().get('/api/orders/public/nonsense/x').expect(404);
    expect(wrongHash.body).toEqual(unknownUid.body);
    expect(garbage.body).toEqual(unknownUid.body);
    expect(Object.keys(wrongHash.headers).sort()).toEqual(Object.keys(unknownUid.headers).sort());
  });

  it('answers 304 to If-None-Match while the order is unchanged, and the new state after a change', async () => {
    const order = await placed();
    const url = `/api/orders/public/${order.uid}/${order.hash}`;
    const first = await api().get(url).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const unchanged = await api().get(url).set('If-None-Match', etag).expect(304);
    expect(unchanged.text).toBe('');
    await api().post(`/api/orders/${order.id}/status/confirm`).set(admin).expect(200);
    const changed = await api().get(url).set('If-None-Match', etag).expect(200);
    expect(changed.body.data.isConfirmed).toBe(true);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is public: no token needed, and a guest token works the same', async () => {
    const order = await placed();
    await api().get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200);
  });
});

describe('counter appointment (SPEC §4)', () => {
  async function withProposal() {
    const order = await placed();
    await api()
      .put(`/api/orders/${order.id}`)
      .set(admin)
      .send({ counterAppointment: '2025-10-16T14:00:00+02:00' })
      .expect(200);
    return order;
  }

  it('lets the guest confirm the proposed time, which becomes the appointment', async () => {
    const order = await withProposal();
    const proposed = (await api().get(`/api/orders/public/${order.uid}/${order.hash}`).expect(200)).body.data;
    expect(proposed.counterAppointment).toBe('2025-10-16T12:00:00.000Z');
    const confirmed = await api()
      .post(`/api/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment`)
      .expect(200);
    expect(confirmed.body.data).toMatchObject({
      appointmentDate: '2025-10-16T12:00:00.000Z',
      counterAppointment: null,
      isCanceled: false,
    });
    const changes = (await platform.events('orders.order.status-changed'))
      .filter((event) => (event.data as { id: number }).id === order.id)
      .map((event) => (event.data as { change: string }).change);
    expect(changes).toEqual(['counter-appointment-proposed', 'counter-appointment-confirmed']);
  });

  it('cancels the order when the guest rejects the proposal', async () => {
    const order = await withProposal();
    const rejected = await api()
      .post(`/api/orders/public/${order.uid}/${order.hash}/reject-counter-appointment`)
      .expect(200);
    expect(rejected.body.data).toMatchObject({ isCanceled: true, counterAppointment: null });
    await api().post(`/api/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment`).expect(409);
  });

  it('refuses an answer without a proposal, and a wrong hash with the same 404', async () => {
    const order = await placed();
    await api().post(`/api/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment`).expect(409);
    await api().post(`/api/orders/public/${order.uid}/wrong/reject-counter-appointment`).expect(404);
  });
});

describe('questionnaire (SPEC §5)', () => {
  const ratings = {
    rating: 5,
    foodRating: 4,
    serviceRating: 5,
    processRating: 3,
    comment: 'Sehr gründlich.',
  };

  it('needs all four star ratings from 1 to 5', async () => {
    const order = await placed();
    const response = await api()
      .post(`/api/orders/public/${order.uid}/${order.hash}/questionnaire`)
      .send({ rating: 5, foodRating: 7, serviceRating: null })
      .expect(422);
    expect(response.body.errors).toEqual([
      { field: 'foodRating', message: 'Sie haben einen ungültigen Wert ausgewählt.', code: 'invalid_choice' },
      { field: 'serviceRating', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
      { field: 'processRating', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
    ]);
  });

  it('takes one rating of a completed order', async () => {
    const order = await placed();
    const url = `/api/orders/public/${order.uid}/${order.hash}/questionnaire`;
    const early = await api().post(url).send(ratings).expect(409);
    expect(early.body.errors[0]).toMatchObject({
      message: 'Bewertung konnte nicht gesendet werden.',
      code: 'order_not_completed',
    });
    await api().post(`/api/orders/${order.id}/status/confirm`).set(admin).expect(200);
    await api().post(`/api/orders/${order.id}/status/completed`).set(admin).expect(200);
    const rated = await api().post(url).send(ratings).expect(200);
    expect(rated.body.data.questionnaireRating).toBe(5);
    const staffView = await api().get(`/api/orders/${order.id}`).set(admin).expect(200);
    expect(staffView.body.data.questionnaire).toEqual(ratings);
    await api().post(url).send(ratings).expect(409);
  });
});
