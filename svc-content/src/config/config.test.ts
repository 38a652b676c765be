/**
 * GET/POST /api/config against real PostgreSQL: every SPEC §3 field, German messages per field
 * from the config description, and (issue 19) a version so two administrators cannot overwrite
 * each other.
 */
import request from 'supertest';
import { MESSAGES } from '@theke/contracts';
import { ROLE_SERVICE } from '@theke/server';
import { authHeaders, TEST_ADMIN, testEmployee } from '@theke/server/testing';
import { asAdmin, startContentTestService, waitFor, type ContentTestService } from '../testing';
import { CONFIG_FIELDS } from './config.fields';

let content: ContentTestService;
const app = () => content.service.app;

beforeAll(async () => {
  content = await startContentTestService();
});

afterAll(async () => {
  await content.close();
});

/** SPEC §3 Config, every field by its exact name. */
const SPEC_FIELDS = [
  'shopName',
  'title',
  'seoTitle',
  'description',
  'seoDescription',
  'website',
  'currency',
  'businessName',
  'street',
  'zipCode',
  'city',
  'phone',
  'email',
  'termsAndConditions',
  'termsAndConditionsText',
  'privacyPolicy',
  'privacyPolicyText',
  'imprint',
  'imprintText',
  'allergens',
  'allergensText',
  'defaultDeliveryMethod',
  'disableTickets',
  'enablePluginPWA',
  'enablePluginToolbar',
  'enablePluginHomePage',
  'enablePluginSearch',
  'enablePluginTags',
  'enablePluginMapbox',
  'enablePluginCategoryBar',
  'enablePluginSMS',
  'enablePluginDonations',
  'enablePluginFrontdesk',
  'enablePluginOrderReviews',
  'enableCash',
  'enablePluginATMCard',
  'enableATMCard',
  'enablePluginHydroAGVoucher',
  'enableHydroAGVoucher',
  'enablePluginMollie',
  'enableMollie',
  'enablePluginDatatrans',
  'enableDatatrans',
  'mapboxZoom',
  'mapboxPitch',
  'mapboxBearing',
];

describe('GET /api/config', () => {
  it('answers guests with every spec field present and the defaults of a fresh installation', async () => {
    const response = await request(app()).get('/api/config').expect(200);
    const config = response.body.data;
    for (const field of SPEC_FIELDS) expect(config).toHaveProperty(field);
    expect(config).toMatchObject({
      currency: 'EUR',
      timeZone: 'Europe/Vienna',
      mapboxZoom: 19,
      mapboxPitch: 55,
      mapboxBearing: -85,
      enableCash: true,
      shopName: null,
      mapboxAccessToken: null,
      version: 1,
      appVersion: '1.7.2-dev',
      environment: 'prod',
      image: null,
      logo: null,
    });
    expect(typeof config.enablePluginHomePage).toBe('boolean');
  });

  it('describes every spec field (the model, the validation and the form are built from the description)', () => {
    const described = new Set<string>(CONFIG_FIELDS.map((field) => field.name));
    expect(SPEC_FIELDS.filter((field) => !described.has(field))).toEqual([]);
  });
});

describe('POST /api/config', () => {
  it('refuses guests (401) and employees (403)', async () => {
    await request(app()).post('/api/config').send({ shopName: 'X' }).expect(401);
    await request(app())
      .post('/api/config')
      .set(authHeaders(testEmployee([1])))
      .send({ shopName: 'X' })
      .expect(403);
  });

  it('answers invalid values with German messages on their fields', async () => {
    const response = await request(app())
      .post('/api/config')
      .set(asAdmin())
      .send({
        shopName: '',
        email: 'keine-adresse',
        website: 'ftp://example.at',
        defaultDeliveryMethod: 'pickup',
        mapboxZoom: 30,
        timeZone: 'Mars/Olympus',
        colour: 'rot',
        currency: 'Euro',
        mapboxAccessToken: 'sk.eyJ1IjoidGhla2UifQ.geheim',
        mapboxPitch: null,
        phone: 'ruf an',
        enablePluginTags: 'vielleicht',
        termsAndConditions: 'agb.html',
      })
      .expect(422);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'shopName', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
        { field: 'email', message: 'Dieser Wert ist keine gültige E-Mail-Adresse.', code: 'invalid_email' },
        { field: 'website', message: 'Dieser Wert ist keine gültige URL.', code: 'invalid_url' },
        {
          field: 'defaultDeliveryMethod',
          message: 'Sie haben einen ungültigen Wert ausgewählt.',
          code: 'invalid_choice',
        },
        {
          field: 'mapboxZoom',
          message: 'Dieser Wert sollte kleiner oder gleich 22 sein.',
          code: 'too_large',
        },
        { field: 'timeZone', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
        { field: 'colour', message: 'Dieses Feld ist nicht erlaubt.', code: 'unknown_field' },
        { field: 'currency', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
        // A secret token would reach every guest's browser: only a public one (pk.…) is stored.
        { field: 'mapboxAccessToken', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
        { field: 'mapboxPitch', message: 'Dieser Wert ist keine gültige Zahl.', code: 'invalid_number' },
        { field: 'phone', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
        { field: 'enablePluginTags', message: 'Dieser Wert sollte ein Wahrheitswert sein.', code: 'invalid_boolean' },
        { field: 'termsAndConditions', message: 'Dieser Wert ist keine gültige URL.', code: 'invalid_url' },
      ]),
    );
    expect(response.body.errors).toHaveLength(13);
  });

  it('saves the keys sent, keeps the others, stores cleared texts as null and announces the change', async () => {
    await request(app())
      .post('/api/config')
      .set(asAdmin())
      .send({ shopName: 'Glanzwerk', city: 'Wien', phone: '+43 1 5230880', enablePluginToolbar: true })
      .expect(200);
    const response = await request(app())
      .post('/api/config')
      .set(asAdmin())
      // What the back-office read, sent back with read-only keys: they are ignored.
      .send({ city: '', defaultDeliveryMethod: 'dineIn', appVersion: '0.0.1', environment: 'test', id: 7 })
      .expect(200);
    expect(response.body.data).toMatchObject({
      shopName: 'Glanzwerk',
      city: null,
      phone: '+43 1 5230880',
      enablePluginToolbar: true,
      defaultDeliveryMethod: 'dineIn',
      appVersion: '1.7.2-dev',
      environment: 'prod',
      id: 1,
    });
    await waitFor(
      () => content.events.filter((event) => event.type === 'content.config.changed').length === 2,
    );
    expect(content.events[0]?.data).toEqual({ entity: 'config', verb: 'updated', id: 1 });
  });

  it('shows admins and peer services the internal fields, guests and employees not', async () => {
    const admin = await request(app()).get('/api/config').set(authHeaders(TEST_ADMIN)).expect(200);
    expect(typeof admin.body.data.updatedAt).toBe('string');
    const guest = await request(app()).get('/api/config').expect(200);
    expect(guest.body.data).not.toHaveProperty('updatedAt');
    const employee = await request(app())
      .get('/api/config')
      .set(authHeaders(testEmployee([1])))
      .expect(200);
    expect(employee.body.data).not.toHaveProperty('updatedAt');
    const peer = { userId: null, username: 'svc-orders', roles: [ROLE_SERVICE], branchIds: [] };
    const service = await request(app()).get('/api/config').set(authHeaders(peer)).expect(200);
    expect(service.body.data).toHaveProperty('updatedAt');
    expect(guest.body.data.shopName).toBe('Glanzwerk');
  });

  it('refuses an image that does not exist', async () => {
    const response = await request(app())
      .post('/api/config')
      .set(asAdmin())
      .send({ logo: { id: 999 } })
      .expect(422);
    expect(response.body.errors).toEqual([
      { field: 'logo.id', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
    ]);
  });
});

describe('the config version (issue 19: two administrators, one document)', () => {
  const configNow = async () => (await request(app()).get('/api/config').set(asAdmin()).expect(200)).body.data;

  it('raises the version with every save', async () => {
    const { version } = await configNow();
    const saved = await request(app()).post('/api/config').set(asAdmin()).send({ title: 'Erste Fassung', version }).expect(200);
    expect(saved.body.data).toMatchObject({ title: 'Erste Fassung', version: version + 1 });
  });

  it('refuses a save based on an older version with 409 and keeps the newer one', async () => {
    const loaded = await configNow();
    // The first administrator saves what both loaded ...
    await request(app())
      .post('/api/config')
      .set(asAdmin())
      .send({ ...loaded, seoTitle: 'Von Anna' })
      .expect(200);
    // ... the second one's save of the same version would silently undo it.
    const stale = await request(app())
      .post('/api/config')
      .set(asAdmin())
      .send({ ...loaded, seoTitle: 'Von Bernd' })
      .expect(409);
    expect(stale.body.errors).toEqual([{ field: 'version', message: MESSAGES.staleVersion, code: 'stale_version' }]);
    expect((await configNow()).seoTitle).toBe('Von Anna');
  });

  it('refuses a version that is not a number (422) and an older one (409)', async () => {
    const { version } = await configNow();
    await request(app()).post('/api/config').set(asAdmin()).send({ seoTitle: 'x', version: 'neu' }).expect(422);
    await request(app()).post('/api/config').set(asAdmin()).send({ seoTitle: 'y', version: version - 1 }).expect(409);
  });
});

describe('the Mapbox access token', () => {
  it('is stored in the config and served to guests (a public token is meant for browsers)', async () => {
    const token = 'pk.eyJ1IjoidGhla2UiLCJhIjoiY2xxIn0.AbCdEf-123_x';
    await request(app()).post('/api/config').set(asAdmin()).send({ mapboxAccessToken: token }).expect(200);
    const guest = await request(app()).get('/api/config').expect(200);
    expect(guest.body.data.mapboxAccessToken).toBe(token);
    await request(app()).post('/api/config').set(asAdmin()).send({ mapboxAccessToken: '' }).expect(200);
    expect((await request(app()).get('/api/config').expect(200)).body.data.mapboxAccessToken).toBeNull();
  });
});
