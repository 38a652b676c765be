import { NEW_ORDER_STATE, type OrderItemValues, type OrderRecord } from '../orders/order.model';
import {
  columns,
  orderReceiptLines,
  RECEIPT_WIDTH,
  receiptMarkup,
  receiptText,
  testReceiptLines,
  wrap,
} from './receipt';

const branch = {
  name: 'Wien-Mariahilf',
  street: 'Mariahilfer Straße 88',
  zipCode: '1070',
  city: 'Wien',
  phone: '+4315220000',
};

function order(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    ...NEW_ORDER_STATE,
    id: 7,
    uid: 'uid',
    hash: 'hash',
    branchId: 1,
    businessDate: '2025-10-15',
    ticketNumber: 42,
    idempotencyKey: null,
    requestHash: null,
    isQuotation: false,
    isDelivery: true,
    isDineIn: false,
    isCompany: false,
    companyName: null,
    firstName: 'Anna',
    lastName: 'Huber',
    company: null,
    street: 'Neubaugasse 12',
    floor: '2',
    stairway: null,
    door: '5',
    zipCode: '1070',
    city: 'Wien',
    country: 'AT',
    vatNo: null,
    phone: '+436641234567',
    email: 'anna.huber@example.at',
    isDeliveryAddressDifferent: false,
    isDeliveryCompany: false,
    deliveryCompanyName: null,
    deliveryStreet: null,
    deliveryFloor: null,
    deliveryStairway: null,
    deliveryDoor: null,
    deliveryZipCode: null,
    deliveryCity: null,
    deliveryCountry: null,
    comment: 'Bitte läuten',
    legalInstructions: true,
    privacyPolicy: true,
    deliveryArea: {
      id: 2,
      area: '1070 Neubau',
      price: 9.9,
      tax: 20,
      free: false,
      freeFromOrderValue: 150,
      minimumOrderValue: 30,
    },
    table: null,
    tableIdentifier: null,
    donatee: null,
    appointmentDate: new Date('2025-10-15T10:30:00Z'),
    paymentMethod: 'cash',
    currency: 'EUR',
    gross: 40.8,
    deliveryGross: 9.9,
    totalNet: 41.5,
    totalGross: 50.7,
    donation: 0,
    amountDue: 50.7,
    taxes: [
      { rate: 20, net: 39.58, tax: 7.92 },
      { rate: 10, net: 1.92, tax: 0.18 },
    ],
    paymentStatus: 'on-site',
    paymentProvider: null,
    version: 1,
    createdAt: new Date('2025-10-15T08:00:00Z'),
    updatedAt: new Date('2025-10-15T08:00:00Z'),
    ...overrides,
  } as OrderRecord;
}

const items: OrderItemValues[] = [
  {
    orderId: 7,
    position: 1,
    productId: 16,
    name: 'Fensterreinigung',
    amount: 2,
    unit: 'piece',
    parts: [0],
    options: [{ part: 'Stockwerk', value: 'Erdgeschoss' }],
    calculationModel: 'fixed',
    unitPrice: 19.4,
    gross: 38.8,
    taxRate: 20,
  },
  {
    orderId: 7,
    position: 0,
    productId: 15,
    name: 'Mikrofasertuch',
    amount: 0.5,
    unit: 'kilogram',
    parts: [],
    options: [],
    calculationModel: 'approximate',
    unitPrice: 4,
    gross: 2,
    taxRate: 10,
  },
];

/** Text left, amount right, on one 48-column line. */
const row = (left: string, right: string) => `${left.padEnd(RECEIPT_WIDTH - right.length)}${right}`;

const receipt = (overrides: Partial<OrderRecord> = {}, disableTickets = false) =>
  orderReceiptLines({ order: order(overrides), items, branch, timeZone: 'Europe/Vienna', disableTickets });

describe('order receipt', () => {
  it('prints the branch, the ticket, the order type and the times in the business time zone', () => {
    const lines = receipt();
    expect(lines.slice(0, 3).map((line) => line.trim())).toEqual([
      'Wien-Mariahilf',
      'Mariahilfer Straße 88, 1070 Wien',
      'Tel. +4315220000',
    ]);
    expect(lines.map((line) => line.trim())).toEqual(
      expect.arrayContaining(['Ticket 42', 'Lieferung', 'Bestellt: 15.10.2025 10:00', 'Termin: 15.10.2025 12:30']),
    );
    expect(receipt({}, true).map((line) => line.trim())).toContain('Bestellnummer 42');
    expect(receipt({ isDelivery: false }).map((line) => line.trim())).toContain('Takeaway');
    expect(receipt({ isDelivery: false, isDineIn: true, tableIdentifier: 'T4' })).toEqual(
      expect.arrayContaining(['Tisch: T4']),
    );
  });

  it('prints the customer, the delivery address and the comment', () => {
    expect(receipt()).toEqual(
      expect.arrayContaining([
        'Kunde: Anna Huber',
        'Tel. +436641234567',
        'Lieferadresse:',
        '  Neubaugasse 12, Stock 2, Tür 5',
        '  1070 Wien',
        'Liefergebiet: 1070 Neubau',
        'Anmerkung: Bitte läuten',
      ]),
    );
  });

  it('prints each item with amount, unit, parts and line price, in position order', () => {
    const lines = receipt();
    const first = lines.findIndex((line) => line.startsWith('0,5 kg Mikrofasertuch'));
    expect(lines.slice(first, first + 3)).toEqual([
      row('0,5 kg Mikrofasertuch', 'ca. € 2,00'),
      row('2 Stück Fensterreinigung', '€ 38,80'),
      '  Stockwerk: Erdgeschoss',
    ]);
  });

  it('prints net and taxes per rate, the delivery fee, the total and the payment', () => {
    const lines = receipt();
    const from = lines.indexOf(row('Zwischensumme', '€ 40,80'));
    expect(lines.slice(from)).toEqual([
      row('Zwischensumme', '€ 40,80'),
      row('Lieferung', '€ 9,90'),
      row('Netto 10 %', '€ 1,92'),
      row('MwSt. 10 %', '€ 0,18'),
      row('Netto 20 %', '€ 39,58'),
      row('MwSt. 20 %', '€ 7,92'),
      row('Gesamt', '€ 50,70'),
      '-'.repeat(48),
      'Zahlungsart: Barzahlung',
      'Bezahlt: Nein',
    ]);
    expect(receipt({ deliveryGross: 0 })).toContain(row('Lieferung', 'Kostenlos'));
    expect(receipt({ paymentMethod: 'mollie', isPaid: true }).slice(-2)).toEqual([
      'Zahlungsart: Online-Zahlung (Mollie)',
      'Bezahlt: Ja',
    ]);
  });

  it('keeps every line within the printer width, wrapping long text', () => {
    const lines = receipt({ comment: 'Bitte beim Hintereingang läuten, der Vordereingang ist wegen Bauarbeiten gesperrt.' });
    expect(lines.every((line) => line.length <= RECEIPT_WIDTH)).toBe(true);
    expect(wrap('eins zwei drei', 8)).toEqual(['eins', 'zwei', 'drei']);
    expect(wrap('  eins zwei', 8, '    ')).toEqual(['  eins', '    zwei']);
    expect(columns('Ein sehr langer Produktname, der nicht in eine Zeile passt', '€ 1,00')).toEqual([
      'Ein sehr langer Produktname, der nicht in',
      row('eine Zeile passt', '€ 1,00'),
    ]);
  });
});

describe('test receipt and formats', () => {
  it('prints a German test receipt with branch, device and date', () => {
    const lines = testReceiptLines({
      branch,
      deviceName: 'Küchendrucker',
      now: new Date('2025-10-15T08:05:00Z'),
      timeZone: 'Europe/Vienna',
    }).map((line) => line.trim());
    expect(lines).toEqual(
      expect.arrayContaining(['Wien-Mariahilf', 'Testdruck', 'Gerät: Küchendrucker', 'Datum: 15.10.2025 10:05']),
    );
  });

  it('renders plain text, and Star markup with escapes and a cut', () => {
    expect(receiptText(['a', 'b'])).toBe('a\nb\n\n\n\n');
    expect(receiptMarkup(['[x] \\', '  zwei  Leer'])).toBe('\\[x\\] \\\\\n\\ \\ zwei\\ \\ Leer\n[cut: feed; partial]\n');
  });
});
