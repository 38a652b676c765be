import { api, translate, useMutation, useQuery, type ApiError } from '@theke/ui';
import type { Donatee, Table } from '@theke/domain';
import type { OrderPayload } from '../checkout-state';

/** What `POST /api/orders` answers (ARCHITECTURE "Placing an order"). */
export interface PlacedOrderAnswer {
  uid: string;
  hash: string;
  ticketNumber: string | number | null;
  paymentRedirectUrl: string | null;
}

export interface PlaceOrderInput {
  payload: OrderPayload;
  idempotencyKey: string;
}

/** Places the order; the checkout shows the errors itself, so they are not recorded globally. */
export function usePlaceOrder() {
  return useMutation<PlacedOrderAnswer, ApiError, PlaceOrderInput>({
    mutationFn: ({ payload, idempotencyKey }) =>
      api.post<PlacedOrderAnswer>('/api/orders', payload, {
        headers: { 'Idempotency-Key': idempotencyKey },
        // SPEC §8: no response data → 'Ein unbekannter Fehler ist aufgetreten.'
        fallbackMessage: translate('messages.unknownError'),
      }),
    meta: { silent: true },
  });
}

/** Tables and donatees, primed by `/api/init`. */
export const useTables = () => useQuery<Table[]>({ queryKey: ['/api/tables'], meta: { errorMessage: translate('messages.table.loadList') } });
export const useDonatees = () =>
  useQuery<Donatee[]>({ queryKey: ['/api/donatees'], meta: { errorMessage: translate('messages.donatee.loadList') } });
