/**
 * What the order use cases ask of folders that come after orders (folder-order.test.ts): starting
 * an online payment (payments/) and resending a guest's message (notifications/). Declared here and
 * implemented there, so orders never imports them; orders-runtime.ts plugs the real ones in.
 */
import type { PaymentMethod } from '@theke/domain';
import type { ServiceRuntime } from '../runtime';
import type { Order, OrderRecord } from './order.model';

export interface OrderPayments {
  /** Whether an online method can take payments here (keys set, or demo fakes allowed). */
  isAvailable(method: PaymentMethod | null): boolean;
  /** Creates the provider payment of an order that has none yet; answers the order as it is then. */
  ensurePayment(orderId: number, baseUrl: string): Promise<Order>;
}

export interface OrderNotifications {
  /** Staff resend of the guest's e-mail or SMS. */
  resend(order: OrderRecord, channel: 'guest-email' | 'guest-sms'): Promise<void>;
}

/** The runtime as the order use cases and routes see it. */
export interface OrdersRuntime extends ServiceRuntime {
  payments: OrderPayments;
  notifications: OrderNotifications;
}
