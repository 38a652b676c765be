import http from 'node:http';
import { TestSmtpServer } from '@theke/server/testing';
import { E2E_PORT } from './environment';

/** Where the e2e platform's SMTP server listens (its services send through it). */
export const E2E_SMTP_PORT = E2E_PORT + 1;
/** Where journeys read what the SMTP server received (they run in other processes than the setup). */
export const MAILBOX_URL = `http://127.0.0.1:${E2E_PORT + 2}/mails`;

export interface MailboxMail {
  from: string;
  to: string[];
  subject: string | null;
  text: string;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
}

/** Starts the SMTP server and the mailbox reader; returns the stop function. */
export async function startMailbox(): Promise<() => Promise<void>> {
  const smtp = new TestSmtpServer(E2E_SMTP_PORT);
  await smtp.start();
  const reader = http.createServer((_req, res) => {
    const mails: MailboxMail[] = smtp.received.map((mail) => ({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        size: content.length,
      })),
    }));
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => reader.listen(E2E_PORT + 2, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => reader.close(() => resolve()));
    await smtp.stop();
  };
}

/** What the platform's SMTP server received so far. */
export async function receivedMails(): Promise<MailboxMail[]> {
  const response = await fetch(MAILBOX_URL);
  return (await response.json()) as MailboxMail[];
}
