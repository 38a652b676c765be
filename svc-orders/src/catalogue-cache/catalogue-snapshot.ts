import type { Branch, Category, Config, Donatee, Menu, Product, Table } from '@theke/domain';

/** The configuration fields orders read (SPEC §3 Config), as svc-content answers them. */
export interface OrdersConfig extends Config {
  shopName: string | null;
  title: string | null;
  businessName?: string | null;
  enablePluginSMS: boolean;
  enablePluginOrderReviews: boolean;
  /** The counter display (`/orders/frontdesk/…`) exists only while this is on. */
  enablePluginFrontdesk: boolean;
  timeZone: string;
}

export interface CatalogueBranch extends Branch {
  id: number;
  /** The key of the frontdesk/backoffice order views (svc-catalog shows it to services). */
  apiKey?: string;
  deliveryAreas: ReadonlyArray<Branch['deliveryAreas'][number] & { id: number }>;
}

export interface CatalogueTable extends Table {
  id: number;
  branch: { id: number };
}

export interface CatalogueDonatee extends Donatee {
  id: number;
}

/**
 * Answers of time-dependent rules (open now? orderable now?) for the current minute. Opening
 * hours and schedules are whole minutes (HH:MM), so within one minute the answer cannot change:
 * computing it once per minute instead of per order is exact, and the hot path skips the
 * time-zone arithmetic (issue 8: 500 orders/s).
 */
export class MinuteMemo {
  private minute = Number.NaN;
  private readonly values = new Map<string, unknown>();

  get<T>(key: string, now: Date, compute: () => T): T {
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.values.clear();
    }
    if (this.values.has(key)) return this.values.get(key) as T;
    const value = compute();
    this.values.set(key, value);
    return value;
  }
}

/**
 * What svc-catalog and svc-content answered, indexed for the order path. Read-only: orders
 * price and check against it and never write back.
 */
export interface CatalogueSnapshot {
  branches: ReadonlyMap<number, CatalogueBranch>;
  products: ReadonlyMap<number, Product>;
  productList: readonly Product[];
  categories: readonly Category[];
  menus: readonly Menu[];
  tables: ReadonlyMap<number, CatalogueTable>;
  donatees: ReadonlyMap<number, CatalogueDonatee>;
  config: OrdersConfig;
  /** Epoch ms of the load. */
  loadedAt: number;
  /** Per-minute answers computed from this snapshot. */
  memo: MinuteMemo;
}

export interface CatalogueSources {
  branches: CatalogueBranch[];
  products: Product[];
  categories: Category[];
  menus: Menu[];
  tables: CatalogueTable[];
  donatees: CatalogueDonatee[];
  config: OrdersConfig;
}

const byId = <T extends { id: number | string }>(rows: readonly T[]) =>
  new Map(rows.map((row) => [Number(row.id), row] as const));

export function snapshotOf(sources: CatalogueSources, loadedAt: number): CatalogueSnapshot {
  return {
    branches: byId(sources.branches),
    products: byId(sources.products),
    productList: sources.products,
    categories: sources.categories,
    menus: sources.menus,
    tables: byId(sources.tables),
    donatees: byId(sources.donatees),
    config: sources.config,
    loadedAt,
    memo: new MinuteMemo(),
  };
}
