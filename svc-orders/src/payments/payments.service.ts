import type { Transaction } from 'sequelize';
import type { OrderChange } from '@theke/contracts';
import { isOnlinePaymentMethod, type PaymentMethod } from '@theke/domain';
import { AppError, type ServiceContext } from '@theke/server';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache';
import { recordOrderEvent } from '../orders/order-events';
import { Order, type PaymentProviderName } from '../orders/order.model';
import type { OrdersSettings } from '../settings';
import { datatransProvider } from './datatrans';
import { demoProviders } from './fakes/demo-providers';
import { mollieProvider } from './mollie';
import { nextPaymentStatus, paymentFlags } from './payment-state';
import type { PaymentProvider, ProviderPayment } from './payment-provider';

export class PaymentUnavailable extends AppError {
  constructor() {
    super(502, [
      {
        message: 'Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
        code: 'payment_unavailable',
      },
    ]);
  }
}

/** SPEC §8 fallback for the re-check. */
export class PaymentCheckFailed extends AppError {
  constructor(status = 502) {
    super(status, [
      { message: 'Zahlungsstatus konnte nicht überprüft werden.', code: 'payment_check_failed' },
    ]);
  }
}

const CHANGE_OF: Record<'failed' | 'paid' | 'refunded', OrderChange> = {
  failed: 'payment-failed',
  paid: 'paid',
  refunded: 'refunded',
};

/** Our reference at the provider: unique per order and short enough for Datatrans' 20-character refno. */
export const paymentReferenceOf = (order: Pick<Order, 'id'>) => `theke-${order.id}`;

/**
 * Online payments of orders: creating the provider payment once per order, and applying what
 * providers report (webhooks, the guest's return, a staff re-check) under a row lock.
 */
export class Payments {
  constructor(
    private readonly context: ServiceContext,
    private readonly settings: OrdersSettings,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** Whether an online method can take payments here (keys set, or demo fakes allowed). */
  isAvailable(method: PaymentMethod | null): boolean {
    if (!isOnlinePaymentMethod(method)) return true;
    if (this.settings.demoProviders) return true;
    return method === 'mollie' ? this.settings.mollie !== null : this.settings.datatrans !== null;
  }

  async provider(name: PaymentProviderName): Promise<PaymentProvider> {
    if (name === 'mollie') {
      const settings =
        this.settings.mollie ?? (this.settings.demoProviders ? (await demoProviders()).mollie : null);
      if (settings) return mollieProvider(settings);
    } else {
      const settings =
        this.settings.datatrans ?? (this.settings.demoProviders ? (await demoProviders()).datatrans : null);
      if (settings) return datatransProvider(settings);
    }
    throw new PaymentUnavailable();
  }

  /**
   * Creates the provider payment of an order that has none yet. The row lock makes concurrent
   * callers (duplicate requests with one Idempotency-Key) create one payment between them.
   */
  async ensurePayment(orderId: number, baseUrl: string): Promise<Order> {
    return this.context.sequelize.transaction(async (transaction) => {
      const order = await Order.findByPk(orderId, { transaction, lock: transaction.LOCK.UPDATE });
      if (!order) throw new Error(`order ${orderId} vanished`);
      const method = order.paymentMethod;
      if (
        order.paymentId ||
        order.paymentStatus !== 'open' ||
        (method !== 'mollie' && method !== 'datatrans')
      )
        return order;
      const snapshot = await this.catalogue.current();
      const branchName = snapshot.branches.get(order.branchId)?.name ?? snapshot.config.shopName ?? 'Theke';
      const reference = paymentReferenceOf(order);
      try {
        const provider = await this.provider(method);
        const created = await provider.createPayment({
          reference,
          amount: order.amountDue,
          currency: order.currency,
          description: `Bestellung ${order.ticketNumber} – ${branchName}`,
          returnUrl: `${baseUrl}/api/payments/${method}/return/${order.uid}/${order.hash}`,
          webhookUrl: `${baseUrl}/api/payments/${method}/webhook`,
        });
        await order.update(
          {
            paymentProvider: method,
            paymentId: created.paymentId,
            paymentReference: reference,
            paymentRedirectUrl: created.redirectUrl,
          },
          { transaction },
        );
        return order;
      } catch (error) {
        if (error instanceof AppError) throw error;
        this.context.log.error({ err: error, orderId }, 'payment could not be created');
        throw new PaymentUnavailable();
      }
    });
  }

  /** Asks the provider about a payment and applies the answer. */
  async refresh(name: PaymentProviderName, paymentId: string): Promise<Order | null> {
    const provider = await this.provider(name);
    return this.apply(name, await provider.fetchPayment(paymentId));
  }

  /** Applies a provider's report exactly once: row lock, forward-only state machine, event with the change. */
  async apply(name: PaymentProviderName, report: ProviderPayment): Promise<Order | null> {
    return this.context.sequelize.transaction(async (transaction) => {
      const order = await this.lockOrderOf(name, report, transaction);
      if (!order) return null;
      const next = nextPaymentStatus(order.paymentStatus, report.outcome);
      if (!next || next === 'open') return order;
      await order.update(paymentFlags(next), { transaction });
      await recordOrderEvent(this.context.outbox, transaction, order, CHANGE_OF[next]);
      this.context.log.info({ orderId: order.id, payment: next }, 'payment status changed');
      return order;
    });
  }

  private async lockOrderOf(
    name: PaymentProviderName,
    report: ProviderPayment,
    transaction: Transaction,
  ): Promise<Order | null> {
    const lock = transaction.LOCK.UPDATE;
    const byId = await Order.findOne({
      where: { paymentProvider: name, paymentId: report.paymentId },
      transaction,
      lock,
    });
    if (byId || !report.reference) return byId;
    // A Datatrans refund is a credit transaction of its own, carrying our refno.
    return Order.findOne({
      where: { paymentProvider: name, paymentReference: report.reference },
      transaction,
      lock,
    });
  }
}
