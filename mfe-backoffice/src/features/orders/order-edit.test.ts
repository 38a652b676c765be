import type { Product } from '@theke/domain';
import {
  counterAppointmentPayload,
  counterAppointmentSlots,
  counterAppointmentStart,
  editFormOf,
  editPayloadOf,
  itemAmountOf,
  itemEditOf,
  toggledOption,
  withPartSelection,
} from './order-edit';
import type { StaffOrder } from './staff-order';

const VIENNA = 'Europe/Vienna';

const contact = {
  firstName: 'Anna',
  lastName: 'Huber',
  companyName: null,
  phone: '+436641234567',
  email: 'anna@example.at',
  street: 'Neubaugasse 12',
  stairway: null,
  floor: null,
  door: null,
  zipCode: '1070',
  city: 'Wien',
  country: 'AT',
  comment: null,
} as unknown as StaffOrder;

describe('order edit form', () => {
  it('starts with the order’s values, empty for missing ones', () => {
    const form = editFormOf(contact);
    expect(form.firstName).toBe('Anna');
    expect(form.comment).toBe('');
  });

  it('sends only what changed, a cleared field as null', () => {
    const form = { ...editFormOf(contact), comment: ' Bitte läuten ', email: '', city: 'Wien' };
    expect(editPayloadOf(form, contact)).toEqual({ comment: 'Bitte läuten', email: null });
    expect(editPayloadOf(editFormOf(contact), contact)).toEqual({});
  });
});

describe('counter appointment (SPEC §4)', () => {
  const now = new Date('2025-10-15T08:20:00Z'); // 10:20 in Vienna

  it('starts at the next full hour when the order has no future time', () => {
    const start = counterAppointmentStart({ counterAppointment: null, appointment: null, appointmentDate: null }, now, VIENNA);
    expect(start).toEqual({ date: { year: 2025, month: 10, day: 15 }, time: { hour: 11, minute: 0 } });
  });

  it('starts at the open proposal or the agreed time in the business time zone', () => {
    const start = counterAppointmentStart(
      { counterAppointment: null, appointment: '2025-10-16T13:30:00.000Z', appointmentDate: '2025-10-16T13:30:00.000Z' },
      now,
      VIENNA,
    );
    expect(start).toEqual({ date: { year: 2025, month: 10, day: 16 }, time: { hour: 15, minute: 30 } });
  });

  it('sends the picked wall-clock time as an instant', () => {
    expect(counterAppointmentPayload({ year: 2025, month: 10, day: 16 }, { hour: 15, minute: 30 }, VIENNA)).toEqual({
      counterAppointment: '2025-10-16T13:30:00.000Z',
    });
  });

  it('offers any time from now on', () => {
    const [slot] = counterAppointmentSlots(now, VIENNA);
    expect(slot?.start).toEqual(now);
    expect(slot && slot.end.getTime() - now.getTime()).toBeGreaterThan(179 * 24 * 3600_000);
  });
});

describe('item edit', () => {
  const product = {
    id: 15,
    name: 'Fensterreinigung',
    unit: 'piece',
    minimumQuantity: 1,
    maximumQuantity: 10,
    quantityStepSize: 1,
    config: {
      parts: [
        { name: 'Größe', type: 'select', optional: false, options: [] },
        { name: 'Extras', type: 'multiselect', options: [] },
      ],
    },
  } as unknown as Product;

  it('starts with the line’s amount, unit and one selection per part of the product', () => {
    expect(itemEditOf({ amount: 3, unit: 'piece', parts: [1] }, product)).toEqual({ amount: 3, unit: 'piece', parts: [1, null] });
    expect(itemEditOf({ amount: 3, unit: 'piece', parts: [] }, null)).toEqual({ amount: 3, unit: 'piece', parts: [] });
  });

  it('reads the amount with a comma and keeps it within the product’s bounds', () => {
    expect(itemAmountOf('2,4', product, 'piece')).toBe(2);
    expect(itemAmountOf('99', product, 'piece')).toBe(10);
    expect(itemAmountOf('abc', product, 'piece')).toBe(1);
  });

  it('changes one part’s selection and toggles multiselect options', () => {
    const edit = withPartSelection({ amount: 1, unit: 'piece', parts: [0, null] }, 1, toggledOption(null, 2));
    expect(edit.parts).toEqual([0, [2]]);
    expect(toggledOption([0, 2], 2)).toEqual([0]);
    expect(toggledOption([2], 0)).toEqual([0, 2]);
  });
});
