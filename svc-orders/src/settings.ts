/**
 * What svc-orders reads from the environment, in one place. Tests pass overrides instead of
 * setting variables (see `createOrdersService`).
 */
import type { Request } from 'express';

export interface MollieSettings {
  /** `MOLLIE_API_URL`, default https://api.mollie.com */
  apiUrl: string;
  /** `MOLLIE_API_KEY` (`test_…` or `live_…`). */
  apiKey: string;
}

export interface DatatransSettings {
  /** `DATATRANS_API_URL`, default https://api.sandbox.datatrans.com */
  apiUrl: string;
  /** `DATATRANS_PAY_URL`: host of the payment page, default https://pay.sandbox.datatrans.com */
  payUrl: string;
  /** `DATATRANS_MERCHANT_ID` and `DATATRANS_PASSWORD` (basic auth of the server-to-server API). */
  merchantId: string;
  password: string;
}

export interface SmtpSettings {
  /** `SMTP_URL`, e.g. smtp://user:password@mail.example.com:587 */
  url: string;
}

/** A Twilio-compatible SMS API (`SMS_API_URL`, `SMS_ACCOUNT_SID`, `SMS_AUTH_TOKEN`, `SMS_FROM`). */
export interface SmsSettings {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

export interface OrdersSettings {
  /**
   * `PUBLIC_URL`: the address guests use (links in e-mails, payment return addresses).
   * Without it, payment return addresses follow the gateway's forwarded host, and e-mails link to
   * http://localhost:$PORT.
   */
  publicUrl: string | null;
  mollie: MollieSettings | null;
  datatrans: DatatransSettings | null;
  smtp: SmtpSettings | null;
  /** `MAIL_FROM`, default 'Theke <bestellungen@theke.local>'. */
  mailFrom: string;
  sms: SmsSettings | null;
  /**
   * Without provider keys, start local fake providers (demo and e2e). Off in production
   * (`NODE_ENV=production`): there a method without keys answers that payment is unavailable.
   */
  demoProviders: boolean;
  /** `CATALOGUE_REFRESH_SECONDS`: after a change event, the snapshot is reloaded at most this often. */
  catalogueRefreshSeconds: number;
  /** `CATALOGUE_MAX_AGE_SECONDS`: a snapshot older than this is reloaded in the background (missed events). */
  catalogueMaxAgeSeconds: number;
  /** The clock; tests pin it to a time the demo branches are open. */
  now: () => Date;
}

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): OrdersSettings {
  return {
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    mollie: env.MOLLIE_API_KEY
      ? { apiUrl: env.MOLLIE_API_URL ?? 'https://api.mollie.com', apiKey: env.MOLLIE_API_KEY }
      : null,
    datatrans:
      env.DATATRANS_MERCHANT_ID && env.DATATRANS_PASSWORD
        ? {
            apiUrl: env.DATATRANS_API_URL ?? 'https://api.sandbox.datatrans.com',
            payUrl: env.DATATRANS_PAY_URL ?? 'https://pay.sandbox.datatrans.com',
            merchantId: env.DATATRANS_MERCHANT_ID,
            password: env.DATATRANS_PASSWORD,
          }
        : null,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL } : null,
    mailFrom: env.MAIL_FROM ?? 'Theke <bestellungen@theke.local>',
    sms:
      env.SMS_ACCOUNT_SID && env.SMS_AUTH_TOKEN && env.SMS_FROM
        ? {
            apiUrl: env.SMS_API_URL ?? 'https://api.twilio.com',
            accountSid: env.SMS_ACCOUNT_SID,
            authToken: env.SMS_AUTH_TOKEN,
            from: env.SMS_FROM,
          }
        : null,
    demoProviders: env.NODE_ENV !== 'production',
    catalogueRefreshSeconds: numberFromEnv('CATALOGUE_REFRESH_SECONDS', 2),
    catalogueMaxAgeSeconds: numberFromEnv('CATALOGUE_MAX_AGE_SECONDS', 60),
    now: () => new Date(),
  };
}

/** Where e-mails point guests when PUBLIC_URL is not set. */
export function fallbackPublicUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${env.PORT ?? 3000}`;
}

/** Where the guest comes back to and where webhooks go: PUBLIC_URL, else the gateway's forwarded host. */
export function publicBaseUrl(req: Request, settings: OrdersSettings): string {
  if (settings.publicUrl) return settings.publicUrl;
  const forwardedHost = req.get('x-forwarded-host')?.split(',')[0]?.trim();
  const forwardedProto = req.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = forwardedHost || req.get('host') || '127.0.0.1';
  const protocol = forwardedProto === 'https' ? 'https' : forwardedProto === 'http' ? 'http' : req.protocol;
  return `${protocol}://${host}`;
}
