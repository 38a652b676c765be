/**
 * The player's calls (ADR 0042) on real PostgreSQL, as the gateway signs them for a paired TV: its
 * programme with every segment type resolved, a scene a command asks for, the heartbeat that
 * makes it online, and a TV reading nothing but its own.
 */
import request from 'supertest';
import sharp from 'sharp';
import type { SignageProgramme } from '@theke/contracts';
import { authHeaders, testEmployee } from '@theke/server/testing';
import { asAdmin, asDevice, createAsAdmin, createScene, dataUrl, pairDevice, startContentTestService, type ContentTestService } from '../../testing';

let content: ContentTestService;
const api = () => request(content.service.app);

let tv: { id: number };
let neighbour: { id: number };
let stream: { id: number };
let segments: Record<'image' | 'video' | 'block' | 'menu' | 'pickup', { id: number }>;
let image: { id: number; version: number; extension: string; width: number; alt: string | null };
let video: { id: number; publicHash: string };
let blockId: number;

beforeAll(async () => {
  content = await startContentTestService();
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0e7490' } }).png().toBuffer();
  image = (await createAsAdmin(content.service, '/api/images', { data: dataUrl(png, 'image/png'), name: 'angebot.png' })) as typeof image;
  // The smallest file the upload check takes for a WebM video: the EBML magic and the doc type.
  const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('....webm')]);
  video = (await createAsAdmin(content.service, '/api/uploads', { data: dataUrl(webm, 'video/webm'), name: 'film.webm' })) as typeof video;
  blockId = ((await createAsAdmin(content.service, '/api/blocks', { identifier: 'tv-text', name: 'TV', type: 'text', content: { text: '<p>Willkommen</p>' } })) as { id: number }).id;
  const segment = (body: object) => createAsAdmin(content.service, '/api/digital-signage-segments', body) as Promise<{ id: number }>;
  segments = {
    image: await segment({
      name: 'Bild',
      type: 'image',
      image: { id: image.id, version: image.version, extension: image.extension, width: image.width, alt: image.alt },
      durationSeconds: 8,
    }),
    video: await segment({ name: 'Film', type: 'video', video: { id: video.id, version: 1, extension: 'webm', publicHash: video.publicHash, mimeType: 'video/webm' } }),
    block: await segment({ name: 'Text', type: 'block', block: { id: blockId } }),
    menu: await segment({ name: 'Karte', type: 'menu-board', branch: { id: 1 }, menu: { id: 3 } }),
    pickup: await segment({ name: 'Abholung', type: 'pickup-board', branch: { id: 1 }, removeAfterMinutes: 5 }),
  };
  stream = (await createAsAdmin(content.service, '/api/digital-signage-streams', {
    name: 'Filiale 1',
    branch: { id: 1 },
    entries: [
      { segment: { id: segments.image.id } },
      { segment: { id: segments.video.id }, durationSeconds: 15, weekdays: ['6', '7'] },
      { segment: { id: segments.block.id }, fromTime: '22:00', toTime: '06:00' },
      { segment: { id: segments.menu.id } },
      { segment: { id: segments.pickup.id } },
    ],
  })) as { id: number };
  const scene = await createScene(content.service, 'filiale', true);
  tv = (await pairDevice(content.service, { name: 'TV 1', branch: { id: 1 }, scene: { id: scene.id }, regions: [{ region: 'main', stream: { id: stream.id } }] })).device;
  neighbour = (await pairDevice(content.service, { name: 'TV 2', branch: { id: 2 }, scene: { id: scene.id } })).device;
});
afterAll(() => content.close());

const programmeOf = async (deviceId: number, branchId: number, query = '') =>
  (await api().get(`/api/digital-signage-player/programme${query}`).set(asDevice(deviceId, branchId)).expect(200)).body.data as SignageProgramme;

describe("the player's programme", () => {
  it('resolves each region of the scene to its stream with the segments as the TV shows them', async () => {
    const programme = await programmeOf(tv.id, 1);
    expect(programme).toMatchObject({
      device: { id: tv.id, name: 'TV 1', branch: { id: 1 }, orientation: 'landscape' },
      scene: { path: 'filiale', orientation: 'landscape' },
      timeZone: 'Europe/Vienna',
    });
    expect(Math.abs(new Date(programme.serverTime).getTime() - Date.now())).toBeLessThan(60_000);
    const [main, side] = programme.regions;
    expect(side).toEqual({ name: 'side', x: 75, y: 0, width: 25, height: 100, stream: null });
    expect(main?.stream?.id).toBe(stream.id);
    const entries = main?.stream?.entries ?? [];
    expect(entries.map((entry) => [entry.segment.type, entry.durationSeconds])).toEqual([
      ['image', 8],
      ['video', 15],
      ['block', 10],
      ['menu-board', 10],
      ['pickup-board', 10],
    ]);
    expect(entries[0]?.segment).toMatchObject({ imageUrl: `/image/large/${image.id}-${image.version}.png`, image: { id: image.id, width: 800 } });
    expect(entries[1]).toMatchObject({ weekdays: ['6', '7'], segment: { videoUrl: `/upload/${video.publicHash}/${video.id}-1.webm` } });
    expect(entries[2]).toMatchObject({ fromTime: '22:00', toTime: '06:00', segment: { block: { id: blockId, content: { text: '<p>Willkommen</p>' } } } });
    expect(entries[3]?.segment.menuBoard).toEqual({ branch: { id: 1 }, menu: { id: 3 } });
    expect(entries[4]?.segment.pickupBoard).toEqual({ branch: { id: 1 }, removeAfterMinutes: 5 });
  });

  it("leaves out an entry whose media is gone, and plays another scene when a command asks for it", async () => {
    await api().delete(`/api/blocks/${blockId}`).set(asAdmin()).expect(204);
    const types = (await programmeOf(tv.id, 1)).regions[0]?.stream?.entries.map((entry) => entry.segment.type);
    expect(types).toEqual(['image', 'video', 'menu-board', 'pickup-board']);
    const portrait = await createAsAdmin(content.service, '/api/scenes', {
      name: 'Hoch',
      path: 'hoch',
      orientation: 'portrait',
      regions: [{ name: 'main', x: 0, y: 0, width: 100, height: 50 }],
    });
    const other = await programmeOf(tv.id, 1, `?scene=${portrait.id}`);
    expect(other.scene).toMatchObject({ id: portrait.id, orientation: 'portrait' });
    expect(other.regions.map((region) => [region.name, region.stream?.id])).toEqual([['main', stream.id]]);
    const segment = await api().get(`/api/digital-signage-player/segments/${segments.pickup.id}`).set(asDevice(tv.id, 1)).expect(200);
    expect(segment.body.data).toMatchObject({ type: 'pickup-board', pickupBoard: { branch: { id: 1 } } });
  });

  it("gives each TV only its own programme, and the player's calls only to TVs", async () => {
    const theirs = await programmeOf(neighbour.id, 2);
    expect(theirs.device.id).toBe(neighbour.id);
    expect(theirs.regions.every((region) => region.stream === null)).toBe(true);
    await api().get('/api/digital-signage-player/programme').set(authHeaders(testEmployee([1]))).expect(403);
    await api().get('/api/digital-signage-player/programme').expect(401);
    // An unpaired TV whose token the gateway still had cached is refused.
    await api().post(`/api/digital-signage-devices/${neighbour.id}/token`).set(asAdmin()).expect(200);
    await api().get('/api/digital-signage-player/programme').set(asDevice(neighbour.id, 2)).expect(401);
  });

  it('makes a TV online with its heartbeat and shows what it plays', async () => {
    await api()
      .post('/api/digital-signage-player/heartbeat')
      .set(asDevice(tv.id, 1))
      .send({ nowShowing: [{ region: 'main', segment: { id: segments.image.id } }] })
      .expect(204);
    const device = (await api().get(`/api/digital-signage-devices/${tv.id}`).set(asAdmin()).expect(200)).body.data;
    expect(device).toMatchObject({
      isOnline: true,
      lastHeartbeatAt: expect.any(String),
      nowShowing: [{ region: 'main', segment: { id: segments.image.id } }],
      version: 1,
    });
    await content.service.context.sequelize.query(
      `UPDATE digital_signage_devices SET "lastHeartbeatAt" = now() - interval '91 seconds' WHERE id = :id`,
      { replacements: { id: tv.id } },
    );
    expect((await api().get(`/api/digital-signage-devices/${tv.id}`).set(asAdmin()).expect(200)).body.data.isOnline).toBe(false);
  });
});
