/**
 * The dashboard's reads. Today's counts ask the order desk's history list (`GET /api/orders`, its
 * query builder and statuses) through the kit's client for a page of one order and read only
 * `X-Total-Count`: the history's own hook pages 25 full orders, eight times over on this first
 * screen. Keys start with the order list's path, so the live stream's order events refresh the
 * counts as they refresh the lists. The latest changes are the log list's newest page, fetched by
 * the kit's default query function.
 */
import type { LogEntry } from '@theke/contracts';
import { api, translate, useQueries, useQuery } from '@theke/ui';
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

interface CountResult {
  data?: number;
  isPending: boolean;
  isError: boolean;
}

function combineCounts(results: readonly CountResult[]): TodaysOrdersResult {
  const counts: Partial<Record<CountedStatus, number>> = {};
  COUNTED.forEach((counted, index) => {
    const count = results[index]?.data;
    if (count !== undefined) counts[counted] = count;
  });
  return {
    figures: todaysOrdersOf(counts),
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
  };
}

/** Today's orders (business day `today`) in total and per status, for the branches the viewer sees. */
export function useTodaysOrders(today: string): TodaysOrdersResult {
  const errorMessage = translate('dashboard.ordersLoadFailed');
  return useQueries({
    queries: COUNTED.map((counted) => {
      const query = todaysOrdersQuery(today, counted);
      return {
        // 'count' keeps these numbers apart from the history's pages under the same path.
        queryKey: [ORDER_LIST_URLS.history, query, 'count'],
        queryFn: ({ signal }: { signal: AbortSignal }) => countOrders(query, signal),
        meta: { errorMessage },
      };
    }),
    combine: combineCounts,
  });
}

/** The newest audit-log entries; administrators only (the API answers an employee 403). */
export function useLatestChanges() {
  return useQuery<LogEntry[]>({
    queryKey: [LOGS_URL, latestChangesQuery(), 'latest'],
    meta: { errorMessage: translate('logs.loadFailed') },
  });
}
