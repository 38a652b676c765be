import nodemailer from 'nodemailer';
import type { Logger } from '@theke/server';
import type { OrdersSettings } from '../settings';

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

/** nodemailer over SMTP (`SMTP_URL`). */
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
 * sent. The text is logged at debug level so a developer can read what a guest would get.
 */
export function logMailer(log: Logger): Mailer {
  return {
    async send(message) {
      log.info({ to: message.to, subject: message.subject }, 'e-mail not sent (no SMTP_URL)');
      log.debug({ to: message.to, text: message.text }, 'e-mail text');
    },
  };
}

export function createMailer(settings: Pick<OrdersSettings, 'smtp' | 'mailFrom'>, log: Logger): Mailer {
  return settings.smtp ? smtpMailer({ url: settings.smtp.url, mailFrom: settings.mailFrom }) : logMailer(log);
}
