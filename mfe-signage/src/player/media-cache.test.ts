import { MediaCache } from './media-cache';

/** Cache Storage holding every medium already, answering when the test lets it. */
function heldStorage() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const cache = {
    match: async () => {
      await answered;
      return { blob: async () => new Blob(['png']) };
    },
    keys: async () => [],
    delete: async () => true,
  };
  const storage = { open: async () => cache } as unknown as CacheStorage;
  return { storage, release };
}

describe('the media cache', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    URL.createObjectURL = jest.fn(() => {
      created.push(`blob:${created.length}`);
      return created.at(-1) ?? '';
    });
    URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  });

  it('revokes the object URL of a medium the programme no longer shows', async () => {
    const { storage, release } = heldStorage();
    const media = new MediaCache(storage);
    release();
    await media.keep(['/media/1.png', '/media/2.png']);
    expect(media.resolve('/media/1.png')).toBe('blob:0');
    await media.keep(['/media/2.png']);
    expect(revoked).toEqual(['blob:0']);
    expect(media.resolve('/media/1.png')).toBe('/media/1.png');
  });

  it('makes no object URL for a medium that arrives after the player left', async () => {
    const { storage, release } = heldStorage();
    const media = new MediaCache(storage);
    const keeping = media.keep(['/media/1.png']);
    media.dispose();
    release();
    await keeping;
    expect(created.length - revoked.length).toBe(0);
  });
});
