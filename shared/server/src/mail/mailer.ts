// One way to send e-mail for every part of the platform: nodemailer over `SMTP_URL`, or (without
// it, in the demo) rendered and logged instead of sent.
import nodemailer from 'nodemailer';
import type { Logger } from '../http/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  /** `SMTP_URL`, e.g. smtp://user:password@mail.example.com:587; null: mails are logged, not sent. */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the sender, e.g. 'Theke <bestellungen@theke.local>'. */
  mailFrom: string;
}

export function mailSettingsFromEnv(defaultFrom: string, env: NodeJS.ProcessEnv = process.env): MailSettings {
  return { smtpUrl: env.SMTP_URL || null, mailFrom: env.MAIL_FROM || defaultFrom };
}

/** nodemailer over SMTP. */
export function smtpMailer(settings: { url: string; mailFrom: string }): Mailer {
  const transport = nodemailer.createTransport(settings.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: settings.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
    },
  };
}

/**
 * Demo without SMTP: the message is rendered (text and HTML) and logged, not MIME-encoded or
 * sent. The text is logged at debug level so a developer can read what the recipient would get.
 */
export function logMailer(log: Logger): Mailer {
  return {
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, 'e-mail not sent (no SMTP_URL)');
      log.debug({ to: message.to, text: message.text }, 'e-mail text');
    },
  };
}

export function createMailer(settings: MailSettings, log: Logger): Mailer {
  return settings.smtpUrl ? smtpMailer({ url: settings.smtpUrl, mailFrom: settings.mailFrom }) : logMailer(log);
}

