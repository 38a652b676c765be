import { api, translate, useMutation, useQuery, useQueryClient, type ApiError } from '@theke/ui';
import type { Questionnaire } from '@theke/domain';
import { pollInterval, type PublicOrder } from '../status-state';

const orderUrl = (uid: string, hash: string) => `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;

/** The placed order, polled every 10 s until it is settled (SPEC §4); a wrong uid or hash is a 404. */
export function usePublicOrder(uid: string, hash: string) {
  return useQuery<PublicOrder, ApiError>({
    queryKey: [orderUrl(uid, hash)],
    // The status changes on the server: always ask again (an unchanged order is a cheap 304).
    staleTime: 0,
    refetchInterval: (query) => pollInterval(query.state.data),
    refetchIntervalInBackground: false,
    meta: { errorMessage: translate('messages.loadFailed') },
  });
}

type PublicAction = 'confirm-counter-appointment' | 'reject-counter-appointment' | 'questionnaire';

/** SPEC §7 public order actions; the answer is the order in its new state. */
export function usePublicOrderAction(uid: string, hash: string, action: PublicAction, errorMessage: string) {
  const client = useQueryClient();
  return useMutation<PublicOrder, ApiError, Partial<Questionnaire> | undefined>({
    mutationFn: (body) => api.post<PublicOrder>(`${orderUrl(uid, hash)}/${action}`, body ?? {}, { fallbackMessage: errorMessage }),
    onSuccess: (order) => client.setQueryData([orderUrl(uid, hash)], order),
    // The page shows the failure next to the action.
    meta: { silent: true },
  });
}
