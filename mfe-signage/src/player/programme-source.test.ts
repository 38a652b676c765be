import type { ProgrammeSegment, SignageProgramme } from '@theke/contracts';
import { ApiError } from '@theke/ui';
import { loadProgramme, PROGRAMME_KEY, type KeyValueStorage } from './device-store';
import { loadCurrentProgramme, mediaOf } from './programme-source';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const ALL_DAY = { weekdays: [], fromTime: null, toTime: null, fromDate: null, toDate: null };

const programme = (name: string): SignageProgramme => ({
  device: { id: 1, name: 'TV Theke', branch: { id: 1 }, orientation: 'landscape' },
  scene: { id: 3, name, path: 'filiale', orientation: 'landscape' },
  regions: [
    {
      name: 'main',
      x: 0,
      y: 0,
      width: 100,
      height: 100,
      stream: {
        id: 5,
        name: 'Angebote',
        entries: [
          { segment: segment(11, { type: 'image', imageUrl: '/media/a.jpg' }), durationSeconds: 5, ...ALL_DAY },
          { segment: segment(12, { type: 'image-template', imageUrl: null }), durationSeconds: 5, ...ALL_DAY },
          { segment: segment(13, { type: 'video', videoUrl: '/uploads/b.mp4' }), durationSeconds: 5, ...ALL_DAY },
        ],
      },
    },
  ],
  serverTime: '2026-03-04T12:00:10.000Z',
  timeZone: 'Europe/Vienna',
});

function segment(id: number, fields: Partial<ProgrammeSegment>): ProgrammeSegment {
  return {
    id,
    name: `Sequenz ${id}`,
    type: 'image',
    durationSeconds: 5,
    imageUrl: null,
    image: null,
    videoUrl: null,
    video: null,
    block: null,
    menuBoard: null,
    pickupBoard: null,
    ...fields,
  };
}

const NOW = () => Date.parse('2026-03-04T12:00:00.000Z');

describe('the programme through a server outage (issue 23)', () => {
  it('plays the server’s programme, keeps it, and corrects the clock by the server’s', async () => {
    const storage = memoryStorage();
    const loaded = await loadCurrentProgramme({ programme: () => Promise.resolve(programme('Filiale')) }, storage, null, NOW);
    expect(loaded).toMatchObject({ fromCache: false, clockOffsetMs: 10_000 });
    expect(loadProgramme(storage)?.programme.scene?.name).toBe('Filiale');
  });

  it('falls back to the kept programme (and its clock offset) when the server does not answer', async () => {
    const storage = memoryStorage();
    await loadCurrentProgramme({ programme: () => Promise.resolve(programme('Gestern')) }, storage, null, NOW);
    const offline = await loadCurrentProgramme({ programme: () => Promise.reject(new ApiError('Offline', 0, [], () => Promise.reject())) }, storage, null, NOW);
    expect(offline).toMatchObject({ fromCache: true, clockOffsetMs: 10_000 });
    expect(offline.programme.scene?.name).toBe('Gestern');
  });

  it('fails without a kept programme, and pairs again when the token is refused rather than playing the old one', async () => {
    const storage = memoryStorage();
    const outage = new ApiError('Offline', 503, [], () => Promise.reject());
    await expect(loadCurrentProgramme({ programme: () => Promise.reject(outage) }, storage, null, NOW)).rejects.toBe(outage);
    await loadCurrentProgramme({ programme: () => Promise.resolve(programme('Filiale')) }, storage, null, NOW);
    const refused = new ApiError('Nicht angemeldet', 401, [], () => Promise.reject());
    await expect(loadCurrentProgramme({ programme: () => Promise.reject(refused) }, storage, null, NOW)).rejects.toBe(refused);
  });

  it('shows a scene a command asked for without keeping it', async () => {
    const storage = memoryStorage();
    await loadCurrentProgramme({ programme: () => Promise.resolve(programme('Filiale')) }, storage, null, NOW);
    await loadCurrentProgramme({ programme: () => Promise.resolve(programme('Aktion')) }, storage, 9, NOW);
    expect(JSON.parse(storage.values.get(PROGRAMME_KEY) ?? '{}').programme.scene.name).toBe('Filiale');
  });

  it('caches the media of the playable entries only', () => {
    expect(mediaOf(programme('Filiale'))).toEqual(['/media/a.jpg', '/uploads/b.mp4']);
  });
});
