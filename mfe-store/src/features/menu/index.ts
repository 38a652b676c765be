/** What other features use of the menu: the ticking clock and the branch's active catalogue. */
export { useNow, useStoreCatalogue } from './use-store-catalogue';
