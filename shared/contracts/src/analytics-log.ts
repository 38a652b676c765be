/**
 * How the browser's `POST /api/analytics-log {type, action, category, data}` entries are named, so
 * the storefront that sends them and svc-content that counts them (ADR 0043) agree.
 *
 * - A page view: `{type: 'pageview', action: 'view', category: 'page', data: {path, branchId?}}`.
 * - A commerce step: `{type: 'commerce', action: 'add-to-cart' | 'checkout-start' | 'purchase',
 *   category: 'store', data: {branchId, ...the step's figures}}`.
 *
 * `data.branchId` (the branch's id) puts an entry in that branch's figures; without it the entry
 * counts for no branch. A page view of a `/store/…` path is the funnel's store view.
 */

export const PAGEVIEW_ENTRY = { type: 'pageview', action: 'view', category: 'page' } as const;

export const COMMERCE_ENTRY_TYPE = 'commerce';
export const COMMERCE_ENTRY_CATEGORY = 'store';
export const COMMERCE_ACTIONS = ['add-to-cart', 'checkout-start', 'purchase'] as const;
export type CommerceAction = (typeof COMMERCE_ACTIONS)[number];

/** The funnel's steps in order (`GET /api/statistics/funnel`). */
export const FUNNEL_STEPS = ['store-view', ...COMMERCE_ACTIONS] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Page views of paths under this prefix are store views. */
export const STORE_PATH_PREFIX = '/store/';

/**
 * Set by the gateway on `POST /api/analytics-log` only, when the browser sent the consent cookie
 * (the cookie itself is not forwarded); svc-content believes it only beside the gateway's token.
 */
export const ANALYTICS_CONSENT_HEADER = 'x-theke-analytics-consent';
