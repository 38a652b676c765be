import request from 'supertest';
import {
  APPOINTMENT_CLOSED_TEXT,
  APPOINTMENT_REQUIRED_TEXT,
  checkMinimumOrderValue,
  KIOSK_PAYMENT_TEXT,
  PHONE_FORMAT_MESSAGE,
} from '@theke/domain';
import { authHeaders, TEST_ADMIN } from '@theke/server/testing';
import { StatementCounter } from '../testing/statement-counter';
import {
  deliveryOrder,
  OPEN_WEDNESDAY,
  startOrdersTestPlatform,
  takeawayOrder,
  type OrdersTestPlatform,
} from '../testing/test-platform';
import { PRODUCT_UNAVAILABLE_MESSAGE } from './item-checks';

let platform: OrdersTestPlatform;
const api = () => request(platform.orders.app);
const place = (body: Record<string, unknown>) => api().post('/api/orders').send(body);
const NOT_BLANK = 'Dieser Wert sollte nicht leer sein.';
const CHOICE = 'Sie haben einen ungültigen Wert ausgewählt.';

async function errorsOf(body: Record<string, unknown>, status = 422) {
  const response = await place(body).expect(status);
  return response.body.errors as Array<{ message: string; field?: string; code: string }>;
}

beforeAll(async () => {
  platform = await startOrdersTestPlatform();
});

afterEach(() => {
  platform.clock.now = OPEN_WEDNESDAY;
});

afterAll(async () => {
  await platform.close();
});

describe('placing an order', () => {
  it('places a takeaway order and answers uid, hash, ticket, no payment page and the catalogue price', async () => {
    const order = (await place(takeawayOrder()).expect(201)).body.data;
    expect(order).toMatchObject({
      ticketNumber: expect.stringMatching(/^\d+$/),
      paymentRedirectUrl: null,
      isDelivery: false,
      isDineIn: false,
      isConfirmed: false,
      isPaid: false,
      paymentMethod: 'cash',
      branch: { id: 1 },
      pricing: {
        gross: 8.7,
        deliveryGross: 0,
        totalNet: 7.25,
        totalGross: 8.7,
        taxes: [{ rate: 20, net: 7.25, tax: 1.45 }],
      },
    });
    expect(order.uid).toMatch(/^[0-9a-f-]{36}$/);
    // 24 random bytes in base64url: 192 bits.
    expect(order.hash).toMatch(/^[\w-]{32}$/);
    expect(order.items).toEqual([
      expect.objectContaining({
        product: { id: 15, name: 'Mikrofasertuch' },
        amount: 3,
        unit: 'piece',
        price: 2.9,
        gross: 8.7,
        taxRate: 20,
      }),
    ]);
  });

  it('charges the catalogue price when the client sends a tampered one', async () => {
    const tampered = takeawayOrder({
      items: [
        {
          product: { id: 15, price: 0.01, name: 'Gratis' },
          amount: 3,
          unit: 'piece',
          parts: [],
          price: 0.01,
          gross: 0.03,
        },
      ],
      pricing: { gross: 0.03, totalGross: 0.03 },
      totalGross: 0.03,
    });
    const order = (await place(tampered).expect(201)).body.data;
    expect(order.pricing.totalGross).toBe(8.7);
    expect(order.items[0]).toMatchObject({ price: 2.9, gross: 8.7, product: { name: 'Mikrofasertuch' } });
  });

  it('prices a delivery with two tax rates and the area fee to the cent, plus the donation', async () => {
    const order = (await place(deliveryOrder({ donatee: { id: 1 } })).expect(201)).body.data;
    // 2 × 19,90 at 10 % and the area's 9,90 fee at 20 %.
    expect(order.pricing).toEqual({
      gross: 39.8,
      deliveryGross: 9.9,
      totalNet: 44.43,
      totalGross: 49.7,
      taxes: [
        { rate: 10, net: 36.18, tax: 3.62 },
        { rate: 20, net: 8.25, tax: 1.65 },
      ],
      donation: 0.07,
      amountDue: 49.77,
      currency: 'EUR',
    });
  });

  it('prices alternative units and configured options exactly', async () => {
    const order = (
      await place(
        takeawayOrder({
          appointmentDate: '2025-10-20T10:00:00+02:00',
          items: [
            { product: { id: 10 }, amount: 5, unit: 'dl', parts: [] },
            { product: { id: 13 }, amount: 1, unit: 'package', parts: [] },
            // 189 + 140 (80–120 m²) + 35 + 20 (oven, fridge) − 15 (regular customer)
            {
              product: { id: 8 },
              amount: 1,
              unit: 'piece',
              parts: [2, [0, 1], 0, 'Stiege 2, Tür 5', null, null, null],
            },
          ],
        }),
      ).expect(201)
    ).body.data;
    expect(order.items.map((item: { gross: number }) => item.gross)).toEqual([2.45, 30, 369]);
    expect(order.items[2].options).toEqual([
      { part: 'Wohnungsgröße', value: '80 bis 120 m²' },
      { part: 'Zusatzleistungen', value: 'Backofen innen, Kühlschrank innen' },
      { part: 'Ermäßigung', value: 'Stammkundin / Stammkunde' },
      { part: 'Zugang zur Wohnung', value: 'Stiege 2, Tür 5' },
    ]);
    expect(order.pricing).toMatchObject({ gross: 401.45, totalNet: 334.54, totalGross: 401.45 });
    expect(order.appointmentDate).toBe('2025-10-20T08:00:00.000Z');
  });

  it('takes a dine-in order at a table without names when the contact section is hidden', async () => {
    const order = (
      await place({
        isDineIn: true,
        branch: { id: 2 },
        table: { id: 1, identifier: 'Schalter 1' },
        items: [{ product: { id: 23 }, amount: 1, unit: 'pair', parts: [] }],
        paymentMethod: 'cash',
        legalInstructions: true,
        privacyPolicy: true,
      }).expect(201)
    ).body.data;
    expect(order).toMatchObject({ isDineIn: true, tableIdentifier: 'Schalter 1', branch: { id: 2 } });
  });

  it('turns an order at a quotation branch into a quotation request with nothing to pay', async () => {
    const order = (
      await place(
        deliveryOrder({
          branch: { id: 3 },
          deliveryArea: { id: 5 },
          appointmentDate: '2025-10-16T10:00:00+02:00',
          items: [{ product: { id: 21 }, amount: 200, unit: 'm2', parts: [] }],
          paymentMethod: 'datatrans',
          street: 'Landstraße 1',
          zipCode: '4020',
          city: 'Linz',
        }),
      ).expect(201)
    ).body.data;
    expect(order).toMatchObject({ isQuotation: true, paymentMethod: null, paymentRedirectUrl: null });
  });

  it('numbers tickets per branch and business day', async () => {
    platform.clock.now = new Date('2025-10-17T08:00:00Z');
    const first = (await place(takeawayOrder({ branch: { id: 4 } })).expect(201)).body.data;
    const second = (await place(takeawayOrder({ branch: { id: 4 } })).expect(201)).body.data;
    expect(first.ticketNumber).toBe('1');
    expect(second.ticketNumber).toBe('2');
    platform.clock.now = new Date('2025-10-18T08:00:00Z');
    const nextDay = (await place(takeawayOrder({ branch: { id: 4 } })).expect(201)).body.data;
    expect(nextDay.ticketNumber).toBe('1');
  });

  it('stores order, items, pricing and event in one transaction of at most eight statements', async () => {
    const counter = new StatementCounter(platform.orders.context.sequelize);
    try {
      const order = (await place(takeawayOrder()).expect(201)).body.data;
      const [placing, ...others] = counter.orderTransactions();
      expect(others).toHaveLength(0);
      expect(placing?.length).toBeLessThanOrEqual(8);
      expect(placing?.some((sql) => /INSERT INTO order_items/.test(sql))).toBe(true);
      expect(placing?.some((sql) => /INSERT INTO outbox_events/.test(sql))).toBe(true);
      const events = await platform.events('orders.order.placed');
      expect(events.at(-1)?.data).toMatchObject({
        id: order.id,
        uid: order.uid,
        branchId: 1,
        ticketNumber: order.ticketNumber,
      });
    } finally {
      counter.stop();
    }
  });
});

describe('server-side validation with German messages and fields', () => {
  it('asks for the phone the branch requires for takeaway', async () => {
    expect(await errorsOf(takeawayOrder({ phone: null }))).toEqual([
      { field: 'phone', message: NOT_BLANK, code: 'required' },
    ]);
  });

  it('rejects a phone number without + with the §5 format message, and normalises a leading 00', async () => {
    expect(await errorsOf(takeawayOrder({ phone: '0664 1234567' }))).toEqual([
      { field: 'phone', message: PHONE_FORMAT_MESSAGE, code: 'phone' },
    ]);
    const ordered = (await place(takeawayOrder({ phone: '0043 664 1234567' })).expect(201)).body.data;
    const stored = await request(platform.orders.app)
      .get(`/api/orders/${ordered.id}`)
      .set(authHeaders(TEST_ADMIN))
      .expect(200);
    expect(stored.body.data.phone).toBe('+436641234567');
  });

  it('reports each missing or wrong contact field and both legal checkboxes', async () => {
    const errors = await errorsOf(
      takeawayOrder({
        firstName: '',
        lastName: null,
        email: 'anna@',
        legalInstructions: false,
        privacyPolicy: undefined,
      }),
    );
    expect(errors).toEqual([
      { field: 'firstName', message: NOT_BLANK, code: 'required' },
      { field: 'lastName', message: NOT_BLANK, code: 'required' },
      { field: 'email', message: 'Dieser Wert ist keine gültige E-Mail-Adresse.', code: 'email' },
      { field: 'legalInstructions', message: NOT_BLANK, code: 'required' },
      { field: 'privacyPolicy', message: NOT_BLANK, code: 'required' },
    ]);
  });

  it('requires the address and a delivery area of the branch for a delivery', async () => {
    const errors = await errorsOf(
      deliveryOrder({ street: null, zipCode: '', city: null, deliveryArea: null }),
    );
    expect(errors.map((error) => error.field)).toEqual(['deliveryArea', 'street', 'zipCode', 'city']);
    const foreignArea = await errorsOf(deliveryOrder({ deliveryArea: { id: 7 } }));
    expect(foreignArea).toEqual([{ field: 'deliveryArea', message: CHOICE, code: 'invalid_choice' }]);
  });

  it('refuses an order below the area minimum with the §5 message', async () => {
    const errors = await errorsOf(deliveryOrder({ deliveryArea: { id: 3 } }));
    const expected = checkMinimumOrderValue(39.8, { minimumOrderValue: 50 }, 'EUR').message;
    expect(errors).toEqual([{ field: 'deliveryArea', message: expected, code: 'minimum_order_value' }]);
    expect(expected?.replace(/\u00a0/g, ' ')).toMatch(
      /^Sie haben den Mindestbestellwert in Höhe von € 50,00 leider noch nicht erreicht\.$/,
    );
  });

  it('refuses a payment method the branch does not offer', async () => {
    expect(await errorsOf(takeawayOrder({ paymentMethod: 'datatrans' }))).toEqual([
      { field: 'paymentMethod', message: CHOICE, code: 'choice' },
    ]);
  });

  it('takes only the counter payment methods from the self-service kiosk (issue 24), changing nothing', async () => {
    // Mollie on everywhere (branch 1 enables it): the kiosk alone is the reason for the refusal.
    await platform.updateConfig({ enablePluginMollie: true, enableMollie: true });
    const before = platform.mollie.payments.size;
    expect(await errorsOf(takeawayOrder({ isSelfService: true, paymentMethod: 'mollie' }))).toEqual([
      { field: 'paymentMethod', message: KIOSK_PAYMENT_TEXT, code: 'kiosk_payment_method' },
    ]);
    expect(platform.mollie.payments.size).toBe(before);
    const order = (await place(takeawayOrder({ isSelfService: true, paymentMethod: 'cash' })).expect(201)).body.data;
    expect(order).toMatchObject({ paymentMethod: 'cash', paymentRedirectUrl: null });
    // Staff see where it was placed; the guest's view does not name it.
    expect(order).not.toHaveProperty('isSelfService');
    const stored = await request(platform.orders.app).get(`/api/orders/${order.id}`).set(authHeaders(TEST_ADMIN)).expect(200);
    expect(stored.body.data.isSelfService).toBe(true);
    // The same online method away from the kiosk is a payment page as before.
    const online = (await place(takeawayOrder({ paymentMethod: 'mollie' })).expect(201)).body.data;
    expect(online.paymentRedirectUrl).toEqual(expect.any(String));
    const onlineStored = await request(platform.orders.app).get(`/api/orders/${online.id}`).set(authHeaders(TEST_ADMIN)).expect(200);
    expect(onlineStored.body.data.isSelfService).toBe(false);
    await platform.updateConfig({ enablePluginMollie: false, enableMollie: false });
  });

  it('refuses order types the branch does not offer', async () => {
    const errors = await errorsOf(deliveryOrder({ branch: { id: 2 } }));
    expect(errors[0]).toEqual({
      field: 'isDelivery',
      message: 'Derzeit bieten wir leider keine Lieferung an.',
      code: 'order_type_unavailable',
    });
  });

  it('requires a table of the branch for dine-in', async () => {
    const dineIn = {
      isDineIn: true,
      branch: { id: 2 },
      items: [{ product: { id: 23 }, amount: 1, unit: 'pair' }],
    };
    expect(await errorsOf(takeawayOrder({ ...dineIn, table: null }))).toEqual([
      { field: 'table', message: NOT_BLANK, code: 'required' },
    ]);
    expect(await errorsOf(takeawayOrder({ ...dineIn, table: { id: 999 } }))).toEqual([
      { field: 'table', message: CHOICE, code: 'invalid_choice' },
    ]);
  });

  it('refuses products that are not orderable in the active menu, wrong units and amounts off the grid', async () => {
    const errors = await errorsOf(
      takeawayOrder({
        items: [
          { product: { id: 5 }, amount: 1, unit: 'piece' },
          { product: { id: 24 }, amount: 1, unit: 'piece' },
          { product: { id: 15 }, amount: 1, unit: 'kilogram' },
          { product: { id: 13 }, amount: 7, unit: 'pair' },
          { product: { id: 13 }, amount: 3, unit: 'pair' },
          { product: { id: 13 }, amount: 0, unit: 'pair' },
        ],
      }),
    );
    expect(errors).toEqual([
      { field: 'items.0.product.id', message: PRODUCT_UNAVAILABLE_MESSAGE, code: 'product_unavailable' },
      { field: 'items.1.product.id', message: PRODUCT_UNAVAILABLE_MESSAGE, code: 'product_unavailable' },
      { field: 'items.2.unit', message: CHOICE, code: 'invalid_choice' },
      { field: 'items.3.amount', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
      {
        field: 'items.4.amount',
        message: 'Dieser Wert sollte größer oder gleich 5 sein.',
        code: 'too_small',
      },
      { field: 'items.5.amount', message: 'Dieser Wert sollte größer als 0 sein.', code: 'too_small' },
    ]);
  });

  it('names each required part left empty and each impossible choice', async () => {
    const errors = await errorsOf(
      takeawayOrder({
        appointmentDate: '2025-10-20T10:00:00+02:00',
        items: [{ product: { id: 8 }, amount: 1, unit: 'piece', parts: [9, [0], null, ''] }],
      }),
    );
    expect(errors).toEqual([
      { field: 'items.0.parts.0', message: CHOICE, code: 'invalid_choice' },
      { field: 'items.0.parts.3', message: NOT_BLANK, code: 'not_blank' },
    ]);
  });

  it('refuses an appointment outside the opening hours with the §5 message', async () => {
    // Sunday: Wien-Mariahilf is closed.
    expect(await errorsOf(takeawayOrder({ appointmentDate: '2025-10-19T10:00:00+02:00' }))).toEqual([
      { field: 'appointmentDate', message: APPOINTMENT_CLOSED_TEXT, code: 'outside-hours' },
    ]);
    // Delivery uses the delivery hours (from 09:00), pickup the opening hours (from 07:30).
    expect(await errorsOf(deliveryOrder({ appointmentDate: '2025-10-16T08:00:00+02:00' }))).toEqual([
      { field: 'appointmentDate', message: APPOINTMENT_CLOSED_TEXT, code: 'outside-hours' },
    ]);
    await place(takeawayOrder({ appointmentDate: '2025-10-16T08:00:00+02:00' })).expect(201);
  });

  it('refuses an appointment before the products lead time ends', async () => {
    const errors = await errorsOf(
      takeawayOrder({
        appointmentDate: '2025-10-16T10:00:00+02:00',
        items: [{ product: { id: 1 }, amount: 60, unit: 'm2' }],
      }),
    );
    expect(errors).toEqual([
      { field: 'appointmentDate', message: APPOINTMENT_CLOSED_TEXT, code: 'before-lead-time' },
    ]);
  });

  it('asks for an appointment where the branch requires one', async () => {
    const errors = await errorsOf(
      takeawayOrder({
        branch: { id: 3 },
        items: [{ product: { id: 21 }, amount: 200, unit: 'm2' }],
        paymentMethod: null,
      }),
    );
    expect(errors).toEqual([
      { field: 'appointmentDate', message: APPOINTMENT_REQUIRED_TEXT, code: 'required' },
    ]);
  });

  it('refuses orders while the branch is closed unless it takes preorders', async () => {
    platform.clock.now = new Date('2025-10-19T08:00:00Z');
    expect(await errorsOf(takeawayOrder())).toEqual([
      { message: 'Derzeit haben wir leider geschlossen.', code: 'closed' },
    ]);
    // Salzburg takes preorders on its closed Sunday, for a time it is open.
    await place(takeawayOrder({ branch: { id: 4 }, appointmentDate: '2025-10-20T10:00:00+02:00' })).expect(
      201,
    );
  });

  it('refuses branches guests cannot order from and unknown branches', async () => {
    expect(await errorsOf(takeawayOrder({ branch: { id: 5 } }))).toEqual([
      { message: 'Derzeit haben wir leider geschlossen.', code: 'branch_unavailable' },
    ]);
    expect(await errorsOf(takeawayOrder({ branch: { id: 99 } }))).toEqual([
      { field: 'branch.id', message: CHOICE, code: 'invalid_choice' },
    ]);
  });

  it('reports malformed payloads field by field, and malformed JSON as 400', async () => {
    const errors = await errorsOf({
      ...takeawayOrder(),
      items: [{ product: {}, amount: 'viel' }],
      appointmentDate: '2025-10-16 10:00',
    });
    expect(errors).toEqual([
      {
        field: 'appointmentDate',
        message: 'Dieser Wert entspricht keiner gültigen Datumsangabe.',
        code: 'invalid_date',
      },
      { field: 'items.0.product.id', message: NOT_BLANK, code: 'not_blank' },
      { field: 'items.0.amount', message: 'Dieser Wert ist keine gültige Zahl.', code: 'invalid_number' },
      { field: 'items.0.unit', message: NOT_BLANK, code: 'not_blank' },
    ]);
    const malformed = await api()
      .post('/api/orders')
      .set('content-type', 'application/json')
      .send('{"items": [')
      .expect(400);
    expect(malformed.body.errors[0].code).toBe('malformed_json');
  });
});
