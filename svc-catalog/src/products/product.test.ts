import request from 'supertest';
import { TEST_ADMIN, testEmployee, type TestService } from '@theke/server/testing';
import { as, catalogEvents, startCatalog } from '../testing';

let service: TestService;
beforeAll(async () => {
  service = await startCatalog();
});
afterAll(() => service.close());

const api = () => request(service.app);
const admin = as(TEST_ADMIN);

const SPEC_FIELDS = [
  'id',
  'uid',
  'name',
  'description',
  'allergens',
  'type',
  'price',
  'unit',
  'alternativeUnits',
  'minimumQuantity',
  'maximumQuantity',
  'quantityStepSize',
  'defaultQuantity',
  'defaultUnit',
  'pricing',
  'calculationModel',
  'isPriceHidden',
  'images',
  'tax',
  'takeawayTax',
  'dineInTax',
  'isStepByStep',
  'config',
  'isEnabled',
  'schedule',
  'isVisibleWhenUnavailable',
  'isLeadTimeEnabled',
  'leadTimeType',
  'leadTimeValue',
];

const configurable = {
  name: 'Endreinigung',
  type: 'configurable',
  price: 189,
  unit: 'piece',
  tax: 20,
  takeawayTax: 20,
  dineInTax: 10,
  isStepByStep: true,
  images: [{ id: 7, extension: 'jpg', width: 1280, alt: 'Küche' }],
  config: {
    parts: [
      {
        name: 'Größe',
        type: 'select',
        optional: false,
        options: [{ name: 'groß', modifier: 'overwrite', value: 399 }],
      },
      { name: 'Extras', type: 'multiselect', options: [{ name: 'Backofen', modifier: 'add', value: 35 }] },
      { name: 'Zugang', type: 'text', optional: false },
      { name: 'Foto', type: 'image' },
    ],
  },
  isLeadTimeEnabled: true,
  leadTimeType: 'days',
  leadTimeValue: 3,
};

const byWeight = {
  name: 'Zitronensäure',
  type: 'others',
  price: 7.8,
  unit: 'kilogram',
  alternativeUnits: [{ unit: 'gram', ratio: 0.001, minimumQuantity: 100, quantityStepSize: 50 }],
  minimumQuantity: 0.5,
  maximumQuantity: 10,
  quantityStepSize: 0.5,
  defaultQuantity: 1,
  defaultUnit: 'gram',
  calculationModel: 'approximate',
  schedule: [{ type: 'saturday', from: '08:00', to: '12:00' }],
};

describe('products', () => {
  it('creates, reads, updates and deletes a product, then answers 404', async () => {
    const created = await api().post('/api/products').set(admin).send(configurable).expect(201);
    const product = created.body.data;
    for (const field of SPEC_FIELDS) expect(product).toHaveProperty(field);
    expect(product.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(product).toMatchObject({
      price: 189,
      dineInTax: 10,
      isStepByStep: true,
      isEnabled: true,
      calculationModel: 'fixed',
    });
    expect(product.images).toEqual([{ id: 7, version: 1, extension: 'jpg', width: 1280, alt: 'Küche' }]);
    expect(product.config.parts[1]).toEqual({
      name: 'Extras',
      description: null,
      type: 'multiselect',
      optional: true,
      options: [{ name: 'Backofen', modifier: 'add', value: 35 }],
    });

    expect((await api().get(`/api/products/${product.id}`).expect(200)).body.data).toEqual(product);
    const updated = await api()
      .put(`/api/products/${product.id}`)
      .set(admin)
      .send({ price: 199.5 })
      .expect(200);
    expect(updated.body.data).toMatchObject({ price: 199.5, uid: product.uid, name: 'Endreinigung' });
    await api().delete(`/api/products/${product.id}`).set(admin).expect(204);
    await api().get(`/api/products/${product.id}`).set(admin).expect(404);
  });

  it('keeps units, alternative units, quantities and schedules as numbers and rules', async () => {
    const response = await api().post('/api/products').set(admin).send(byWeight).expect(201);
    expect(response.body.data).toMatchObject({
      unit: 'kilogram',
      minimumQuantity: 0.5,
      maximumQuantity: 10,
      quantityStepSize: 0.5,
      defaultUnit: 'gram',
      alternativeUnits: [
        {
          unit: 'gram',
          ratio: 0.001,
          calculationModel: null,
          minimumQuantity: 100,
          maximumQuantity: null,
          quantityStepSize: 50,
        },
      ],
      schedule: [{ type: 'saturday', date: null, isClosed: false, from: '08:00', to: '12:00' }],
    });
  });

  it('answers ids that fit no stored row (too large, negative, fractional) with 404', async () => {
    for (const id of ['99999999999', '-1', '1.5', '1e15']) {
      await api().get(`/api/products/${id}`).set(admin).expect(404);
      await api().put(`/api/products/${id}`).set(admin).send({ name: 'X' }).expect(404);
    }
  });

  it('accepts the object it answered back (uid and id are read-only)', async () => {
    const created = (await api().post('/api/products').set(admin).send(byWeight).expect(201)).body.data;
    const response = await api()
      .put(`/api/products/${created.id}`)
      .set(admin)
      .send({ ...created, uid: 'x' })
      .expect(200);
    expect(response.body.data).toEqual({ ...created, version: created.version + 1 });
  });

  it('rounds money to cents', async () => {
    const response = await api()
      .post('/api/products')
      .set(admin)
      .send({ ...byWeight, price: 7.456 })
      .expect(201);
    expect(response.body.data.price).toBe(7.46);
  });
});

describe('product validation', () => {
  const errorsOf = async (payload: Record<string, unknown>) =>
    (await api().post('/api/products').set(admin).send(payload).expect(422)).body.errors as Array<{
      field: string;
      message: string;
    }>;

  it('refuses unknown units, calculation models, lead time types, part types and modifiers', async () => {
    const errors = await errorsOf({
      ...configurable,
      unit: 'bucket',
      calculationModel: 'guess',
      leadTimeType: 'months',
      config: {
        parts: [
          { name: 'X', type: 'video' },
          { name: 'Y', type: 'select', options: [{ name: 'a', modifier: 'multiply', value: 1 }] },
        ],
      },
    });
    const choice = 'Sie haben einen ungültigen Wert ausgewählt.';
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'unit', message: choice }),
        expect.objectContaining({ field: 'calculationModel', message: choice }),
        expect.objectContaining({ field: 'leadTimeType', message: choice }),
        expect.objectContaining({ field: 'config.parts.0.type', message: choice }),
        expect.objectContaining({ field: 'config.parts.1.options.0.modifier', message: choice }),
      ]),
    );
  });

  it('refuses negative prices, tax rates above 100 and a missing name', async () => {
    const errors = await errorsOf({ ...byWeight, name: undefined, price: -1, tax: 101 });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
        { field: 'price', message: 'Dieser Wert sollte größer oder gleich 0 sein.', code: 'too_small' },
        { field: 'tax', message: 'Dieser Wert sollte kleiner oder gleich 100 sein.', code: 'too_large' },
      ]),
    );
  });

  it('requires options for select parts and a lead time when it is enabled', async () => {
    const errors = await errorsOf({
      ...configurable,
      leadTimeType: undefined,
      config: { parts: [{ name: 'Größe', type: 'select' }] },
    });
    expect(errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['config.parts.0.options', 'leadTimeType']),
    );
  });

  it('refuses a default unit the product is not sold in and a maximum below the minimum', async () => {
    const errors = await errorsOf({ ...byWeight, defaultUnit: 'l', maximumQuantity: 0.25 });
    expect(errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['defaultUnit', 'maximumQuantity']),
    );
  });

  it('checks a partial update against the stored product, naming the real bound', async () => {
    const created = await api()
      .post('/api/products')
      .set(admin)
      .send({ ...byWeight, minimumQuantity: 1, maximumQuantity: 10, defaultQuantity: 2 })
      .expect(201);
    const path = `/api/products/${created.body.data.id}`;
    const onlyMaximum = await api().put(path).set(admin).send({ maximumQuantity: 0 }).expect(422);
    expect(onlyMaximum.body.errors).toEqual([
      { field: 'maximumQuantity', message: 'Dieser Wert sollte größer oder gleich 1 sein.', code: 'too_small' },
      // The stored default (2) would now lie above the new maximum as well.
      { field: 'defaultQuantity', message: 'Dieser Wert sollte kleiner oder gleich 0 sein.', code: 'too_large' },
    ]);
    const both = await api().put(path).set(admin).send({ minimumQuantity: 5, maximumQuantity: 2 }).expect(422);
    expect(both.body.errors).toEqual([
      { field: 'maximumQuantity', message: 'Dieser Wert sollte größer oder gleich 5 sein.', code: 'too_small' },
    ]);
    const aboveMaximum = await api().put(path).set(admin).send({ defaultQuantity: 11 }).expect(422);
    expect(aboveMaximum.body.errors).toEqual([
      { field: 'defaultQuantity', message: 'Dieser Wert sollte kleiner oder gleich 10 sein.', code: 'too_large' },
    ]);
    const stored = await api().get(path).set(admin).expect(200);
    expect(stored.body.data).toMatchObject({ minimumQuantity: 1, maximumQuantity: 10, defaultQuantity: 2 });
    await api().put(path).set(admin).send({ maximumQuantity: 3 }).expect(200);
  });

  it('refuses an alternative unit equal to the base unit and duplicate alternative units', async () => {
    const errors = await errorsOf({
      ...byWeight,
      alternativeUnits: [
        { unit: 'kilogram', ratio: 1 },
        { unit: 'gram', ratio: 0.001 },
        { unit: 'gram', ratio: 0.001 },
      ],
    });
    expect(errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['alternativeUnits.0.unit', 'alternativeUnits.2']),
    );
  });

  it('refuses a schedule with malformed times', async () => {
    const errors = await errorsOf({
      ...byWeight,
      schedule: [{ type: 'someday', from: '25:00', to: '12:60' }],
    });
    expect(errors.map((error) => error.field)).toEqual([
      'schedule.0.type',
      'schedule.0.from',
      'schedule.0.to',
    ]);
  });
});

describe('product access and visibility', () => {
  it('refuses guests (401) and employees (403) writing products', async () => {
    await api().post('/api/products').send(byWeight).expect(401);
    await api()
      .post('/api/products')
      .set(as(testEmployee([1])))
      .send(byWeight)
      .expect(403);
  });

  it('hides from guests what is disabled and not visible when unavailable', async () => {
    const hidden = (
      await api()
        .post('/api/products')
        .set(admin)
        .send({ ...byWeight, isEnabled: false })
        .expect(201)
    ).body.data;
    const greyed = (
      await api()
        .post('/api/products')
        .set(admin)
        .send({ ...byWeight, isEnabled: false, isVisibleWhenUnavailable: true })
        .expect(201)
    ).body.data;
    const guestIds = (await api().get('/api/products').expect(200)).body.data.map(
      (product: { id: number }) => product.id,
    );
    expect(guestIds).toContain(greyed.id);
    expect(guestIds).not.toContain(hidden.id);
    await api().get(`/api/products/${hidden.id}`).expect(404);
    await api().get(`/api/products/${hidden.id}`).set(admin).expect(200);
  });

  it('lists the products a menu files under a category', async () => {
    // One after another: the list is ordered by id, so creation order must be fixed.
    const created: Array<{ id: number }> = [];
    for (const name of ['P1', 'P2', 'P3']) {
      created.push(
        (
          await api()
            .post('/api/products')
            .set(admin)
            .send({ ...byWeight, name })
            .expect(201)
        ).body.data,
      );
    }
    const [a, b, c] = created as [{ id: number }, { id: number }, { id: number }];
    const category = (await api().post('/api/categories').set(admin).send({ name: 'Zubehör' }).expect(201))
      .body.data;
    const other = (await api().post('/api/categories').set(admin).send({ name: 'Anderes' }).expect(201)).body
      .data;
    const menu = await api()
      .post('/api/menus')
      .set(admin)
      .send({
        availableFrom: '2025-01-01T00:00:00Z',
        branches: [],
        catalog: [
          { id: category.id, products: [{ id: a.id }, { id: b.id }] },
          { id: other.id, products: [{ id: c.id }] },
        ],
      })
      .expect(201);
    const inCategory = (await api().get(`/api/products?category=${category.id}`).expect(200)).body.data;
    expect(inCategory.map((product: { id: number }) => product.id)).toEqual([a.id, b.id]);
    const inMenu = (await api().get(`/api/products?menu=${menu.body.data.id}`).expect(200)).body.data;
    expect(inMenu.map((product: { id: number }) => product.id)).toEqual([a.id, b.id, c.id]);
    const invalid = await api().get('/api/products?category=abc').expect(422);
    expect(invalid.body.errors[0]).toMatchObject({
      field: 'category',
      message: 'Dieser Wert ist keine gültige Zahl.',
    });
  });

  it('removes a deleted product from menus and announces both changes', async () => {
    const product = (await api().post('/api/products').set(admin).send(byWeight).expect(201)).body.data;
    const keep = (await api().post('/api/products').set(admin).send(byWeight).expect(201)).body.data;
    const category = (await api().post('/api/categories').set(admin).send({ name: 'Kategorie' }).expect(201))
      .body.data;
    const menu = (
      await api()
        .post('/api/menus')
        .set(admin)
        .send({
          availableFrom: '2025-01-01T00:00:00Z',
          branches: [],
          catalog: [{ id: category.id, products: [{ id: product.id }, { id: keep.id }] }],
        })
        .expect(201)
    ).body.data;
    await api().delete(`/api/products/${product.id}`).set(admin).expect(204);
    const after = (await api().get(`/api/menus/${menu.id}`).expect(200)).body.data;
    expect(after.catalog[0].products.map((entry: { id: number }) => entry.id)).toEqual([keep.id]);
    const events = await catalogEvents(service);
    expect(events.slice(-2)).toEqual([
      { entity: 'menu', verb: 'updated', id: menu.id },
      { entity: 'product', verb: 'deleted', id: product.id },
    ]);
  });
});
