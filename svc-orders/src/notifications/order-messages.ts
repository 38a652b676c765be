/** The German new-order e-mails and SMS. Formats are SPEC §9's (money, DD.MM.YYYY HH:mm). */
import {
  formatDateTime,
  formatMoney,
  ORDER_TYPE_LABELS,
  orderTypeOf,
  paymentMethodLabels,
  ticketLabel,
  unitLabel,
} from '@theke/domain';
import type { MailMessage } from '@theke/server';
import type { CatalogueBranch, OrdersConfig } from '../catalogue-cache/catalogue-snapshot';
import type { OrderItemValues, OrderRecord } from '../orders/order.model';

/** The payment method as the e-mails name it (@theke/domain's labels); receipts word it the same way. */
const ORDER_PAYMENT_LABELS = paymentMethodLabels('Online-Zahlung');

export interface MessageContext {
  order: OrderRecord;
  items: readonly OrderItemValues[];
  branch: CatalogueBranch | undefined;
  config: OrdersConfig;
  statusUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const amountText = (amount: number) => String(amount).replace('.', ',');

/** 'Bestellung', or 'Angebotsanfrage' for a quotation request (SPEC §2). */
const nounOf = (order: OrderRecord) => (order.isQuotation ? 'Angebotsanfrage' : 'Bestellung');

function orderLines(context: MessageContext): string[] {
  const { order, items, config } = context;
  const money = (amount: number) => formatMoney(amount, order.currency);
  const timeZone = config.timeZone;
  const lines = [
    `${ticketLabel(config.disableTickets)}: ${order.ticketNumber}`,
    `Bestellart: ${ORDER_TYPE_LABELS[orderTypeOf(order)]}`,
  ];
  if (order.tableIdentifier) lines.push(`Tisch: ${order.tableIdentifier}`);
  if (order.appointmentDate)
    lines.push(`Termin: ${formatDateTime(new Date(order.appointmentDate), timeZone)}`);
  if (order.counterAppointment)
    lines.push(`Vorgeschlagener Termin: ${formatDateTime(new Date(order.counterAppointment), timeZone)}`);
  if (order.paymentMethod) lines.push(`Zahlungsart: ${ORDER_PAYMENT_LABELS[order.paymentMethod]}`);
  lines.push('', 'Positionen:');
  for (const item of [...items].sort((a, b) => a.position - b.position)) {
    lines.push(`${amountText(item.amount)} ${unitLabel(item.unit)} ${item.name}: ${money(item.gross)}`);
    for (const option of item.options) lines.push(`    ${option.part}: ${option.value}`);
  }
  lines.push('', `Zwischensumme: ${money(order.gross)}`);
  if (order.isDelivery)
    lines.push(`Lieferung: ${order.deliveryGross === 0 ? 'Kostenlos' : money(order.deliveryGross)}`);
  lines.push(`Netto: ${money(order.totalNet)}`);
  for (const tax of order.taxes) lines.push(`MwSt. ${amountText(tax.rate)} %: ${money(tax.tax)}`);
  lines.push(`Gesamt: ${money(order.totalGross)}`);
  if (order.donation > 0) {
    lines.push(`Spende${order.donatee ? ` an ${order.donatee.name}` : ''}: ${money(order.donation)}`);
    lines.push(`Zu bezahlen: ${money(order.amountDue)}`);
  }
  if (order.comment) lines.push('', `Anmerkung: ${order.comment}`);
  return lines;
}

function branchLines(branch: CatalogueBranch | undefined): string[] {
  if (!branch) return [];
  const address = [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    branch.name,
    address,
    branch.phone ? `Tel. ${branch.phone}` : '',
    branch.email ? `E-Mail ${branch.email}` : '',
  ].filter(Boolean);
}

function customerLines(order: OrderRecord): string[] {
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ');
  const address = [
    order.street,
    order.floor && `Stock ${order.floor}`,
    order.stairway && `Stiege ${order.stairway}`,
    order.door && `Tür ${order.door}`,
  ]
    .filter(Boolean)
    .join(', ');
  const city = [order.zipCode, order.city, order.country].filter(Boolean).join(' ');
  const lines = ['Kunde:', name || '–'];
  if (order.isCompany && order.companyName) lines.push(order.companyName);
  if (order.vatNo) lines.push(`UID: ${order.vatNo}`);
  if (address || city) lines.push([address, city].filter(Boolean).join(', '));
  if (order.phone) lines.push(`Tel. ${order.phone}`);
  if (order.email) lines.push(`E-Mail ${order.email}`);
  if (order.isDeliveryAddressDifferent) {
    const delivery = [
      order.deliveryCompanyName,
      order.deliveryStreet,
      [order.deliveryZipCode, order.deliveryCity].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(`Lieferadresse: ${delivery}`);
  }
  if (order.deliveryArea) lines.push(`Liefergebiet: ${order.deliveryArea.area}`);
  return lines;
}

function asMail(to: string, subject: string, paragraphs: string[][], replyTo?: string | null): MailMessage {
  const text = paragraphs.map((lines) => lines.join('\n')).join('\n\n');
  const html = paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n');
  return {
    to,
    subject,
    text: `${text}\n`,
    html: `<!doctype html><html lang="de"><body>${html}</body></html>`,
    replyTo,
  };
}

/** The guest's confirmation: thanks, the order as placed, the status page link, the branch's contact. */
export function guestEmail(context: MessageContext): MailMessage | null {
  const { order, branch } = context;
  if (!order.email) return null;
  const noun = nounOf(order);
  const branchName = branch?.name ?? context.config.shopName ?? 'Theke';
  const greeting = [order.firstName, order.lastName].filter(Boolean).join(' ');
  return asMail(
    order.email,
    `Ihre ${noun} ${order.ticketNumber} bei ${branchName}`,
    [
      [greeting ? `Guten Tag ${greeting},` : 'Guten Tag,'],
      [`vielen Dank für Ihre ${noun}. Wir haben sie erhalten und melden uns, sobald sie bestätigt ist.`],
      orderLines(context),
      ['Den aktuellen Stand sehen Sie jederzeit hier:', context.statusUrl],
      ['Freundliche Grüße', ...branchLines(branch)],
    ],
    branch?.email,
  );
}

/** The branch's notice of a new order with everything needed to prepare it. */
export function branchEmail(context: MessageContext): MailMessage | null {
  const { order, branch } = context;
  if (!branch?.email) return null;
  const noun = nounOf(order);
  return asMail(
    branch.email,
    `Neue ${noun} ${order.ticketNumber}`,
    [
      [`Neue ${noun} für ${branch.name}:`],
      orderLines(context),
      customerLines(order),
      ['Bestellstatus:', context.statusUrl],
    ],
    order.email,
  );
}

/** The guest's SMS (SPEC §1 SMS plugin): short, with the status page link. */
export function guestSms(context: MessageContext): string | null {
  const { order, branch } = context;
  if (!order.phone) return null;
  const branchName = branch?.name ?? context.config.shopName ?? 'Theke';
  return `${branchName}: Ihre ${nounOf(order)} ${order.ticketNumber} ist eingegangen. Status: ${context.statusUrl}`;
}
