/** The back-office order lists (SPEC §2 hints: current, missed, history) and the history's filters. */
import type { PaymentMethod } from '@theke/domain';

export type OrderListKind = 'current' | 'missed' | 'history';

export const ORDER_LIST_URLS: Record<OrderListKind, string> = {
  current: '/api/orders/current',
  missed: '/api/orders/missed',
  history: '/api/orders',
};

/** The hash sub-page of each list (`/backend#/orders`, `#/orders/missed`, `#/orders/history`). */
export const ORDER_LIST_PATHS: Record<OrderListKind, string> = {
  current: '/orders',
  missed: '/orders/missed',
  history: '/orders/history',
};

/** The status filters `GET /api/orders` understands (svc-orders order-history-filter.ts). */
export const HISTORY_STATUSES = ['waiting', 'preparing', 'in-delivery', 'completed', 'rejected', 'canceled', 'failed'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export const ORDER_TYPES = ['takeaway', 'delivery', 'dineIn'] as const;
export type OrderTypeName = (typeof ORDER_TYPES)[number];

export const HISTORY_PAGE_SIZE = 25;

/** What the history form holds; empty strings mean "no filter". Dates are business days (YYYY-MM-DD). */
export interface HistoryFilter {
  from: string;
  to: string;
  branch: string;
  status: HistoryStatus | '';
  orderType: OrderTypeName | '';
  paymentMethod: PaymentMethod | '';
  search: string;
}

export const EMPTY_HISTORY_FILTER: HistoryFilter = {
  from: '',
  to: '',
  branch: '',
  status: '',
  orderType: '',
  paymentMethod: '',
  search: '',
};

/** The query of `GET /api/orders` for a filter and a page (0-based), leaving out empty filters. */
export function historyQuery(filter: HistoryFilter, page: number, pageSize = HISTORY_PAGE_SIZE): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter) as [keyof HistoryFilter, string][]) {
    const trimmed = value.trim();
    if (trimmed !== '') query[key] = trimmed;
  }
  query.limit = String(pageSize);
  query.offset = String(Math.max(0, page) * pageSize);
  return query;
}

export function pageCount(total: number, pageSize = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Which sub-page a back-office hash path is: one of the lists, one order's detail, or null when the
 * path is not an order page.
 */
export type OrderPage = { kind: 'list'; list: OrderListKind } | { kind: 'detail'; id: number };

export function orderPageOf(path: string): OrderPage | null {
  for (const [list, listPath] of Object.entries(ORDER_LIST_PATHS) as [OrderListKind, string][]) {
    if (path === listPath) return { kind: 'list', list };
  }
  const detail = /^\/orders\/(\d+)$/.exec(path);
  if (detail?.[1]) return { kind: 'detail', id: Number(detail[1]) };
  return null;
}

export const orderDetailPath = (id: number): string => `/orders/${id}`;

