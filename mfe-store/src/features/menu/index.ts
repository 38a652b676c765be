/** The branch's menu on the store page: notices, product groups, the category bar, the ticking clock and the active catalogue. */
export { STORE_CLOCK_MS, useStoreCatalogue } from './use-store-catalogue';
export { BranchNotices } from './BranchNotices';
export { ProductGroups } from './ProductGroups';
/** The category bar loads right after the product list (ADR 0015). */
export const loadCategoryBar = () => import('./CategoryBar');
