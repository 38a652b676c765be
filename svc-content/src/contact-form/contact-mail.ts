import { EVENTS, type ContactRequestReceived } from '@theke/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import { Op, type Transaction } from 'sequelize';
import {
  withInbox,
  withPayloadCheck,
  type DomainEvent,
  type ServiceContext,
  type ServiceWorker,
  type Subscription,
} from '@theke/server';
import { CONFIG_ID, ConfigRecord } from '../config/config.model';
import type { ContactMailSettings } from '../settings';
import { Upload } from '../uploads/upload.model';
import type { UploadFiles } from '../uploads/upload-files';
import { ContactRequest } from './contact-request.model';

/** The e-mail's German texts; the labels are the form's (SPEC §5). */
const TEXTS = {
  subject: (name: string) => `Kontaktanfrage von ${name}`,
  intro: 'Über das Kontaktformular der Website ist eine neue Anfrage eingegangen.',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'Mailadresse',
  phone: 'Telefonnummer',
  comment: 'Anliegen oder Fragen',
  dataProtection: 'Datenschutzerklärung akzeptiert',
  yes: 'Ja',
  attachments: 'Anhänge',
  missingAttachment: (name: string) => `${name} (nicht mehr vorhanden)`,
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

function messageOf(request: ContactRequest, attachments: Attachment[], missing: string[]) {
  const name = [request.firstName, request.lastName].filter(Boolean).join(' ');
  const rows: Array<[string, string]> = [
    [TEXTS.firstName, request.firstName ?? ''],
    [TEXTS.lastName, request.lastName],
    [TEXTS.email, request.email],
    [TEXTS.phone, request.phone],
    [TEXTS.dataProtection, TEXTS.yes],
  ];
  const files = [...attachments.map((file) => file.filename), ...missing.map(TEXTS.missingAttachment)];
  const text = [
    TEXTS.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${TEXTS.comment}:`,
    request.comment,
    ...(files.length > 0 ? ['', `${TEXTS.attachments}: ${files.join(', ')}`] : []),
  ].join('\n');
  const html = `<p>${escapeHtml(TEXTS.intro)}</p><table>${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join(
      '',
    )}</table><h3>${escapeHtml(TEXTS.comment)}</h3><p>${escapeHtml(request.comment).replace(/\n/g, '<br>')}</p>${
    files.length > 0 ? `<p>${escapeHtml(TEXTS.attachments)}: ${files.map(escapeHtml).join(', ')}</p>` : ''
  }`;
  return { subject: TEXTS.subject(name), text, html, replyTo: { name, address: request.email } };
}

/**
 * Sends contact requests by e-mail with their uploads attached (nodemailer over `SMTP_URL`;
 * without it the JSON transport renders the mail and the log says so). Each attempt runs in a
 * transaction holding the request's row: a request is mailed once, failures are recorded with
 * the time of the next attempt.
 */
export class ContactMail {
  private readonly transport: Transporter;

  constructor(
    private readonly context: ServiceContext,
    private readonly files: UploadFiles,
    private readonly settings: ContactMailSettings,
  ) {
    this.transport = settings.smtpUrl
      ? nodemailer.createTransport(settings.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  /** `CONTACT_FORM_TO`, else the config's e-mail address (SPEC §3 config `email`). */
  private async recipient(): Promise<string | null> {
    if (this.settings.contactFormTo) return this.settings.contactFormTo;
    const config = await ConfigRecord.findByPk(CONFIG_ID);
    return (config?.get('email') as string | null | undefined) ?? null;
  }

  private async attachments(request: ContactRequest) {
    const uploads = await Upload.findAll({ where: { id: request.uploadIds }, order: [['id', 'ASC']] });
    const attachments: Attachment[] = [];
    const missing: string[] = [];
    for (const upload of uploads) {
      const content = await this.files.read(upload);
      if (content) attachments.push({ filename: upload.name, content, contentType: upload.mimeType });
      else missing.push(upload.name);
    }
    return { attachments, missing };
  }

  private async send(request: ContactRequest): Promise<void> {
    const to = await this.recipient();
    if (!to) throw new Error('no recipient: set CONTACT_FORM_TO or the config e-mail address');
    const { attachments, missing } = await this.attachments(request);
    await this.transport.sendMail({
      from: this.settings.mailFrom,
      to,
      ...messageOf(request, attachments, missing),
      attachments,
    });
    if (!this.settings.smtpUrl)
      this.context.log.info(
        { contactRequestId: request.id, to },
        'contact mail rendered (no SMTP_URL, not sent)',
      );
  }

  private backoffMs(attempts: number): number {
    return Math.min(this.settings.retryFirstMs * 2 ** Math.max(0, attempts - 1), this.settings.retryMaxMs);
  }

  /** One attempt on a locked request; true when it is mailed (now or before). */
  async attempt(request: ContactRequest | null, transaction: Transaction): Promise<boolean> {
    if (!request || request.mailedAt) return true;
    const attempts = request.mailAttempts + 1;
    try {
      await this.send(request);
      await request.update(
        { mailedAt: new Date(), mailAttempts: attempts, mailError: null },
        { transaction },
      );
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await request.update(
        {
          mailAttempts: attempts,
          nextMailAt: new Date(Date.now() + this.backoffMs(attempts)),
          mailError: message.slice(0, 1000),
        },
        { transaction },
      );
      this.context.log.warn(
        { err: error, contactRequestId: request.id, attempts },
        'contact mail not sent, will retry',
      );
      return false;
    }
  }

  /** The first attempt, right after the commit: once per event (inbox). */
  subscription(): Subscription {
    const handle = withInbox(
      this.context.sequelize,
      'content.contact-mail',
      async (event: DomainEvent<ContactRequestReceived>, transaction) => {
        const { id } = event.data;
        const request = await ContactRequest.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        await this.attempt(request, transaction);
      },
    );
    const events = [EVENTS.contactRequestReceived];
    return { queue: 'content.contact-mail', patterns: events, handler: withPayloadCheck(events, handle) };
  }

  /** Retries every request whose mail is due; replicas share the work (SKIP LOCKED). */
  async retryDue(): Promise<number> {
    let sent = 0;
    for (let round = 0; round < 20; round++) {
      const outcome = await this.context.sequelize.transaction(async (transaction) => {
        const request = await ContactRequest.findOne({
          where: { mailedAt: null, nextMailAt: { [Op.lte]: new Date() } },
          order: [['nextMailAt', 'ASC']],
          lock: transaction.LOCK.UPDATE,
          skipLocked: true,
          transaction,
        });
        if (!request) return null;
        return this.attempt(request, transaction);
      });
      if (outcome === null) break;
      if (outcome) sent++;
    }
    return sent;
  }

  /** The retry sweep, every `retryEveryMs`. */
  worker(): ServiceWorker {
    let stopped = false;
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      if (stopped) return;
      running = this.retryDue()
        .catch((error: unknown) => this.context.log.warn({ err: error }, 'contact mail retry failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, this.settings.retryEveryMs);
        });
    };
    timer = setTimeout(tick, this.settings.retryEveryMs);
    return {
      async stop() {
        stopped = true;
        clearTimeout(timer);
        await running;
      },
    };
  }
}
