import { Router } from 'express';
import type { ServiceDefinition } from '@theke/server';
import { branchRoutes } from './branches/branch.routes';
import { categoryRoutes } from './categories/category.routes';
import { seedCatalogDemo } from './demo/demo-seed';
import { catalogueCacheOf } from './http-cache/catalogue-cache';
import { divisionRoutes } from './divisions/division.routes';
import { donateeRoutes } from './donatees/donatee.routes';
import { mediaUsageRoutes } from './media-usages/media-usages.routes';
import { menuRoutes } from './menus/menu.routes';
import { catalogMigrations } from './migrations';
import { defineCatalogModels } from './models';
import { productLabelRoutes } from './product-labels/product-labels.routes';
import { productRoutes } from './products/product.routes';
import { tableRoutes } from './tables/table.routes';
import { tagRoutes } from './tags/tag.routes';

const CATALOG_COLLECTIONS = [
  'divisions',
  'branches',
  'tags',
  'menus',
  'categories',
  'products',
  'tables',
  'donatees',
];

/**
 * svc-catalog: divisions, branches (opening/delivery hours, delivery areas), tags, menus,
 * categories, products, tables and donatees (SPEC §3, §7 generic CRUD and GET /branches/{id}/menus).
 * Reads are public; writes are for administrators, and for employees on their own branch.
 */
export const catalogService: ServiceDefinition = {
  name: 'catalog',
  migrations: catalogMigrations,
  defineModels: defineCatalogModels,
  router(context) {
    const router = Router();
    // ADR 0014: ETag/304 and the in-memory guest cache, emptied by every catalogue change.
    router.use(catalogueCacheOf(context).middleware());
    router.use(divisionRoutes(context));
    router.use(branchRoutes(context));
    router.use(tagRoutes(context));
    router.use(menuRoutes(context));
    router.use(categoryRoutes(context));
    // Before the products' CRUD router: its GET /products/:id would take 'labels' for an id.
    router.use(productLabelRoutes(context));
    router.use(productRoutes(context));
    router.use(tableRoutes(context));
    router.use(donateeRoutes(context));
    router.use(mediaUsageRoutes(context));
    return router;
  },
  publicRoutes: [
    { method: 'GET', path: new RegExp(`^/(${CATALOG_COLLECTIONS.join('|')})(/[^/]+)?/?$`) },
    { method: 'GET', path: /^\/branches\/[^/]+\/menus\/?$/ },
  ],
  subscriptions: (context) => [catalogueCacheOf(context).subscription(context.name)],
  seedDemo: seedCatalogDemo,
};
