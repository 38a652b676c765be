/**
 * SPEC §9 pickup/delivery slots and the §5 appointment rules: product lead
 * time added to now, slots rounded up to 5 minutes within a 180-day horizon,
 * the open-slot search in 30-minute steps up to 72 hours.
 */
import {
  addBusinessDays,
  addDays,
  addMinutes,
  businessDateOf,
  DEFAULT_TIME_ZONE,
  roundUpToMinutes,
  startOfBusinessDay,
} from '../time/business-time';
import {
  OPEN_SLOT_SEARCH_HOURS,
  OPEN_SLOT_SEARCH_STEP_MINUTES,
  SLOT_ROUNDING_MINUTES,
  SLOT_SEARCH_HORIZON_DAYS,
} from '../constants';
import { isOpenAt, openIntervalsBetween, type DayHours } from '../branches/open-intervals';
import type { AppointmentSlot } from '../ordering/order-types';
import type { LeadTimeType, Product } from '../catalogue/types';

export interface LeadTime {
  type: LeadTimeType;
  value: number;
}

export type LeadTimeFields = Pick<Product, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>;

export const LEAD_TIME_TYPES: readonly LeadTimeType[] = ['minutes', 'hours', 'days', 'weeks'];

export const APPOINTMENT_REQUIRED_TEXT = 'Bitte wählen Sie einen Termin aus.';
export const APPOINTMENT_CLOSED_TEXT =
  'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.';

/** A product's lead time, or null when it has none. */
export function productLeadTime(product: LeadTimeFields): LeadTime | null {
  const { leadTimeType, leadTimeValue } = product;
  if (!product.isLeadTimeEnabled || !leadTimeValue || leadTimeValue <= 0) return null;
  if (!leadTimeType || !LEAD_TIME_TYPES.includes(leadTimeType)) return null;
  return { type: leadTimeType, value: leadTimeValue };
}

/**
 * now + lead time. Minutes and hours are elapsed time; days and weeks are
 * calendar days in the business zone, keeping the wall-clock time across a
 * daylight-saving change.
 */
export function addLeadTime(now: Date, leadTime: LeadTime, timeZone: string = DEFAULT_TIME_ZONE): Date {
  switch (leadTime.type) {
    case 'minutes':
      return addMinutes(now, leadTime.value);
    case 'hours':
      return addMinutes(now, leadTime.value * 60);
    case 'days':
      return addBusinessDays(now, leadTime.value, timeZone);
    case 'weeks':
      return addBusinessDays(now, leadTime.value * 7, timeZone);
  }
}

/** The earliest instant the cart's products allow: the longest lead time added to now (unrounded). */
export function leadTimeEnd(
  now: Date,
  products: readonly LeadTimeFields[],
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  let latest = now;
  for (const product of products) {
    const leadTime = productLeadTime(product);
    if (!leadTime) continue;
    const end = addLeadTime(now, leadTime, timeZone);
    if (end.getTime() > latest.getTime()) latest = end;
  }
  return latest;
}

/** SPEC §9: the first possible slot start, the lead-time end rounded up to 5 minutes. */
export function earliestSlotStart(
  now: Date,
  products: readonly LeadTimeFields[] = [],
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  return roundUpToMinutes(leadTimeEnd(now, products, timeZone), SLOT_ROUNDING_MINUTES);
}

export interface SlotQuery {
  /** Opening hours of the order type (see orderHours). */
  hours: DayHours;
  now: Date;
  products?: readonly LeadTimeFields[];
  timeZone?: string;
  horizonDays?: number;
}

/**
 * The appointment slots: the open intervals from the earliest slot start to
 * the end of the search horizon (180 days from today), each starting on a
 * 5-minute boundary.
 */
export function appointmentSlots(query: SlotQuery): AppointmentSlot[] {
  const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
  const earliest = earliestSlotStart(query.now, query.products ?? [], timeZone);
  const horizonDate = addDays(
    businessDateOf(query.now, timeZone),
    query.horizonDays ?? SLOT_SEARCH_HORIZON_DAYS,
  );
  const horizonEnd = startOfBusinessDay(horizonDate, timeZone);
  return openIntervalsBetween(query.hours, earliest, horizonEnd, timeZone)
    .map((interval) => ({
      start: roundUpToMinutes(interval.start, SLOT_ROUNDING_MINUTES),
      end: interval.end,
    }))
    .filter((slot) => slot.start.getTime() < slot.end.getTime());
}

export function isWithinSlots(slots: readonly AppointmentSlot[], instant: Date): boolean {
  const t = instant.getTime();
  return slots.some((slot) => slot.start.getTime() <= t && t < slot.end.getTime());
}

/**
 * SPEC §9 open-slot search: from the earliest slot start, look in 30-minute
 * steps up to 72 hours ahead for a time the branch is open; null when none.
 */
export function findOpenSlot(
  query: Omit<SlotQuery, 'horizonDays'> & { stepMinutes?: number; maxHours?: number },
): Date | null {
  const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
  const step = query.stepMinutes ?? OPEN_SLOT_SEARCH_STEP_MINUTES;
  const start = earliestSlotStart(query.now, query.products ?? [], timeZone);
  const limit = addMinutes(start, (query.maxHours ?? OPEN_SLOT_SEARCH_HOURS) * 60).getTime();
  for (let t = start; t.getTime() <= limit; t = addMinutes(t, step)) {
    if (isOpenAt(query.hours, t, timeZone)) return t;
  }
  return null;
}

export type AppointmentErrorCode = 'required' | 'outside-hours' | 'before-lead-time';

export interface AppointmentError {
  code: AppointmentErrorCode;
  message: string;
}

/**
 * SPEC §5 appointment check: required → 'Bitte wählen Sie einen Termin aus.';
 * outside the order type's hours → the closed message. A time before the
 * lead time ends (or in the past) has no spec text of its own and gets the
 * closed message with its own code.
 */
export function appointmentError(
  appointment: Date | null,
  query: Omit<SlotQuery, 'horizonDays'> & { isAppointmentRequired: boolean },
): AppointmentError | null {
  const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
  if (!appointment) {
    return query.isAppointmentRequired ? { code: 'required', message: APPOINTMENT_REQUIRED_TEXT } : null;
  }
  if (appointment.getTime() < leadTimeEnd(query.now, query.products ?? [], timeZone).getTime()) {
    return { code: 'before-lead-time', message: APPOINTMENT_CLOSED_TEXT };
  }
  if (!isOpenAt(query.hours, appointment, timeZone)) {
    return { code: 'outside-hours', message: APPOINTMENT_CLOSED_TEXT };
  }
  return null;
}
