/**
 * Mollie Payments API v2 (https://docs.mollie.com/reference/v2/payments-api): create a payment,
 * send the guest to `_links.checkout.href`, and read its status when the webhook posts `id`.
 */
import { toCents } from '@theke/domain';
import type { MollieSettings } from '../settings';
import { callProvider, type PaymentProvider, type ProviderOutcome } from './payment-provider';

interface MollieAmount {
  currency: string;
  value: string;
}

export interface MolliePayment {
  id: string;
  status: 'open' | 'canceled' | 'pending' | 'authorized' | 'expired' | 'failed' | 'paid';
  amount: MollieAmount;
  amountRefunded?: MollieAmount;
  amountChargedBack?: MollieAmount;
  metadata?: { reference?: string } | null;
  _links: { checkout?: { href: string } };
}

/** Mollie's decimal string: '12.30'. */
export const mollieValue = (amount: number): string => (toCents(amount) / 100).toFixed(2);

const isPositive = (amount: MollieAmount | undefined) => amount !== undefined && Number(amount.value) > 0;

/** A paid payment stays 'paid' at Mollie when refunded; the refunded amount tells. */
export function mollieOutcome(payment: MolliePayment): ProviderOutcome {
  switch (payment.status) {
    case 'paid':
      return isPositive(payment.amountRefunded) || isPositive(payment.amountChargedBack)
        ? 'refunded'
        : 'paid';
    case 'failed':
    case 'canceled':
    case 'expired':
      return 'failed';
    default:
      return 'pending';
  }
}

export function mollieProvider(settings: MollieSettings): PaymentProvider {
  const headers = { authorization: `Bearer ${settings.apiKey}` };
  const base = settings.apiUrl.replace(/\/+$/, '');
  return {
    name: 'mollie',
    async createPayment(request) {
      const payment = await callProvider<MolliePayment>('mollie', `${base}/v2/payments`, {
        method: 'POST',
        headers,
        body: {
          amount: { currency: request.currency, value: mollieValue(request.amount) },
          description: request.description,
          redirectUrl: request.returnUrl,
          webhookUrl: request.webhookUrl,
          locale: 'de_AT',
          metadata: { reference: request.reference },
        },
      });
      const checkout = payment._links.checkout?.href;
      if (!checkout) throw new Error(`mollie payment ${payment.id} has no checkout link`);
      return { paymentId: payment.id, redirectUrl: checkout };
    },
    async fetchPayment(paymentId) {
      const payment = await callProvider<MolliePayment>(
        'mollie',
        `${base}/v2/payments/${encodeURIComponent(paymentId)}`,
        {
          method: 'GET',
          headers,
        },
      );
      return {
        paymentId: payment.id,
        outcome: mollieOutcome(payment),
        reference: payment.metadata?.reference ?? null,
      };
    },
  };
}
