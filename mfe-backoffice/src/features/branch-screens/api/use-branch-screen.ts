import { apiRequest, isApiError, recordFailure, translate, useMutation, useQuery, useQueryClient } from '@theke/ui';
import type { StaffOrder } from '../../orders';
import { branchCommandRequest, branchOrdersUrl, type BranchCommand, type BranchScreenParams } from '../branch-screen';

/** The branch's live orders through its api key; a wrong key is a 404 (shown as the 404 view). */
export function useBranchOrders(screen: BranchScreenParams) {
  return useQuery<StaffOrder[]>({
    queryKey: [branchOrdersUrl(screen)],
    meta: { errorMessage: translate('messages.loadFailed') },
  });
}

/** Status changes and prints of the backoffice key view, each followed by reloading the orders. */
export function useBranchCommand(screen: BranchScreenParams) {
  const client = useQueryClient();
  const run = (orderId: number, command: BranchCommand) => {
    const request = branchCommandRequest(screen, orderId, command);
    if (!request) return Promise.reject(new Error('The frontdesk view is read-only'));
    return apiRequest(request.url, { method: 'POST', body: request.body, fallbackMessage: translate(request.fallbackKey) });
  };
  const refresh = () => client.invalidateQueries({ queryKey: [branchOrdersUrl(screen)] });
  return useMutation({
    mutationFn: ({ orderId, command }: { orderId: number; command: BranchCommand }) => run(orderId, command),
    meta: { silent: true },
    onSuccess: refresh,
    onError: (error, { orderId, command }) => {
      if (isApiError(error) && error.status === 401) return;
      recordFailure(error.message, () => run(orderId, command).then(refresh));
    },
  });
}
