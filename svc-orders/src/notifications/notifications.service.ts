import type { Transaction } from 'sequelize';
import { Conflict, type ServiceContext } from '@theke/server';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache';
import type { Order, OrderItem } from '../orders/order.model';
import { orderWithItems } from '../orders/order-reads';
import { fallbackPublicUrl, type OrdersSettings } from '../settings';
import type { Mailer } from './mailer';
import { branchEmail, guestEmail, guestSms, type MessageContext } from './order-messages';
import type { SmsSender } from './sms';

export type Channel = 'branch-email' | 'guest-email' | 'guest-sms';

/** SPEC §8 'Bestätigung konnte nicht versendet werden.' */
export class ConfirmationNotSent extends Conflict {
  constructor(code: string) {
    super('Bestätigung konnte nicht versendet werden.', undefined, code);
  }
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
    if (channel !== 'guest-sms') return true;
    return (await this.catalogue.current()).config.enablePluginSMS === true;
  }

  /** Sends one channel's message for an order; false when there is nothing to send (no address, plugin off). */
  async send(orderId: number, channel: Channel, transaction?: Transaction): Promise<boolean> {
    const found = await orderWithItems(this.context.sequelize, orderId, transaction);
    if (!found) return false;
    const { order } = found;
    const message = await this.messageContext(order, found.items);
    if (channel === 'guest-sms') {
      const text = message.config.enablePluginSMS ? guestSms(message) : null;
      if (!text || !order.phone) return false;
      await this.sms.send(order.phone, text);
      return true;
    }
    const mail = channel === 'guest-email' ? guestEmail(message) : branchEmail(message);
    if (!mail) return false;
    await this.mailer.send(mail);
    return true;
  }

  /** Staff resend of the guest's e-mail or SMS; 409 with the spec's message when there is no address. */
  async resend(order: Order, channel: 'guest-email' | 'guest-sms'): Promise<void> {
    if (channel === 'guest-email' && !order.email) throw new ConfirmationNotSent('no_email');
    if (channel === 'guest-sms' && !order.phone) throw new ConfirmationNotSent('no_phone');
    let sent: boolean;
    try {
      sent = await this.send(order.id, channel);
    } catch (error) {
      this.context.log.warn({ err: error, orderId: order.id, channel }, 'resend failed');
      throw new ConfirmationNotSent('send_failed');
    }
    if (!sent) throw new ConfirmationNotSent(channel === 'guest-sms' ? 'sms_disabled' : 'nothing_to_send');
  }

  private async messageContext(order: Order, items: OrderItem[]): Promise<MessageContext> {
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
