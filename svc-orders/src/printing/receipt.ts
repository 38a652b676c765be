/**
 * Receipts for a 48-column receipt printer, in German, as plain lines (pure: no I/O, no clock).
 * SPEC §9 formats: money with @theke/domain's formatMoney, dates DD.MM.YYYY HH:mm in the business
 * time zone, order types Takeaway, Lieferung, Dine In.
 */
import {
  calculationModelPrefix,
  formatBoolean,
  formatDateTime,
  formatMoney,
  ORDER_TYPE_LABELS,
  orderTypeOf,
  paymentMethodLabels,
  ticketLabel,
  unitLabel,
  type CalculationModel,
} from '@theke/domain';
import type { OrderItemValues, OrderRecord } from '../orders/order.model';

/** Characters per line of an 80 mm receipt printer in its standard font. */
export const RECEIPT_WIDTH = 48;

/** The payment method as the receipt names it; the new-order e-mails word it the same way. */
const PAYMENT_LABELS = paymentMethodLabels('Online-Zahlung');

export interface ReceiptBranch {
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  phone?: string | null;
}

export interface OrderReceiptInput {
  order: OrderRecord;
  items: readonly OrderItemValues[];
  branch: ReceiptBranch | null;
  timeZone: string;
  /** SPEC §3 config `disableTickets`: 'Bestellnummer' instead of 'Ticket'. */
  disableTickets: boolean;
}

export interface TestReceiptInput {
  branch: ReceiptBranch | null;
  deviceName: string;
  now: Date;
  timeZone: string;
}

const RULE = '-'.repeat(RECEIPT_WIDTH);
const DOUBLE_RULE = '='.repeat(RECEIPT_WIDTH);

/** A printer's code page has no use for the no-break space formatMoney puts after '€'. */
const printable = (text: string) => text.replace(/\u00a0/g, ' ');
const money = (amount: number, currency: string) => printable(formatMoney(amount, currency));
const decimal = (value: number) => String(value).replace('.', ',');

/**
 * Words onto lines of at most `width` characters, keeping the text's leading spaces; follow-up
 * lines start with `indent`; a word longer than a line is cut.
 */
export function wrap(text: string, width: number = RECEIPT_WIDTH, indent = ''): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = /^ */.exec(paragraph)?.[0] ?? '';
    let hasWords = false;
    for (const word of paragraph.trim().split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest) {
        const separator = hasWords ? ' ' : '';
        if (line.length + separator.length + rest.length <= width) {
          line += separator + rest;
          hasWords = true;
          rest = '';
        } else if (hasWords) {
          lines.push(line);
          line = indent;
          hasWords = false;
        } else {
          const room = Math.max(1, width - line.length);
          lines.push(line + rest.slice(0, room));
          rest = rest.slice(room);
          line = indent;
        }
      }
    }
    if (hasWords) lines.push(line);
  }
  return lines;
}

const center = (text: string) =>
  wrap(text).map((line) => `${' '.repeat(Math.floor((RECEIPT_WIDTH - line.length) / 2))}${line}`);

/** Text on the left, an amount flush right; the text wraps to leave room for the amount. */
export function columns(left: string, right: string): string[] {
  const lines = wrap(left, RECEIPT_WIDTH - right.length - 1);
  const last = lines.pop() ?? '';
  return [...lines, `${last}${' '.repeat(RECEIPT_WIDTH - last.length - right.length)}${right}`];
}

function branchLines(branch: ReceiptBranch | null): string[] {
  if (!branch) return [];
  const address = [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    ...center(branch.name),
    ...(address ? center(address) : []),
    ...(branch.phone ? center(`Tel. ${branch.phone}`) : []),
  ];
}

function headerLines({ order, timeZone, disableTickets }: OrderReceiptInput): string[] {
  const lines = [
    ...center(`${ticketLabel(disableTickets)} ${order.ticketNumber}`),
    ...center(ORDER_TYPE_LABELS[orderTypeOf(order)]),
    '',
    `Bestellt: ${formatDateTime(new Date(order.createdAt), timeZone)}`,
  ];
  if (order.appointmentDate)
    lines.push(`Termin: ${formatDateTime(new Date(order.appointmentDate), timeZone)}`);
  if (order.tableIdentifier) lines.push(`Tisch: ${order.tableIdentifier}`);
  return lines;
}

function customerLines(order: OrderRecord): string[] {
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ');
  const lines: string[] = [];
  if (name) lines.push(...wrap(`Kunde: ${name}`));
  if (order.isCompany && order.companyName) lines.push(...wrap(order.companyName));
  if (order.phone) lines.push(`Tel. ${order.phone}`);
  if (order.isDelivery) {
    const different = order.isDeliveryAddressDifferent;
    const street = different ? order.deliveryStreet : order.street;
    const details = different
      ? [order.deliveryFloor, order.deliveryStairway, order.deliveryDoor]
      : [order.floor, order.stairway, order.door];
    const [floor, stairway, door] = details;
    const house = [street, floor && `Stock ${floor}`, stairway && `Stiege ${stairway}`, door && `Tür ${door}`]
      .filter(Boolean)
      .join(', ');
    const city = different
      ? [order.deliveryZipCode, order.deliveryCity].filter(Boolean).join(' ')
      : [order.zipCode, order.city].filter(Boolean).join(' ');
    lines.push('Lieferadresse:');
    if (different && order.deliveryCompanyName) lines.push(...wrap(order.deliveryCompanyName, RECEIPT_WIDTH, '  '));
    if (house) lines.push(...wrap(`  ${house}`, RECEIPT_WIDTH, '  '));
    if (city) lines.push(...wrap(`  ${city}`, RECEIPT_WIDTH, '  '));
    if (order.deliveryArea) lines.push(...wrap(`Liefergebiet: ${order.deliveryArea.area}`));
  }
  if (order.comment) lines.push(...wrap(`Anmerkung: ${order.comment}`));
  return lines;
}

function itemLines({ order, items }: OrderReceiptInput): string[] {
  return [...items]
    .sort((a, b) => a.position - b.position)
    .flatMap((item) => {
      const prefix = calculationModelPrefix(item.calculationModel as CalculationModel);
      const price = `${prefix ? `${prefix} ` : ''}${money(item.gross, order.currency)}`;
      return [
        ...columns(`${decimal(item.amount)} ${unitLabel(item.unit)} ${item.name}`, price),
        ...item.options.flatMap((option) => wrap(`  ${option.part}: ${option.value}`, RECEIPT_WIDTH, '    ')),
      ];
    });
}

function totalLines({ order }: OrderReceiptInput): string[] {
  const amount = (value: number) => money(value, order.currency);
  const lines = columns('Zwischensumme', amount(order.gross));
  if (order.isDelivery)
    lines.push(...columns('Lieferung', order.deliveryGross === 0 ? 'Kostenlos' : amount(order.deliveryGross)));
  for (const tax of [...order.taxes].sort((a, b) => a.rate - b.rate)) {
    lines.push(...columns(`Netto ${decimal(tax.rate)} %`, amount(tax.net)));
    lines.push(...columns(`MwSt. ${decimal(tax.rate)} %`, amount(tax.tax)));
  }
  lines.push(...columns('Gesamt', amount(order.totalGross)));
  if (order.donation > 0) {
    lines.push(...columns(`Spende${order.donatee ? ` an ${order.donatee.name}` : ''}`, amount(order.donation)));
    lines.push(...columns('Zu bezahlen', amount(order.amountDue)));
  }
  return lines;
}

function paymentLines(order: OrderRecord): string[] {
  if (order.isQuotation || !order.paymentMethod) return ['Angebotsanfrage'];
  return [`Zahlungsart: ${PAYMENT_LABELS[order.paymentMethod]}`, `Bezahlt: ${formatBoolean(order.isPaid)}`];
}

/** An order's receipt: branch, ticket, type, times, customer, items, taxes per rate, total, payment. */
export function orderReceiptLines(input: OrderReceiptInput): string[] {
  const customer = customerLines(input.order);
  return [
    ...branchLines(input.branch),
    DOUBLE_RULE,
    ...headerLines(input),
    ...(customer.length > 0 ? [RULE, ...customer] : []),
    RULE,
    ...itemLines(input),
    RULE,
    ...totalLines(input),
    RULE,
    ...paymentLines(input.order),
  ];
}

/** What a test print shows: that this printer, of this branch, prints now. */
export function testReceiptLines({ branch, deviceName, now, timeZone }: TestReceiptInput): string[] {
  return [
    ...branchLines(branch),
    DOUBLE_RULE,
    ...center('Testdruck'),
    '',
    ...wrap(`Gerät: ${deviceName}`),
    `Datum: ${formatDateTime(now, timeZone)}`,
    DOUBLE_RULE,
  ];
}

/** `text/plain`: the lines, with feed before the cut. */
export function receiptText(lines: readonly string[]): string {
  return `${lines.join('\n')}\n\n\n\n`;
}

/** Star Document Markup: brackets and backslashes escaped, spaces kept, then feed and cut. */
export function receiptMarkup(lines: readonly string[]): string {
  const escaped = lines.map((line) =>
    line.replace(/[[\]\\]/g, (char) => `\\${char}`).replace(/^ +| {2,}/g, (spaces) => '\\ '.repeat(spaces.length)),
  );
  return `${escaped.join('\n')}\n[cut: feed; partial]\n`;
}
