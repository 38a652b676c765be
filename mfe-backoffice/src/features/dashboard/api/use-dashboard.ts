/**
 * The dashboard's reads. Today's counts ask the order desk's history list (`GET /api/orders`, its
 * query builder and statuses) through the kit's client for a page of one order and read only
 * `X-Total-Count`: the history's own hook pages 25 full orders, eight times over on this first
 * screen. Keys start with the order list's path, so the live stream's order events refresh the
 * counts as they refresh the lists. The latest changes are the log list's newest page, fetched by
 * the kit's default query function.
 */
import type { LogEntry } from '@theke/contracts';
import { api, translate, useQuery } from '@theke/ui';
import { LOGS_URL } from '../../logs';
import { ORDER_LIST_URLS } from '../../orders';
import {
  COUNTED,
  latestChangesQuery,
  todaysOrdersOf,
  todaysOrdersQuery,
  type CountedStatus,
  type TodaysOrders,
} from '../dashboard-figures';

async function countOrders(query: Record<string, string>, signal: AbortSignal): Promise<number> {
  let total = 0;
  await api.get<unknown[]>(`${ORDER_LIST_URLS.history}?${new URLSearchParams(query).toString()}`, {
    signal,
    fallbackMessage: translate('dashboard.ordersLoadFailed'),
    onHeaders: (headers) => (total = Number(headers.get('X-Total-Count') ?? 0)),
  });
  return total;
}

export interface TodaysOrdersResult {
  figures: TodaysOrders | null;
  isPending: boolean;
  isError: boolean;
}

/**
 * Today's orders (business day `today`) in total and per status, for the branches the viewer sees:
 * one query asking the counts side by side (not `useQueries`, which would ride in the @theke/ui
 * singleton into every guest page's main.js, ADR 0011).
 */
export function useTodaysOrders(today: string): TodaysOrdersResult {
  const { data, isPending, isError } = useQuery({
    // 'counts' keeps these numbers apart from the history's pages under the same path.
    queryKey: [ORDER_LIST_URLS.history, today, 'counts'],
    queryFn: async ({ signal }) => {
      const counts = await Promise.all(COUNTED.map((counted) => countOrders(todaysOrdersQuery(today, counted), signal)));
      const byStatus: Partial<Record<CountedStatus, number>> = {};
      COUNTED.forEach((counted, index) => (byStatus[counted] = counts[index]));
      return todaysOrdersOf(byStatus);
    },
    meta: { errorMessage: translate('dashboard.ordersLoadFailed') },
  });
  return { figures: data ?? null, isPending, isError };
}

/** The newest audit-log entries; administrators only (the API answers an employee 403). */
export function useLatestChanges() {
  return useQuery<LogEntry[]>({
    queryKey: [LOGS_URL, latestChangesQuery(), 'latest'],
    meta: { errorMessage: translate('logs.loadFailed') },
  });
}
