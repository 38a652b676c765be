/** The public order status page's data and view (SPEC §2 order status). */
export { usePublicOrder } from './api/use-public-order';
export { StatusView } from './components/StatusView';
export { ticketLabelKey } from './status-state';
