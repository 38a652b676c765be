/**
 * The online payment of an order as a state machine (docs/adr/0008-payments.md): open, then
 * failed, paid or refunded, only ever forward (open 0 < failed 1 < paid 2 < refunded 3). A
 * provider report that would not move the state forward changes nothing, so webhooks may come
 * any number of times and in any order and each outcome is applied once.
 */
import type { Order, PaymentStatus } from '../orders/order.model';
import type { ProviderOutcome } from './payment-provider';

type OnlineStatus = Extract<PaymentStatus, 'open' | 'failed' | 'paid' | 'refunded'>;

const RANK: Record<OnlineStatus, number> = { open: 0, failed: 1, paid: 2, refunded: 3 };

const isOnline = (status: PaymentStatus): status is OnlineStatus => status in RANK;

/** The status to move to, or null when the report changes nothing. */
export function nextPaymentStatus(current: PaymentStatus, outcome: ProviderOutcome): OnlineStatus | null {
  if (!isOnline(current) || outcome === 'pending') return null;
  return RANK[outcome] > RANK[current] ? outcome : null;
}

/** The placed-order flags of a payment status (SPEC §3 isPaid, isFailed, isRefunded). */
export function paymentFlags(
  status: OnlineStatus,
): Pick<Order, 'paymentStatus' | 'isPaid' | 'isFailed' | 'isRefunded'> {
  return {
    paymentStatus: status,
    isPaid: status === 'paid' || status === 'refunded',
    isFailed: status === 'failed',
    isRefunded: status === 'refunded',
  };
}
