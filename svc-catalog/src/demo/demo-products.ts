import { DEMO_GOODS } from './demo-goods';
import type { DemoProduct } from './demo-product-fields';
import { DEMO_SERVICES } from './demo-services';

/**
 * Every product type (configurable, bundle, others), every unit family of SPEC §3, every
 * calculation model and lead time type; ids 1–25.
 */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [...DEMO_SERVICES, ...DEMO_GOODS].sort(
  (a, b) => Number(a.id) - Number(b.id),
);
