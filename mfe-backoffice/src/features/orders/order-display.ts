/** How staff screens describe an order: its type, the customer, the addresses, the lines. */
import { calculationModelPrefix, orderStatus, unitLabel, type CalculationModel } from '@theke/domain';
import type { OrderTypeName } from './order-lists';
import type { StaffOrder, StaffOrderItem } from './staff-order';

/** SPEC §3: neither flag set means takeaway. */
export function orderTypeOf(order: Pick<StaffOrder, 'isDelivery' | 'isDineIn'>): OrderTypeName {
  if (order.isDelivery) return 'delivery';
  if (order.isDineIn) return 'dineIn';
  return 'takeaway';
}

/** The status text the guest sees (SPEC §4, from @theke/domain), e.g. 'Warten auf Bestätigung'. */
export function statusTextOf(order: StaffOrder): string {
  return orderStatus(order).text;
}

const joined = (...parts: Array<string | null | undefined>): string =>
  parts.map((part) => part?.trim() ?? '').filter(Boolean).join(' ');

/** The company (for company orders) and the person; empty when the guest gave no name. */
export function customerNameOf(
  order: Pick<StaffOrder, 'isCompany' | 'companyName' | 'firstName' | 'lastName'>,
): string {
  const person = joined(order.firstName, order.lastName);
  const company = order.isCompany ? order.companyName?.trim() : '';
  return [company, person].filter(Boolean).join(', ');
}

/** Street line with floor, stairway and door (Austrian style "Neubaugasse 12/2/5"), then zip and city. */
function addressLines(fields: {
  street: string | null | undefined;
  stairway: string | null | undefined;
  floor: string | null | undefined;
  door: string | null | undefined;
  zipCode: string | null | undefined;
  city: string | null | undefined;
  country: string | null | undefined;
}): string[] {
  const extras = [fields.stairway, fields.floor, fields.door].filter((part) => part?.trim());
  const street = fields.street?.trim() ? [fields.street.trim(), ...extras].join('/') : '';
  return [street, joined(fields.zipCode, fields.city), fields.country?.trim() ?? ''].filter(Boolean);
}

export function billingAddressOf(order: StaffOrder): string[] {
  return addressLines(order);
}

/** The delivery address: the different one when the guest gave it, else the billing address. */
export function deliveryAddressOf(order: StaffOrder): string[] {
  if (!order.isDelivery) return [];
  if (!order.isDeliveryAddressDifferent) return addressLines(order);
  const company = order.isDeliveryCompany ? (order.deliveryCompanyName?.trim() ?? '') : '';
  const lines = addressLines({
    street: order.deliveryStreet,
    stairway: order.deliveryStairway,
    floor: order.deliveryFloor,
    door: order.deliveryDoor,
    zipCode: order.deliveryZipCode,
    city: order.deliveryCity,
    country: order.deliveryCountry,
  });
  return company ? [company, ...lines] : lines;
}

/** When the order is due: the agreed appointment, else when it was placed (the server's list order). */
export function dueAtOf(order: Pick<StaffOrder, 'appointment' | 'appointmentDate' | 'createdAt'>): string | null {
  return order.appointment ?? order.appointmentDate ?? order.createdAt;
}

const AMOUNT = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 3 });

/** "3 Stk. Fensterreinigung" with the approximate/minimum prefix of the calculation model (SPEC §3). */
export function itemTitleOf(item: Pick<StaffOrderItem, 'amount' | 'unit' | 'calculationModel' | 'product'>): string {
  const prefix = calculationModelPrefix(item.calculationModel as CalculationModel);
  return joined(prefix, AMOUNT.format(item.amount), unitLabel(item.unit), item.product.name);
}

/** "Größe: L" lines of the chosen options. */
export function itemOptionsOf(item: Pick<StaffOrderItem, 'options'>): string[] {
  return item.options.map((option) => `${option.part}: ${option.value}`);
}
