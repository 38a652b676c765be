/** The back-office order desk: lists, detail and actions (issue 9). */
export { OrderListScreen } from './components/OrderListScreen';
export { OrderDetailScreen } from './components/OrderDetailScreen';
export { OrderCard } from './components/OrderCard';
export { DisplaySettingsToggles } from './components/DisplaySettingsToggles';
export { RejectDialog } from './components/OrderDialogs';
export { useDisplaySetting } from './display-settings';
export type { OrderCommand } from './order-commands';
export {
  orderPageOf,
  ORDER_LIST_PATHS,
  ORDER_LIST_URLS,
  HISTORY_STATUSES,
  EMPTY_HISTORY_FILTER,
  historyQuery,
  type HistoryStatus,
  type OrderPage,
} from './order-lists';
export { allowedStatusActions, type StatusAction } from './order-actions';
export { orderTypeOf, customerNameOf, statusTextOf } from './order-display';
export type { StaffOrder } from './staff-order';
