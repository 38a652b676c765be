import { AppError, type Logger, type PeerClient } from '@theke/server';
import { snapshotOf, type CatalogueSnapshot, type CatalogueSources } from './catalogue-snapshot';

export interface CatalogueCacheOptions {
  /** After a change event, reload at most this often (a burst of edits costs one reload). */
  refreshIntervalMs: number;
  /** Reload in the background when the snapshot is older than this (an event may have been missed). */
  maxAgeMs: number;
  /** The clock the intervals are measured with (epoch ms). */
  now?: () => number;
}

/** 'Daten konnten nicht geladen werden.' (SPEC §8) when neither a snapshot nor the peers are there. */
export class CatalogueUnavailable extends AppError {
  constructor() {
    super(503, [{ message: 'Daten konnten nicht geladen werden.', code: 'catalogue_unavailable' }]);
  }
}

/**
 * The catalogue and configuration orders are checked and priced against, read from svc-catalog
 * and svc-content over HTTP and kept in memory: a warm order path asks no peer. Change events
 * mark the snapshot stale; the next order waits for a reload unless one finished within the
 * refresh interval, in which case the reload runs when the interval is over.
 */
export class CatalogueCache {
  private snapshot: CatalogueSnapshot | null = null;
  private loading: Promise<CatalogueSnapshot> | null = null;
  /** Bumped by every change event; the snapshot is stale while it was loaded for an older one. */
  private generation = 0;
  private loadedGeneration = -1;
  private lastLoadStartedAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;

  constructor(
    private readonly peers: PeerClient,
    private readonly log: Logger,
    private readonly options: CatalogueCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The current snapshot, loading it first when there is none or it was invalidated. */
  async current(): Promise<CatalogueSnapshot> {
    const snapshot = this.snapshot;
    if (!snapshot) return this.reload();
    if (this.loadedGeneration < this.generation) {
      // Everyone waits for the one reload that is running, nobody starts a second.
      if (this.loading) return this.loading.catch(() => snapshot);
      const wait = this.lastLoadStartedAt + this.options.refreshIntervalMs - this.now();
      if (wait <= 0) return this.reloadOrKeep(snapshot);
      this.scheduleReload(wait);
    } else if (!this.loading && this.now() - snapshot.loadedAt >= this.options.maxAgeMs) {
      void this.reloadOrKeep(snapshot);
    }
    return snapshot;
  }

  /** A `catalog.catalog.changed` or `content.config.changed` event arrived. */
  invalidate(): void {
    this.generation++;
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private scheduleReload(waitMs: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const snapshot = this.snapshot;
      if (snapshot && this.loadedGeneration < this.generation) void this.reloadOrKeep(snapshot);
    }, waitMs);
    this.timer.unref();
  }

  /** A failed reload keeps the snapshot we have: peers being down must not stop order intake. */
  private async reloadOrKeep(snapshot: CatalogueSnapshot): Promise<CatalogueSnapshot> {
    try {
      return await this.reload();
    } catch (error) {
      this.log.warn({ err: error }, 'catalogue reload failed, keeping the previous snapshot');
      return snapshot;
    }
  }

  private reload(): Promise<CatalogueSnapshot> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<CatalogueSnapshot> {
    this.lastLoadStartedAt = this.now();
    // Events arriving while we load leave the new snapshot stale.
    const generation = this.generation;
    try {
      const snapshot = snapshotOf(await this.fetchSources(), this.now());
      this.snapshot = snapshot;
      this.loadedGeneration = generation;
      return snapshot;
    } catch (error) {
      if (!this.snapshot) {
        this.log.error({ err: error }, 'catalogue unavailable');
        throw new CatalogueUnavailable();
      }
      throw error;
    }
  }

  private async fetchSources(): Promise<CatalogueSources> {
    const get = <T>(peer: string, path: string) => this.peers.get<T>(peer, path);
    const [branches, products, categories, menus, tables, donatees, config] = await Promise.all([
      get<CatalogueSources['branches']>('catalog', '/branches'),
      get<CatalogueSources['products']>('catalog', '/products'),
      get<CatalogueSources['categories']>('catalog', '/categories'),
      get<CatalogueSources['menus']>('catalog', '/menus'),
      get<CatalogueSources['tables']>('catalog', '/tables'),
      get<CatalogueSources['donatees']>('catalog', '/donatees'),
      get<CatalogueSources['config']>('content', '/config'),
    ]);
    return { branches, products, categories, menus, tables, donatees, config };
  }
}
