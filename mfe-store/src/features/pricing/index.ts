/** The order's pricing lines (items, delivery, taxes, totals) for the checkout and the status page. */
export { Lines, PricingLines } from './PricingLines';
