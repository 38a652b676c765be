import type { Logger } from '@theke/server';
import type { SmsSettings } from '../settings';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export class SmsFailed extends Error {}

/**
 * A Twilio-compatible Messages API: `POST {api}/2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded To, From and Body, basic auth with the account sid and token.
 */
export function httpSmsSender(settings: SmsSettings): SmsSender {
  const credentials = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  return {
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: settings.from, Body: text }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = await response.text();
      if (!response.ok)
        throw new SmsFailed(`SMS provider answered ${response.status}: ${answer.slice(0, 200)}`);
    },
  };
}

/** Demo without an SMS account: the text goes to the log. */
export function logSmsSender(log: Logger): SmsSender {
  return {
    async send(to, text) {
      log.info({ to, text }, 'SMS (no SMS account configured, not sent)');
    },
  };
}
