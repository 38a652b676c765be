/** Paths are visitor input: the per-path caches are bounded and simply start over when full. */
const MAX_CACHED_PATHS = 2000;

/** What the gateway worked out per page path, kept for `ttlMs`. */
export class PathCache<T> {
  private entries = new Map<string, { value: T; at: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && Date.now() - entry.at < this.ttlMs ? entry.value : undefined;
  }

  set(key: string, value: T): void {
    if (this.entries.size >= MAX_CACHED_PATHS) this.entries.clear();
    this.entries.set(key, { value, at: Date.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}
