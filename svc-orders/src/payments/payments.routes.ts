import express, { Router, type Request, type Response } from 'express';
import { NotFound, principalOf, requireStaff, type PublicRoute } from '@theke/server';
import { Order, type PaymentProviderName } from '../orders/order.model';
import { isOrderHash } from '../orders/order-secrets';
import { orderIdOf } from '../orders/orders.routes';
import { staffOrderView } from '../orders/order-views';
import { staffOrder } from '../orders/staff-orders.service';
import type { ServiceRuntime } from '../runtime';
import { PaymentProviderError } from './payment-provider';
import { PaymentCheckFailed, type Payments } from './payments.service';

/** Providers call webhooks and send guests back without any token of ours. */
export const PUBLIC_PAYMENT_ROUTES: PublicRoute[] = [
  { method: 'POST', path: /^\/payments\/(mollie|datatrans)\/webhook\/?$/ },
  { method: 'GET', path: /^\/payments\/(mollie|datatrans)\/return\/[^/]+\/[^/]+\/?$/ },
];

const PROVIDERS: readonly PaymentProviderName[] = ['mollie', 'datatrans'];

function providerOf(req: Request): PaymentProviderName {
  const provider = String(req.params.provider) as PaymentProviderName;
  if (!PROVIDERS.includes(provider)) throw new NotFound();
  return provider;
}

/** Mollie posts `id=tr_…` form-encoded; Datatrans posts the transaction as JSON. */
function webhookPaymentId(req: Request): string | null {
  const body = (req.body ?? {}) as { id?: unknown; transactionId?: unknown };
  const id = body.id ?? body.transactionId;
  return typeof id === 'string' && /^[\w-]{1,100}$/.test(id) ? id : null;
}

/** Webhooks, the guest's return and the staff's re-check need all of Payments, not orders' port of it. */
export function paymentsRouter(runtime: ServiceRuntime & { payments: Payments }): Router {
  const router = Router();
  const { payments, context } = runtime;

  /**
   * The webhook body is never trusted: we only take the payment id and ask the provider with our
   * credentials. 200 for ids nobody knows (nothing to tell a prober); 503 when the provider
   * cannot be asked, so that it retries.
   */
  router.post(
    '/payments/:provider/webhook',
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req, res) => {
      const provider = providerOf(req);
      const paymentId = webhookPaymentId(req);
      if (paymentId) {
        try {
          await payments.refresh(provider, paymentId);
        } catch (error) {
          if (!(error instanceof PaymentProviderError && error.isNotFound)) {
            context.log.warn({ err: error, provider, paymentId }, 'webhook could not be processed');
            throw new PaymentCheckFailed(503);
          }
        }
      }
      res.status(200).json({ data: { received: true } });
    },
  );

  /**
   * The guest comes back from the provider's page: check the payment now (the webhook may be
   * slower) and continue to the status page, or to the checkout's error page when it failed.
   */
  router.get('/payments/:provider/return/:uid/:hash', async (req: Request, res: Response) => {
    const provider = providerOf(req);
    const order = await Order.findOne({ where: { uid: String(req.params.uid) } });
    if (!isOrderHash(order?.hash, String(req.params.hash)) || !order) throw new NotFound();
    let current = order;
    if (order.paymentProvider === provider && order.paymentId) {
      current =
        (await payments.refresh(provider, order.paymentId).catch((error: unknown) => {
          context.log.warn({ err: error, orderId: order.id }, 'payment check on return failed');
          return null;
        })) ?? order;
    }
    if (current.isFailed) {
      const { branches } = await runtime.catalogue.current();
      const identifier = branches.get(current.branchId)?.identifier ?? String(current.branchId);
      res.redirect(303, `/store/${encodeURIComponent(identifier)}/checkout/error`);
      return;
    }
    res.redirect(303, `/status/${encodeURIComponent(current.uid)}/${encodeURIComponent(current.hash)}`);
  });

  // SPEC §7 POST /orders/{id}/update-payment-status: staff ask the provider again.
  router.post('/orders/:id/update-payment-status', requireStaff, async (req, res) => {
    const principal = principalOf(req);
    const { order } = await staffOrder(principal, orderIdOf(req));
    if (order.paymentProvider && order.paymentId) {
      try {
        await payments.refresh(order.paymentProvider, order.paymentId);
      } catch (error) {
        context.log.warn({ err: error, orderId: order.id }, 'payment re-check failed');
        throw new PaymentCheckFailed();
      }
    }
    const refreshed = await staffOrder(principal, order.id);
    res.json({ data: staffOrderView(refreshed.order, refreshed.items) });
  });

  return router;
}
