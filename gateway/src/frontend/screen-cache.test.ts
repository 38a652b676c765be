import { ScreenCache } from './screen-cache';

/** A render the test finishes when it wants to. */
function pendingRender(value: string | null) {
  let finish: () => void = () => undefined;
  const promise = new Promise<string | null>((resolve) => {
    finish = () => resolve(value);
  });
  return { render: () => promise, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('kept first screens (issue 26: stale-while-revalidate)', () => {
  let clock = 0;
  const cache = () => new ScreenCache<string>({ freshMs: 60_000, staleMs: 900_000, maxEntries: 10, now: () => clock });

  beforeEach(() => {
    clock = 0;
  });

  it('serves a screen older than a minute at once and renders its replacement in the background', async () => {
    const screens = cache();
    screens.store('/ueber-uns', Promise.resolve('alt'));
    clock = 61_000;
    const kept = screens.read('/ueber-uns');
    expect(kept?.stale).toBe(true);
    expect(await kept?.value).toBe('alt');

    const next = pendingRender('neu');
    screens.refresh('/ueber-uns', next.render);
    screens.refresh('/ueber-uns', () => Promise.reject(new Error('rendered twice')));
    expect(await screens.read('/ueber-uns')?.value).toBe('alt');
    next.finish();
    await settle();
    expect(screens.read('/ueber-uns')).toMatchObject({ stale: false });
    expect(await screens.read('/ueber-uns')?.value).toBe('neu');
  });

  it('keeps the old screen when its replacement fails, and tries again on the next request', async () => {
    const screens = cache();
    screens.store('/leistungen', Promise.resolve('alt'));
    clock = 61_000;
    screens.refresh('/leistungen', async () => null);
    await settle();
    expect(await screens.read('/leistungen')?.value).toBe('alt');
    const retry = pendingRender('neu');
    screens.refresh('/leistungen', retry.render);
    retry.finish();
    await settle();
    expect(await screens.read('/leistungen')?.value).toBe('neu');
  });

  it('drops everything on a change, and a render begun before the change is not kept', async () => {
    const screens = cache();
    screens.store('/', Promise.resolve('alt'));
    clock = 61_000;
    const before = pendingRender('vor der Änderung');
    screens.refresh('/', before.render);
    screens.clear();
    before.finish();
    await settle();
    expect(screens.read('/')).toBeUndefined();
  });

  it('does not serve a screen nobody asked for within fifteen minutes', () => {
    const screens = cache();
    screens.store('/store/wien', Promise.resolve('alt'));
    clock = 900_000;
    expect(screens.read('/store/wien')).toBeUndefined();
  });
});
