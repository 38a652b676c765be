import { emptyOrderDraft } from '@theke/domain';
import { Invalid, validate, type ErrorItem } from '@theke/server';
import { isStaffEditableName, orderEditSchema, orderPayloadSchema } from './order.schema';

/** The envelope items a rejected value gets, or [] when it passes. */
function errorsOf(schema: Parameters<typeof validate>[0], value: unknown): ErrorItem[] {
  try {
    validate(schema, value);
    return [];
  } catch (error) {
    if (error instanceof Invalid) return error.items;
    throw error;
  }
}

const long = (length: number) => 'x'.repeat(length);
const line = { product: { id: 3 }, amount: 1.5, unit: 'l', parts: null };
const tooLong = (field: string, limit: number) => ({
  field,
  message: `Diese Zeichenkette ist zu lang. Sie sollte höchstens ${limit} Zeichen haben.`,
  code: 'too_long',
});

describe('the order payload compiled from the description (POST /api/orders)', () => {
  it('accepts what the storefront sends and fills in the spec defaults', () => {
    // The checkout's body: the whole draft, the order type, the branch and the objects from /api/init.
    const payload = validate(orderPayloadSchema, {
      ...emptyOrderDraft(),
      firstName: ' Eva ',
      lastName: 'Huber',
      phone: '+436641234567',
      country: null,
      isDelivery: true,
      isDineIn: false,
      deliveryArea: { id: 2, area: '1070 Wien', price: 3.5, tax: 10, free: false },
      table: null,
      branch: { id: 1, name: 'Wien' },
      items: [{ ...line, product: { id: 3, price: 0.01 } }],
      appointmentDate: '2030-01-01T10:00:00+01:00',
    });
    expect(payload).toMatchObject({
      firstName: 'Eva',
      deliveryArea: { id: 2 },
      branch: { id: 1 },
      appointmentDate: '2030-01-01T09:00:00.000Z',
      paymentMethod: 'cash',
      items: [{ product: { id: 3 }, amount: 1.5, unit: 'l', parts: null }],
    });
    expect(validate(orderPayloadSchema, { branch: { id: 1 }, items: [line] })).toMatchObject({
      country: 'AT',
      deliveryCountry: 'AT',
      paymentMethod: 'cash',
      isCompany: false,
      isDelivery: false,
      legalInstructions: false,
    });
  });

  it('rejects with the German messages at the payload keys, in the spec order of the fields', () => {
    const errors = errorsOf(orderPayloadSchema, {
      items: [line],
      isCompany: 'yes',
      firstName: long(256),
      floor: long(51),
      zipCode: long(21),
      city: long(101),
      country: 'AUT',
      phone: long(41),
      deliveryArea: { id: -1 },
      comment: long(2001),
      appointmentDate: '2025-01-01T10:00',
      paymentMethod: long(31),
      branch: null,
      table: 5,
    });
    expect(errors).toEqual([
      { field: 'isCompany', message: 'Dieser Wert sollte ein Wahrheitswert sein.', code: 'invalid_boolean' },
      tooLong('firstName', 255),
      tooLong('floor', 50),
      tooLong('zipCode', 20),
      tooLong('city', 100),
      tooLong('country', 2),
      tooLong('phone', 40),
      { field: 'deliveryArea.id', message: 'Dieser Wert sollte größer als 0 sein.', code: 'too_small' },
      tooLong('comment', 2000),
      { field: 'appointmentDate', message: 'Dieser Wert entspricht keiner gültigen Datumsangabe.', code: 'invalid_date' },
      tooLong('paymentMethod', 30),
      { field: 'branch', message: 'Dieser Wert sollte nicht null sein.', code: 'not_null' },
      { field: 'table', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
    ]);
  });

  it('requires the branch and the items, and checks every line', () => {
    expect(errorsOf(orderPayloadSchema, {})).toEqual([
      { field: 'branch', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
      { field: 'items', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
    ]);
    expect(
      errorsOf(orderPayloadSchema, { branch: { id: 1 }, items: [{ product: {}, amount: 'x', unit: long(21), parts: 'x' }] }),
    ).toEqual([
      { field: 'items.0.product.id', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
      { field: 'items.0.amount', message: 'Dieser Wert ist keine gültige Zahl.', code: 'invalid_number' },
      tooLong('items.0.unit', 20),
      { field: 'items.0.parts', message: 'Dieser Wert ist ungültig.', code: 'invalid' },
    ]);
  });
});

describe('the staff edit compiled from the flagged fields (PUT /api/orders/{id})', () => {
  it('takes exactly the fields the description lets staff edit', () => {
    const editable = [
      'firstName', 'lastName', 'companyName', 'company', 'street', 'floor', 'stairway', 'door', 'zipCode', 'city',
      'country', 'vatNo', 'phone', 'email', 'comment', 'appointmentDate', 'counterAppointment', 'rejectionMessage',
    ];
    for (const name of editable) expect(isStaffEditableName(name)).toBe(true);
    for (const name of ['isPaid', 'uid', 'items', 'deliveryStreet', 'isCompany', 'paymentMethod', 'toString']) {
      expect(isStaffEditableName(name)).toBe(false);
    }
  });

  it('clears a field sent empty and checks e-mail and instants with the German messages', () => {
    expect(
      validate(orderEditSchema, { firstName: '  Eva ', lastName: '', email: ' eva@example.at ', appointmentDate: '2030-01-01T10:00:00+01:00' }),
    ).toMatchObject({ firstName: 'Eva', lastName: null, email: 'eva@example.at', appointmentDate: '2030-01-01T09:00:00.000Z' });
    const errors = errorsOf(orderEditSchema, {
      email: 'anna@example',
      country: 'AUT',
      counterAppointment: '2030-01-01T10:00',
      rejectionMessage: long(2001),
      appointmentDate: '',
    });
    expect([...errors].sort((a, b) => String(a.field).localeCompare(String(b.field)))).toEqual([
      { field: 'appointmentDate', message: 'Dieser Wert sollte nicht leer sein.', code: 'not_blank' },
      { field: 'counterAppointment', message: 'Dieser Wert entspricht keiner gültigen Datumsangabe.', code: 'invalid_date' },
      tooLong('country', 2),
      { field: 'email', message: 'Dieser Wert ist keine gültige E-Mail-Adresse.', code: 'invalid_email' },
      tooLong('rejectionMessage', 2000),
    ]);
  });
});
