import { api, translate, useQuery } from '@theke/ui';
import { historyQuery, ORDER_LIST_URLS, type HistoryFilter } from '../order-lists';
import type { StaffOrder } from '../staff-order';

const loadFailed = () => translate('messages.loadFailed');

/**
 * The current or missed orders, of one branch or all the user may see (key = API path and
 * params, fetched by the kit's default query function).
 */
export function useLiveOrderList(list: 'current' | 'missed', branch: string) {
  return useQuery<StaffOrder[]>({
    queryKey: branch ? [ORDER_LIST_URLS[list], { branch }] : [ORDER_LIST_URLS[list]],
    meta: { errorMessage: loadFailed() },
  });
}

export interface OrderPage {
  orders: StaffOrder[];
  total: number;
}

/** One page of the history with its total (`X-Total-Count`). */
export function useOrderHistory(filter: HistoryFilter, page: number) {
  const query = historyQuery(filter, page);
  return useQuery<OrderPage>({
    queryKey: [ORDER_LIST_URLS.history, query],
    queryFn: async ({ signal }) => {
      let total = 0;
      const orders = await api.get<StaffOrder[]>(`${ORDER_LIST_URLS.history}?${new URLSearchParams(query).toString()}`, {
        signal,
        onHeaders: (headers) => (total = Number(headers.get('X-Total-Count') ?? 0)),
      });
      return { orders, total };
    },
    // Keep the previous page on screen while the next one loads.
    placeholderData: (previous) => previous,
    meta: { errorMessage: loadFailed() },
  });
}

export function useStaffOrder(id: number) {
  return useQuery<StaffOrder>({ queryKey: [`/api/orders/${id}`], meta: { errorMessage: loadFailed() } });
}
