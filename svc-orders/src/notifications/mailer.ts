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

/**
 * nodemailer over SMTP (`SMTP_URL`). Without SMTP (demo) the JSON transport renders the
 * message without sending it and the log says so.
 */
export function createMailer(settings: Pick<OrdersSettings, 'smtp' | 'mailFrom'>, log: Logger): Mailer {
  const transport = settings.smtp
    ? nodemailer.createTransport(settings.smtp.url)
    : nodemailer.createTransport({ jsonTransport: true });
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
      if (!settings.smtp)
        log.info({ to: message.to, subject: message.subject }, 'e-mail rendered (no SMTP_URL, not sent)');
    },
  };
}
