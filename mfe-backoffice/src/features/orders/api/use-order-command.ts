import {
  apiRequest,
  isApiError,
  recordFailure,
  translate,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@theke/ui';
import { isOrderQueryKey } from '../../live';
import { commandRequest, type OrderCommand } from '../order-commands';

function refreshOrders(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: ({ queryKey }) => isOrderQueryKey(queryKey) });
}

function run(orderId: number, command: OrderCommand): Promise<unknown> {
  const request = commandRequest(orderId, command);
  return apiRequest(request.url, {
    method: request.method,
    body: request.body,
    fallbackMessage: translate(request.fallbackKey),
  });
}

/**
 * Runs staff writes on one order. SPEC §4: each action is followed by reloading the order (and the
 * lists); SPEC §8: a failure is recorded with `errors[0].message` or the fallback and a retry.
 */
export function useOrderCommand(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: OrderCommand) => run(orderId, command),
    // Recorded here rather than by the kit's mutation cache: the fallback differs per command.
    meta: { silent: true },
    onSuccess: (_data, command) => {
      if (command.kind === 'delete') client.removeQueries({ queryKey: [`/api/orders/${orderId}`] });
      return refreshOrders(client);
    },
    onError: (error, command) => {
      if (isApiError(error) && error.status === 401) return;
      const message = error instanceof Error ? error.message : translate(commandRequest(orderId, command).fallbackKey);
      recordFailure(message, () => run(orderId, command).then(() => refreshOrders(client)));
    },
  });
}
