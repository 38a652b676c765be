/**
 * Products as described (issue 19): German messages per field, at dotted paths into alternative
 * units and configurable parts; and the one write an employee may make, availability of a product
 * in a menu of their branches, against real PostgreSQL.
 */
import request from 'supertest';
import { MESSAGES } from '@theke/contracts';
import { TEST_ADMIN, testEmployee, type TestService } from '@theke/server/testing';
import { as, branchPayload, catalogEvents, startCatalog } from '../testing';

let service: TestService;
beforeAll(async () => {
  service = await startCatalog();
});
afterAll(() => service.close());

const api = () => request(service.app);
const admin = as(TEST_ADMIN);

const soup = {
  name: 'Kürbissuppe',
  type: 'configurable',
  price: 6.9,
  unit: 'serving',
  tax: 10,
  takeawayTax: 10,
  dineInTax: 10,
  alternativeUnits: [{ unit: 'l', ratio: 2.5, minimumQuantity: 0.5, quantityStepSize: 0.5 }],
  config: {
    parts: [
      { name: 'Brot', type: 'select', optional: false, options: [{ name: 'Schwarzbrot', modifier: 'add', value: 1.2 }] },
      { name: 'Hinweis', type: 'textarea' },
    ],
  },
};

const create = async (payload: Record<string, unknown>) =>
  (await api().post('/api/products').set(admin).send(payload).expect(201)).body.data as { id: number; version: number } & Record<string, unknown>;

const errorsOf = async (payload: Record<string, unknown>) =>
  (await api().post('/api/products').set(admin).send(payload).expect(422)).body.errors as Array<{
    field: string;
    message: string;
    code: string;
  }>;

describe('product validation from the description', () => {
  it('answers in German at each field, with dotted paths into alternative units and parts', async () => {
    const errors = await errorsOf({
      ...soup,
      name: 'x'.repeat(256),
      alternativeUnits: [
        { unit: 'l', ratio: 0, minimumQuantity: 2, maximumQuantity: 1 },
        { unit: 'serving', ratio: 1 },
      ],
      config: {
        parts: [
          { type: 'select', options: [{ name: 'Schwarzbrot', modifier: 'add', value: -1 }] },
          { name: 'Größe', type: 'multiselect', options: [] },
          { name: 'Foto', type: 'camera' },
        ],
      },
      isLeadTimeEnabled: true,
      leadTimeValue: 1.5,
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: MESSAGES.tooLong(255), code: 'too_long' },
        { field: 'alternativeUnits.0.ratio', message: MESSAGES.greaterThan(0), code: 'too_small' },
        { field: 'alternativeUnits.0.maximumQuantity', message: MESSAGES.tooSmall(2), code: 'too_small' },
        // Another unit than the product's own (serving).
        { field: 'alternativeUnits.1.unit', message: MESSAGES.invalid, code: 'invalid' },
        { field: 'config.parts.0.name', message: MESSAGES.notBlank, code: 'not_blank' },
        { field: 'config.parts.0.options.0.value', message: MESSAGES.tooSmall(0), code: 'too_small' },
        { field: 'config.parts.1.options', message: MESSAGES.tooFew(1), code: 'too_few' },
        { field: 'config.parts.2.type', message: MESSAGES.choice, code: 'invalid_choice' },
        { field: 'leadTimeValue', message: MESSAGES.number, code: 'invalid_number' },
        { field: 'leadTimeType', message: MESSAGES.notBlank, code: 'not_blank' },
      ]),
    );
    expect(errors).toHaveLength(10);
  });

  it('keeps a default amount within the limits and a default unit the product is sold in', async () => {
    const errors = await errorsOf({ ...soup, minimumQuantity: 1, maximumQuantity: 3, defaultQuantity: 4, defaultUnit: 'kilogram' });
    expect(errors).toEqual([
      { field: 'defaultQuantity', message: MESSAGES.tooLarge(3), code: 'too_large' },
      { field: 'defaultUnit', message: MESSAGES.choice, code: 'invalid_choice' },
    ]);
    const product = await create({ ...soup, minimumQuantity: 1, maximumQuantity: 3, defaultQuantity: 2, defaultUnit: 'l' });
    expect(product).toMatchObject({ defaultQuantity: 2, defaultUnit: 'l', calculationModel: 'fixed' });
  });

  it('always has a calculation model and needs options only for choices', async () => {
    const errors = await errorsOf({ ...soup, calculationModel: null });
    expect(new Set(errors.map((error) => error.field))).toEqual(new Set(['calculationModel']));
    expect(errors).toContainEqual({ field: 'calculationModel', message: MESSAGES.notNull, code: 'not_null' });
    const product = await create(soup);
    const parts = (product.config as { parts: Array<{ options: unknown }> }).parts;
    expect(parts[0]?.options).toEqual([{ name: 'Schwarzbrot', modifier: 'add', value: 1.2 }]);
    // A text step has no options to choose from.
    expect(parts[1]?.options).toBeNull();
  });
});

describe('product availability for employees (issue 19)', () => {
  let branchId: number;
  let otherBranchId: number;
  let ours: { id: number; version: number } & Record<string, unknown>;
  let theirs: { id: number; version: number } & Record<string, unknown>;
  const employee = () => as(testEmployee([branchId]));

  beforeAll(async () => {
    branchId = (await api().post('/api/branches').set(admin).send(branchPayload()).expect(201)).body.data.id;
    otherBranchId = (await api().post('/api/branches').set(admin).send(branchPayload()).expect(201)).body.data.id;
    ours = await create({ ...soup, name: 'Suppe der Filiale' });
    theirs = await create({ ...soup, name: 'Suppe der anderen Filiale' });
    const category = (await api().post('/api/categories').set(admin).send({ name: 'Suppen' }).expect(201)).body.data;
    for (const [branch, product] of [
      [branchId, ours],
      [otherBranchId, theirs],
    ] as const) {
      await api()
        .post('/api/menus')
        .set(admin)
        .send({ availableFrom: '2025-01-01T00:00:00Z', branches: [branch], catalog: [{ id: category.id, products: [{ id: product.id }] }] })
        .expect(201);
    }
  });

  it('lets an employee mark a product of their branch sold out and available again, announcing each change', async () => {
    const soldOut = await api()
      .put(`/api/products/${ours.id}`)
      .set(employee())
      .send({ isEnabled: false, version: ours.version })
      .expect(200);
    expect(soldOut.body.data).toMatchObject({ id: ours.id, isEnabled: false, version: ours.version + 1, price: 6.9 });
    expect((await catalogEvents(service)).at(-1)).toEqual({ entity: 'product', verb: 'updated', id: ours.id });
    const again = await api()
      .put(`/api/products/${ours.id}`)
      .set(employee())
      .send({ isEnabled: true, version: ours.version + 1 })
      .expect(200);
    expect(again.body.data.isEnabled).toBe(true);
    ours = again.body.data;
  });

  it('refuses a stale availability change with 409', async () => {
    const stale = await api()
      .put(`/api/products/${ours.id}`)
      .set(employee())
      .send({ isEnabled: false, version: ours.version - 1 })
      .expect(409);
    expect(stale.body.errors[0]).toMatchObject({ code: 'stale_version', field: 'version' });
  });

  it('refuses every other change, naming the field, in German (403)', async () => {
    const price = await api()
      .put(`/api/products/${ours.id}`)
      .set(employee())
      .send({ isEnabled: false, price: 1, version: ours.version })
      .expect(403);
    expect(price.body.errors).toEqual([
      { field: 'price', message: 'Sie haben keine Berechtigung für diese Aktion.', code: 'forbidden' },
    ]);
    // The whole product sent back unchanged with only availability changed passes.
    const { id: _id, version, ...whole } = ours;
    await api()
      .put(`/api/products/${ours.id}`)
      .set(employee())
      .send({ ...whole, isEnabled: false, version })
      .expect(200);
    const stored = (await api().get(`/api/products/${ours.id}`).set(admin).expect(200)).body.data;
    expect(stored).toMatchObject({ isEnabled: false, price: 6.9 });
    ours = stored;
  });

  it('refuses products outside the menus of their branches, creating and deleting (403)', async () => {
    const other = await api()
      .put(`/api/products/${theirs.id}`)
      .set(employee())
      .send({ isEnabled: false, version: theirs.version })
      .expect(403);
    expect(other.body.errors[0]).toMatchObject({ message: 'Sie haben keine Berechtigung für diese Aktion.', code: 'forbidden' });
    await api().post('/api/products').set(employee()).send(soup).expect(403);
    await api().delete(`/api/products/${ours.id}`).set(employee()).expect(403);
    const unchanged = (await api().get(`/api/products/${theirs.id}`).set(admin).expect(200)).body.data;
    expect(unchanged).toMatchObject({ isEnabled: true, version: theirs.version });
  });

  it('lists the products of the menus of given branches', async () => {
    const listed = (await api().get(`/api/products?branch=${branchId}`).set(employee()).expect(200)).body.data;
    expect(listed.map((product: { id: number }) => product.id)).toEqual([ours.id]);
    const both = (await api().get(`/api/products?branch=${branchId},${otherBranchId}`).set(admin).expect(200)).body.data;
    expect(both.map((product: { id: number }) => product.id)).toEqual([ours.id, theirs.id]);
    const invalid = await api().get('/api/products?branch=eins').set(admin).expect(422);
    expect(invalid.body.errors[0]).toMatchObject({ field: 'branch', message: MESSAGES.invalid });
  });
});
