/**
 * The programme's images and videos kept in Cache Storage (no service worker: ADR 0042 "offline"),
 * shown through object URLs, so a TV keeps playing them while the server or the network is away.
 * Without Cache Storage (a page not served over https or localhost) the addresses are used as they
 * are and the HTTP cache is all there is.
 */
export const MEDIA_CACHE = 'theke-signage-media';

type Listener = () => void;

export class MediaCache {
  private readonly objectUrls = new Map<string, string>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<Listener>();
  private wanted = new Set<string>();

  constructor(private readonly storage: CacheStorage | undefined = globalThis.caches) {}

  /** The address to show a medium by now: its kept copy when there is one, else the address itself. */
  resolve(source: string): string {
    return this.objectUrls.get(source) ?? source;
  }

  /** Keeps these media (fetched, or read back from Cache Storage) and lets go of all others. */
  async keep(sources: readonly string[]): Promise<void> {
    this.wanted = new Set(sources);
    for (const [source, url] of this.objectUrls) {
      if (this.wanted.has(source)) continue;
      URL.revokeObjectURL(url);
      this.objectUrls.delete(source);
    }
    if (this.storage) void this.prune();
    await Promise.all(sources.map((source) => this.load(source)));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private load(source: string): Promise<void> {
    const storage = this.storage;
    if (!storage || this.objectUrls.has(source)) return Promise.resolve();
    let loading = this.loading.get(source);
    if (!loading) {
      loading = (async () => {
        try {
          const cache = await storage.open(MEDIA_CACHE);
          let response = await cache.match(source);
          if (!response) {
            const fetched = await fetch(source, { credentials: 'same-origin' });
            if (!fetched.ok) return;
            await cache.put(source, fetched);
            response = await cache.match(source);
          }
          const blob = await response?.blob();
          if (!blob || !this.wanted.has(source)) return;
          this.objectUrls.set(source, URL.createObjectURL(blob));
          for (const listener of this.listeners) listener();
        } catch {
          // Offline and not kept yet: the address itself is shown (and tried again with the next programme).
        } finally {
          this.loading.delete(source);
        }
      })();
      this.loading.set(source, loading);
    }
    return loading;
  }

  /** Drops kept media the programme no longer shows (Cache Storage would otherwise only grow). */
  private async prune(): Promise<void> {
    try {
      const cache = await this.storage?.open(MEDIA_CACHE);
      if (!cache) return;
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname + new URL(request.url).search;
        if (!this.wanted.has(path) && !this.wanted.has(request.url)) await cache.delete(request);
      }
    } catch {
      // Pruning is housekeeping: it may fail without harm.
    }
  }

  /** Lets go of every object URL (the player leaves). */
  dispose(): void {
    // A medium still loading finds itself unwanted and makes no object URL that nobody revokes.
    this.wanted = new Set();
    for (const url of this.objectUrls.values()) URL.revokeObjectURL(url);
    this.objectUrls.clear();
    this.listeners.clear();
  }
}
