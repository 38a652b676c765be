/**
 * Speaks the Datatrans API as far as we use it — `POST /v1/transactions` (init),
 * `GET /v1/transactions/{id}` (status), `POST /v1/transactions/{id}/credit` (refund) — and
 * serves the payment page `/v1/start/{transactionId}` of the pay host. After the tester's
 * choice it posts the webhook (the transaction as JSON, with a Datatrans-Signature header) and
 * sends the browser to the success, error or cancel URL with `datatransTrxId`.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import type { DatatransStatus, DatatransTransaction } from '../datatrans';
import { FakeServer, deliverWebhook, hostedPaymentPage } from './fake-server';

interface StoredTransaction extends DatatransTransaction {
  amount: number;
  redirect: { successUrl: string; cancelUrl: string; errorUrl: string };
  webhookUrl: string | null;
}

export type FakeDatatransResult = 'success' | 'error' | 'cancel';

const RESULT_STATUS: Record<FakeDatatransResult, DatatransStatus> = {
  success: 'settled',
  error: 'failed',
  cancel: 'canceled',
};

const datatransError = (res: Response, status: number, code: string, message: string) =>
  res.status(status).json({ error: { code, message } });

const transactionId = () => `${Date.now()}${randomInt(100_000, 999_999)}`;

export class FakeDatatrans extends FakeServer {
  readonly transactions = new Map<string, StoredTransaction>();
  readonly webhookCalls: Array<{ id: string; status: number }> = [];

  constructor(
    private readonly credentials = { merchantId: '1100000000', password: 'fake-password', signKey: 'fa4e' },
  ) {
    super();
  }

  protected routes(app: Express): void {
    app.use('/v1/transactions', (req, res, next) => {
      const expected = `Basic ${Buffer.from(`${this.credentials.merchantId}:${this.credentials.password}`).toString('base64')}`;
      if (req.get('authorization') !== expected) {
        datatransError(res, 401, 'UNAUTHORIZED', 'Invalid merchant credentials');
        return;
      }
      next();
    });
    app.post('/v1/transactions', (req, res) => this.init(req, res));
    app.get('/v1/transactions/:id', (req, res) => {
      const transaction = this.transactions.get(String(req.params.id));
      if (!transaction) return datatransError(res, 404, 'TRANSACTION_NOT_FOUND', 'No transaction found');
      res.json(this.view(transaction));
    });
    app.post('/v1/transactions/:id/credit', async (req, res) => {
      const payment = this.transactions.get(String(req.params.id));
      if (!payment || payment.status !== 'settled')
        return datatransError(res, 400, 'INVALID_TRANSACTION_STATUS', 'Cannot credit');
      const credit: StoredTransaction = {
        ...payment,
        transactionId: transactionId(),
        type: 'credit',
        status: 'settled',
      };
      this.transactions.set(credit.transactionId, credit);
      res.status(200).json({ transactionId: credit.transactionId });
      await this.notify(credit);
    });
    app.get('/v1/start/:id', (req, res) => {
      const transaction = this.transactions.get(String(req.params.id));
      if (!transaction) return res.status(404).send('Transaktion nicht gefunden');
      res.type('html').send(
        hostedPaymentPage({
          provider: 'Datatrans',
          description: `Referenz ${transaction.refno}`,
          amount: `${(transaction.amount / 100).toFixed(2)} ${transaction.currency}`,
          action: `/v1/start/${transaction.transactionId}`,
          field: 'result',
          choices: [
            { value: 'success', label: 'Bezahlen' },
            { value: 'error', label: 'Fehler' },
            { value: 'cancel', label: 'Abbrechen' },
          ],
        }),
      );
    });
    app.post('/v1/start/:id', async (req, res) => {
      const transaction = this.transactions.get(String(req.params.id));
      const result = String(req.body?.result ?? '') as FakeDatatransResult;
      if (!transaction || !(result in RESULT_STATUS)) return res.status(400).send('Ungültig');
      await this.complete(transaction.transactionId, result);
      const target =
        result === 'success'
          ? transaction.redirect.successUrl
          : result === 'error'
            ? transaction.redirect.errorUrl
            : transaction.redirect.cancelUrl;
      const url = new URL(target);
      url.searchParams.set('datatransTrxId', transaction.transactionId);
      res.redirect(303, url.toString());
    });
  }

  async complete(id: string, result: FakeDatatransResult): Promise<void> {
    const transaction = this.transactions.get(id);
    if (!transaction) throw new Error(`unknown transaction ${id}`);
    transaction.status = RESULT_STATUS[result];
    await this.notify(transaction);
  }

  /** The webhook: the transaction as JSON, signed like Datatrans (HMAC-SHA256 over timestamp + body). */
  async notify(transaction: StoredTransaction): Promise<number> {
    if (!transaction.webhookUrl) return 0;
    const body = JSON.stringify(this.view(transaction));
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', Buffer.from(this.credentials.signKey, 'hex'))
      .update(timestamp + body)
      .digest('hex');
    const status = await deliverWebhook(transaction.webhookUrl, {
      body,
      contentType: 'application/json',
      headers: { 'Datatrans-Signature': `t=${timestamp},s0=${signature}` },
    });
    this.webhookCalls.push({ id: transaction.transactionId, status });
    return status;
  }

  get merchant() {
    return { merchantId: this.credentials.merchantId, password: this.credentials.password };
  }

  private init(req: Request, res: Response): void {
    const body = (req.body ?? {}) as Partial<StoredTransaction> & { webhook?: { url?: string } };
    if (!body.currency || !Number.isInteger(body.amount) || !body.refno || !body.redirect?.successUrl) {
      datatransError(res, 400, 'INVALID_PROPERTY', 'currency, amount, refno and redirect are required');
      return;
    }
    if (body.refno.length > 20) {
      datatransError(res, 400, 'INVALID_PROPERTY', 'refno must not be longer than 20 characters');
      return;
    }
    const stored: StoredTransaction = {
      transactionId: transactionId(),
      type: 'payment',
      status: 'initialized',
      refno: body.refno,
      currency: body.currency,
      amount: Number(body.amount),
      redirect: {
        successUrl: body.redirect.successUrl,
        cancelUrl: body.redirect.cancelUrl ?? body.redirect.successUrl,
        errorUrl: body.redirect.errorUrl ?? body.redirect.successUrl,
      },
      webhookUrl: body.webhook?.url ?? null,
    };
    this.transactions.set(stored.transactionId, stored);
    res.status(201).json({ transactionId: stored.transactionId });
  }

  private view(transaction: StoredTransaction) {
    return {
      transactionId: transaction.transactionId,
      merchantId: this.credentials.merchantId,
      type: transaction.type,
      status: transaction.status,
      currency: transaction.currency,
      refno: transaction.refno,
      paymentMethod: 'VIS',
      detail: {
        init: { expires: new Date(Date.now() + 30 * 60_000).toISOString() },
        ...(transaction.status === 'settled' ? { settle: { amount: transaction.amount } } : {}),
      },
    };
  }
}
