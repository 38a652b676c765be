import { createMailer, type Mailer, type ServiceContext } from '@theke/server';
import { CatalogueCache } from './catalogue-cache/catalogue-cache';
import { Notifications } from './notifications/notifications.service';
import { httpSmsSender, logSmsSender, type SmsSender } from './notifications/sms';
import { Payments } from './payments/payments.service';
import type { ServiceRuntime } from './runtime';
import type { OrdersSettings } from './settings';

/**
 * Everything the routes and consumers share within one running service. Each folder asks for the
 * part it uses (`ServiceRuntime`, orders' `OrdersRuntime` with its ports); this whole one is built
 * here, at the top of the folder order, and passed down.
 */
export interface OrdersServiceRuntime extends ServiceRuntime {
  payments: Payments;
  notifications: Notifications;
}

export interface RuntimeAdapters {
  mailer?: Mailer;
  sms?: SmsSender;
}

export function createOrdersRuntime(
  context: ServiceContext,
  settings: OrdersSettings,
  adapters: RuntimeAdapters = {},
): OrdersServiceRuntime {
  const catalogue = new CatalogueCache(context.peers, context.log, {
    refreshIntervalMs: settings.catalogueRefreshSeconds * 1000,
    maxAgeMs: settings.catalogueMaxAgeSeconds * 1000,
  });
  const mailer = adapters.mailer ?? createMailer({ smtpUrl: settings.smtp?.url ?? null, mailFrom: settings.mailFrom }, context.log);
  const sms = adapters.sms ?? (settings.sms ? httpSmsSender(settings.sms) : logSmsSender(context.log));
  return {
    context,
    settings,
    catalogue,
    payments: new Payments(context, settings, catalogue),
    notifications: new Notifications(context, settings, catalogue, mailer, sms),
  };
}
