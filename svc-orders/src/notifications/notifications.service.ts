import { Conflict, type Mailer, type MailMessage, type ServiceContext } from '@theke/server';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache';
import type { OrderItemValues, OrderRecord } from '../orders/order.model';
import { orderWithItems } from '../orders/order-reads';
import { fallbackPublicUrl, type OrdersSettings } from '../settings';
import { branchEmail, guestEmail, guestSms, type MessageContext } from './order-messages';
import type { SmsSender } from './sms';

/** The new-order e-mails (to the branch and the guest) and the guest's SMS. */
export type Channel = 'email' | 'sms';

/** SPEC §8 'Bestätigung konnte nicht versendet werden.' */
export class ConfirmationNotSent extends Conflict {
  constructor(code: string) {
    super('Bestätigung konnte nicht versendet werden.', undefined, code);
  }
}

/** An SMTP 5xx (unknown mailbox, refused address): retrying cannot help. */
function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The new-order e-mails and SMS; used by the event consumers and the staff's resend. */
export class Notifications {
  constructor(
    private readonly context: ServiceContext,
    private readonly settings: OrdersSettings,
    private readonly catalogue: CatalogueCache,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
  ) {}

  /** Whether a channel is on at all (SMS only with the SMS plugin, SPEC §1). */
  async isChannelEnabled(channel: Channel): Promise<boolean> {
    if (channel !== 'sms') return true;
    return (await this.catalogue.current()).config.enablePluginSMS === true;
  }

  /**
   * Sends a channel's messages for a new order once per event: one statement reads the order and
   * whether this consumer handled the event before (the inbox), the messages go out, then the
   * inbox row is written. No transaction is held while a mail server or SMS provider answers, and
   * a redelivered event finds its inbox row and sends nothing. (An e-mail cannot be rolled back,
   * so the kit's `withInbox`, which commits the inbox row with the handler's database changes,
   * would guarantee nothing more here; a crash between sending and recording sends again, as
   * there.)
   *
   * Both e-mails come from one read of the order. A recipient the mail server refuses for good
   * is logged and skipped; any other failure throws and the bus retries (an e-mail that went out
   * before a failure may then arrive twice — a duplicate rather than a lost order).
   */
  async sendOnce(consumer: string, eventId: string, orderId: number, channel: Channel): Promise<void> {
    const sequelize = this.context.sequelize;
    const found = await orderWithItems(sequelize, orderId, { inbox: { consumer, eventId } });
    if (!found || found.handled) return;
    const message = await this.messageContext(found.order, found.items);
    if (channel === 'sms') await this.sendSms(message);
    else {
      for (const mail of [branchEmail(message), guestEmail(message)]) {
        if (mail) await this.deliver(mail, orderId);
      }
    }
    await sequelize.query(
      'INSERT INTO inbox_events (consumer, "eventId") VALUES ($consumer, $eventId::uuid) ON CONFLICT DO NOTHING',
      { bind: { consumer, eventId } },
    );
  }

  /** Staff resend of the guest's e-mail or SMS; 409 with the spec's message when there is nothing to send. */
  async resend(order: OrderRecord, channel: 'guest-email' | 'guest-sms'): Promise<void> {
    if (channel === 'guest-email' && !order.email) throw new ConfirmationNotSent('no_email');
    if (channel === 'guest-sms' && !order.phone) throw new ConfirmationNotSent('no_phone');
    const found = await orderWithItems(this.context.sequelize, order.id);
    if (!found) throw new ConfirmationNotSent('no_order');
    const message = await this.messageContext(found.order, found.items);
    if (channel === 'guest-sms' && !message.config.enablePluginSMS)
      throw new ConfirmationNotSent('sms_disabled');
    try {
      if (channel === 'guest-sms') await this.sendSms(message);
      else {
        const mail = guestEmail(message);
        if (mail) await this.mailer.send(mail);
      }
    } catch (error) {
      this.context.log.warn({ err: error, orderId: order.id, channel }, 'resend failed');
      throw new ConfirmationNotSent('send_failed');
    }
  }

  private async sendSms(message: MessageContext): Promise<void> {
    const text = message.config.enablePluginSMS ? guestSms(message) : null;
    if (text && message.order.phone) await this.sms.send(message.order.phone, text);
  }

  private async deliver(mail: MailMessage, orderId: number): Promise<void> {
    try {
      await this.mailer.send(mail);
    } catch (error) {
      if (!isPermanentMailError(error)) throw error;
      this.context.log.warn(
        { err: error, orderId, to: mail.to },
        'e-mail refused by the mail server, not retried',
      );
    }
  }

  private async messageContext(order: OrderRecord, items: OrderItemValues[]): Promise<MessageContext> {
    const snapshot = await this.catalogue.current();
    const base = this.settings.publicUrl ?? fallbackPublicUrl();
    return {
      order,
      items,
      branch: snapshot.branches.get(order.branchId),
      config: snapshot.config,
      statusUrl: `${base}/status/${order.uid}/${order.hash}`,
    };
  }
}
