/**
 * Staff edits of a placed order: contact, address and comment (`PUT /api/orders/{id}`), a counter
 * appointment (SPEC §4), and one line's amount and parts (`PUT /api/orders/{id}/items/{index}`).
 */
import {
  addDays,
  amountBounds,
  appointmentInstant,
  businessDateOf,
  defaultAppointmentTime,
  parseAmountInput,
  snapAmount,
  startOfBusinessDay,
  wallClockAt,
  type AppointmentSlot,
  type CalendarDate,
  type ClockTime,
  type PartSelection,
  type Product,
} from '@theke/domain';
import { ORDER_DRAFT_FIELDS, type OrderField } from '@theke/contracts';
import type { StaffOrder, StaffOrderItem } from './staff-order';

type DraftField = (typeof ORDER_DRAFT_FIELDS)[number];

/** An input of the edit dialog: a text of the draft that staff may change and a form shows. */
export type EditFieldDescription = Exclude<Extract<DraftField, { staffEditable: true; kind: 'text' | 'textarea' }>, { hidden: true }>;

const isEditInput = (field: OrderField): field is EditFieldDescription =>
  field.staffEditable === true && (field.kind === 'text' || field.kind === 'textarea') && !field.hidden;

/**
 * The dialog's inputs in the description's order: the draft's texts svc-orders lets staff edit
 * (the same flag compiles its `PUT /orders/{id}` rules); times have their own dialog and the
 * rejection message is written when rejecting.
 */
export const EDIT_FIELDS: readonly EditFieldDescription[] = ORDER_DRAFT_FIELDS.filter(isEditInput);
export type EditField = EditFieldDescription['name'];

/** The input type of a field: e-mail and phone keyboards where the description says so. */
export const inputTypeOf = (field: OrderField): 'email' | 'tel' | 'text' =>
  field.kind === 'text' && field.format === 'email' ? 'email' : field.kind === 'text' && field.format === 'phone' ? 'tel' : 'text';

export type OrderEditForm = Record<EditField, string>;

export function editFormOf(order: Pick<StaffOrder, EditField>): OrderEditForm {
  return Object.fromEntries(EDIT_FIELDS.map(({ name }) => [name, order[name] ?? ''])) as OrderEditForm;
}

/** Only what changed; a cleared field is sent as null. */
export function editPayloadOf(form: OrderEditForm, order: Pick<StaffOrder, EditField>): Partial<Record<EditField, string | null>> {
  const payload: Partial<Record<EditField, string | null>> = {};
  for (const { name } of EDIT_FIELDS) {
    const value = form[name].trim();
    if (value !== (order[name] ?? '').trim()) payload[name] = value === '' ? null : value;
  }
  return payload;
}

/** Staff may propose any time from now on, up to the pickers' horizon (SPEC §9: 180 days). */
export const COUNTER_APPOINTMENT_HORIZON_DAYS = 180;

export function counterAppointmentSlots(now: Date, timeZone: string): AppointmentSlot[] {
  const end = startOfBusinessDay(addDays(businessDateOf(now, timeZone), COUNTER_APPOINTMENT_HORIZON_DAYS), timeZone);
  return [{ start: now, end }];
}

/** What the pickers show first: the open proposal, else the agreed time, else the next full hour. */
export function counterAppointmentStart(
  order: Pick<StaffOrder, 'counterAppointment' | 'appointment' | 'appointmentDate'>,
  now: Date,
  timeZone: string,
): { date: CalendarDate; time: ClockTime } {
  const current = order.counterAppointment ?? order.appointment ?? order.appointmentDate;
  if (current && new Date(current) > now) {
    const wall = wallClockAt(new Date(current), timeZone);
    return { date: { year: wall.year, month: wall.month, day: wall.day }, time: { hour: wall.hour, minute: wall.minute } };
  }
  const next = defaultAppointmentTime(now, timeZone);
  return { date: { year: next.year, month: next.month, day: next.day }, time: { hour: next.hour, minute: next.minute } };
}

/** The body of the proposal: `PUT /api/orders/{id}` with the instant (ISO-8601) of the picked day and time. */
export function counterAppointmentPayload(date: CalendarDate, time: ClockTime, timeZone: string): { counterAppointment: string } {
  return { counterAppointment: appointmentInstant(date, time, timeZone).toISOString() };
}

export interface ItemEdit {
  amount: number;
  unit: string;
  parts: PartSelection[];
}

/** The line as the item-edit form starts: its amount, unit and selection per part of the product. */
export function itemEditOf(item: Pick<StaffOrderItem, 'amount' | 'unit' | 'parts'>, product: Product | null): ItemEdit {
  const partCount = product?.config?.parts?.length ?? item.parts.length;
  const parts = Array.from({ length: partCount }, (_, index) => (item.parts[index] ?? null) as PartSelection);
  return { amount: item.amount, unit: item.unit, parts };
}

/** SPEC §5 amount entry: comma decimals, then clamped and snapped to the product's bounds for the unit. */
export function itemAmountOf(text: string, product: Product | null, unit: string): number {
  const value = parseAmountInput(text);
  return product ? snapAmount(value, amountBounds(product, unit)) : value;
}

export function withPartSelection(edit: ItemEdit, index: number, selection: PartSelection): ItemEdit {
  const parts = [...edit.parts];
  parts[index] = selection;
  return { ...edit, parts };
}

/** A multiselect option toggled on or off, the indexes kept sorted. */
export function toggledOption(selection: PartSelection, option: number): number[] {
  const chosen = Array.isArray(selection) ? selection.filter((value): value is number => typeof value === 'number') : [];
  const next = chosen.includes(option) ? chosen.filter((value) => value !== option) : [...chosen, option];
  return next.sort((a, b) => a - b);
}
