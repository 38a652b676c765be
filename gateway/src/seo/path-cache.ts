/** What the gateway worked out per page path, kept for `ttlMs`. */
export class PathCache<T> {
  private entries = new Map<string, { value: T; at: number }>();

  /** Paths are visitor input: the cache is bounded to `maxEntries` and simply starts over when full. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && Date.now() - entry.at < this.ttlMs ? entry.value : undefined;
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, at: Date.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}
