/**
 * Scenes, segments, streams and TVs (issue 23, ADR 0042) on real PostgreSQL: the generic CRUD
 * with its filters, what each entity refuses, references that must exist and may not be deleted
 * while used, who reads what, and the audit log.
 */
import request from 'supertest';
import { EVENTS, MESSAGES, type ChangeRecorded } from '@theke/contracts';
import { authHeaders, testEmployee } from '@theke/server/testing';
import { asAdmin, createAsAdmin, createScene, eventually, startContentTestService, type ContentTestService } from '../testing';
import { SCENE_IN_USE_MESSAGE } from './scenes/scene.routes';
import { SEGMENT_IN_USE_MESSAGE } from './segments/segment.routes';
import { STREAM_IN_USE_MESSAGE } from './streams/stream.routes';

let content: ContentTestService;
const api = () => request(content.service.app);
const fieldsOf = (response: request.Response) =>
  (response.body.errors as Array<{ field: string }>).map((error) => error.field).sort();

let block: { id: number };

beforeAll(async () => {
  content = await startContentTestService();
  block = (await createAsAdmin(content.service, '/api/blocks', {
    identifier: 'tv-angebot',
    name: 'Angebot',
    type: 'text',
    content: { text: '<p>Heute: Fensterputz -20 %</p>' },
  })) as { id: number };
});
afterAll(() => content.close());

describe('scenes', () => {
  it('creates, reads, updates with the version check and deletes a scene', async () => {
    const scene = await createAsAdmin(content.service, '/api/scenes', {
      name: 'Eingang',
      path: 'eingang',
      orientation: 'portrait',
      regions: [{ name: 'main', x: 0, y: 0, width: 100, height: 100 }],
    });
    expect(scene).toEqual({
      id: expect.any(Number),
      name: 'Eingang',
      path: 'eingang',
      orientation: 'portrait',
      regions: [{ name: 'main', x: 0, y: 0, width: 100, height: 100 }],
      version: 1,
    });
    const updated = await api().put(`/api/scenes/${scene.id}`).set(asAdmin()).send({ name: 'Eingang hoch', version: 1 }).expect(200);
    expect(updated.body.data).toMatchObject({ name: 'Eingang hoch', version: 2 });
    await api().put(`/api/scenes/${scene.id}`).set(asAdmin()).send({ name: 'Alt', version: 1 }).expect(409);
    expect((await api().get('/api/scenes?orientation=portrait').set(asAdmin()).expect(200)).body.data).toEqual([updated.body.data]);
    await api().delete(`/api/scenes/${scene.id}`).set(asAdmin()).expect(204);
    await api().get(`/api/scenes/${scene.id}`).set(asAdmin()).expect(404);
  });

  it('refuses a second scene at the same path, regions off the screen and duplicate region names', async () => {
    await createScene(content.service, 'doppelt');
    const twice = await api()
      .post('/api/scenes')
      .set(asAdmin())
      .send({ name: 'Zweite', path: 'doppelt', orientation: 'landscape', regions: [{ name: 'main', x: 0, y: 0, width: 100, height: 100 }] })
      .expect(409);
    expect(twice.body.errors).toEqual([{ message: MESSAGES.alreadyUsed, field: 'path', code: 'already_used' }]);
    const off = await api()
      .post('/api/scenes')
      .set(asAdmin())
      .send({
        name: 'Schief',
        path: 'schief',
        orientation: 'landscape',
        regions: [
          { name: 'main', x: 50, y: 0, width: 60, height: 100 },
          { name: 'main', x: 0, y: 0, width: 10, height: 10 },
        ],
      })
      .expect(422);
    expect(fieldsOf(off)).toEqual(['regions.1']);
    const offScreen = await api()
      .post('/api/scenes')
      .set(asAdmin())
      .send({ name: 'Schief', path: 'schief', orientation: 'landscape', regions: [{ name: 'main', x: 50, y: 10, width: 60, height: 95 }] })
      .expect(422);
    expect(fieldsOf(offScreen)).toEqual(['regions.0.height', 'regions.0.width']);
  });
});

describe('segments', () => {
  it('stores what the type needs, 10 seconds without a duration, and filters by type and branch', async () => {
    const text = await createAsAdmin(content.service, '/api/digital-signage-segments', {
      name: 'Angebot',
      type: 'block',
      block: { id: block.id },
      // Not a block's field: dropped.
      removeAfterMinutes: 5,
    });
    expect(text).toEqual({
      id: expect.any(Number),
      name: 'Angebot',
      type: 'block',
      durationSeconds: 10,
      image: null,
      video: null,
      imageTemplate: null,
      block: { id: block.id },
      branch: null,
      menu: null,
      removeAfterMinutes: null,
      version: 1,
    });
    const board = await createAsAdmin(content.service, '/api/digital-signage-segments', {
      name: 'Abholung Filiale 2',
      type: 'pickup-board',
      durationSeconds: 30,
      branch: { id: 2 },
    });
    const menu = await createAsAdmin(content.service, '/api/digital-signage-segments', {
      name: 'Speisekarte Filiale 3',
      type: 'menu-board',
      branch: { id: 3 },
      menu: { id: 7 },
    });
    expect(menu).toMatchObject({ branch: { id: 3 }, menu: { id: 7 }, durationSeconds: 10 });

    const boards = await api().get('/api/digital-signage-segments?type=pickup-board').set(asAdmin()).expect(200);
    expect(boards.body.data).toEqual([board]);
    const ofBranch3 = await api().get('/api/digital-signage-segments?branch=3').set(asAdmin()).expect(200);
    expect(ofBranch3.body.data).toEqual([menu]);
    await api().get('/api/digital-signage-segments?type=banner').set(asAdmin()).expect(422);

    // Changing the type drops the old type's fields.
    const changed = await api()
      .put(`/api/digital-signage-segments/${board.id}`)
      .set(asAdmin())
      .send({ type: 'block', block: { id: block.id } })
      .expect(200);
    expect(changed.body.data).toMatchObject({ type: 'block', branch: null, block: { id: block.id }, durationSeconds: 30 });
  });

  it("refuses a segment without its type's content, or pointing at a block that does not exist", async () => {
    const missing = await api().post('/api/digital-signage-segments').set(asAdmin()).send({ name: 'Leer', type: 'menu-board' }).expect(422);
    expect(fieldsOf(missing)).toEqual(['branch', 'menu']);
    const unknown = await api()
      .post('/api/digital-signage-segments')
      .set(asAdmin())
      .send({ name: 'Weg', type: 'block', block: { id: 99_999 } })
      .expect(422);
    expect(unknown.body.errors).toEqual([{ message: MESSAGES.invalid, field: 'block.id', code: 'unknown_reference' }]);
  });
});

describe('streams and TVs', () => {
  it('keeps entries in play order with their dayparting, and refuses unknown segments and reversed date ranges', async () => {
    const first = await createAsAdmin(content.service, '/api/digital-signage-segments', { name: 'Früh', type: 'block', block: { id: block.id } });
    const second = await createAsAdmin(content.service, '/api/digital-signage-segments', { name: 'Mittag', type: 'block', block: { id: block.id } });
    const stream = await createAsAdmin(content.service, '/api/digital-signage-streams', {
      name: 'Tagesprogramm',
      branch: { id: 1 },
      entries: [
        { segment: { id: second.id }, weekdays: ['1', '2', '3', '4', '5'], fromTime: '11:00', toTime: '14:00' },
        { segment: { id: first.id }, durationSeconds: 5, fromTime: '06:00', toTime: '11:00', fromDate: '2025-01-01', toDate: '2025-12-31' },
      ],
    });
    expect(stream.entries).toEqual([
      { segment: { id: second.id }, durationSeconds: null, weekdays: ['1', '2', '3', '4', '5'], fromTime: '11:00', toTime: '14:00', fromDate: null, toDate: null },
      { segment: { id: first.id }, durationSeconds: 5, weekdays: [], fromTime: '06:00', toTime: '11:00', fromDate: '2025-01-01', toDate: '2025-12-31' },
    ]);
    expect((await api().get('/api/digital-signage-streams?branch=1').set(asAdmin()).expect(200)).body.data).toEqual([stream]);
    expect((await api().get('/api/digital-signage-streams?branch=2').set(asAdmin()).expect(200)).body.data).toEqual([]);

    const wrong = await api()
      .post('/api/digital-signage-streams')
      .set(asAdmin())
      .send({
        name: 'Falsch',
        entries: [
          { segment: { id: 99_999 } },
          { segment: { id: first.id }, fromDate: '2025-02-01', toDate: '2025-01-01' },
          { segment: { id: first.id }, weekdays: ['8'] },
        ],
      })
      .expect(422);
    expect(fieldsOf(wrong)).toEqual(['entries.2.weekdays.0']);
    const reversed = await api()
      .post('/api/digital-signage-streams')
      .set(asAdmin())
      .send({ name: 'Falsch', entries: [{ segment: { id: 99_999 } }, { segment: { id: first.id }, fromDate: '2025-02-01', toDate: '2025-01-01' }] })
      .expect(422);
    expect(fieldsOf(reversed)).toEqual(['entries.1.toDate']);
    const unknown = await api()
      .post('/api/digital-signage-streams')
      .set(asAdmin())
      .send({ name: 'Falsch', entries: [{ segment: { id: 99_999 } }] })
      .expect(422);
    expect(fieldsOf(unknown)).toEqual(['entries.0.segment.id']);

    await api().delete(`/api/digital-signage-segments/${first.id}`).set(asAdmin()).expect(409, {
      errors: [{ message: SEGMENT_IN_USE_MESSAGE, code: 'still_in_use' }],
    });
  });

  it("maps a TV's scene regions to streams of its branch, filters by branch and scene, and keeps used entries", async () => {
    const scene = await createScene(content.service, 'tv-filiale', true);
    const segment = await createAsAdmin(content.service, '/api/digital-signage-segments', { name: 'Text', type: 'block', block: { id: block.id } });
    const everywhere = await createAsAdmin(content.service, '/api/digital-signage-streams', { name: 'Alle', entries: [{ segment: { id: segment.id } }] });
    const ofBranch4 = await createAsAdmin(content.service, '/api/digital-signage-streams', { name: 'Vier', branch: { id: 4 }, entries: [] });
    const tv = await createAsAdmin(content.service, '/api/digital-signage-devices', {
      name: 'TV Kassa',
      branch: { id: 5 },
      orientation: 'landscape',
      scene: { id: scene.id },
      regions: [{ region: 'main', stream: { id: everywhere.id } }],
    });
    expect(tv).toEqual({
      id: expect.any(Number),
      name: 'TV Kassa',
      branch: { id: 5 },
      orientation: 'landscape',
      scene: { id: scene.id },
      regions: [{ region: 'main', stream: { id: everywhere.id } }],
      pairingCode: null,
      isOnline: false,
      lastHeartbeatAt: null,
      pairedAt: null,
      nowShowing: [],
      version: 1,
    });
    const refused = await api()
      .put(`/api/digital-signage-devices/${tv.id}`)
      .set(asAdmin())
      .send({ regions: [{ region: 'oben', stream: { id: everywhere.id } }, { region: 'side', stream: { id: ofBranch4.id } }] })
      .expect(422);
    expect(fieldsOf(refused)).toEqual(['regions.0.region', 'regions.1.stream.id']);

    expect((await api().get(`/api/digital-signage-devices?scene=${scene.id}`).set(asAdmin()).expect(200)).body.data).toEqual([tv]);
    expect((await api().get('/api/digital-signage-devices?branch=4').set(asAdmin()).expect(200)).body.data).toEqual([]);

    await api().delete(`/api/scenes/${scene.id}`).set(asAdmin()).expect(409, { errors: [{ message: SCENE_IN_USE_MESSAGE, code: 'still_in_use' }] });
    await api().delete(`/api/digital-signage-streams/${everywhere.id}`).set(asAdmin()).expect(409, {
      errors: [{ message: STREAM_IN_USE_MESSAGE, code: 'still_in_use' }],
    });
    await api().delete(`/api/digital-signage-devices/${tv.id}`).set(asAdmin()).expect(204);
    await api().delete(`/api/digital-signage-streams/${everywhere.id}`).set(asAdmin()).expect(204);
  });

  it('lets employees read the TVs of their branches only, and nobody but administrators write', async () => {
    const own = await createAsAdmin(content.service, '/api/digital-signage-devices', { name: 'Eigener', branch: { id: 2 }, orientation: 'portrait' });
    const other = await createAsAdmin(content.service, '/api/digital-signage-devices', { name: 'Fremder', branch: { id: 3 }, orientation: 'portrait' });
    const employee = authHeaders(testEmployee([2]));
    const listed = (await api().get('/api/digital-signage-devices').set(employee).expect(200)).body.data as Array<{ id: number }>;
    expect(listed.map((device) => device.id)).toContain(own.id);
    expect(listed.map((device) => device.id)).not.toContain(other.id);
    await api().get(`/api/digital-signage-devices/${other.id}`).set(employee).expect(404);
    await api().put(`/api/digital-signage-devices/${own.id}`).set(employee).send({ name: 'Neu' }).expect(403);
    await api().post('/api/scenes').set(employee).send({}).expect(403);
    await api().get('/api/scenes').expect(401);
    await api().get('/api/digital-signage-devices').expect(401);
  });

  it('logs every write in the audit log', async () => {
    const scene = await createScene(content.service, 'protokoll');
    const logged = () => content.events.filter((event) => event.type === EVENTS.contentLogRecorded).map((event) => event.data as ChangeRecorded);
    await eventually(async () => logged(), (entries) => entries.some((entry) => entry.entity === 'scene' && entry.entityId === scene.id));
  });
});
