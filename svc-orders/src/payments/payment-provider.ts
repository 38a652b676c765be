import type { PaymentProviderName } from '../orders/order.model';

/** What a provider says about a payment, in our terms. */
export type ProviderOutcome = 'pending' | 'paid' | 'failed' | 'refunded';

export interface CreatePaymentRequest {
  /** Our reference at the provider (Mollie metadata, Datatrans refno). */
  reference: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the guest back; we check the status there and redirect on. */
  returnUrl: string;
  webhookUrl: string;
}

export interface CreatedPayment {
  paymentId: string;
  /** The provider's hosted payment page. */
  redirectUrl: string;
}

export interface ProviderPayment {
  paymentId: string;
  outcome: ProviderOutcome;
  reference: string | null;
}

/** An adapter over one provider's real HTTP API. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** The provider's current state of a payment (webhooks carry an id only; we always ask). */
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
}

export class PaymentProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    readonly status: number,
    detail: string,
  ) {
    super(`${provider} answered ${status}: ${detail}`);
  }

  /** The provider does not know the payment (a forged or foreign webhook). */
  get isNotFound(): boolean {
    return this.status === 404;
  }
}

const TIMEOUT_MS = 10_000;

/** JSON over HTTP with a timeout; non-2xx answers become PaymentProviderError. */
export async function callProvider<T>(
  provider: PaymentProviderName,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
): Promise<T> {
  const response = await fetch(url, {
    method: init.method,
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new PaymentProviderError(provider, response.status, text.slice(0, 300));
  return (text ? JSON.parse(text) : null) as T;
}
