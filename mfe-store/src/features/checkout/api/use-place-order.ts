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

/** The order being placed, for the kiosk: its screensaver waits while one is under way. */
export const PLACE_ORDER_KEY = ['place-order'];

/** How long the kiosk waits before sending an order again that the network lost. */
const NETWORK_RETRY_MS = 3_000;

/**
 * Places the order; the checkout shows the errors itself, so they are not recorded globally.
 * Offline the query client holds the order until the browser is online again; `waitForNetwork`
 * (the self-service kiosk) also sends it again whenever the network lost it (no answer at all),
 * with the same Idempotency-Key, so the server stores it once (docs/adr/0050-self-service-kiosk.md).
 */
export function usePlaceOrder(waitForNetwork = false) {
  return useMutation<PlacedOrderAnswer, ApiError, PlaceOrderInput>({
    mutationKey: PLACE_ORDER_KEY,
    retry: (_count, error) => waitForNetwork && error.status === 0,
    retryDelay: NETWORK_RETRY_MS,
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
