import {
  billingAddressOf,
  customerNameOf,
  deliveryAddressOf,
  dueAtOf,
  itemOptionsOf,
  itemTitleOf,
  orderTypeOf,
} from './order-display';
import type { StaffOrder } from './staff-order';

const order = (overrides: Partial<StaffOrder> = {}): StaffOrder =>
  ({
    isDelivery: false,
    isDineIn: false,
    isCompany: false,
    companyName: null,
    firstName: 'Anna',
    lastName: 'Huber',
    street: 'Neubaugasse 12',
    stairway: '2',
    floor: null,
    door: '5',
    zipCode: '1070',
    city: 'Wien',
    country: 'AT',
    isDeliveryAddressDifferent: false,
    isDeliveryCompany: false,
    deliveryCompanyName: null,
    deliveryStreet: null,
    deliveryStairway: null,
    deliveryFloor: null,
    deliveryDoor: null,
    deliveryZipCode: null,
    deliveryCity: null,
    deliveryCountry: null,
    appointment: null,
    appointmentDate: null,
    createdAt: '2025-10-15T08:00:00.000Z',
    ...overrides,
  }) as StaffOrder;

describe('order display', () => {
  it('names the SPEC §9 order type; neither flag means takeaway', () => {
    expect(orderTypeOf(order())).toBe('takeaway');
    expect(orderTypeOf(order({ isDelivery: true }))).toBe('delivery');
    expect(orderTypeOf(order({ isDineIn: true }))).toBe('dineIn');
  });

  it('names the customer, with the company for company orders', () => {
    expect(customerNameOf(order())).toBe('Anna Huber');
    expect(customerNameOf(order({ isCompany: true, companyName: 'Glanz GmbH' }))).toBe('Glanz GmbH, Anna Huber');
    expect(customerNameOf(order({ firstName: null, lastName: null }))).toBe('');
  });

  it('writes the address with stairway, floor and door', () => {
    expect(billingAddressOf(order())).toEqual(['Neubaugasse 12/2/5', '1070 Wien', 'AT']);
  });

  it('delivers to the different delivery address when the guest gave one', () => {
    expect(deliveryAddressOf(order())).toEqual([]);
    expect(deliveryAddressOf(order({ isDelivery: true }))).toEqual(['Neubaugasse 12/2/5', '1070 Wien', 'AT']);
    const different = order({
      isDelivery: true,
      isDeliveryAddressDifferent: true,
      isDeliveryCompany: true,
      deliveryCompanyName: 'Büro Nord',
      deliveryStreet: 'Praterstraße 1',
      deliveryZipCode: '1020',
      deliveryCity: 'Wien',
    });
    expect(deliveryAddressOf(different)).toEqual(['Büro Nord', 'Praterstraße 1', '1020 Wien']);
  });

  it('is due at the appointment, else when it was placed', () => {
    expect(dueAtOf(order())).toBe('2025-10-15T08:00:00.000Z');
    expect(dueAtOf(order({ appointment: '2025-10-15T12:00:00.000Z' }))).toBe('2025-10-15T12:00:00.000Z');
  });

  it('titles a line with amount, unit, product and the calculation model prefix', () => {
    const item = { amount: 2.5, unit: 'kilogram', calculationModel: 'approximate', product: { id: 1, name: 'Teppichwäsche' } };
    expect(itemTitleOf(item)).toBe('ca. 2,5 kg Teppichwäsche');
    expect(itemTitleOf({ ...item, amount: 3, unit: 'piece', calculationModel: 'fixed' })).toBe('3 Stück Teppichwäsche');
    expect(itemOptionsOf({ options: [{ part: 'Größe', value: 'L' }] })).toEqual(['Größe: L']);
  });
});
