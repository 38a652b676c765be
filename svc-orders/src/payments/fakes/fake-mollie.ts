/**
 * Speaks the Mollie Payments API v2 as far as we use it — `POST /v2/payments`,
 * `GET /v2/payments/{id}`, `POST /v2/payments/{id}/refunds` — plus a hosted checkout page like
 * Mollie's test mode, where the tester picks the outcome. After the choice the fake posts the
 * webhook (`id=tr_…`, form-encoded) and sends the browser to the payment's redirectUrl.
 */
import { randomBytes } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import type { MolliePayment } from '../mollie';
import { FakeServer, deliverWebhook, hostedPaymentPage } from './fake-server';

export type FakeMollieStatus = 'paid' | 'failed' | 'canceled' | 'expired';

interface StoredPayment extends MolliePayment {
  description: string;
  redirectUrl: string;
  webhookUrl: string | null;
  createdAt: string;
}

const mollieError = (res: Response, status: number, title: string, detail: string) =>
  res.status(status).type('application/hal+json').json({ status, title, detail });

export class FakeMollie extends FakeServer {
  readonly payments = new Map<string, StoredPayment>();
  /** Every webhook call made, with the answer our service gave. */
  readonly webhookCalls: Array<{ id: string; status: number }> = [];

  protected routes(app: Express): void {
    app.use('/v2', (req, res, next) => {
      if (!/^Bearer (test|live)_\w+$/.test(req.get('authorization') ?? '')) {
        mollieError(res, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
        return;
      }
      next();
    });
    app.post('/v2/payments', (req, res) => this.create(req, res));
    app.get('/v2/payments/:id', (req, res) => {
      const payment = this.payments.get(String(req.params.id));
      if (!payment)
        return mollieError(res, 404, 'Not Found', `No payment exists with token ${req.params.id}.`);
      res.type('application/hal+json').json(this.view(payment));
    });
    app.post('/v2/payments/:id/refunds', async (req, res) => {
      const payment = this.payments.get(String(req.params.id));
      if (!payment)
        return mollieError(res, 404, 'Not Found', `No payment exists with token ${req.params.id}.`);
      if (payment.status !== 'paid')
        return mollieError(res, 422, 'Unprocessable Entity', 'The payment cannot be refunded');
      payment.amountRefunded = { ...payment.amount };
      res
        .status(201)
        .type('application/hal+json')
        .json({
          resource: 'refund',
          id: `re_${randomBytes(5).toString('hex')}`,
          amount: payment.amount,
          status: 'pending',
          paymentId: payment.id,
        });
      await this.notify(payment);
    });
    app.get('/checkout/select-method/:id', (req, res) => {
      const payment = this.payments.get(String(req.params.id));
      if (!payment) return res.status(404).send('Zahlung nicht gefunden');
      res.type('html').send(
        hostedPaymentPage({
          provider: 'Mollie',
          description: payment.description,
          amount: `${payment.amount.value} ${payment.amount.currency}`,
          action: `/checkout/select-method/${payment.id}`,
          field: 'status',
          choices: [
            { value: 'paid', label: 'Bezahlt' },
            { value: 'failed', label: 'Fehlgeschlagen' },
            { value: 'canceled', label: 'Abgebrochen' },
            { value: 'expired', label: 'Abgelaufen' },
          ],
        }),
      );
    });
    app.post('/checkout/select-method/:id', async (req, res) => {
      const payment = this.payments.get(String(req.params.id));
      const status = String(req.body?.status ?? '') as FakeMollieStatus;
      if (!payment || !['paid', 'failed', 'canceled', 'expired'].includes(status))
        return res.status(400).send('Ungültig');
      await this.complete(payment.id, status);
      res.redirect(303, payment.redirectUrl);
    });
  }

  /** What the hosted page does when the tester picks an outcome: status, then webhook. */
  async complete(id: string, status: FakeMollieStatus): Promise<void> {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`unknown payment ${id}`);
    payment.status = status;
    await this.notify(payment);
  }

  /** Posts the webhook again, as Mollie does on retries. */
  async notify(payment: Pick<StoredPayment, 'id' | 'webhookUrl'>): Promise<number> {
    if (!payment.webhookUrl) return 0;
    const status = await deliverWebhook(payment.webhookUrl, {
      body: new URLSearchParams({ id: payment.id }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    this.webhookCalls.push({ id: payment.id, status });
    return status;
  }

  private create(req: Request, res: Response): void {
    const body = (req.body ?? {}) as Partial<StoredPayment> & {
      amount?: { currency?: string; value?: string };
    };
    const amount = body.amount;
    if (
      !amount ||
      typeof amount.value !== 'string' ||
      !/^\d+\.\d{2}$/.test(amount.value) ||
      !amount.currency
    ) {
      mollieError(res, 422, 'Unprocessable Entity', 'The amount is invalid');
      return;
    }
    if (!body.description || !body.redirectUrl) {
      mollieError(res, 422, 'Unprocessable Entity', 'The description and redirectUrl are required');
      return;
    }
    const id = `tr_${randomBytes(5).toString('hex')}`;
    const payment: StoredPayment = {
      id,
      status: 'open',
      amount: { currency: amount.currency, value: amount.value },
      description: body.description,
      redirectUrl: body.redirectUrl,
      webhookUrl: body.webhookUrl ?? null,
      metadata: (body.metadata as MolliePayment['metadata']) ?? null,
      createdAt: new Date().toISOString(),
      _links: { checkout: { href: `${this.url}/checkout/select-method/${id}` } },
    };
    this.payments.set(id, payment);
    res.status(201).type('application/hal+json').json(this.view(payment));
  }

  private view(payment: StoredPayment) {
    return {
      resource: 'payment',
      mode: 'test',
      id: payment.id,
      createdAt: payment.createdAt,
      status: payment.status,
      amount: payment.amount,
      ...(payment.amountRefunded ? { amountRefunded: payment.amountRefunded } : {}),
      description: payment.description,
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      metadata: payment.metadata,
      sequenceType: 'oneoff',
      _links: {
        self: { href: `${this.url}/v2/payments/${payment.id}`, type: 'application/hal+json' },
        ...(payment.status === 'open'
          ? { checkout: { href: payment._links.checkout?.href, type: 'text/html' } }
          : {}),
      },
    };
  }
}
