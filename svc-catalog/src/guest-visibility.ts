import { Op } from 'sequelize';

/**
 * SPEC §5: products and categories that are not enabled are hidden unless isVisibleWhenUnavailable
 * is set. Rows that can never be shown are left out of guests' reads altogether; the schedule is
 * evaluated by the storefront in the business time zone (it changes by the minute).
 */
export const SHOWN_TO_GUESTS = { [Op.or]: [{ isEnabled: true }, { isVisibleWhenUnavailable: true }] };
