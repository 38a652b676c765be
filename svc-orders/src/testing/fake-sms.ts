/**
 * Speaks the Twilio Messages API as far as the SMS adapter uses it:
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` with form-encoded To, From and Body.
 */
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { FakeServer } from '../payments/fakes/fake-server';

export interface SentSms {
  to: string;
  from: string;
  body: string;
}

export class FakeSmsProvider extends FakeServer {
  readonly messages: SentSms[] = [];

  constructor(
    readonly account = { accountSid: 'AC00000000000000000000000000000000', authToken: 'fake-token' },
  ) {
    super();
  }

  protected routes(app: Express): void {
    app.post('/2010-04-01/Accounts/:sid/Messages.json', (req, res) => {
      const expected = `Basic ${Buffer.from(`${this.account.accountSid}:${this.account.authToken}`).toString('base64')}`;
      if (req.params.sid !== this.account.accountSid || req.get('authorization') !== expected) {
        res.status(401).json({ code: 20003, message: 'Authenticate', status: 401 });
        return;
      }
      const { To: to, From: from, Body: body } = (req.body ?? {}) as Record<string, string | undefined>;
      if (!to || !from || !body) {
        res.status(400).json({ code: 21604, message: "A 'To' phone number is required.", status: 400 });
        return;
      }
      this.messages.push({ to, from, body });
      res.status(201).json({
        sid: `SM${randomBytes(16).toString('hex')}`,
        status: 'queued',
        to,
        from,
        body,
        num_segments: '1',
      });
    });
  }
}
