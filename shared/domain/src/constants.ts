/** SPEC §9 business constants and limits, with the spec's values. */

/** Closing soon: under 60 minutes to closing. */
export const CLOSING_SOON_MINUTES = 60;

/** Pickup slots: search horizon 180 days by default. */
export const SLOT_SEARCH_HORIZON_DAYS = 180;
/** Slots start rounded up to 5 minutes. */
export const SLOT_ROUNDING_MINUTES = 5;
/** Open-slot search steps 30 minutes ... */
export const OPEN_SLOT_SEARCH_STEP_MINUTES = 30;
/** ... up to a default of 72 hours. */
export const OPEN_SLOT_SEARCH_HOURS = 72;

/** Minute step default 5. */
export const MINUTE_STEP = 5;

/** Catalogue reload 4 hours, checked every 10 s. */
export const CATALOGUE_RELOAD_MS = 4 * 60 * 60 * 1000;
export const CATALOGUE_RELOAD_CHECK_MS = 10_000;
/** Status polling 10 s. */
export const STATUS_POLL_INTERVAL_MS = 10_000;

/** Donation amount per order 0.07 in shop currency. */
export const DONATION_AMOUNT = 0.07;
/** Default currency EUR for tracking; otherwise from config. */
export const DEFAULT_CURRENCY = 'EUR';

/** Star ratings 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Country choices DE, LI, AT, CH; default AT. */
export const COUNTRIES = ['DE', 'LI', 'AT', 'CH'] as const;
export const DEFAULT_COUNTRY = 'AT';

/** Default payment method cash. */
export const DEFAULT_PAYMENT_METHOD = 'cash';

/** After a route change the page scrolls (to the top, or to the address's anchor) after 750 ms. */
export const ROUTE_SCROLL_DELAY_MS = 750;
