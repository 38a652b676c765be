/**
 * The first screens the gateway keeps (issue 26: first screens stay warm). A screen is fresh for
 * `freshMs`; after that it is still served, at once, while its replacement renders in the
 * background (stale-while-revalidate), so no guest waits for a render because a minute passed.
 * A screen older than `staleMs` (a page nobody opened for a while) is not served any more. A
 * change announced on the bus clears everything at once, and a render that began before the
 * change is not kept.
 */
interface Entry<T> {
  value: Promise<T | null>;
  at: number;
  refreshing: boolean;
}

export interface ScreenCacheOptions {
  freshMs: number;
  staleMs: number;
  /** Paths are visitor input: the cache starts over when it holds this many. */
  maxEntries: number;
  now?: () => number;
}

export class ScreenCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Counts clears: a background render started before one must not store its result. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: ScreenCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** What may be served for `key`, and whether it should be rendered anew. */
  read(key: string): { value: Promise<T | null>; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.at;
    if (age >= this.options.staleMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { value: entry.value, stale: age >= this.options.freshMs };
  }

  store(key: string, value: Promise<T | null>): void {
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
    this.entries.set(key, { value, at: this.now(), refreshing: false });
  }

  /** Renders the replacement of a kept screen in the background, once at a time; a failed render keeps the old one. */
  refresh(key: string, render: () => Promise<T | null>): void {
    const entry = this.entries.get(key);
    if (!entry || entry.refreshing) return;
    entry.refreshing = true;
    const generation = this.generation;
    void render()
      .then((fresh) => {
        if (fresh !== null && generation === this.generation) this.store(key, Promise.resolve(fresh));
      })
      .finally(() => {
        entry.refreshing = false;
      });
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }
}
