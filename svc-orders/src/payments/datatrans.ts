/**
 * Datatrans Redirect/Lightbox API (https://api-reference.datatrans.ch): initialise a transaction,
 * send the guest to `{payUrl}/v1/start/{transactionId}`, read its status on the webhook.
 * Amounts are in minor units. A refund is a separate `credit` transaction with our refno.
 */
import { toCents } from '@theke/domain';
import type { DatatransSettings } from '../settings';
import { callProvider, type PaymentProvider, type ProviderOutcome } from './payment-provider';

export type DatatransStatus =
  | 'initialized'
  | 'challenge_required'
  | 'challenge_ongoing'
  | 'authenticated'
  | 'authorized'
  | 'settled'
  | 'transmitted'
  | 'canceled'
  | 'failed';

export interface DatatransTransaction {
  transactionId: string;
  type: 'payment' | 'credit' | 'card_check';
  status: DatatransStatus;
  refno: string;
  currency: string;
}

const SETTLED: readonly DatatransStatus[] = ['authorized', 'settled', 'transmitted'];

export function datatransOutcome(transaction: DatatransTransaction): ProviderOutcome {
  if (transaction.type === 'credit') return SETTLED.includes(transaction.status) ? 'refunded' : 'pending';
  if (SETTLED.includes(transaction.status)) return 'paid';
  if (transaction.status === 'failed' || transaction.status === 'canceled') return 'failed';
  return 'pending';
}

export function datatransProvider(settings: DatatransSettings): PaymentProvider {
  const credentials = Buffer.from(`${settings.merchantId}:${settings.password}`).toString('base64');
  const headers = { authorization: `Basic ${credentials}` };
  const api = settings.apiUrl.replace(/\/+$/, '');
  const pay = settings.payUrl.replace(/\/+$/, '');
  return {
    name: 'datatrans',
    async createPayment(request) {
      const { transactionId } = await callProvider<{ transactionId: string }>(
        'datatrans',
        `${api}/v1/transactions`,
        {
          method: 'POST',
          headers,
          body: {
            currency: request.currency,
            refno: request.reference,
            amount: toCents(request.amount),
            autoSettle: true,
            language: 'de',
            redirect: {
              successUrl: request.returnUrl,
              cancelUrl: request.returnUrl,
              errorUrl: request.returnUrl,
            },
            webhook: { url: request.webhookUrl },
          },
        },
      );
      return {
        paymentId: transactionId,
        redirectUrl: `${pay}/v1/start/${encodeURIComponent(transactionId)}`,
      };
    },
    async fetchPayment(transactionId) {
      const transaction = await callProvider<DatatransTransaction>(
        'datatrans',
        `${api}/v1/transactions/${encodeURIComponent(transactionId)}`,
        { method: 'GET', headers },
      );
      return {
        paymentId: transaction.transactionId,
        outcome: datatransOutcome(transaction),
        reference: transaction.refno ?? null,
      };
    },
  };
}
