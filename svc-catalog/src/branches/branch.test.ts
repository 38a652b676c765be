import request from 'supertest';
import { TEST_ADMIN, type TestService } from '@theke/server/testing';
import { as, branchPayload, startCatalog } from '../testing';

let service: TestService;
beforeAll(async () => {
  service = await startCatalog();
});
afterAll(() => service.close());

const api = () => request(service.app);
const admin = as(TEST_ADMIN);

const SPEC_FIELDS = [
  'id',
  'identifier',
  'name',
  'description',
  'street',
  'zipCode',
  'city',
  'phone',
  'email',
  'longitude',
  'latitude',
  'keywords',
  'tags',
  'images',
  'logo',
  'isPublic',
  'openingHours',
  'deliveryHours',
  'isDeliveryHoursEnabled',
  'isDeliveryEnabled',
  'isTakeawayEnabled',
  'isDineInEnabled',
  'isPreorderEnabled',
  'isAppointmentRequired',
  'isQuotationRequired',
  'isTableSelectionEnabled',
  'isCashEnabled',
  'isATMCardEnabled',
  'isHydroAGVoucherEnabled',
  'isMollieEnabled',
  'isDatatransEnabled',
  'orderableFrom',
  'closedMessage',
  'deliveryAreas',
  'isTakeawayEmailRequired',
  'isTakeawayPhoneRequired',
  'isTakeawayAddressRequired',
  'isDeliveryEmailRequired',
  'isDeliveryPhoneRequired',
  'isDeliveryAddressRequired',
  'isDineInEmailRequired',
  'isDineInPhoneRequired',
  'isDineInAddressRequired',
];

async function createBranch(overrides: Record<string, unknown> = {}) {
  const response = await api().post('/api/branches').set(admin).send(branchPayload(overrides)).expect(201);
  return response.body.data as Record<string, unknown> & { id: number; version: number };
}

describe('branches', () => {
  it('creates, reads, updates and deletes a branch, then answers 404', async () => {
    const created = await createBranch({ closedMessage: 'Heute geschlossen.' });
    expect(created.closedMessage).toBe('Heute geschlossen.');

    const read = await api().get(`/api/branches/${created.id}`).set(admin).expect(200);
    expect(read.body.data).toEqual(created);

    const updated = await api()
      .put(`/api/branches/${created.id}`)
      .set(admin)
      .send({ name: 'Filiale Innere Stadt', isPreorderEnabled: true })
      .expect(200);
    expect(updated.body.data).toMatchObject({
      name: 'Filiale Innere Stadt',
      isPreorderEnabled: true,
      city: 'Wien',
    });

    await api().delete(`/api/branches/${created.id}`).set(admin).expect(204);
    await api().get(`/api/branches/${created.id}`).set(admin).expect(404);
  });

  it('answers every §3 field with real booleans, numbers for money and HH:MM rules', async () => {
    const branch = await createBranch();
    for (const field of SPEC_FIELDS) expect(branch).toHaveProperty(field);
    expect(branch.isCashEnabled).toBe(true);
    expect(branch.isQuotationRequired).toBe(false);
    expect(branch.longitude).toBe(16.3713);
    expect(branch.openingHours).toEqual([
      { type: 'monday', date: null, isClosed: false, from: '08:00', to: '17:00' },
    ]);
    expect(branch.deliveryAreas).toEqual([
      {
        id: expect.any(Number),
        area: 'Wien 1010',
        price: 4.9,
        tax: 20,
        free: false,
        freeFromOrderValue: 80,
        minimumOrderValue: 20,
      },
    ]);
  });

  it('keeps the country of its working-time rules: Austria unless an administrator says Germany (ADR 0041)', async () => {
    const branch = await createBranch();
    expect(branch.country).toBe('AT');
    const german = await api().put(`/api/branches/${branch.id}`).set(admin).send({ country: 'DE' }).expect(200);
    expect(german.body.data.country).toBe('DE');
    const emptied = await api().put(`/api/branches/${branch.id}`).set(admin).send({ country: null }).expect(200);
    expect(emptied.body.data.country).toBe('AT');
    const wrong = await api().put(`/api/branches/${branch.id}`).set(admin).send({ country: 'CH' }).expect(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'country', code: 'invalid_choice' });
  });

  it('keeps a delivery area id across updates and numbers new areas', async () => {
    const branch = await createBranch();
    const [first] = branch.deliveryAreas as Array<{ id: number }>;
    const response = await api()
      .put(`/api/branches/${branch.id}`)
      .set(admin)
      .send({
        deliveryAreas: [
          { ...first, price: 5.9 },
          { area: 'Wien 1020', price: 6.9 },
        ],
      })
      .expect(200);
    const areas = response.body.data.deliveryAreas as Array<{ id: number; price: number }>;
    expect(areas[0]).toMatchObject({ id: first?.id, price: 5.9 });
    expect(areas[1]?.id).toEqual(expect.any(Number));
    expect(areas[1]?.id).not.toBe(first?.id);
  });

  it('accepts the object it answered back unchanged (GET → PUT round trip)', async () => {
    const branch = await createBranch();
    const response = await api().put(`/api/branches/${branch.id}`).set(admin).send(branch).expect(200);
    expect(response.body.data).toEqual({ ...branch, version: branch.version + 1 });
  });

  it('lists branches for guests, including non-public ones, without the API key', async () => {
    const hidden = await createBranch({ isPublic: false });
    expect(hidden.apiKey).toEqual(expect.any(String));
    const list = await api().get('/api/branches').expect(200);
    const listed = (list.body.data as Array<Record<string, unknown>>).find(
      (branch) => branch.id === hidden.id,
    );
    expect(listed).toMatchObject({ isPublic: false });
    expect(listed).not.toHaveProperty('apiKey');
    const one = await api().get(`/api/branches/${hidden.id}`).expect(200);
    expect(one.body.data).not.toHaveProperty('apiKey');
  });

  it('filters the list by identifier and tag', async () => {
    const tag = await api().post('/api/tags').set(admin).send({ name: 'Filter-Tag' }).expect(201);
    const tagged = await createBranch({ tags: [{ id: tag.body.data.id }] });
    const byTag = await api().get(`/api/branches?tag=${tag.body.data.id}`).expect(200);
    expect(byTag.body.data.map((branch: { id: number }) => branch.id)).toEqual([tagged.id]);
    const byIdentifier = await api().get(`/api/branches?identifier=${tagged.identifier}`).expect(200);
    expect(byIdentifier.body.data).toHaveLength(1);
  });
});

describe('branch validation', () => {
  it('reports German messages with the field', async () => {
    const response = await api()
      .post('/api/branches')
      .set(admin)
      .send(
        branchPayload({
          name: '',
          email: 'keine-adresse',
          openingHours: [
            { type: 'monday', from: '8 Uhr', to: '17:00' },
            { type: 'once', isClosed: true },
          ],
          deliveryAreas: [{ area: 'Wien', price: -1, tax: 120 }],
        }),
      )
      .expect(422);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { message: 'Dieser Wert sollte nicht leer sein.', field: 'name', code: 'not_blank' },
        { message: 'Dieser Wert ist keine gültige E-Mail-Adresse.', field: 'email', code: 'invalid_email' },
        { message: 'Dieser Wert ist ungültig.', field: 'openingHours.0.from', code: 'invalid' },
        { message: 'Dieser Wert sollte nicht leer sein.', field: 'openingHours.1.date', code: 'not_blank' },
        {
          message: 'Dieser Wert sollte größer oder gleich 0 sein.',
          field: 'deliveryAreas.0.price',
          code: 'too_small',
        },
        {
          message: 'Dieser Wert sollte kleiner oder gleich 100 sein.',
          field: 'deliveryAreas.0.tax',
          code: 'too_large',
        },
      ]),
    );
  });

  it('names every mistake in opening hours, delivery hours and delivery areas by its dotted path', async () => {
    const response = await api()
      .post('/api/branches')
      .set(admin)
      .send(
        branchPayload({
          phone: '0664 123',
          zipCode: '!',
          latitude: 91,
          orderableFrom: 'morgen',
          openingHours: [
            { type: 'daily', from: '08:00', to: '12:00' },
            { type: 'feiertag', from: '08:00', to: '12:00' },
            { type: 'monday', date: 'bald', isClosed: true },
          ],
          deliveryHours: [{ type: 'once', date: '2025-02-30', from: '10:00', to: '24:01' }],
          deliveryAreas: [
            { area: 'Wien 1010', price: 4.9 },
            { area: '', price: 'gratis', freeFromOrderValue: -5, free: 'ja' },
          ],
        }),
      )
      .expect(422);
    expect(response.body.errors).toEqual([
      { message: 'Dieser Wert ist ungültig.', field: 'zipCode', code: 'invalid' },
      { message: 'Dieser Wert ist ungültig.', field: 'phone', code: 'invalid' },
      { message: 'Dieser Wert sollte kleiner oder gleich 90 sein.', field: 'latitude', code: 'too_large' },
      { message: 'Sie haben einen ungültigen Wert ausgewählt.', field: 'openingHours.1.type', code: 'invalid_choice' },
      { message: 'Dieser Wert entspricht keiner gültigen Datumsangabe.', field: 'openingHours.2.date', code: 'invalid_date' },
      { message: 'Dieser Wert entspricht keiner gültigen Datumsangabe.', field: 'deliveryHours.0.date', code: 'invalid_date' },
      { message: 'Dieser Wert ist ungültig.', field: 'deliveryHours.0.to', code: 'invalid' },
      { message: 'Dieser Wert sollte nicht leer sein.', field: 'deliveryAreas.1.area', code: 'not_blank' },
      { message: 'Dieser Wert ist keine gültige Zahl.', field: 'deliveryAreas.1.price', code: 'invalid_number' },
      { message: 'Dieser Wert sollte ein Wahrheitswert sein.', field: 'deliveryAreas.1.free', code: 'invalid_boolean' },
      { message: 'Dieser Wert sollte größer oder gleich 0 sein.', field: 'deliveryAreas.1.freeFromOrderValue', code: 'too_small' },
      { message: 'Dieser Wert entspricht keiner gültigen Datumsangabe.', field: 'orderableFrom', code: 'invalid_date' },
    ]);
  });

  it('keeps the API key when a form sends it empty, and lets an administrator rotate it', async () => {
    const created = await api().post('/api/branches').set(admin).send(branchPayload({ apiKey: '' })).expect(201);
    const branch = created.body.data as { id: number; apiKey: string };
    expect(branch.apiKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const kept = await api().put(`/api/branches/${branch.id}`).set(admin).send({ apiKey: null, name: 'Neu' }).expect(200);
    expect(kept.body.data.apiKey).toBe(branch.apiKey);
    const rotated = 'Neuer_Schluessel-0123456789abcdef';
    const changed = await api().put(`/api/branches/${branch.id}`).set(admin).send({ apiKey: rotated }).expect(200);
    expect(changed.body.data.apiKey).toBe(rotated);
    const tooShort = await api().put(`/api/branches/${branch.id}`).set(admin).send({ apiKey: 'kurz' }).expect(422);
    expect(tooShort.body.errors).toEqual([{ message: 'Dieser Wert ist ungültig.', field: 'apiKey', code: 'invalid' }]);
  });

  it('refuses an identifier that is not URL-safe', async () => {
    const response = await api()
      .post('/api/branches')
      .set(admin)
      .send(branchPayload({ identifier: 'Wien Mitte!' }))
      .expect(422);
    expect(response.body.errors).toEqual([
      { message: 'Dieser Wert ist ungültig.', field: 'identifier', code: 'invalid' },
    ]);
  });

  it('refuses an identifier that is already used with 409', async () => {
    const existing = await createBranch();
    const response = await api()
      .post('/api/branches')
      .set(admin)
      .send(branchPayload({ identifier: existing.identifier }))
      .expect(409);
    expect(response.body.errors).toEqual([
      { message: 'Dieser Wert wird bereits verwendet.', field: 'identifier', code: 'already_used' },
    ]);
  });

  it('refuses a tag that does not exist', async () => {
    const response = await api()
      .post('/api/branches')
      .set(admin)
      .send(branchPayload({ tags: [{ id: 999999 }] }))
      .expect(422);
    expect(response.body.errors).toEqual([
      { message: 'Dieser Wert ist ungültig.', field: 'tags.0.id', code: 'unknown_reference' },
    ]);
  });
});
