import { ADDRESS_FIELDS, DEFAULT_COUNTRY, emptyOrderDraft } from '@theke/domain';
import {
  ORDER_DRAFT_FIELDS,
  ORDER_FIELDS,
  ORDER_PLACEMENT_FIELDS,
  PLACED_ORDER_FIELDS,
  STAFF_EDITABLE_FIELDS,
  type OrderField,
} from './order-description';
import { ORDER_FIELD_LABELS, PLACED_ORDER_FIELD_LABELS } from './order-field-labels';

const names = (fields: readonly OrderField[]) => fields.map((field) => field.name);
const byName = (name: string) => ORDER_FIELDS.find((field) => field.name === name);

describe('the order described once (SPEC §3 order draft and placed order)', () => {
  it('describes exactly the fields of the domain’s order draft, the branch sent next to it', () => {
    expect(names(ORDER_DRAFT_FIELDS).sort()).toEqual(Object.keys(emptyOrderDraft()).sort());
    expect(names(ORDER_PLACEMENT_FIELDS)).toEqual(['isDelivery', 'isDineIn', 'branch', 'isSelfService']);
  });

  it('describes every SPEC §3 placed-order field', () => {
    expect(names(PLACED_ORDER_FIELDS)).toEqual([
      'id', 'uid', 'hash', 'ticketNumber', 'paymentRedirectUrl', 'isRejected', 'rejectionMessage', 'isConfirmed',
      'isInDelivery', 'isDelivered', 'isCompleted', 'isCanceled', 'isFailed', 'isPaid', 'isRefunded', 'isDelivery',
      'isDineIn', 'tableIdentifier', 'paymentMethod', 'appointmentDate', 'appointment', 'counterAppointment',
      'questionnaireRating', 'branch',
    ]);
  });

  it('lists each field of an order once, a field the draft and the placed order share being one description', () => {
    expect(new Set(names(ORDER_FIELDS)).size).toBe(ORDER_FIELDS.length);
    expect(PLACED_ORDER_FIELDS.find((field) => field.name === 'paymentMethod')).toBe(byName('paymentMethod'));
  });

  it('derives the fields staff may edit from the flag: contact, billing address, comment and the times', () => {
    expect(names(STAFF_EDITABLE_FIELDS)).toEqual([
      'companyName', 'firstName', 'lastName', 'company', 'street', 'floor', 'stairway', 'door', 'zipCode', 'city',
      'country', 'vatNo', 'phone', 'email', 'comment', 'appointmentDate', 'rejectionMessage', 'counterAppointment',
    ]);
    expect(STAFF_EDITABLE_FIELDS).toEqual(ORDER_FIELDS.filter((field) => field.staffEditable === true));
  });

  it('gives the delivery address the billing address’s fields with the prefix, not editable by staff', () => {
    for (const name of ADDRESS_FIELDS) {
      const billing = byName(name);
      const delivery = byName(`delivery${name.charAt(0).toUpperCase()}${name.slice(1)}`);
      expect(delivery).toEqual({ ...billing, name: delivery?.name, staffEditable: undefined });
      expect(delivery?.staffEditable).toBeUndefined();
    }
    expect(byName('deliveryCountry')).toMatchObject({ default: DEFAULT_COUNTRY });
    expect(byName('country')).toMatchObject({ default: DEFAULT_COUNTRY, max: 2 });
    expect(byName('paymentMethod')).toMatchObject({ default: 'cash' });
  });

  it('labels the fields with the words the checkout and the order desk show', () => {
    for (const [name, label] of Object.entries({ ...ORDER_FIELD_LABELS, ...PLACED_ORDER_FIELD_LABELS })) {
      expect(byName(name)?.label).toBe(label);
    }
  });
});
