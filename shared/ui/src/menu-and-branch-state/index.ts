/**
 * SPEC §4 "Menu and branch state": the rules of @theke/domain that screens of several apps show
 * (toolbar, branch cards: open, closing soon, next shift). Re-exported here so every app uses the
 * shell's one copy instead of bundling its own.
 */
export { branchStateAt, isBranchOpenAt, registerZoneOffsets, type BranchState, type ZoneOffsetTable } from '@theke/domain';
/**
 * The storefront's notices and menu rules lean on the same hours and business-time code the
 * shell already carries for branchStateAt; re-exported so mfe-store does not bundle a second copy
 * of it (ADR 0015).
 */
export { closedNotice, noDeliveryNotice, preorderNotice } from '@theke/domain';
export { activeMenu, activeProducts, categoryBar, isCatalogueStale, storeCatalogue } from '@theke/domain';
export { useNow } from './use-now';
